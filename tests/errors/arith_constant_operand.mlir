// arith.constant with an operand.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op requires zero operands
func.func @f(%a: i32) {
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  return
}
