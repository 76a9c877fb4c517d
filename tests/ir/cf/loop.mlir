// A counted loop written with blocks: the header block is its own
// successor through the body, and values flow around the back edge.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: cf.br ^bb1(%c0, %z : index, f32)
// CHECK-NEXT: ^bb1(%i: index, %acc: f32):
// CHECK-NEXT: %lt = arith.cmpi slt, %i, %n : index
// CHECK-NEXT: cf.cond_br %lt, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %v = memref.load %m[%i] : memref<?xf32>
// CHECK-NEXT: %s = arith.addf %acc, %v : f32
// CHECK-NEXT: %next = arith.addi %i, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%next, %s : index, f32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: {{(func\.)?}}return %acc : f32
func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %acc: f32):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %v = memref.load %m[%i] : memref<?xf32>
  %s = arith.addf %acc, %v : f32
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %s : index, f32)
^bb3:
  return %acc : f32
}
