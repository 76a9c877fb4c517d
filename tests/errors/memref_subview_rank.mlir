// memref.subview needs an offset per source dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_subview_rank.mlir:5:8: error: expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.
func.func @f(%A: memref<8x8xf32>) {
  %0 = memref.subview %A[0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
