// arith.trunci to a wider type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible
func.func @f(%a: i32) {
  %0 = arith.trunci %a : i32 to i64
  return
}
