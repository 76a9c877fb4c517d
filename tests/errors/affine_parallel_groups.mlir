// Each induction variable of an affine.parallel needs a lower and an upper
// bound.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_groups.mlir:6:3: error: 'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match
func.func @f() {
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}
