// A file that ends before the function's region is closed.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_truncated_region.mlir:6:1: error: unexpected end of file, expected operation
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
