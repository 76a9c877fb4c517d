// affine.yield: implicit in loops and conditionals without results, where
// an explicit operand-less yield is not printed either; explicit with
// values where the parent has results.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.for %i = 0 to 4 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%j) = (0) to (4) {
// CHECK-NEXT: }
// CHECK-NEXT: %r = affine.for %k = 0 to 4 iter_args(%a = %x) -> (f32) {
// CHECK-NEXT: affine.yield %a : f32
// CHECK-NEXT: }
func.func @f(%x: f32) -> f32 {
  affine.for %i = 0 to 4 {
    affine.yield
  }
  affine.parallel (%j) = (0) to (4) {
    affine.yield
  }
  %r = affine.for %k = 0 to 4 iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  return %r : f32
}
