// arith.scaling_extf to a narrower type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.scaling_extf' op operand types 'f32', 'f32' and result type 'f16' are cast incompatible
func.func @f(%a: f32) {
  %0 = arith.scaling_extf %a, %a : f32, f32 to f16
  return
}
