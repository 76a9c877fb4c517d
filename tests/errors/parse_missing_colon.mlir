// An operation without its ': type' suffix.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_missing_colon.mlir:5:25: error: expected ':'
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a
  return %0 : i32
}
