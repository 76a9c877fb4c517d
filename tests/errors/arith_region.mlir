// An arith op with a region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op requires zero regions
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
  return
}
