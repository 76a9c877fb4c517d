// arith.constant whose value has no type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance
func.func @f() {
  %0 = "arith.constant"() {value = [1, 2]} : () -> i32
  return
}
