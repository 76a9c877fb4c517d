// An affine.for with fewer iter_args than result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_for_iter_args_count.mlir:5:10: error: custom op 'affine.for' mismatch between the number of loop-carried values and results
func.func @f(%x: f32) {
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  }
  return
}
