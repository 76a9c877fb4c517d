// affine-polyhedral-schedule on the classic shapes: the loops isl's
// scheduler and affc's tiling make, and a remark for every nest.
// (tests/exec/passes/schedule.mlir runs the same shapes.)
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4}' --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %affc --passes='affine-polyhedral-schedule{tile=false}' --emit=mlir %s | FileCheck %s --check-prefix=UNTILED
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4 parallel-first=false}' --verify-each --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=WAVE
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4 parallel-first=false}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WAVE-REMARK
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4 inner-tile-size=16}' --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=INNER
// RUN: %affc --passes='affine-polyhedral-schedule{tile-size=4 inner-tile-size=16}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INNER-REMARK
// RUN: %affc --passes='affine-polyhedral-schedule{max-operations=1}' --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOUND

// A matrix product: three loops that can be reordered, tiled 4x4x4; the
// rows of tiles run in parallel, and inside a tile the loop along the
// rows of B and C (j) is innermost, where the accesses have stride 1.
// CHECK-LABEL: func.func @matmul
// CHECK:      affine.parallel (%[[I0:.*]]) = (0) to (16) step (4) {
// CHECK-NEXT:   affine.for %[[J0:.*]] = 0 to 12 step 4 {
// CHECK-NEXT:     affine.for %[[K0:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:       affine.for %[[I:.*]] = affine_map<(d0) -> (d0)>(%[[I0]]) to affine_map<(d0) -> (d0 + 4)>(%[[I0]]) {
// CHECK-NEXT:         affine.for %[[K:.*]] = affine_map<(d0) -> (d0)>(%[[K0]]) to affine_map<(d0) -> (d0 + 4)>(%[[K0]]) {
// CHECK-NEXT:           affine.for %[[J:.*]] = affine_map<(d0) -> (d0)>(%[[J0]]) to affine_map<(d0) -> (d0 + 4)>(%[[J0]]) {
// CHECK-NEXT:             affine.load %A[%[[I]], %[[K]]]
// CHECK-NEXT:             affine.load %B[%[[K]], %[[J]]]
// CHECK-NEXT:             affine.load %C[%[[I]], %[[J]]]
// CHECK:                  affine.store %{{.*}}, %C[%[[I]], %[[J]]]
// UNTILED-LABEL: func.func @matmul
// UNTILED:      affine.parallel (%{{.*}}) = (0) to (16) {
// UNTILED-NEXT:   affine.for %{{.*}} = 0 to 8 {
// UNTILED-NEXT:     affine.for %{{.*}} = 0 to 12 {
// With a longer edge along the loop that goes innermost in a tile (%j,
// which walks B and C with stride 1), its 12 iterations make one tile of
// 12 (whose loop isl leaves out), not one of 16; the other loops keep
// tiles of 4.
// INNER-REMARK: remark: [affine-polyhedral-schedule] 1 statement scheduled: loops %i (parallel), %j (parallel), %k tiled by 4 x 12 x 4, in a tile %i (parallel), %k, %j (parallel)
// INNER-LABEL: func.func @matmul
// INNER:      affine.parallel (%{{.*}}) = (0) to (16) step (4) {
// INNER-NEXT:   affine.for %{{.*}} = 0 to 8 step 4 {
// INNER-NEXT:     affine.for
// INNER-NEXT:       affine.for
// INNER-NEXT:         affine.for %{{.*}} = 0 to 12 {
// REMARK: schedule.mlir:[[@LINE+2]]:3: remark: [affine-polyhedral-schedule] 1 statement scheduled: loops %i (parallel), %j (parallel), %k tiled by 4 x 4 x 4, in a tile %i (parallel), %k, %j (parallel) (reordered for locality)
func.func @matmul(%A: memref<16x8xf32>, %B: memref<8x12xf32>, %C: memref<16x12xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 12 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<16x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x12xf32>
        %c = affine.load %C[%i, %j] : memref<16x12xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x12xf32>
      }
    }
  }
  return
}

