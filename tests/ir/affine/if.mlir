// affine.if with aliased and inline integer sets, with and without an else
// region, an empty else, and attributes.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.if {{.*}}(%i, %j)[%n] {
// CHECK-NEXT: affine.store %v, %A[%i, %j] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if {{.*}}(%i) {
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %v, %A[%i, 0] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if {{.*}}()[%n] {
// CHECK-NEXT: } else {
// CHECK-NEXT: } {tag}
#set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0, d1 == 3)>
func.func @f(%A: memref<10x10xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if #set(%i, %j)[%n] {
        affine.store %v, %A[%i, %j] : memref<10x10xf32>
      }
      affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      } else {
        affine.store %v, %A[%i, 0] : memref<10x10xf32>
      }
      affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
      } else {
      } {tag}
    }
  }
  return
}
