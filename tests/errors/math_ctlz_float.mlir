// math.ctlz on a float.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = math.ctlz %a : f32
  return
}
