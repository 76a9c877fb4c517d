// An affine.if with results needs yields of as many values.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_yield_count.mlir:8:5: error: 'affine.yield' op parent of yield must have same number of results as the yield operands
func.func @f(%x: f32, %n: index) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield
  }
  return %r : f32
}
