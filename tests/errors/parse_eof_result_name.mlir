// A file that ends after a result name at the start of a line.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_result_name.mlir:7:5: error: expected '=' after SSA name
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1
