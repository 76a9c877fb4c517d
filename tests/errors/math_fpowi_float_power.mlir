// math.fpowi with a float power.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = math.fpowi %a, %a : f32, f32
  return
}
