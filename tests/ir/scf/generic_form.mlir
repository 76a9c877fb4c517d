// The generic forms of scf ops print in custom form; the empty else region
// of a generic scf.if disappears.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.for %i = %lb to %lb step %lb {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %c {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%j) = (%lb) to (%lb) step (%lb) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
func.func @f(%lb: index, %c: i1) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
