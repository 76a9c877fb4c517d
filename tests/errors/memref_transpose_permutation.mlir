// memref.transpose needs a permutation.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_transpose_permutation.mlir:5:8: error: 'memref.transpose' op expected a permutation map
func.func @f(%A: memref<8x4xf32>) {
  %0 = memref.transpose %A (i, j) -> (i, i) : memref<8x4xf32> to memref<4x8xf32>
  return
}
