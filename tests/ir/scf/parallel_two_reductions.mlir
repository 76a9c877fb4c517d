// Two reductions: scf.reduce's regions are separated by a comma.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %y) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%x, %y : f32, i32) {
// CHECK-NEXT: ^bb0(%a: f32, %b: f32):
// CHECK-NEXT: %c = arith.maximumf %a, %b : f32
// CHECK-NEXT: scf.reduce.return %c : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%a: i32, %b: i32):
// CHECK-NEXT: %c = arith.muli %a, %b : i32
// CHECK-NEXT: scf.reduce.return %c : i32
// CHECK-NEXT: }
func.func @f(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) -> f32 {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %c = arith.maximumf %a, %b : f32
      scf.reduce.return %c : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %c = arith.muli %a, %b : i32
      scf.reduce.return %c : i32
    }
  }
  return %r#0 : f32
}
