// A file that ends where scf.index_switch needs its cases.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_eof_switch_default.mlir:7:1: error: custom op 'scf.index_switch' expected 'default'
func.func @f(%x: index) {
  scf.index_switch %x
