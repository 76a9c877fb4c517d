// scf.for yields values of its iter_args' types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'
func.func @f(%lb: index, %x: f32, %y: i32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}
