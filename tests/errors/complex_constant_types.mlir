// complex.constant's parts have the result's element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_constant_types.mlir:5:8: error: 'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}
