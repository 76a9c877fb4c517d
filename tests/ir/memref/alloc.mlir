// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.alloc and memref.alloca: dynamic sizes in (), layout symbols in [],
// alignment in the attribute dictionary.

// CHECK-LABEL: func.func @alloc
func.func @alloc(%d: index, %e: index, %s: index) {
  // CHECK: memref.alloc() : memref<4x4xf32>
  %0 = memref.alloc() : memref<4x4xf32>
  // CHECK: memref.alloc(%d) : memref<?x4xf32>
  %1 = memref.alloc(%d) : memref<?x4xf32>
  // CHECK: memref.alloc(%d, %e) {alignment = 64 : i64} : memref<?x?xi8>
  %2 = memref.alloc(%d, %e) {alignment = 64} : memref<?x?xi8>
  // CHECK: memref.alloc(%d)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %3 = memref.alloc(%d)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  // CHECK: memref.alloc() : memref<f64>
  %4 = memref.alloc() : memref<f64>
  // CHECK: memref.alloc(%e) : memref<8x?xindex, 1>
  %5 = memref.alloc(%e) : memref<8x?xindex, 1>
  // CHECK: memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
  %6 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}

// CHECK-LABEL: func.func @alloca
func.func @alloca(%d: index) {
  // CHECK: memref.alloca() : memref<16xf32>
  %0 = memref.alloca() : memref<16xf32>
  // CHECK: memref.alloca(%d) {alignment = 16 : i64} : memref<?xvector<4xf32>>
  %1 = memref.alloca(%d) {alignment = 16 : i64} : memref<?xvector<4xf32>>
  affine.for %i = 0 to 4 {
    // CHECK: memref.alloca() : memref<2xi1>
    %2 = memref.alloca() : memref<2xi1>
  }
  return
}
