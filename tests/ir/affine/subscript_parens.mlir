// Parenthesized subexpressions in subscripts and bounds, as mlir-opt
// prints them: (%i + %j) floordiv 2, (-(%i - %j)) mod 3.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.store %x, %A[(%i + %j) floordiv 2, (-(%i - %j)) mod 3] : memref<4x4xf32>
// CHECK-NEXT: %v = affine.load %A[(%i + 1) * 2, (%j floordiv 2) * 3] : memref<4x4xf32>
// CHECK: affine.parallel (%p) = ((%n + 1) floordiv 2) to (%n) {
func.func @f(%A: memref<4x4xf32>, %x: f32, %n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %x, %A[(%i + %j) floordiv 2, -(%i - %j) mod 3] : memref<4x4xf32>
      %v = affine.load %A[(%i + 1) * 2, (%j floordiv 2) * 3] : memref<4x4xf32>
    }
  }
  affine.parallel (%p) = ((%n + 1) floordiv 2) to (%n) {
  }
  return
}
