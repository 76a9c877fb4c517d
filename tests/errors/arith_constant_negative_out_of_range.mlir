// A negative integer constant too small for its type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: integer constant out of range for attribute
func.func @f() {
  %0 = arith.constant -129 : i8
  return
}
