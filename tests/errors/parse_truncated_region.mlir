// A file that ends before the function's region is closed.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_region.mlir:5:31: error: expected operation name in quotes
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
