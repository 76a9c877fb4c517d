// A negated zero integer constant (MLIR rejects -0 for integers).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: integer constant out of range for attribute
func.func @f() {
  %0 = arith.constant -0 : i32
  return
}
