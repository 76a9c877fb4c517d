// An affine.if with results needs an else region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_if_results_no_else.mlir:5:8: error: 'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs
func.func @f(%n: index, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  }
  return
}
