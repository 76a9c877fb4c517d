// Fusion with computation slices (a producer whose loops differ from its
// consumer's), MLIR's cost model and its options: decisions and remarks.
// Decisions equal to mlir-opt's, but where a comment says otherwise
// (tests/exec/passes/fusion_slices.mlir runs these programs).
// RUN: %affc --passes=affine-loop-fusion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-loop-fusion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %affc --passes='affine-loop-fusion{fusion-maximal=true}' --verify-each --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=MAXIMAL
// RUN: %affc --passes='affine-loop-fusion{fusion-compute-tolerance=2.5}' --verify-each --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=TOLERANT
// MLIR 22's names of the options, and a boolean option alone, as mlir-opt
// reads them:
// RUN: %affc --passes='affine-loop-fusion{maximal}' --verify-each --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=MAXIMAL
// RUN: %affc --passes='affine-loop-fusion{compute-tolerance=2.5}' --verify-each --emit=mlir %s \
// RUN:   | FileCheck %s --check-prefix=TOLERANT
// RUN: not %affc --passes='affine-loop-fusion{fusion-compute-tolerance=x}' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: affc: error: option 'fusion-compute-tolerance' of pass 'affine-loop-fusion' takes a decimal number, not 'x'

// A three-point stencil over what a producer computes: each consumer
// iteration needs three producer iterations, so a slice recomputes each
// of them up to three times (65% more work, above the default tolerance
// of 30%: not fused, as in mlir-opt). With fusion-maximal, or a tolerance
// above that, the producer moves in as a slice of three iterations and
// the temporary shrinks to them.
// CHECK-LABEL: func.func @stencil
// CHECK:       affine.for %i = 0 to 66 {
// CHECK:       affine.for %i = 1 to 65 {
// REMARK: slices.mlir:[[@LINE+12]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+17]]:3: fused, it would do 65% more work, above the fusion-compute-tolerance of 30%
// MAXIMAL-LABEL: func.func @stencil
// MAXIMAL-NEXT:    %[[T:.*]] = memref.alloc() : memref<3xf32>
// MAXIMAL-NEXT:    affine.for %i = 1 to 65 {
// MAXIMAL-NEXT:      affine.for %[[P:.*]] = affine_map<(d0) -> (d0 - 1)>(%i) to affine_map<(d0) -> (d0 + 2)>(%i) {
// MAXIMAL:             affine.store %{{.*}}, %[[T]][%[[P]] - %i + 1] : memref<3xf32>
// MAXIMAL:           affine.load %[[T]][0] : memref<3xf32>
// MAXIMAL:           affine.load %[[T]][2] : memref<3xf32>
// TOLERANT-LABEL: func.func @stencil
// TOLERANT-NEXT:    memref.alloc() : memref<3xf32>
func.func @stencil(%A: memref<66xf32>, %C: memref<64xf32>) {
  %B = memref.alloc() : memref<66xf32>
  affine.for %i = 0 to 66 {
    %a = affine.load %A[%i] : memref<66xf32>
    %m = arith.mulf %a, %a : f32
    affine.store %m, %B[%i] : memref<66xf32>
  }
  affine.for %i = 1 to 65 {
    %l = affine.load %B[%i - 1] : memref<66xf32>
    %c = affine.load %B[%i] : memref<66xf32>
    %r = affine.load %B[%i + 1] : memref<66xf32>
    %s = arith.addf %l, %c : f32
    %t = arith.addf %s, %r : f32
    affine.store %t, %C[%i - 1] : memref<64xf32>
  }
  return
}

// A consumer reads a window of the producer's output: the slice runs one
// producer iteration per consumer iteration, at i + 16; the producer stays
// for the iterations the slice leaves out (B is the caller's).
// CHECK-LABEL: func.func @window
// CHECK:       affine.for %i = 0 to 64 {
// CHECK:       affine.for %i = 0 to 32 {
// CHECK-NEXT:    %[[P:.*]] = affine.apply affine_map<(d0) -> (d0 + 16)>(%i)
// CHECK-NEXT:    affine.load %A[%[[P]]]
// CHECK-NEXT:    affine.store %{{.*}}, %B[%[[P]]]
// CHECK-NEXT:    affine.load %B[%i + 16]
// REMARK: slices.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+6]]:3 at depth 1, a slice of it (the loop stays for the iterations outside the slice)
func.func @window(%A: memref<64xf32>, %B: memref<64xf32>, %C: memref<32xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 32 {
    %b = affine.load %B[%i + 16] : memref<64xf32>
    affine.store %b, %C[%i] : memref<32xf32>
  }
  return
}

