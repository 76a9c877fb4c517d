// arith.constant of a string.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op value must be an integer, float, or elements attribute
func.func @f() {
  %0 = arith.constant "x" : i32
  return
}
