// scf.parallel without results: the implicit scf.reduce is printed.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
// CHECK-NEXT: memref.store %x, %m[%i, %j] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%k) = (%lb) to (%ub) step (%s) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {foo.mapped}
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>, %x: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
  }
  scf.parallel (%k) = (%lb) to (%ub) step (%s) {
    scf.reduce
  } {foo.mapped}
  return
}
