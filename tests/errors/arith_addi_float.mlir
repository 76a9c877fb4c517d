// arith.addi on floats.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  return
}
