// cf.cond_br checks the operands of its second successor too.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: branch has 0 operands for successor #1, but target block has 1
func.func @f(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1
^bb1(%y: i32):
  return
}
