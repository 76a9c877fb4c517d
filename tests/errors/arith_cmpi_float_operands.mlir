// arith.cmpi on floats (checked while parsing).
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'
func.func @f(%a: f32) {
  %0 = arith.cmpi eq, %a, %a : f32
  return
}
