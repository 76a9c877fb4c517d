// An scf.for with iter_args needs an explicit yield.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
func.func @f(%lb: index, %x: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
  }
  return
}
