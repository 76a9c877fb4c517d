// An extracted slice must stay inside the vector.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_extract_strided_slice_bounds.mlir:5:8: error: 'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)
func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
