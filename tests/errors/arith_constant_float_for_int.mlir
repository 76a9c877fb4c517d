// A float literal for an integer constant.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: floating point value not valid for specified type
func.func @f() {
  %0 = arith.constant 1.5 : i32
  return
}
