// A file that ends inside a function type, before its '->'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_function_type_arrow.mlir:7:27: error: expected '->' in function type
func.func @g(i32)
func.func @f(%a: i32) {
  func.call @g(%a) : (i32)
