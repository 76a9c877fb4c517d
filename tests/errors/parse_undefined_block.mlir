// A branch to a block that does not exist.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_undefined_block.mlir:5:9: error: reference to an undefined block
func.func @f() {
  cf.br ^bb9
}
