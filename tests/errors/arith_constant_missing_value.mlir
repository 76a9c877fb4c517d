// arith.constant without a value.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op requires attribute 'value'
func.func @f() {
  %0 = "arith.constant"() : () -> i32
  return
}
