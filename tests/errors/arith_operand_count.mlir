// arith.addi with one operand in the generic form.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op expected 2 operands, but found 1
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}
