// Attributes after an scf.for region are kept.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.for %i = %lb to %ub step %s {
// CHECK-NEXT: } {foo.unroll = 4 : i64}
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  } {foo.unroll = 4}
  return
}
