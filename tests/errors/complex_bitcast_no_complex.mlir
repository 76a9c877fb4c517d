// complex.bitcast has a complex type on one side.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_bitcast_no_complex.mlir:5:8: error: 'complex.bitcast' op requires that either input or output has a complex type
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = complex.bitcast %x : f64 to i64
  return
}
