// A vector holds integers, index and floats only: not complex numbers (MLIR's error, at the vector type).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: type_vector_elem_complex.mlir:4:18: error: failed to verify 'elementType': VectorElementTypeInterface instance
func.func @f(%a: vector<4xcomplex<f32>>) {
  return
}
