// complex.add takes complex values with float parts.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_add_operand.mlir:5:8: error: 'complex.add' op operand #0 must be complex type with floating-point elements, but got 'f64'
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.add"(%x, %x) : (f64, f64) -> f64
  return
}
