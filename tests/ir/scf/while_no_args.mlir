// scf.while without loop-carried values.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.while : () -> () {
// CHECK-NEXT: %c = memref.load %flag[] : memref<i1>
// CHECK-NEXT: scf.condition(%c)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
func.func @f(%flag: memref<i1>) {
  scf.while : () -> () {
    %c = memref.load %flag[] : memref<i1>
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
