// Private buffers after producer-consumer fusion (MLIR's
// createPrivateMemRef): a memref the function allocates that only the
// fused nest uses shrinks to what one iteration of the fused loops
// touches, where affc proves that exact (src/analysis/fusion_private.c).
// tests/exec/passes/fusion_private.mlir runs these programs.
// RUN: %affc --passes=affine-loop-fusion --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-loop-fusion --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %affc '--passes=affine-loop-fusion{fusion-local-buf-threshold=1 fusion-fast-mem-space=2}' \
// RUN:   --verify-each --emit=mlir %s | FileCheck %s --check-prefix=FAST
// RUN: %affc '--passes=affine-loop-fusion{fusion-fast-mem-space=2}' \
// RUN:   --verify-each --emit=mlir %s | FileCheck %s --check-prefix=NOFAST

// An element-wise chain through two temporaries: each becomes one
// element, as in mlir-opt (which also makes the alloca an alloc, and
// leaves the original alloca and never frees its buffers).
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:  %[[U:.*]] = memref.alloca() : memref<1xf32>
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  affine.for %i = 0 to 64 {
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<1xf32>
// CHECK-NEXT:    affine.load %[[T]][0] : memref<1xf32>
// CHECK:         affine.store %{{.*}}, %[[U]][0] : memref<1xf32>
// CHECK-NEXT:    affine.load %[[U]][0] : memref<1xf32>
// CHECK:       }
// CHECK-NEXT:  memref.dealloc %[[T]] : memref<1xf32>
// CHECK-NEXT:  return
// FAST-LABEL: func.func @chain
// FAST-NEXT:  memref.alloca() : memref<1xf32, 2>
// FAST-NEXT:  memref.alloc() : memref<1xf32, 2>
// NOFAST-LABEL: func.func @chain
// NOFAST-NEXT:  memref.alloca() : memref<1xf32>
// REMARK: private.mlir:[[@LINE+3]]:8: remark: [affine-loop-fusion] memref private to the loop at [[@LINE+10]]:3: memref<1xf32>
// REMARK: private.mlir:[[@LINE+3]]:8: remark: [affine-loop-fusion] memref private to the loop at [[@LINE+14]]:3: memref<1xf32>
func.func @chain(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  %U = memref.alloca() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %t = affine.load %T[%i] : memref<64xf32>
    %s = arith.addf %t, %t : f32
    affine.store %s, %U[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %u = affine.load %U[%i] : memref<64xf32>
    %s = arith.negf %u : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

// Two stores per iteration: the buffer holds both elements (mlir-opt
// keeps the memref whole here; where it does shrink one, it sizes it by
// the first store alone).
// CHECK-LABEL: func.func @two_stores
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<2xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<2xf32>
// CHECK-NEXT:    affine.store %{{.*}}, %[[T]][1] : memref<2xf32>
// CHECK-NEXT:    affine.load %[[T]][0] : memref<2xf32>
// CHECK-NEXT:    affine.load %[[T]][1] : memref<2xf32>
// REMARK: private.mlir:[[@LINE+2]]:8: remark: [affine-loop-fusion] memref private to the loop at [[@LINE+9]]:3: memref<2xf32>
func.func @two_stores(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<128xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %n = arith.negf %a : f32
    affine.store %a, %T[2 * %i] : memref<128xf32>
    affine.store %n, %T[2 * %i + 1] : memref<128xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %T[2 * %i] : memref<128xf32>
    %c = affine.load %T[2 * %i + 1] : memref<128xf32>
    %s = arith.subf %b, %c : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

// The consumer reads what the previous iteration wrote: fused, but the
// memref stays whole (as in mlir-opt, which fuses with a slice).
// CHECK-LABEL: func.func @reads_older
// CHECK-NEXT:  %T = memref.alloc() : memref<64xf32>
// CHECK:       affine.load %T[%i - 1] : memref<64xf32>
// REMARK: private.mlir:[[@LINE+2]]:8: remark: [affine-loop-fusion] memref kept whole in the loop at [[@LINE+7]]:3: 'affine.load' at [[@LINE+11]]:12 may read a value written in an earlier iteration of the fused loops
func.func @reads_older(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    %b = affine.load %T[%i] : memref<64xf32>
    affine.store %b, %D[%i] : memref<64xf32>
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      %c = affine.load %T[%i - 1] : memref<64xf32>
      %s = arith.addf %b, %c : f32
      affine.store %s, %D[%i] : memref<64xf32>
    }
  }
  return
}

// Row sums into a temporary, then each row divided by its sum: the sum
// of a row is one element (mlir-opt does not fuse these).
// CHECK-LABEL: func.func @normalize
// CHECK:       %[[S:.*]] = memref.alloc() : memref<1xf32>
// CHECK:       affine.for %i = 0 to 8 {
// CHECK-NEXT:    affine.store %{{.*}}, %[[S]][0] : memref<1xf32>
// REMARK: private.mlir:[[@LINE+3]]:8: remark: [affine-loop-fusion] memref private to the loop at [[@LINE+13]]:3: memref<1xf32>
func.func @normalize(%X: memref<8x9xf32>, %Y: memref<8x9xf32>) {
  %one = arith.constant 1.0 : f32
  %S = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %one, %S[%i] : memref<8xf32>
    affine.for %j = 0 to 9 {
      %x = affine.load %X[%i, %j] : memref<8x9xf32>
      %s = affine.load %S[%i] : memref<8xf32>
      %t = arith.addf %s, %x : f32
      affine.store %t, %S[%i] : memref<8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 9 {
      %x = affine.load %X[%i, %j] : memref<8x9xf32>
      %s = affine.load %S[%i] : memref<8xf32>
      %y = arith.divf %x, %s : f32
      affine.store %y, %Y[%i, %j] : memref<8x9xf32>
    }
  }
  return
}

// Rows reversed, then copied: fused at depth 2 with a slice, one
// element, as mlir-opt fuses them.
// CHECK-LABEL: func.func @rows
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<1x1xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0, 0] : memref<1x1xf32>
// CHECK:         affine.load %[[T]][0, 0] : memref<1x1xf32>
func.func @rows(%A: memref<8x16xf32>, %D: memref<8x16xf32>) {
  %T = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %a, %T[%i, 15 - %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %b = affine.load %T[%i, %j] : memref<8x16xf32>
      affine.store %b, %D[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

// A temporary of each time step: its buffer is allocated and freed in
// the step (mlir-opt keeps the memref whole).
// CHECK-LABEL: func.func @time_steps
// CHECK:       affine.for %t = 0 to 3 {
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<1xf32>
// CHECK:           affine.store %{{.*}}, %[[T]][0] : memref<1xf32>
// CHECK:         memref.dealloc %[[T]] : memref<1xf32>
// CHECK-NEXT:  }
func.func @time_steps(%A: memref<64xf32>) {
  affine.for %t = 0 to 3 {
    %T = memref.alloc() : memref<64xf32>
    affine.for %i = 0 to 64 {
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%i] : memref<64xf32>
    }
    affine.for %i = 0 to 64 {
      %b = affine.load %T[%i] : memref<64xf32>
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.subf %b, %a : f32
      affine.store %s, %A[%i] : memref<64xf32>
    }
  }
  return
}

// Two elements per iteration of a loop of step 2.
// CHECK-LABEL: func.func @steps
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<2xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<2xf32>
// CHECK-NEXT:    affine.store %{{.*}}, %[[T]][1] : memref<2xf32>
func.func @steps(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 step 2 {
    %a = affine.load %A[%i] : memref<64xf32>
    %b = affine.load %A[%i + 1] : memref<64xf32>
    %aa = arith.mulf %a, %a : f32
    %bb = arith.mulf %b, %a : f32
    affine.store %aa, %T[%i] : memref<64xf32>
    affine.store %bb, %T[%i + 1] : memref<64xf32>
  }
  affine.for %i = 0 to 64 step 2 {
    %x = affine.load %T[%i] : memref<64xf32>
    %y = affine.load %T[%i + 1] : memref<64xf32>
    %s = arith.subf %x, %y : f32
    affine.store %s, %D[%i] : memref<64xf32>
    affine.store %y, %D[%i + 1] : memref<64xf32>
  }
  return
}

// Written on both sides of a guard, read after it.
// CHECK-LABEL: func.func @guarded
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<1xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<1xf32>
// CHECK:         affine.load %[[T]][0] : memref<1xf32>
func.func @guarded(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.if affine_set<(d0) : (d0 - 32 >= 0)>(%i) {
      affine.store %a, %T[%i] : memref<64xf32>
    } else {
      %n = arith.negf %a : f32
      affine.store %n, %T[%i] : memref<64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    %t = affine.load %T[%i] : memref<64xf32>
    %s = arith.addf %t, %t : f32
    affine.store %s, %D[%i] : memref<64xf32>
  }
  return
}

// Fused at depth 2: one element.
// CHECK-LABEL: func.func @tiles
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<1x1xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0, 0] : memref<1x1xf32>
func.func @tiles(%A: memref<8x16xf32>, %D: memref<8x16xf32>) {
  %T = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %t = affine.load %T[%i, %j] : memref<8x16xf32>
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %s = arith.subf %t, %a : f32
      affine.store %s, %D[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

// Loops bounded by a symbol: MLIR's cost model counts no work there, so
// they stay apart (as in mlir-opt) unless fusion-maximal (fusion.mlir).
// CHECK-LABEL: func.func @symbolic
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<64xf32>
func.func @symbolic(%A: memref<64xf32>, %D: memref<64xf32>, %n: index) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %T[%i] : memref<64xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    %t = affine.load %T[%i] : memref<64xf32>
    affine.store %t, %D[%i] : memref<64xf32>
  }
  return
}

// A block of four per iteration, read backwards: fused at depth 2 with a
// slice, one element (mlir-opt finds no bounds for that slice).
// CHECK-LABEL: func.func @blocks
// CHECK-NEXT:  %[[T:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         affine.store %{{.*}}, %[[T]][0] : memref<1xf32>
// CHECK:         affine.load %[[T]][0] : memref<1xf32>
func.func @blocks(%A: memref<64xf32>, %D: memref<64xf32>) {
  %T = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i * 4 + %j] : memref<64xf32>
      affine.store %a, %T[%i * 4 + %j] : memref<32xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 4 {
      %t = affine.load %T[%i * 4 + 3 - %k] : memref<32xf32>
      affine.store %t, %D[%i * 4 + %k] : memref<64xf32>
    }
  }
  return
}

// A temporary of the whole function used by the nests of a time loop,
// at an offset of each step: the buffer belongs to the step.
// CHECK-LABEL: func.func @time_offset
// CHECK:       affine.for %t = 0 to 4 {
// CHECK-NEXT:    %[[T:.*]] = memref.alloc() : memref<1xf32>
// CHECK:         memref.dealloc %[[T]] : memref<1xf32>
// CHECK-NEXT:  }
func.func @time_offset(%A: memref<64xf32>) {
  %T = memref.alloc() : memref<64xf32>
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 16 {
      %a = affine.load %A[%t * 16 + %i] : memref<64xf32>
      %s = arith.mulf %a, %a : f32
      affine.store %s, %T[%t * 16 + %i] : memref<64xf32>
    }
    affine.for %i = 0 to 16 {
      %x = affine.load %T[%t * 16 + %i] : memref<64xf32>
      %a = affine.load %A[%i] : memref<64xf32>
      %s = arith.addf %x, %a : f32
      affine.store %s, %A[%i] : memref<64xf32>
    }
  }
  return
}
