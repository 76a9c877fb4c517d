// A function signature whose result type lacks the '->'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_missing_arrow.mlir:4:16: error: unexpected type
func.func @f() i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
