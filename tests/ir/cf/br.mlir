// cf.br with and without block arguments.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @f(%a: i32, %b: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb2(%a, %b : i32, f32)
// CHECK-NEXT: ^bb2(%x: i32, %y: f32):
// CHECK-NEXT: {{(func\.)?}}return %x : i32
func.func @f(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a, %b : i32, f32)
^bb2(%x: i32, %y: f32):
  return %x : i32
}
