// operandSegmentSizes must cover every operand.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'
func.func @f(%c: i1, %x: i32) {
  "cf.cond_br"(%c, %x) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  return
}
