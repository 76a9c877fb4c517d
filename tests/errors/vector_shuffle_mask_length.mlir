// The result of vector.shuffle has as many slices as the mask has entries.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_shuffle_mask_length.mlir:5:8: error: 'vector.shuffle' op mask length mismatch
func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) {
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}
