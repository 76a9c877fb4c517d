// The bounds and step of scf.for share one type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
func.func @f(%x: i32, %lb: index) {
  "scf.for"(%lb, %lb, %x) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}
