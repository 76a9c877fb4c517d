// A file that ends where an attribute value must follow '='.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_after_equal.mlir:5:33: error: expected attribute value
func.func @f() attributes {a.b =
