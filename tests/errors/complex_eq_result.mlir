// complex.eq gives an i1.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_eq_result.mlir:5:8: error: 'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}
