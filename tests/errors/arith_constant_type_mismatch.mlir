// arith.constant whose value type is not its result type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @f() {
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}
