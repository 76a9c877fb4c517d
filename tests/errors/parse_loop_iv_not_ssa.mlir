// affine.for with an integer where its induction variable must be.
// RUN: not %affc %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s
// CHECK: parse_loop_iv_not_ssa.mlir:6:13: error: expected SSA operand
func.func @f() {
  affine.for 3 = 0 to 4 {
  }
  return
}
