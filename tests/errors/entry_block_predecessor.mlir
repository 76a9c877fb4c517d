// No branch may target the entry block of a region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: entry_block_predecessor.mlir:4:1: error: entry block of region may not have predecessors
func.func @f() {
^bb0:
  cf.br ^bb0
}
