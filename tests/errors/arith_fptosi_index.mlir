// arith.fptosi to index.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'
func.func @f(%a: f32) {
  %0 = arith.fptosi %a : f32 to index
  return
}
