// affine-register-tile: a loop whose body is one innermost loop runs a
// group of `factor` iterations in each iteration of that loop, where the
// innermost loop touches an element the outer loop does not move; the
// copies keep that element in a value. A guard runs the last group, when
// it is not whole, as written. Where the interleaving would reorder two
// accesses of one element, the loop stays as it is, with a remark.
// (tests/exec/passes/register_tile.mlir runs these functions.)
// RUN: %affc --passes=affine-register-tile --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-register-tile{factor=2} --emit=mlir %s | FileCheck %s --check-prefix=TWO
// RUN: %affc --passes=affine-register-tile{factor=1} --emit=mlir %s | FileCheck %s --check-prefix=NONE
// RUN: %affc --passes=affine-register-tile --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK

// C[j] += A[k] * B[k][j] over a symbolic number of k: four k per j, C[j]
// loaded once and stored once; the last group, when %n is not a multiple
// of 4, as written.
// CHECK-LABEL: func.func @accumulate
// CHECK:       affine.for %[[K:.*]] = 0 to %[[N:.*]] step 4 {
// CHECK-NEXT:    affine.if affine_set<(d0)[s0] : (-(d0 + 4) + s0 >= 0)>(%[[K]])[%[[N]]] {
// CHECK-COUNT-3: affine.apply
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 64 {
// CHECK-NEXT:        affine.load %A[%[[K]]]
// CHECK-NEXT:        affine.load %B[%[[K]], %[[J]]]
// CHECK-NEXT:        %[[C:.*]] = affine.load %C[%[[J]]]
// CHECK-NOT:         {{affine.load %C|affine.store}}
// CHECK-COUNT-3:     arith.addf
// CHECK-NOT:         {{affine.load %C|affine.store}}
// CHECK:             %[[S:.*]] = arith.addf
// CHECK-NEXT:        affine.store %[[S]], %C[%[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.for %[[R:.*]] = affine_map<(d0) -> (d0)>(%[[K]]) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%[[K]])[%[[N]]] {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT:          affine.load %A[%[[R]]]
// TWO-LABEL:   func.func @accumulate
// TWO:         affine.for %{{.*}} = 0 to %{{.*}} step 2 {
// TWO-NEXT:      affine.if affine_set<(d0)[s0] : (-(d0 + 2) + s0 >= 0)>
// NONE-LABEL:  func.func @accumulate
// NONE-NEXT:     affine.for %k = 0 to %n {
// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop unrolled by 4 and jammed into the loop inside it ('affine.load' at [[@LINE+6]]:12 names one element in each group of iterations)
func.func @accumulate(%C: memref<64xf32>, %A: memref<20xf32>, %B: memref<20x64xf32>, %n: index) {
  affine.for %k = 0 to %n {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%k] : memref<20xf32>
      %b = affine.load %B[%k, %j] : memref<20x64xf32>
      %c = affine.load %C[%j] : memref<64xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %C[%j] : memref<64xf32>
    }
  }
  return
}

// A constant trip count needs no guard: with a step of 3, 15 iterations
// make 3 groups (the copies run %k + 3, %k + 6, %k + 9), and the 3 left
// run as written.
// CHECK-LABEL: func.func @steps
// CHECK:       affine.for %[[K:.*]] = 2 to 38 step 12 {
// CHECK-NEXT:    affine.apply affine_map<(d0) -> (d0 + 3)>(%[[K]])
// CHECK-NEXT:    affine.apply affine_map<(d0) -> (d0 + 6)>(%[[K]])
// CHECK-NEXT:    affine.apply affine_map<(d0) -> (d0 + 9)>(%[[K]])
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 8 {
// CHECK:       affine.for %[[R:.*]] = 38 to 47 step 3 {
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %B[%[[R]], %[[J]]]
// CHECK-NOT:   affine.if
// CHECK:       return
func.func @steps(%C: memref<8xf32>, %B: memref<50x8xf32>) {
  affine.for %k = 2 to 47 step 3 {
    affine.for %j = 0 to 8 {
      %b = affine.load %B[%k, %j] : memref<50x8xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      %s = arith.addf %c, %b : f32
      affine.store %s, %C[%j] : memref<8xf32>
    }
  }
  return
}

// Row k + 1 is made from row k shifted left: iteration (k + 1, j) reads
// what (k, j + 1) wrote, which the interleaved order would run later.
// CHECK-LABEL: func.func @backward
// CHECK-NEXT:    affine.for %k = 0 to 16 {
// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop not unrolled and jammed: the dependence from 'affine.store' at [[@LINE+6]]:7 to 'affine.load' at [[@LINE+4]]:12 would be reordered (distance negative along the innermost loop)
func.func @backward(%A: memref<17x9xf32>, %C: memref<8xf32>) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %x = affine.load %A[%k, %j + 1] : memref<17x9xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      affine.store %x, %A[%k + 1, %j] : memref<17x9xf32>
      %s = arith.addf %c, %x : f32
      affine.store %s, %C[%j] : memref<8xf32>
    }
  }
  return
}

