// A static subview must stay inside the source.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_subview_bounds.mlir:5:8: error: slice along dimension 0 runs out-of-bounds: 9 >= 8
func.func @f(%A: memref<8x8xf32>) {
  %0 = memref.subview %A[6, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 48>>
  return
}
