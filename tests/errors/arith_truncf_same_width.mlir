// arith.truncf between two 16-bit float types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible
func.func @f(%a: f16) {
  %0 = arith.truncf %a : f16 to bf16
  return
}
