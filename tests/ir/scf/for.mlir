// scf.for without results: the implicit scf.yield is added and not printed.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
// CHECK-NEXT: scf.for %i = %lb to %ub step %s {
// CHECK-NEXT: %v = memref.load %m[%i] : memref<?xf32>
// CHECK-NEXT: memref.store %v, %m[%i] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %j = %lb to %ub step %s {
// CHECK-NEXT: }
// CHECK-NEXT: {{(func\.)?}}return
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %s {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
  }
  scf.for %j = %lb to %ub step %s {
    scf.yield
  }
  return
}