// A 1-d stencil in place under a time loop: no loop is parallel as
// written. isl finds the hyperplane 2t + i, which carries every
// dependence, with the time steps parallel under it (parallel-first, the
// default). With parallel-first=false, isl's band of both loops (skewed)
// is tiled, and the tiles run as a wavefront: the outer loop steps
// through the sums of the tile numbers, the tiles of one sum in parallel.
// Columns summed over rows: %j goes innermost, and its 24 iterations in
// tiles of at most 16 make two tiles of 12, not one of 16 and one of 8.
// INNER-REMARK: remark: [affine-polyhedral-schedule] 1 statement scheduled: loops %j (parallel), %i tiled by 12 x 4
// INNER-LABEL: func.func @column_sums
// INNER:      affine.parallel (%[[J0:.*]]) = (0) to (24) step (12) {
// INNER:              affine.for %{{.*}} = affine_map<(d0) -> (d0)>(%[[J0]]) to affine_map<(d0) -> (d0 + 12)>(%[[J0]]) {
func.func @column_sums(%A: memref<8x24xf32>, %C: memref<24xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 24 {
      %a = affine.load %A[%i, %j] : memref<8x24xf32>
      %c = affine.load %C[%j] : memref<24xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<24xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @stencil
// CHECK:      affine.for %c0 = 1 to 29 {
// CHECK-NEXT:   affine.parallel (%c1) = (max(0, (%c0 + 1) floordiv 2 - 9)) to (min(6, (%c0 + 1) floordiv 2)) {
// CHECK:          affine.load %A[%{{.*}} - 1]
// CHECK:          affine.store
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
// REMARK: schedule.mlir:[[@LINE+11]]:3: remark: [affine-polyhedral-schedule] 1 statement scheduled: loop 2 * %t + %i, not tiled (one loop); loop %t (parallel), not tiled (one loop)
// WAVE-LABEL: func.func @stencil
// WAVE:      affine.for %[[W:.*]] = 0 to {{[0-9]+}} step 4 {
// WAVE-NEXT:   affine.parallel (%{{.*}}) = (max({{.*}})) to (min({{.*}})) step (4) {
// WAVE-NEXT:     affine.for
// WAVE-NEXT:       affine.for
// WAVE:              affine.store
// WAVE-NOT:  affine.for
// WAVE:      return
// WAVE-REMARK: schedule.mlir:[[@LINE+2]]:3: remark: [affine-polyhedral-schedule] 1 statement scheduled: loops %t, %t + %i tiled by 4 x 4, tiles run as a wavefront (no loop is parallel as written)
func.func @stencil(%A: memref<20xf32>) {
  affine.for %t = 0 to 6 {
    affine.for %i = 1 to 19 {
      %l = affine.load %A[%i - 1] : memref<20xf32>
      %r = affine.load %A[%i + 1] : memref<20xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %A[%i] : memref<20xf32>
    }
  }
  return
}

// Two nests over one temporary, fused by isl's scheduler (smart fusion):
// one loop nest, the producer's statement before the consumer's.
// CHECK-LABEL: func.func @producer_consumer
// CHECK:      affine.parallel
// CHECK:        affine.store %{{.*}}, %T
// CHECK-NEXT:   affine.load %T
// CHECK:        affine.store %{{.*}}, %B
// CHECK-NOT:  affine.parallel
// CHECK:      return
// REMARK: schedule.mlir:[[@LINE+3]]:3: remark: [affine-polyhedral-schedule] 2 statements scheduled: loops %i (parallel), %j (parallel), not tiled (no element is used again in another iteration)
func.func @producer_consumer(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  %T = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %d = arith.addf %a, %a : f32
      affine.store %d, %T[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %t = affine.load %T[%i, %j] : memref<8x8xf32>
      %m = arith.mulf %t, %t : f32
      affine.store %m, %B[%i, %j] : memref<8x8xf32>
    }
  }
  memref.dealloc %T : memref<8x8xf32>
  return
}

// What the model does not describe stays as it is, with the reason.
// CHECK-LABEL: func.func @refused
// CHECK:      affine.for %i = 0 to 8 iter_args
// CHECK:      affine.for %i = 0 to 8 {
// CHECK-NEXT:   func.call @use
// REMARK: schedule.mlir:[[@LINE+6]]:10: remark: [affine-polyhedral-schedule] nest left as it is: a loop carrying values (iter_args or reductions) is not modelled ('affine.for' at [[@LINE+6]]:10)
// REMARK: schedule.mlir:[[@LINE+10]]:3: remark: [affine-polyhedral-schedule] nest left as it is: an op whose memory effects the model does not describe ('func.call' at [[@LINE+11]]:5)
// BOUND: remark: [affine-polyhedral-schedule] nest{{s?}} left as {{it is|they are}}: {{.*}}work bound
func.func private @use(index)
func.func @refused(%A: memref<8xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> f32 {
    %a = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 8 {
    func.call @use(%i) : (index) -> ()
  }
  return %sum : f32
}
