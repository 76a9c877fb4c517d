// arith.addui_extended with only the sum type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: expected ','
func.func @f(%a: i32) {
  %sum, %overflow = arith.addui_extended %a, %a : i32
  return
}
