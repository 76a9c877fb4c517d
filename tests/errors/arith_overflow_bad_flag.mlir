// An unknown overflow flag.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsz> : i32
  return
}
