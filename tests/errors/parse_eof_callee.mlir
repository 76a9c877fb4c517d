// A file that ends where func.call needs its callee.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_callee.mlir:6:12: error: expected attribute value
func.func @f() {
  func.call
