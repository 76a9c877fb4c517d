// A use of a value defined later in the same block.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: dominance_use_before_def.mlir:6:8: error: operand #0 does not dominate this use
// CHECK: dominance_use_before_def.mlir:7:8: note: operand defined here (op in the same block)
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}
