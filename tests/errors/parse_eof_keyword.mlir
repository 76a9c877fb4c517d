// A file that ends where arith.index_cast needs 'to'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_keyword.mlir:7:1: error: custom op 'arith.index_cast' expected 'to'
func.func @f(%a: index) {
  %0 = arith.index_cast %a : index
