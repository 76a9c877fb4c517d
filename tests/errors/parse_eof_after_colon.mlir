// A file that ends where a type must follow ':'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_after_colon.mlir:5:26: error: expected non-function type
func.func @f(%a: i32, %b:
