// arith.select whose values have different types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
func.func @f(%c: i1, %a: i32, %b: i64) {
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}
