// A vector.shuffle mask entry picks a slice of the two operands, or -1.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_shuffle_mask_range.mlir:5:8: error: 'vector.shuffle' op mask index #2 out of range
func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, -2] : vector<4xf32>, vector<2xf32>
  return
}
