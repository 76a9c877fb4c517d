// complex.bitcast keeps the bit width.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: complex_bitcast_width.mlir:5:8: error: 'complex.bitcast' op casting bitwidths do not match
func.func @f(%a: complex<f32>, %x: f64, %i: i32) {
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}
