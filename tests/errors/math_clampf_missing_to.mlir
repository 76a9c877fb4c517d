// math.clampf without "to".
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: math_clampf_missing_to.mlir:5:23: error: custom op 'math.clampf' expected 'to'
func.func @f(%a: f32) {
  %0 = math.clampf %a [%a, %a] : f32
  return
}
