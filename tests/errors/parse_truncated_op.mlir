// A file that ends in the middle of an operand list.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_op.mlir:5:21: error: expected SSA operand
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a,