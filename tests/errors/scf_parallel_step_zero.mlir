// A constant step of scf.parallel is positive.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'scf.parallel' op constant step operand must be positive
func.func @f(%lb: index) {
  %0 = arith.constant 0 : index
  scf.parallel (%i) = (%lb) to (%lb) step (%0) {
  }
  return
}
