// A block argument used in a block its block does not dominate; the note
// names the block by its index in the region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: dominance_block_arg.mlir:11:8: error: operand #0 does not dominate this use
// CHECK: dominance_block_arg.mlir:6:1: note: operand defined as a block argument (block #1 in the same region)
func.func @f(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%b: i1):
  return %b : i1
^bb2:
  %n = arith.xori %b, %c : i1
  return %n : i1
}
