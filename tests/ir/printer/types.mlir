// Every builtin type prints exactly as MLIR spells it.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @scalars(
// CHECK-SAME: %a: i32, %b: si8, %c: ui16, %d: index, %e: f16, %f: bf16,
// CHECK-SAME: %g: f32, %h: f64, %i: none, %j: i1, %k: i128)
func.func @scalars(%a: i32, %b: si8, %c: ui16, %d: index, %e: f16,
                   %f: bf16, %g: f32, %h: f64, %i: none, %j: i1, %k: i128) {
  return
}

// CHECK-LABEL: func.func @functions(
// CHECK-SAME: %a: (i32, f32) -> (i32, f32),
// CHECK-SAME: %b: () -> (),
// CHECK-SAME: %c: (i32) -> i32,
// CHECK-SAME: %d: (i32) -> ((i32) -> i32),
// CHECK-SAME: %e: ((i32) -> i32) -> (i32, (f32) -> f32))
func.func @functions(%a: (i32, f32) -> (i32, f32), %b: () -> (),
                     %c: (i32) -> (i32), %d: (i32) -> ((i32) -> i32),
                     %e: ((i32) -> i32) -> (i32, (f32) -> f32)) {
  return
}

// CHECK-LABEL: func.func @memrefs(
// CHECK-SAME: %a: memref<4x?xf32>,
// CHECK-SAME: %b: memref<f32>,
// CHECK-SAME: %c: memref<4xf32, strided<[1], offset: ?>>,
// CHECK-SAME: %d: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>,
// CHECK-SAME: %e: memref<4xf32, 1>,
// CHECK-SAME: %f: memref<4xf32, 1 : i32>,
// CHECK-SAME: %g: memref<*xf32>,
// CHECK-SAME: %h: memref<*xf32, 2>,
// CHECK-SAME: %i: memref<4x4xf32, strided<[4, 1]>>,
// CHECK-SAME: %j: memref<4xf32>,
// CHECK-SAME: %k: memref<?x?xf32, strided<[?, ?], offset: 3>, 1>,
// CHECK-SAME: %l: memref<2x3xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>,
// CHECK-SAME: %m: memref<0x4xindex>)
func.func @memrefs(%a: memref<4x?xf32>, %b: memref<f32>,
                   %c: memref<4xf32, strided<[1], offset: ?>>,
                   %d: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>,
                   %e: memref<4xf32, 1>, %f: memref<4xf32, 1 : i32>,
                   %g: memref<*xf32>, %h: memref<*xf32, 2>,
                   %i: memref<4x4xf32, strided<[4, 1], offset: 0>>,
                   %j: memref<4xf32, affine_map<(d0) -> (d0)>>,
                   %k: memref<?x?xf32, strided<[?, ?], offset: 3>, 1>,
                   %l: memref<2x3xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>,
                   %m: memref<0x4xindex>) {
  return
}

// CHECK-LABEL: func.func @aggregates(
// CHECK-SAME: %a: vector<4x8xf32>,
// CHECK-SAME: %b: vector<f32>,
// CHECK-SAME: %c: vector<[4]xf32>,
// CHECK-SAME: %d: vector<2x[4]xi1>,
// CHECK-SAME: %e: tensor<?xf32>,
// CHECK-SAME: %f: tensor<*xf32>,
// CHECK-SAME: %g: tensor<f64>,
// CHECK-SAME: %h: tuple<i32, f32>,
// CHECK-SAME: %i: tuple<>,
// CHECK-SAME: %j: tuple<tuple<index>, memref<2xf32>>)
// CHECK-SAME: -> (vector<4x8xf32>, tensor<?xf32>)
func.func @aggregates(%a: vector<4x8xf32>, %b: vector<f32>,
                      %c: vector<[4]xf32>, %d: vector<2x[4]xi1>,
                      %e: tensor<?xf32>, %f: tensor<*xf32>, %g: tensor<f64>,
                      %h: tuple<i32, f32>, %i: tuple<>,
                      %j: tuple<tuple<index>, memref<2xf32>>)
    -> (vector<4x8xf32>, tensor<?xf32>) {
  return %a, %e : vector<4x8xf32>, tensor<?xf32>
}
