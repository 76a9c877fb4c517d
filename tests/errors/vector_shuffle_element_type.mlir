// Both operands of vector.shuffle have the result's element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_shuffle_element_type.mlir:5:8: error: 'vector.shuffle' op failed to verify that second operand v2 and result have same element type
func.func @f(%a: vector<4xf32>, %b: vector<2xi32>) {
  %0 = vector.shuffle %a, %b [0, 5] : vector<4xf32>, vector<2xi32>
  return
}
