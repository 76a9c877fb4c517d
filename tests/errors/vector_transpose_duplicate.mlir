// A vector.transpose permutation lists each dimension once.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transpose_duplicate.mlir:5:8: error: 'vector.transpose' op duplicate position index: 0
func.func @f(%v: vector<2x4xf32>) -> vector<2x2xf32> {
  %0 = vector.transpose %v, [0, 0] : vector<2x4xf32> to vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
