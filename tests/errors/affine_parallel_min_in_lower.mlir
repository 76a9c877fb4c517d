// A lower bound group takes max(...), not min(...).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_parallel_min_in_lower.mlir:5:27: error: use of undeclared identifier
func.func @f(%n: index) {
  affine.parallel (%i) = (min(0, %n)) to (10) {
  }
  return
}
