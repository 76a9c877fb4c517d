// An i1 constant other than 0, 1 and -1.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: integer constant out of range for attribute
func.func @f() {
  %0 = arith.constant 2 : i1
  return
}
