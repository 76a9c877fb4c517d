// affine-loop-fusion on producer-consumer pairs where mlir-opt's pass makes
// the same decisions: the same fused nests, and a remark for every pair.
// RUN: %parity %s affine-loop-fusion
// RUN: %affc --passes=affine-loop-fusion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-loop-fusion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// Seed 003's two-matmul chain, smaller: the outer two loops agree, the
// third do not (16 and 4 iterations), so the producer fuses at depth 2.
// CHECK-LABEL: func.func @matmul_chain
// CHECK:      affine.for %b = 0 to 2 {
// CHECK-NEXT:   affine.for %i = 0 to 8 {
// CHECK-NEXT:     affine.for %j = 0 to 16 {
// CHECK:            affine.store %{{.*}}, %C[%b, %i, %j]
// CHECK:          affine.for %j = 0 to 4 {
// CHECK:            affine.load %C[%b, %i, %k]
// CHECK-NOT:  affine.for %b
// CHECK:      return
// REMARK: parity.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+16]]:3 at depth 2
func.func @matmul_chain(%A: memref<2x8x12xf32>, %B: memref<2x12x16xf32>, %C: memref<2x8x16xf32>, %D: memref<2x16x4xf32>, %E: memref<2x8x4xf32>) {
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 16 {
        affine.for %k = 0 to 12 {
          %0 = affine.load %A[%b, %i, %k] : memref<2x8x12xf32>
          %1 = affine.load %B[%b, %k, %j] : memref<2x12x16xf32>
          %2 = affine.load %C[%b, %i, %j] : memref<2x8x16xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %C[%b, %i, %j] : memref<2x8x16xf32>
        }
      }
    }
  }
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 4 {
        affine.for %k = 0 to 16 {
          %0 = affine.load %C[%b, %i, %k] : memref<2x8x16xf32>
          %1 = affine.load %D[%b, %k, %j] : memref<2x16x4xf32>
          %2 = affine.load %E[%b, %i, %j] : memref<2x8x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %E[%b, %i, %j] : memref<2x8x4xf32>
        }
      }
    }
  }
  return
}

// A chain of three element-wise nests fuses into one loop: the first
// into the second, then the two into the third.
// CHECK-LABEL: func.func @elementwise_chain
// CHECK:      affine.for %i = 0 to 64 {
// CHECK-NEXT:   affine.load %A[%i]
// CHECK:        affine.store %{{.*}}, %B[%i]
// CHECK-NEXT:   affine.load %B[%i]
// CHECK:        affine.store %{{.*}}, %C[%i]
// CHECK-NEXT:   affine.load %C[%i]
// CHECK:        affine.store %{{.*}}, %D[%i]
// CHECK-NEXT: }
// CHECK-NEXT: return
// REMARK: parity.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+8]]:3 at depth 1
// REMARK: parity.mlir:[[@LINE+7]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+12]]:3 at depth 1
func.func @elementwise_chain(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<64xf32>, %D: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i] : memref<64xf32>
    %s = arith.addf %b, %b : f32
    affine.store %s, %C[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %c = affine.load %C[%i] : memref<64xf32>
    %s = arith.negf %c : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

// The consumer reads B[i + 1], which the producer writes one iteration
// later: running them together would read it before it is written.
// CHECK-LABEL: func.func @reads_ahead
// CHECK-COUNT-2: affine.for %i = 0 to 64 {
// REMARK: parity.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+6]]:3: at depth 1, 'affine.store' at [[@LINE+4]]:5 and 'affine.load' at [[@LINE+7]]:10 would run in the wrong order
func.func @reads_ahead(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %B[%i] : memref<65xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i + 1] : memref<65xf32>
    affine.store %b, %C[%i] : memref<64xf32>
  }
  return
}

// The nest between them overwrites A, which the producer reads: the
// producer cannot move down past it.
// CHECK-LABEL: func.func @overwritten_between
// CHECK-COUNT-3: affine.for %i = 0 to 64 {
// REMARK: parity.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+10]]:3: 'affine.load' at [[@LINE+3]]:10 and 'affine.store' at [[@LINE+8]]:5 touch one element, and the second is between the two loops
func.func @overwritten_between(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %c = affine.load %C[%i] : memref<64xf32>
    affine.store %c, %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i] : memref<64xf32>
    affine.store %b, %C[%i] : memref<64xf32>
  }
  return
}

