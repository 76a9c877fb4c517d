// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.transpose writes its permutation as a bare affine map.

// CHECK-LABEL: func.func @transpose
func.func @transpose(%A: memref<8x4xf32>, %B: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  // CHECK: memref.transpose %A (d0, d1) -> (d1, d0) : memref<8x4xf32> to memref<4x8xf32, strided<[1, 4]>>
  %0 = memref.transpose %A (i, j) -> (j, i) : memref<8x4xf32> to memref<4x8xf32, strided<[1, 4]>>
  // CHECK: memref.transpose %A (d0, d1) -> (d0, d1) : memref<8x4xf32> to memref<8x4xf32>
  %1 = memref.transpose %A (i, j) -> (i, j) : memref<8x4xf32> to memref<8x4xf32>
  // CHECK: memref.transpose %B (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.transpose %B (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
