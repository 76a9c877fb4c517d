// arith.truncf without "to" and a result type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: expected 'to'
func.func @f(%a: f32) {
  %0 = arith.truncf %a : f32
  return
}
