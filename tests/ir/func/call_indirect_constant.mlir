// func.constant takes a function's address; func.call_indirect calls it.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %f = {{(func\.)?}}constant @ext : (i32, f32) -> i32
// CHECK-NEXT: %0 = {{(func\.)?}}call_indirect %f(%a, %b) : (i32, f32) -> i32
// CHECK-NEXT: {{(func\.)?}}call_indirect %g() : () -> ()
func.func private @ext(i32, f32) -> i32
func.func @f(%a: i32, %b: f32, %g: () -> ()) -> i32 {
  %f = func.constant @ext : (i32, f32) -> i32
  %0 = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  func.call_indirect %g() : () -> ()
  return %0 : i32
}
