// The type after ':' of a complex op must be a complex type (MLIR's parser, at the type).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_abs_not_complex.mlir:5:25: error: custom op 'complex.abs' invalid kind of type specified: expected builtin.complex, but found 'f64'
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = complex.abs %x : f64
  return
}
