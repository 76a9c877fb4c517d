// vector.shape_cast keeps the number of elements.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_shape_cast_elements.mlir:5:8: error: 'vector.shape_cast' op has different number of elements at source (4) and result (3)
func.func @f(%v: vector<4xf32>) -> vector<3xf32> {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