// The nest between them overwrites what the producer reads, but not what
// the consumer touches: the consumer moves up to the producer, and the
// fused nest runs where the producer was.
// CHECK-LABEL: func.func @consumer_moves_up
// CHECK:      affine.for %i = 0 to 64 {
// CHECK:        affine.store %{{.*}}, %B[%i]
// CHECK:        affine.store %{{.*}}, %C[%i]
// CHECK:      }
// CHECK-NEXT: affine.for %i = 0 to 64 {
// CHECK:        affine.store %{{.*}}, %A[%i]
// REMARK: parity.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+10]]:3 at depth 1
func.func @consumer_moves_up(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<64xf32>, %D: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %d = affine.load %D[%i] : memref<64xf32>
    affine.store %d, %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i] : memref<64xf32>
    affine.store %b, %C[%i] : memref<64xf32>
  }
  return
}

// Siblings: both read A, neither writes what the other touches; mlir-opt's
// default (greedy) mode fuses them too. mode=producer leaves them apart.
// RUN: %parity %s 'affine-loop-fusion{mode=producer}'
// RUN: %affc --passes='affine-loop-fusion{mode=sibling}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIBLING
// CHECK-LABEL: func.func @siblings
// CHECK:      affine.for %i = 0 to 8 {
// CHECK:        affine.store %{{.*}}, %B[%i]
// CHECK:        affine.store %{{.*}}, %C[%i]
// CHECK:      }
// CHECK-NEXT: return
// REMARK: parity.mlir:[[@LINE+4]]:3: remark: [affine-loop-fusion] loop fused with its sibling loop at [[@LINE+8]]:3 at depth 1
// SIBLING-NOT: into the loop
// SIBLING: parity.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused with its sibling loop at [[@LINE+6]]:3 at depth 1
func.func @siblings(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %B[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    affine.store %a, %C[%i] : memref<8xf32>
  }
  return
}

// Nests inside a loop fuse too, in each iteration of it: here in each
// time step, the consumer overwriting what the producer reads at the
// next step (in the same step, A[i + 1] is read before it is written).
// CHECK-LABEL: func.func @time_steps
// CHECK:      affine.for %t = 0 to 4 {
// CHECK-NEXT:   affine.for %i = 0 to 64 {
// CHECK:          affine.store %{{.*}}, %B[%i]
// CHECK:          affine.store %{{.*}}, %A[%i]
// CHECK-NEXT:   }
// CHECK-NEXT: }
// REMARK: parity.mlir:[[@LINE+3]]:5: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+7]]:5 at depth 1
func.func @time_steps(%A: memref<65xf32>, %B: memref<65xf32>) {
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 64 {
      %a = affine.load %A[%i + 1] : memref<65xf32>
      affine.store %a, %B[%i] : memref<65xf32>
    }
    affine.for %i = 0 to 64 {
      %b = affine.load %B[%i] : memref<65xf32>
      %s = arith.addf %b, %b : f32
      affine.store %s, %A[%i] : memref<65xf32>
    }
  }
  return
}

// MLIR's cost model counts a loop whose bounds differ by a constant, but
// the bounds' operands are told apart by value and by kind: %a to %b + 4
// runs no constant number of times, nor does %a (a dim) to %a + 4 (a
// symbol). Neither pair fuses, as in mlir-opt (affc once took both
// inner loops for 4 iterations and fused them).
// CHECK-LABEL: func.func @bound_operands_apart
// CHECK:       affine.for %i = 0 to 60 {
// CHECK:       affine.for %k = 0 to 60 {
// REMARK: parity.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+10]]:3: the cost model cannot count the work of the loops (a trip count that is not a constant)
func.func @bound_operands_apart(%A: memref<64xf32>, %B: memref<64xf32>, %a: index, %b: index) {
  %t = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 60 {
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to affine_map<(d0) -> (d0 + 4)>(%b) {
      %x = affine.load %A[%i] : memref<64xf32>
      %m = arith.mulf %x, %x : f32
      affine.store %m, %t[%i] : memref<64xf32>
    }
  }
  affine.for %k = 0 to 60 {
    %v = affine.load %t[%k] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%k] : memref<64xf32>
  }
  return
}

// CHECK-LABEL: func.func @bound_dim_and_symbol
// CHECK:       affine.for %i = 0 to 60 {
// CHECK:       affine.for %k = 0 to 60 {
// REMARK: parity.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+10]]:3: the cost model cannot count the work of the loops (a trip count that is not a constant)
func.func @bound_dim_and_symbol(%A: memref<64xf32>, %B: memref<64xf32>, %a: index) {
  %t = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 60 {
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to affine_map<()[s0] -> (s0 + 4)>()[%a] {
      %x = affine.load %A[%i] : memref<64xf32>
      %m = arith.mulf %x, %x : f32
      affine.store %m, %t[%i] : memref<64xf32>
    }
  }
  affine.for %k = 0 to 60 {
    %v = affine.load %t[%k] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%k] : memref<64xf32>
  }
  return
}
