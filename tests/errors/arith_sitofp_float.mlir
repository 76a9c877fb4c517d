// arith.sitofp from a float.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.sitofp %a : f32 to f64
  return
}