// Row k + 1 from row k shifted right: the interleaved order keeps each
// write before the read, but the innermost loop would carry the
// dependence, so a vector loop (affc.simd) stays as it is and a plain one
// is jammed.
// CHECK-LABEL: func.func @forward_simd
// CHECK-NEXT:    affine.for %k = 0 to 16 {
// CHECK-LABEL: func.func @forward
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 16 step 4 {
// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop not unrolled and jammed: the dependence from 'affine.store' at [[@LINE+6]]:7 to 'affine.load' at [[@LINE+4]]:12 would be reordered (distance positive along the innermost loop)
func.func @forward_simd(%A: memref<17x9xf32>, %C: memref<9xf32>) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %x = affine.load %A[%k, %j] : memref<17x9xf32>
      %c = affine.load %C[%j] : memref<9xf32>
      affine.store %x, %A[%k + 1, %j + 1] : memref<17x9xf32>
      %s = arith.addf %c, %x : f32
      affine.store %s, %C[%j] : memref<9xf32>
    } {affc.simd}
  }
  return
}

// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop unrolled by 4
func.func @forward(%A: memref<17x9xf32>, %C: memref<9xf32>) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %x = affine.load %A[%k, %j] : memref<17x9xf32>
      %c = affine.load %C[%j] : memref<9xf32>
      affine.store %x, %A[%k + 1, %j + 1] : memref<17x9xf32>
      %s = arith.addf %c, %x : f32
      affine.store %s, %C[%j] : memref<9xf32>
    }
  }
  return
}

// Row i of A times row 0 of A, into y[i]: the copies share A[0][j],
// loaded once, though they read other elements of A; y[i] moves with i
// and stays in each copy.
// CHECK-LABEL: func.func @shared_read
// CHECK:         affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:      affine.load %A[%{{.*}}, %[[J]]]
// CHECK-NEXT:      %[[W:.*]] = affine.load %A[0, %[[J]]]
// CHECK-NOT:       affine.load %A[0
// CHECK:           arith.mulf %{{.*}}, %[[W]]
// CHECK:           arith.mulf %{{.*}}, %[[W]]
// CHECK:           arith.mulf %{{.*}}, %[[W]]
// CHECK:           arith.mulf %{{.*}}, %[[W]]
// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop unrolled by 4 and jammed into the loop inside it ('affine.load' at [[@LINE+5]]:12 names one element in each group of iterations)
func.func @shared_read(%A: memref<16x8xf32>, %y: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<16x8xf32>
      %w = affine.load %A[0, %j] : memref<16x8xf32>
      %p = arith.mulf %a, %w : f32
      %s = affine.load %y[%i] : memref<16xf32>
      %t = arith.addf %s, %p : f32
      affine.store %t, %y[%i] : memref<16xf32>
    }
  }
  return
}

// An element first stored, then read and stored again: of the 8 stores
// of the jammed copies, the last alone is left, and no load.
// CHECK-LABEL: func.func @store_first
// CHECK:         affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NOT:       affine.{{load %C|store}}
// CHECK:           affine.store %{{.*}}, %C[%[[J]]]
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
func.func @store_first(%A: memref<16x8xf32>, %C: memref<8xf32>) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      affine.store %a, %C[%j] : memref<8xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<8xf32>
    }
  }
  return
}

// Subscripts that multiply by a symbol: the analysis cannot tell.
// CHECK-LABEL: func.func @semi_affine
// CHECK-NEXT:    affine.for %k = 0 to 16 {
// REMARK: register_tile.mlir:[[@LINE+2]]:3: remark: [affine-register-tile] loop not unrolled and jammed: the analysis cannot tell the dependences from 'affine.load' at [[@LINE+4]]:12 to 'affine.store' at [[@LINE+6]]:7
func.func @semi_affine(%A: memref<64xf32>, %C: memref<8xf32>, %s: index) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %x = affine.load %A[%k * symbol(%s)] : memref<64xf32>
      %c = affine.load %C[%j] : memref<8xf32>
      affine.store %x, %A[%j * symbol(%s)] : memref<64xf32>
      %t = arith.addf %c, %x : f32
      affine.store %t, %C[%j] : memref<8xf32>
    }
  }
  return
}

// Left alone, without a remark: no element the copies would share (every
// access moves with %k, or another access names C[j + 1]); fewer than two
// groups of iterations; an op beside the innermost loop; an innermost
// loop whose bounds use %k.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT:     step
// CHECK:         return
// REMARK-NOT: remark
func.func @untouched(%A: memref<16x8xf32>, %C: memref<9xf32>, %x: f32) {
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      %s = arith.addf %a, %x : f32
      affine.store %s, %A[%k, %j] : memref<16x8xf32>
    }
  }
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      %c = affine.load %C[%j + 1] : memref<9xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<9xf32>
    }
  }
  affine.for %k = 0 to 7 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      %c = affine.load %C[%j] : memref<9xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<9xf32>
    }
  }
  affine.for %k = 0 to 16 {
    affine.store %x, %C[8] : memref<9xf32>
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      %c = affine.load %C[%j] : memref<9xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<9xf32>
    }
  }
  affine.for %k = 0 to 16 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 floordiv 2)>(%k) {
      %a = affine.load %A[%k, %j] : memref<16x8xf32>
      %c = affine.load %C[%j] : memref<9xf32>
      %s = arith.addf %c, %a : f32
      affine.store %s, %C[%j] : memref<9xf32>
    }
  }
  return
}
