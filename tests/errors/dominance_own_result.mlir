// An op's result used inside the op's own region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: dominance_own_result.mlir:7:10: error: operand #0 does not dominate this use
// CHECK: dominance_own_result.mlir:6:8: note: operand defined here (op in a parent region)
func.func @f() -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %0, %0 : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
