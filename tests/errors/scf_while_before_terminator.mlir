// The before region of scf.while ends in scf.condition.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
// ALLOW-UNREGISTERED
func.func @f(%x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    "foo.x"() : () -> ()
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
