// The steps of an affine.parallel must be constants.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_steps.mlir:5:3: error: custom op 'affine.parallel' steps must be constant integers
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}
