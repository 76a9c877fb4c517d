// affine.yield only terminates affine.for, affine.if and affine.parallel
// regions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_yield_parent.mlir:8:7: error: 'affine.yield' op only terminates affine.if/for/parallel regions
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    %r = scf.execute_region -> index {
      affine.yield %n : index
    }
  }
  return
}
