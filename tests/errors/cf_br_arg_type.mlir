// A branch passes values of the block arguments' types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: type mismatch for bb argument #0 of successor #0
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: f32):
  return
}
