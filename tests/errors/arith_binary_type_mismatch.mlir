// An integer binary op whose result type differs from its operands.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op requires the same type for all operands and results
func.func @f(%a: i32, %b: i32) {
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i64
  return
}
