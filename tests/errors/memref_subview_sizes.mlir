// The result sizes of memref.subview must be the subview sizes.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_subview_sizes.mlir:5:8: error: expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'
func.func @f(%A: memref<8x8xf32>) {
  %0 = memref.subview %A[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}
