// An overflowFlags attribute that is a fastmath flag set.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) {overflowFlags = #arith.fastmath<fast>} : (i32, i32) -> i32
  return
}
