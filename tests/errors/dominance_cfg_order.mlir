// Dominance follows the CFG, not the order of blocks in the text: ^bb2
// dominates ^bb1 although it comes later, so only the use in ^bb3 is wrong.
// Uses in an unreachable block (^bb4) are not checked, as in MLIR.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: dominance_cfg_order.mlir:16:8: error: operand #1 does not dominate this use
// CHECK: dominance_cfg_order.mlir:17:8: note: operand defined here (op in the same block)
func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %y = arith.addi %x, %x : i32
  cf.br ^bb3
^bb2:
  %x = arith.addi %a, %a : i32
  cf.br ^bb1
^bb3:
  %z = arith.addi %y, %w : i32
  %w = arith.addi %a, %a : i32
  return %z : i32
^bb4:
  %u = arith.addi %v, %v : i32
  %v = arith.addi %a, %a : i32
  return %u : i32
}
