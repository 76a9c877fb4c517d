// math.fpowi whose result type differs from its base.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.fpowi' op failed to verify that all of {lhs, result} have same type
func.func @f(%a: f32, %i: i32) {
  %0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}
