// scf.while with two carried values of different types and results that
// differ from the inits.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
// CHECK-NEXT: scf.condition(%c) %b, %a : f32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%p: f32, %q: i32):
// CHECK-NEXT: scf.yield %q, %p : i32, f32
// CHECK-NEXT: } attributes {foo.tag}
func.func @f(%x: i32, %y: f32, %c: i1) -> f32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %q, %p : i32, f32
  } attributes {foo.tag}
  return %r#0 : f32
}
