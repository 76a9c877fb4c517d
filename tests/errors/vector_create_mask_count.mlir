// vector.create_mask takes one bound per dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_create_mask_count.mlir:5:8: error: 'vector.create_mask' op must specify an operand for each result vector dimension
func.func @f(%i: index) -> vector<4xi1> {
  %0 = vector.create_mask %i, %i : vector<4xi1>
  return %0 : vector<4xi1>
}
