// arith.addi with two results in the generic form.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op requires one result
func.func @f(%a: i32) {
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}
