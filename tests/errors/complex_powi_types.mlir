// complex.powi's result has its base's type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_powi_types.mlir:5:8: error: 'complex.powi' op failed to verify that all of {lhs, result} have same type
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.powi"(%a, %i) : (complex<f32>, i32) -> complex<f64>
  return
}
