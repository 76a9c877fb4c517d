// A decimal integer literal for a float constant.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: unexpected decimal integer literal for a floating point value
func.func @f() {
  %0 = arith.constant 1 : f32
  return
}
