// An operation with successors must end its block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: successors_not_last.mlir:7:3: error: operation with block successors must terminate its parent block
func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
  cf.br ^bb1
^bb2:
  return
}
