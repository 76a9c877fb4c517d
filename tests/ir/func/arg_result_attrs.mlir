// Argument and result attributes, on definitions and declarations.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: func.func private @decl(i32 {foo.noalias}, f32) -> (f32 {foo.r = 2 : i64})
// CHECK: func.func @def(%a: i32 {foo.x = 1 : i64}, %b: f32) -> (i32 {foo.r}, f32) {
// CHECK: func.func @only_second(%a: i32, %b: i32 {foo.y = "s"}) -> i32 {
func.func private @decl(i32 {foo.noalias}, f32) -> (f32 {foo.r = 2})
func.func @def(%a: i32 {foo.x = 1}, %b: f32) -> (i32 {foo.r}, f32) {
  return %a, %b : i32, f32
}
func.func @only_second(%a: i32, %b: i32 {foo.y = "s"}) -> i32 {
  return %a : i32
}
