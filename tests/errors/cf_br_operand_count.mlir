// A branch passes one value per block argument.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: branch has 1 operands for successor #0, but target block has 0
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}
