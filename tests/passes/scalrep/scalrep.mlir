// affine-scalrep: stored values forwarded to loads of the same element in
// the same block, loaded ones reused, and memrefs that are only written
// erased; the same results as mlir-opt's pass on these functions, and a
// remark for each change.
// RUN: %parity %s affine-scalrep
// RUN: %affc --passes=affine-scalrep --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-scalrep --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @forward
// CHECK:      %t = arith.mulf %x, %x
// CHECK-NEXT: affine.store %t, %A[%i]
// CHECK-NEXT: %u = arith.addf %t, %x
// REMARK: scalrep.mlir:[[@LINE+6]]:10: remark: [affine-scalrep] load replaced by the value stored by 'affine.store' at [[@LINE+5]]:5
func.func @forward(%X: memref<8xf32>, %A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %x = affine.load %X[%i] : memref<8xf32>
    %t = arith.mulf %x, %x : f32
    affine.store %t, %A[%i] : memref<8xf32>
    %a = affine.load %A[%i] : memref<8xf32>
    %u = arith.addf %a, %x : f32
    affine.store %u, %B[%i] : memref<8xf32>
  }
  return
}

// A store to another element of the memref between them may write the
// element (i + 1 and j may meet): the load stays.
// CHECK-LABEL: func.func @store_between
// CHECK: %a = affine.load %A[%i + 1]
func.func @store_between(%A: memref<9xf32>, %B: memref<9xf32>, %j: index) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %A[%i + 1] : memref<9xf32>
    affine.store %c, %A[symbol(%j)] : memref<9xf32>
    %a = affine.load %A[%i + 1] : memref<9xf32>
    affine.store %a, %B[%i] : memref<9xf32>
  }
  return
}

// The second load of A[i] reads what the first one read.
// CHECK-LABEL: func.func @reload
// CHECK:      %a = affine.load %A[%i]
// CHECK-NEXT: %s = arith.addf %a, %a
// REMARK: scalrep.mlir:[[@LINE+4]]:10: remark: [affine-scalrep] load replaced by the value read by 'affine.load' at [[@LINE+3]]:10
func.func @reload(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %B[%i] : memref<8xf32>
  }
  return
}

// A temporary written and read back in each iteration: the loads read the
// stored values, then the memref, only written, goes with its stores.
// CHECK-LABEL: func.func @temporary
// CHECK-NOT:  memref.alloc
// CHECK:      affine.for %i = 0 to 8 {
// CHECK-NEXT:   %x = affine.load %X[%i]
// CHECK-NEXT:   %t = arith.mulf %x, %x
// CHECK-NEXT:   affine.store %t, %Z[%i]
// REMARK: scalrep.mlir:[[@LINE+2]]:8: remark: [affine-scalrep] memref erased: it is only written
func.func @temporary(%X: memref<8xf32>, %Z: memref<8xf32>) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %x = affine.load %X[%i] : memref<8xf32>
    %t = arith.mulf %x, %x : f32
    affine.store %t, %T[%i] : memref<8xf32>
    %u = affine.load %T[%i] : memref<8xf32>
    affine.store %u, %Z[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

// A call may write anything: the load after it stays.
// CHECK-LABEL: func.func @call_between
// CHECK: call @touch
// CHECK-NEXT: affine.load %A[%i]
func.func private @touch(memref<8xf32>)
func.func @call_between(%A: memref<8xf32>, %B: memref<8xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %c, %A[%i] : memref<8xf32>
    func.call @touch(%A) : (memref<8xf32>) -> ()
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %B[%i] : memref<8xf32>
  }
  return
}

// Two arguments may be one buffer: the store to B may write A[i], and the
// load stays. A local allocation is another buffer: the store to it does
// not stop the second load from reusing the first; and that store is dead,
// T[i] written again before any read.
// CHECK-LABEL: func.func @may_alias
// CHECK:      affine.store %c, %B[%i]
// CHECK-NEXT: %a = affine.load %A[%i]
// CHECK-NEXT: affine.store %a, %C[%i]
// CHECK-NEXT: affine.store %a, %T[%i]
func.func @may_alias(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<8xf32>) {
  %c = arith.constant 1.0 : f32
  %T = memref.alloca() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %c, %A[%i] : memref<8xf32>
    affine.store %c, %B[%i] : memref<8xf32>
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %c, %T[%i] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %C[%i] : memref<8xf32>
    affine.store %b, %T[%i] : memref<8xf32>
  }
  %t = affine.load %T[0] : memref<8xf32>
  affine.store %t, %C[0] : memref<8xf32>
  return
}
