// Where affine-loop-fusion decides otherwise than mlir-opt's pass (the
// README's "Loop fusion" lists each; tests/exec/passes/fusion.mlir runs
// them): affc's decisions and remarks.
// RUN: %affc --passes=affine-loop-fusion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-loop-fusion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// The consumer reads what the previous producer iteration wrote: fused
// (mlir-opt's pass leaves them apart).
// CHECK-LABEL: func.func @reads_behind
// CHECK:      affine.for %i = 1 to 65 {
// CHECK:        affine.store %{{.*}}, %B[%i]
// CHECK-NEXT:   affine.load %B[%i - 1]
// CHECK-NEXT:   affine.store
// CHECK-NEXT: }
// CHECK-NEXT: return
// REMARK: differences.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+6]]:3 at depth 1
func.func @reads_behind(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<64xf32>) {
  affine.for %i = 1 to 65 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %B[%i] : memref<65xf32>
  }
  affine.for %i = 1 to 65 {
    %b = affine.load %B[%i - 1] : memref<65xf32>
    affine.store %b, %C[%i - 1] : memref<64xf32>
  }
  return
}

// A row sum (its nest imperfect: a store, then a loop) before a use of
// each sum: fused at depth 1 (mlir-opt's pass leaves them apart).
// CHECK-LABEL: func.func @row_sums
// CHECK:      affine.for %i = 0 to 16 {
// CHECK-NEXT:   affine.store %{{.*}}, %S[%i]
// CHECK-NEXT:   affine.for %j = 0 to 32 {
// CHECK:        }
// CHECK-NEXT:   affine.for %j = 0 to 32 {
// CHECK:          arith.divf
// CHECK:        }
// CHECK-NEXT: }
// CHECK-NEXT: return
// REMARK: differences.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+12]]:3 at depth 1
func.func @row_sums(%X: memref<16x32xf32>, %S: memref<16xf32>, %Y: memref<16x32xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %z, %S[%i] : memref<16xf32>
    affine.for %j = 0 to 32 {
      %x = affine.load %X[%i, %j] : memref<16x32xf32>
      %s = affine.load %S[%i] : memref<16xf32>
      %t = arith.addf %s, %x : f32
      affine.store %t, %S[%i] : memref<16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %x = affine.load %X[%i, %j] : memref<16x32xf32>
      %s = affine.load %S[%i] : memref<16xf32>
      %y = arith.divf %x, %s : f32
      affine.store %y, %Y[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// A call between the nests may change what the producer reads: affc
// leaves them apart, where mlir-opt's pass moves the call above the fused
// nest and computes other values (tests/exec/passes/fusion.mlir).
// CHECK-LABEL: func.func @call_between
// CHECK:      affine.for %i = 0 to 8 {
// CHECK:      call @touch
// CHECK-NEXT: affine.for %i = 0 to 8 {
// REMARK: differences.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+8]]:3: 'func.call' at [[@LINE+7]]:3 has memory effects the dependence analysis does not model
func.func private @touch(memref<8xf32>)
func.func @call_between(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %B[%i] : memref<8xf32>
  }
  func.call @touch(%A) : (memref<8xf32>) -> ()
  affine.for %i = 0 to 8 {
    %b = affine.load %B[%i] : memref<8xf32>
    affine.store %b, %A[%i] : memref<8xf32>
  }
  return
}

// A consumer over fewer iterations than its producer: both fuse a slice
// and keep the producer for the iterations outside it; mlir-opt's slice
// writes a private buffer, affc's writes B again (the values the producer
// wrote: it reads nothing it writes).
// CHECK-LABEL: func.func @smaller_consumer
// CHECK:      affine.for %i = 0 to 64 {
// CHECK:      affine.for %i = 0 to 32 {
// CHECK-NEXT:   affine.load %A[%i]
// CHECK-NEXT:   affine.store %{{.*}}, %B[%i]
// CHECK-NEXT:   affine.load %B[%i]
// REMARK: differences.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+6]]:3 at depth 1, a slice of it (the loop stays for the iterations outside the slice)
func.func @smaller_consumer(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 32 {
    %b = affine.load %B[%i] : memref<64xf32>
    affine.store %b, %C[%i] : memref<64xf32>
  }
  return
}
