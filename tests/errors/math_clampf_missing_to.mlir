// math.clampf without "to".
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: expected 'to'
func.func @f(%a: f32) {
  %0 = math.clampf %a [%a, %a] : f32
  return
}
