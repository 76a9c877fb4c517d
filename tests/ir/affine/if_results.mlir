// affine.if producing values: both regions end in explicit yields, which
// the custom form prints.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = affine.if {{.*}}(%i, %j) -> f32 {
// CHECK-NEXT: %x = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
// CHECK-NEXT: affine.yield %x : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %zero : f32
// CHECK-NEXT: }
// CHECK: %p:2 = affine.if {{.*}}(%i)[%n] -> (index, i1) {
// CHECK: affine.yield %i, %t : index, i1
#interior = affine_set<(i, j) : (i - 1 >= 0, j - 1 >= 0, 10 - i >= 0, 10 - j >= 0)>
func.func @pad(%I: memref<10x10xf32>, %O: memref<12x12xf32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  %t = arith.constant true
  affine.parallel (%i, %j) = (0, 0) to (12, 12) {
    %r = affine.if #interior(%i, %j) -> f32 {
      %x = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
      affine.yield %x : f32
    } else {
      affine.yield %zero : f32
    }
    affine.store %r, %O[%i, %j] : memref<12x12xf32>
    %p:2 = affine.if affine_set<(d0)[s0] : (s0 - d0 >= 0)>(%i)[%n] -> (index, i1) {
      affine.yield %i, %t : index, i1
    } else {
      affine.yield %n, %t : index, i1
    }
  }
  return
}
