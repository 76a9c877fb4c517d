// arith.extsi to a narrower type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}
