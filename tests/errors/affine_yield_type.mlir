// The values an affine.yield passes must have the types of the parent's
// results.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_yield_type.mlir:7:5: error: 'affine.yield' op types mismatch between yield op and its parent
func.func @f(%x: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %n : index
  }
  return %r : f32
}
