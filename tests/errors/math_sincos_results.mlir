// math.sincos with one result.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.sincos' op expected 2 results
func.func @f(%a: f32) {
  %0 = "math.sincos"(%a) : (f32) -> f32
  return
}
