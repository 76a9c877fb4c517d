// scf.for with iter_args: results, region arguments and the explicit yield.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %sum = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
// CHECK-NEXT: %v = memref.load %m[%i] : memref<?xf32>
// CHECK-NEXT: %n = arith.addf %acc, %v : f32
// CHECK-NEXT: scf.yield %n : f32
// CHECK-NEXT: }
// CHECK: %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %init, %k = %lb) -> (f32, index) {
// CHECK-NEXT: scf.yield %a, %k : f32, index
// CHECK-NEXT: }
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %init: f32) -> f32 {
  %sum = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %init, %k = %lb) -> (f32, index) {
    scf.yield %a, %k : f32, index
  }
  return %sum : f32
}
