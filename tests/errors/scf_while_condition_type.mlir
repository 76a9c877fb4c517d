// scf.condition forwards values of the while's result types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
func.func @f(%x: f32, %c: i1) {
  %r = scf.while (%a = %x) : (f32) -> i32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return
}
