// A result name not followed by '='.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_missing_eq.mlir:5:5: error: expected '=' after SSA name
func.func @f() -> i32 {
  %0 arith.constant 1 : i32
  return %0 : i32
}
