// arith.index_cast from a float.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.index_cast %a : f32 to index
  return
}
