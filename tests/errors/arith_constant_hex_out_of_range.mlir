// A hexadecimal float constant wider than its type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: hexadecimal float constant out of range for type
func.func @f() {
  %0 = arith.constant 0x1FFFF : f16
  return
}
