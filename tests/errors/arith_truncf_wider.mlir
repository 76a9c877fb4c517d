// arith.truncf to a wider type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible
func.func @f(%a: f32) {
  %0 = arith.truncf %a : f32 to f64
  return
}
