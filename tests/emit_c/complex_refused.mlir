// The complex ops affc does not translate to C are refused with a clear
// error, not translated approximately.
// RUN: not %affc --emit=c %s 2>&1 | FileCheck %s
// CHECK: complex_refused.mlir:7:8: error: affc cannot emit C for 'complex.tan' (of the complex ops, affc translates constant, create, re, im, add, sub, mul, div, neg, conj, abs, angle, eq, neq, exp, log, sign and sqrt)
func.func @f(%a: complex<f32>) -> complex<f32> {
  %0 = complex.mul %a, %a : complex<f32>
  %1 = complex.tan %0 : complex<f32>
  return %1 : complex<f32>
}
