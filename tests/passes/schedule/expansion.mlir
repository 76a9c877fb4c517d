// affine-polyhedral-schedule on loops that carry values (iter_args): kept
// in memory, one element per iteration of the loops around them, so that
// the scheduler can reorder their nests; put back as they were where the
// nest is not scheduled after all. (tests/exec/passes/schedule_expand.mlir
// runs such nests.)
// RUN: %affc --passes='affine-polyhedral-schedule{tile=false}' --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes='affine-polyhedral-schedule{tile=false}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %affc --passes='affine-polyhedral-schedule{scalar-expansion=false}' --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=OFF

// x += A^T y: the sum of each i is carried by the j loop. Kept in a buffer
// of one sum per i (from 2: the element is i - 2), the nest becomes two
// loops the scheduler may swap: i innermost, where A has stride 1.
// CHECK-LABEL: func.func @transposed
// CHECK:       %[[BUF:.*]] = memref.alloc() : memref<6xf32>
// CHECK:       affine.parallel (%[[I0:.*]]) = (2) to (8) {
// CHECK-NEXT:    %[[X:.*]] = affine.load %x[%[[I0]]]
// CHECK-NEXT:    affine.store %[[X]], %[[BUF]][%[[I0]] - 2]
// CHECK:       affine.for %[[J:.*]] = 1 to 7 {
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (2) to (8) {
// CHECK-NEXT:      affine.load %A[%[[J]], %[[I]]]
// CHECK:           affine.load %[[BUF]][%[[I]] - 2]
// CHECK:           affine.store %{{.*}}, %[[BUF]][%[[I]] - 2]
// CHECK:       affine.store %{{.*}}, %x[%{{.*}}]
// CHECK:       memref.dealloc %[[BUF]] : memref<6xf32>
// CHECK-NEXT:  return
// REMARK: expansion.mlir:[[@LINE+5]]:3: remark: [affine-polyhedral-schedule] {{[0-9]+}} statements scheduled
// REMARK: expansion.mlir:[[@LINE+4]]:3: remark: [affine-polyhedral-schedule] the values its loops carry kept in 1 buffer, one element per iteration of the loops around them (scalar expansion)
// OFF-LABEL: func.func @transposed
// OFF: iter_args
func.func @transposed(%A: memref<8x8xf32>, %x: memref<8xf32>, %y: memref<8xf32>) {
  affine.for %i = 2 to 8 {
    %x0 = affine.load %x[%i] : memref<8xf32>
    %s = affine.for %j = 0 to 8 iter_args(%acc = %x0) -> f32 {
      %a = affine.load %A[%j, %i] : memref<8x8xf32>
      %b = affine.load %y[%j] : memref<8xf32>
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %acc, %p : f32
      affine.yield %t : f32
    }
    affine.store %s, %x[%i] : memref<8xf32>
  }
  return
}

// Two values carried by one loop, and a loop carrying one into the loop
// nested in it: a buffer each (the inner one's of one element per (i, j)),
// every use of a value a load right before it.
// CHECK-LABEL: func.func @nested
// CHECK:       memref.alloc() : memref<4x2xf32>
// CHECK-COUNT-3: memref.alloc() : memref<4xf32>
// CHECK-NOT:   iter_args
// CHECK-COUNT-4: memref.dealloc
// REMARK: expansion.mlir:[[@LINE+3]]:3: remark: [affine-polyhedral-schedule] the values its loops carry kept in 2 buffers
// REMARK: expansion.mlir:[[@LINE+12]]:3: remark: [affine-polyhedral-schedule] the values its loops carry kept in 2 buffers
func.func @nested(%A: memref<4x4xf32>, %out: memref<3x4xf32>, %z: f32) {
  affine.for %i = 0 to 4 {
    %s:2 = affine.for %j = 0 to 4 iter_args(%sum = %z, %max = %z) -> (f32, f32) {
      %a = affine.load %A[%i, %j] : memref<4x4xf32>
      %t = arith.addf %sum, %a : f32
      %u = arith.maximumf %max, %a : f32
      affine.yield %t, %u : f32, f32
    }
    affine.store %s#0, %out[0, %i] : memref<3x4xf32>
    affine.store %s#1, %out[1, %i] : memref<3x4xf32>
  }
  affine.for %i = 0 to 4 {
    %r = affine.for %j = 0 to 2 iter_args(%acc = %z) -> f32 {
      %q = affine.for %k = 0 to 4 iter_args(%in = %acc) -> f32 {
        %a = affine.load %A[%i, %k] : memref<4x4xf32>
        %t = arith.addf %in, %a : f32
        affine.yield %t : f32
      }
      affine.yield %q : f32
    }
    affine.store %r, %out[2, %i] : memref<3x4xf32>
  }
  return
}

// What stays as it was: a loop whose iterations around it depend on a
// symbol (no buffer of constant size), a nest the model refuses for
// another reason (its loops come back as they were, with no buffer), and
// a loop that carries values out of the nest itself.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:   memref.alloc
// CHECK:       affine.for %i = 0 to %n {
// CHECK-NEXT:    %{{.*}} = affine.for %j = 0 to 4 iter_args
// CHECK:       affine.for %i = 0 to 4 {
// CHECK-NEXT:    %[[S:.*]] = affine.for %j = 0 to 4 iter_args(%acc = %z) -> (f32) {
// CHECK:         func.call @use(%[[S]])
// CHECK:       affine.for %i = 0 to 4 iter_args
// CHECK-NOT:   memref.alloc
// CHECK:       return
// REMARK: expansion.mlir:[[@LINE+6]]:3: remark: [affine-polyhedral-schedule] nest left as it is: a loop carrying values (iter_args or reductions) is not modelled ('affine.for' at [[@LINE+7]]:10)
// REMARK: expansion.mlir:[[@LINE+13]]:3: remark: [affine-polyhedral-schedule] nest left as it is: an op whose memory effects the model does not describe ('func.call' at [[@LINE+19]]:5)
// REMARK: expansion.mlir:[[@LINE+20]]:8: remark: [affine-polyhedral-schedule] nest left as it is: a loop carrying values (iter_args or reductions) is not modelled
// REMARK-NOT: kept in
func.func private @use(f32)
func.func @kept(%A: memref<4x4xf32>, %out: memref<4xf32>, %n: index, %z: f32) -> f32 {
  affine.for %i = 0 to %n {
    %s = affine.for %j = 0 to 4 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%i mod 4, %j] : memref<4x4xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    affine.store %s, %out[%i mod 4] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %s = affine.for %j = 0 to 4 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%i, %j] : memref<4x4xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    func.call @use(%s) : (f32) -> ()
  }
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f32 {
    %a = affine.load %out[%i] : memref<4xf32>
    %t = arith.addf %acc, %a : f32
    affine.yield %t : f32
  }
  return %r : f32
}
