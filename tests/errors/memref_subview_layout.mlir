// A subview of a row-major memref has a strided layout.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_subview_layout.mlir:5:8: error: expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'
func.func @f(%A: memref<8x8xf32>) {
  %0 = memref.subview %A[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
