// A value defined in one arm of a conditional branch is used where the arms
// meet: its block does not dominate the use.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: dominance_cfg_branch.mlir:14:3: error: operand #0 does not dominate this use
// CHECK: dominance_cfg_branch.mlir:9:8: note: operand defined here (op in the same region)
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %x : i32
}
