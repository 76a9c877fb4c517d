// A negated hexadecimal float constant.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: hexadecimal float literal should not have a leading minus
func.func @f() {
  %0 = arith.constant -0x7FC00000 : f32
  return
}
