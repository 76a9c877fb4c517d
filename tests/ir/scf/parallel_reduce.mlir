// scf.parallel with an init value and the reduction region of scf.reduce.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %sum = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%z) -> f32 {
// CHECK-NEXT: %v = memref.load %m[%i] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%v : f32) {
// CHECK-NEXT: ^bb0(%l: f32, %r: f32):
// CHECK-NEXT: %t = arith.addf %l, %r : f32
// CHECK-NEXT: scf.reduce.return %t : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  return %sum : f32
}
