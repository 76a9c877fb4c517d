// arith.extsi does not take index.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'
func.func @f(%a: index) {
  %0 = arith.extsi %a : index to i64
  return
}
