// The step of an affine.for must be an integer literal.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_step_ssa.mlir:6:31: error: expected attribute value
func.func @f() {
  %c = arith.constant 2 : index
  affine.for %i = 0 to 10 step %c {
  }
  return
}
