// math.fma with two operands.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.fma' op expected 3 operands, but found 2
func.func @f(%a: f32) {
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}
