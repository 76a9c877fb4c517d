// The condition of cf.cond_br is an i1.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'
func.func @f(%c: i32) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
