// scf.if without results, with and without else; implicit yields are not
// printed; an else region is printed whenever it was written.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK-LABEL: func.func @f(%c: i1, %m: memref<f32>, %x: f32) {
// CHECK-NEXT: scf.if %c {
// CHECK-NEXT: memref.store %x, %m[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %c {
// CHECK-NEXT: memref.store %x, %m[] : memref<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %y = arith.negf %x : f32
// CHECK-NEXT: memref.store %y, %m[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %c {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: {{(func\.)?}}return
func.func @f(%c: i1, %m: memref<f32>, %x: f32) {
  scf.if %c {
    memref.store %x, %m[] : memref<f32>
  }
  scf.if %c {
    memref.store %x, %m[] : memref<f32>
    scf.yield
  } else {
    %y = arith.negf %x : f32
    memref.store %y, %m[] : memref<f32>
  }
  scf.if %c {
  } else {
  }
  return
}
