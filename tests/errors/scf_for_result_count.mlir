// scf.for defines one result per iter_arg.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'scf.for' mismatch in number of loop-carried values and defined values
func.func @f(%lb: index, %x: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}
