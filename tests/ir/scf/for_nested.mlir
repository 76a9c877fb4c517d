// Nested loops carrying a value out of the inner loop.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %z) -> (f32) {
// CHECK-NEXT: %q = scf.for %j = %c0 to %n step %c1 iter_args(%p = %o) -> (f32) {
// CHECK-NEXT: %v = memref.load %m[%i, %j] : memref<?x?xf32>
// CHECK-NEXT: %w = arith.addf %p, %v : f32
// CHECK-NEXT: scf.yield %w : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %q : f32
// CHECK-NEXT: }
func.func @f(%m: memref<?x?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%o = %z) -> (f32) {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%p = %o) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.addf %p, %v : f32
      scf.yield %w : f32
    }
    scf.yield %q : f32
  }
  return %r : f32
}
