// affine.parallel with reductions: one and two results, integer, signed
// and float kinds, and an attribute dictionary.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %s = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> (f32) {
// CHECK: affine.yield %p : f32
// CHECK: %m:2 = affine.parallel (%i) = (0) to (10) reduce ("maximumf", "mulf") -> (f32, f32) {
// CHECK: affine.yield %v, %v : f32, f32
// CHECK: %q:3 = affine.parallel (%i) = (0) to (10) reduce ("maxs", "ori", "assign") -> (si32, i8, index) {
// CHECK: } {note}
func.func @f(%D: memref<100x100xf32>, %K: memref<3x3xf32>, %v: f32, %w: si32,
             %b: i8, %n: index) {
  %s = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
    %1 = affine.load %D[%kx, %ky] : memref<100x100xf32>
    %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
    %p = arith.mulf %1, %2 : f32
    affine.yield %p : f32
  }
  %m:2 = affine.parallel (%i) = (0) to (10) reduce ("maximumf", "mulf") -> (f32, f32) {
    affine.yield %v, %v : f32, f32
  }
  %q:3 = affine.parallel (%i) = (0) to (10) reduce ("maxs", "ori", "assign") -> (si32, i8, index) {
    affine.yield %w, %b, %n : si32, i8, index
  } {note}
  return
}
