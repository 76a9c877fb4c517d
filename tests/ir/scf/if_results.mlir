// scf.if with results prints its yields and "-> (T)" even for one result.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r = scf.if %c -> (f32) {
// CHECK-NEXT: scf.yield %x : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %y : f32
// CHECK-NEXT: }
// CHECK-NEXT: %p:2 = scf.if %c -> (f32, index) {
// CHECK-NEXT: scf.yield %x, %i : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %y, %i : f32, index
// CHECK-NEXT: }
func.func @f(%c: i1, %x: f32, %y: f32, %i: index) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  %p:2 = scf.if %c -> (f32, index) {
    scf.yield %x, %i : f32, index
  } else {
    scf.yield %y, %i : f32, index
  }
  return %r : f32
}
