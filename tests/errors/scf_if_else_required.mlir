// An scf.if with results needs an else region.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.if' op must have an else block if defining values
func.func @f(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  }
  return %r : i32
}
