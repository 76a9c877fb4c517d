// An affine.for with a discardable attribute and a single-result iter_args
// written with an unparenthesized result type; nested loops whose bounds
// use outer induction variables as dimensions.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.for %i = 0 to 8 {
// CHECK-NEXT: affine.for %j = {{.*}}(%i) to 8 {
// CHECK-NEXT: }
// CHECK-NEXT: } {unroll = 2 : i64}
// CHECK: %r = affine.for %k = 0 to 4 iter_args(%x = %init) -> (i32) {
func.func @f(%init: i32) -> i32 {
  affine.for %i = 0 to 8 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 8 {
    }
  } {unroll = 2 : i64}
  %r = affine.for %k = 0 to 4 iter_args(%x = %init) -> i32 {
    affine.yield %x : i32
  }
  return %r : i32
}
