// complex.re's result is the complex type's element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_re_type.mlir:5:8: error: 'complex.re' op failed to verify that complex element type matches result type
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}
