// Shapes: spaces around 'x', dynamic and zero sizes, unranked memrefs,
// memory spaces and layouts.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @shapes
// CHECK-SAME: memref<2xi32>
// CHECK-SAME: memref<?x4xf32, 1>
// CHECK-SAME: vector<4x8xf32>
// CHECK-SAME: memref<*xf32>
// CHECK-SAME: memref<0xf32>
// CHECK-SAME: memref<100x100xf32, affine_map<(d0, d1) -> (d1, d0)>>
func.func @shapes(%a: memref<2 x i32>, %b: memref<? x 4 x f32, 1>,
                  %c: vector<4 x 8 x f32>, %d: memref<* x f32>,
                  %e: memref<0xf32>,
                  %f: memref<100 x 100 x f32, affine_map<(d0, d1) -> (d1, d0)>>) {
  return
}
