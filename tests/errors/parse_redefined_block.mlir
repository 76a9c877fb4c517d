// A block label defined twice in one region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_redefined_block.mlir:8:1: error: redefinition of block '^bb1'
func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
^bb1:
  return
}
