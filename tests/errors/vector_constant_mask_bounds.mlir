// A constant_mask size cannot exceed its dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_constant_mask_bounds.mlir:5:8: error: 'vector.constant_mask' op array attr of size out of bounds of vector result dimension size
func.func @f() -> vector<4xi1> {
  %0 = vector.constant_mask [5] : vector<4xi1>
  return %0 : vector<4xi1>
}
