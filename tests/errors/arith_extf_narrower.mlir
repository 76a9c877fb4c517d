// arith.extf to a narrower type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible
func.func @f(%a: f32) {
  %0 = arith.extf %a : f32 to f16
  return
}
