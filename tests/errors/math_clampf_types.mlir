// math.clampf with bounds of another type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.clampf' op requires the same type for all operands and results
func.func @f(%a: f32, %b: f64) {
  %0 = "math.clampf"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}
