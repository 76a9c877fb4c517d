// func.call with zero, one and several arguments and results, calling
// functions defined before and after the call.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @caller(%a: i32, %b: f32) -> i32 {
// CHECK-NEXT: {{(func\.)?}}call @nothing() : () -> ()
// CHECK-NEXT: %0 = {{(func\.)?}}call @ext(%a, %b) : (i32, f32) -> i32
// CHECK-NEXT: %1:2 = {{(func\.)?}}call @later(%0) : (i32) -> (i32, f32)
// CHECK-NEXT: %2 = {{(func\.)?}}call @ext(%1#0, %1#1) {foo.hint} : (i32, f32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %2 : i32
func.func private @nothing()
func.func private @ext(i32, f32) -> i32
func.func @caller(%a: i32, %b: f32) -> i32 {
  func.call @nothing() : () -> ()
  %0 = func.call @ext(%a, %b) : (i32, f32) -> i32
  %1:2 = func.call @later(%0) : (i32) -> (i32, f32)
  %2 = func.call @ext(%1#0, %1#1) {foo.hint} : (i32, f32) -> i32
  return %2 : i32
}
func.func @later(%x: i32) -> (i32, f32) {
  %f = builtin.unrealized_conversion_cast %x : i32 to f32
  return %x, %f : i32, f32
}
