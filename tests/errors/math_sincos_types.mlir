// math.sincos with results of two types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.sincos' op failed to verify that all of {operand, sin, cos} have same type
func.func @f(%a: f32) {
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}
