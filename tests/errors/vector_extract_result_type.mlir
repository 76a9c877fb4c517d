// The result type of vector.extract follows from the positions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_extract_result_type.mlir:5:8: error: 'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<3xf32>'
func.func @f(%v: vector<2x4xf32>) -> vector<3xf32> {
  %0 = vector.extract %v[1] : vector<3xf32> from vector<2x4xf32>
  return %0 : vector<3xf32>
}
