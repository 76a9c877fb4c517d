// complex<T> takes an integer or float T, not index.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: type_complex_elem_index.mlir:4:26: error: invalid element type for complex
func.func @f(%a: complex<index>) {
  return
}
