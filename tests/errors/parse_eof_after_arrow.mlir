// A file that ends where a result type must follow '->'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_after_arrow.mlir:6:34: error: expected non-function type
func.func @f(%a: i32) {
  %0 = "math.ctlz"(%a) : (i32) ->
