// A file that ends where func.func needs its symbol name.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_symbol_name.mlir:6:1: error: custom op 'func.func' expected valid '@'-identifier for symbol name
func.func private
