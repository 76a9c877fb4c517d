// Two operands without the ',' between them.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_missing_comma.mlir:5:21: error: expected ','
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a %b : i32
  return %0 : i32
}
