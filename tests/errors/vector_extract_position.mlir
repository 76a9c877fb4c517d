// A static vector.extract position must be inside the vector.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_extract_position.mlir:5:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return %0 : f32
}
