// math.powf on two float types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.powf' op requires the same type for all operands and results
func.func @f(%a: f32, %b: f64) {
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
