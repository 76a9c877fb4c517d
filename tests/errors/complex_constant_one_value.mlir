// complex.constant's value is two numbers.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_constant_one_value.mlir:5:8: error: 'complex.constant' op requires 'value' to be a complex constant, represented as array of two values
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = "complex.constant"() <{value = [1.0 : f32]}> : () -> complex<f32>
  return
}
