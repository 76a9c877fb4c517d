// math.isnan whose result is not i1-like.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.isnan' op result #0 must be bool-like, but got 'i32'
func.func @f(%a: f32) {
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}
