// The after region yields the before region's arguments.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @f(%x: f32, %c: i1) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%y: f32):
    scf.yield
  }
  return
}
