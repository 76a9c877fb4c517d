// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.load and memref.store: nontemporal = false is the default and is
// not printed; zero-rank memrefs take no indices.

// CHECK-LABEL: func.func @load_store
func.func @load_store(%A: memref<?x4xf32>, %B: memref<i32>, %i: index, %j: index) {
  // CHECK: %[[V:.*]] = memref.load %A[%i, %j] : memref<?x4xf32>
  %v = memref.load %A[%i, %j] : memref<?x4xf32>
  // CHECK: memref.load %A[%i, %j] {nontemporal = true} : memref<?x4xf32>
  %w = memref.load %A[%i, %j] {nontemporal = true} : memref<?x4xf32>
  // CHECK: memref.load %A[%i, %j] : memref<?x4xf32>
  %x = memref.load %A[%i, %j] {nontemporal = false} : memref<?x4xf32>
  // CHECK: memref.load %B[] : memref<i32>
  %y = memref.load %B[] : memref<i32>
  // CHECK: memref.store %[[V]], %A[%i, %j] : memref<?x4xf32>
  memref.store %v, %A[%i, %j] : memref<?x4xf32>
  // CHECK: memref.store %w, %A[%j, %i] {nontemporal = true} : memref<?x4xf32>
  memref.store %w, %A[%j, %i] {nontemporal = true} : memref<?x4xf32>
  // CHECK: memref.store %x, %A[%i, %i] : memref<?x4xf32>
  memref.store %x, %A[%i, %i] {nontemporal = false} : memref<?x4xf32>
  // CHECK: memref.store %y, %B[] : memref<i32>
  memref.store %y, %B[] : memref<i32>
  return
}

// CHECK-LABEL: func.func @layouts
func.func @layouts(%A: memref<4x4xf16, strided<[8, 1], offset: ?>, 3>,
                   %B: memref<4xvector<2xf32>, affine_map<(d0) -> (d0 * 2)>>, %i: index) {
  // CHECK: memref.load %A[%i, %i] : memref<4x4xf16, strided<[8, 1], offset: ?>, 3>
  %0 = memref.load %A[%i, %i] : memref<4x4xf16, strided<[8, 1], offset: ?>, 3>
  // CHECK: memref.load %B[%i] : memref<4xvector<2xf32>, affine_map<(d0) -> (d0 * 2)>>
  %1 = memref.load %B[%i] : memref<4xvector<2xf32>, affine_map<(d0) -> (d0 * 2)>>
  // CHECK: memref.store %1, %B[%i] : memref<4xvector<2xf32>, affine_map<(d0) -> (d0 * 2)>>
  memref.store %1, %B[%i] : memref<4xvector<2xf32>, affine_map<(d0) -> (d0 * 2)>>
  return
}

// CHECK-LABEL: func.func @aligned
func.func @aligned(%A: memref<16xf32>, %i: index) {
  // CHECK: memref.load %A[%i] {alignment = 16 : i64} : memref<16xf32>
  %0 = memref.load %A[%i] {alignment = 16 : i64} : memref<16xf32>
  return
}
