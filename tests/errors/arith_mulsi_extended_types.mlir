// arith.mulsi_extended with a wider high half.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
func.func @f(%a: i32) {
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}
