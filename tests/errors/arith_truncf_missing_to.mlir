// arith.truncf without "to" and a result type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: arith_truncf_missing_to.mlir:6:3: error: custom op 'arith.truncf' expected 'to'
func.func @f(%a: f32) {
  %0 = arith.truncf %a : f32
  return
}