// A transpose, then a copy: the loops have the same bounds, but running
// each producer iteration with the consumer iteration of the same ivs
// would read before writing; the slice runs producer iteration (j, i) at
// consumer iteration (i, j), once each: the producer goes, and the
// temporary shrinks to one element.
// CHECK-LABEL: func.func @transpose
// CHECK-NEXT:    memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:    affine.for %i = 0 to 16 {
// CHECK-NEXT:      affine.for %j = 0 to 16 {
// CHECK-NEXT:        affine.load %A[%j, %i]
// REMARK: slices.mlir:[[@LINE+4]]:3: remark: [affine-loop-fusion] loop fused into the loop at [[@LINE+10]]:3 at depth 2, a slice of it
// REMARK: slices.mlir:[[@LINE+2]]:8: remark: [affine-loop-fusion] memref private to the loop at [[@LINE+9]]:3: memref<1x1xf32>
func.func @transpose(%A: memref<16x16xf32>, %C: memref<16x16xf32>) {
  %B = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<16x16xf32>
      affine.store %a, %B[%j, %i] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %b = affine.load %B[%i, %j] : memref<16x16xf32>
      affine.store %b, %C[%i, %j] : memref<16x16xf32>
    }
  }
  return
}

// The consumer reads B[i + 1], which its producer writes only up to
// B[63]: the slice would run producer iteration 64, which does not exist.
// mlir-opt refuses such slices, and so does affc.
// CHECK-LABEL: func.func @past_the_end
// CHECK-COUNT-2: affine.for %i = 0 to 64 {
// REMARK: slices.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+6]]:3: at depth 1, 'affine.store' at [[@LINE+4]]:5 and 'affine.load' at [[@LINE+7]]:10 would run in the wrong order
func.func @past_the_end(%A: memref<65xf32>, %B: memref<65xf32>, %C: memref<64xf32>) {
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

// A running sum (the producer reads what it wrote an iteration before)
// read through a window: a slice would run its iterations again, and
// they would add again. Not fused, even with fusion-maximal.
// CHECK-LABEL: func.func @running_sum
// CHECK:       affine.for %i = 1 to 64 {
// CHECK:       affine.for %i = 0 to 32 {
// MAXIMAL-LABEL: func.func @running_sum
// MAXIMAL:       affine.for %i = 1 to 64 {
// MAXIMAL:       affine.for %i = 0 to 32 {
// REMARK: slices.mlir:[[@LINE+2]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+8]]:3: at depth 1, some iterations would run again (or the loop stay for those outside the slice), and 'affine.store' at [[@LINE+6]]:5 writes a memref its loop reads, or an element twice
func.func @running_sum(%A: memref<64xf32>, %C: memref<32xf32>) {
  affine.for %i = 1 to 64 {
    %p = affine.load %A[%i - 1] : memref<64xf32>
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %p, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 32 {
    %x = affine.load %A[%i * 2] : memref<64xf32>
    affine.store %x, %C[%i] : memref<32xf32>
  }
  return
}

// The consumer overwrites what the producer reads, at an element a later
// slice still needs: the recomputed iteration would read the new value.
// Not fused, even with fusion-maximal (mlir-opt's pass with maximal fuses
// them, and computes other values: tests/exec/passes/fusion_slices.mlir).
// CHECK-LABEL: func.func @overwrites_input
// CHECK-COUNT-2: affine.for
// MAXIMAL-LABEL: func.func @overwrites_input
// MAXIMAL-COUNT-2: affine.for
// REMARK: slices.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+7]]:3: at depth 1, 'affine.load' at [[@LINE+4]]:10 and 'affine.store' at [[@LINE+11]]:5 would run in the wrong order
func.func @overwrites_input(%A: memref<66xf32>, %C: memref<64xf32>) {
  %B = memref.alloc() : memref<66xf32>
  affine.for %i = 0 to 66 {
    %a = affine.load %A[%i] : memref<66xf32>
    affine.store %a, %B[%i] : memref<66xf32>
  }
  affine.for %i = 1 to 65 {
    %l = affine.load %B[%i - 1] : memref<66xf32>
    %r = affine.load %B[%i + 1] : memref<66xf32>
    %s = arith.addf %l, %r : f32
    affine.store %s, %A[%i] : memref<66xf32>
    affine.store %s, %C[%i - 1] : memref<64xf32>
  }
  return
}

// The consumer overwrites A[i], which the producer read for B[i]; the
// slice runs producer iteration i - 1 in consumer iteration i, after A[i -
// 1] changed. Not fused (mlir-opt's pass fuses them with its defaults and
// computes other values: tests/exec/passes/fusion_slices.mlir).
// CHECK-LABEL: func.func @shift_overwrite
// CHECK:       affine.for %i = 0 to 64 {
// CHECK:       affine.for %i = 1 to 65 {
// REMARK: slices.mlir:[[@LINE+3]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+7]]:3: at depth 1, 'affine.load' at [[@LINE+4]]:10 and 'affine.store' at [[@LINE+10]]:5 would run in the wrong order
func.func @shift_overwrite(%A: memref<65xf32>, %C: memref<65xf32>) {
  %B = memref.alloc() : memref<65xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<65xf32>
    affine.store %a, %B[%i] : memref<65xf32>
  }
  affine.for %i = 1 to 65 {
    %b = affine.load %B[%i - 1] : memref<65xf32>
    %s = arith.addf %b, %b : f32
    affine.store %s, %A[%i] : memref<65xf32>
    affine.store %s, %C[%i] : memref<65xf32>
  }
  return
}

// A producer bounded by a symbol, a consumer by constants: the slice is
// worked out over the symbol too (before, isl was given the two nests'
// iterations in spaces with different parameters, and affc said the
// analysis ran out of work). By default MLIR's cost model cannot count a
// trip count of %n: not fused, as in mlir-opt; with fusion-maximal each
// consumer iteration of %k runs the producer's iterations 4k to
// min(n, 4k + 4), and the producer stays for those past 63 (mlir-opt 22
// leaves the nests apart there).
// CHECK-LABEL: func.func @symbolic_producer
// CHECK:       affine.for %j = 0 to %n {
// CHECK:       affine.for %k = 0 to 16 {
// REMARK: slices.mlir:[[@LINE+10]]:3: remark: [affine-loop-fusion] loop not fused into the loop at [[@LINE+15]]:3: the cost model cannot count the work of the loops (a trip count that is not a constant)
// MAXIMAL-LABEL: func.func @symbolic_producer
// MAXIMAL:         affine.for %j = 0 to %n {
// MAXIMAL:         affine.for %k = 0 to 16 {
// MAXIMAL-NEXT:      affine.for %j = affine_map<(d0)[s0] -> (d0 * 4)>(%k)[%n] to min affine_map<(d0)[s0] -> (s0, d0 * 4 + 4)>(%k)[%n] {
// MAXIMAL:             affine.store %{{.*}}, %T[%j] : memref<?xf32>
// MAXIMAL:           affine.for %l = 0 to 4 {
// MAXIMAL-NEXT:        affine.load %T[%k * 4 + %l] : memref<?xf32>
func.func @symbolic_producer(%A: memref<?xf32>, %T: memref<?xf32>,
                             %B: memref<?xf32>, %n: index) {
  affine.for %j = 0 to %n {
    %x = affine.load %A[%j] : memref<?xf32>
    %m = arith.mulf %x, %x : f32
    affine.store %m, %T[%j] : memref<?xf32>
  }
  affine.for %k = 0 to 16 {
    affine.for %l = 0 to 4 {
      %v = affine.load %T[%k * 4 + %l] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %B[%k * 4 + %l] : memref<?xf32>
    }
  }
  return
}
