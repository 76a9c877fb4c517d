// affine-parallelize keeps the answers of its dependence questions from
// one function to the next (DepMemo, deps.h), by the integer rows of each
// question: functions of the same shape ask isl once. The key must tell
// apart what changes an answer: a constant in a subscript (@far against
// @near), a step, a bound, whether two symbols are one value (@two_syms
// against @one_sym); and a function asked again (@near_again) gets the
// answer, with its distance, that it got the first time. mlir-opt's
// --affine-parallelize agrees on every loop here (parity).
// RUN: %affc -O1 --remarks --emit=mlir %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %affc -O1 --emit=mlir %s | FileCheck %s --check-prefix=IR
// RUN: %parity %s 'affine-parallelize{max-nested=1}'

// i reads A[i + 8] and writes A[i] in a loop of 8: never the same element.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop parallelized
// IR-LABEL: func.func @far
// IR: affine.parallel
func.func @far(%A: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i + 8] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// The same with A[i + 7]: iteration i + 7 writes what i read.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at [[@LINE+5]]:10 and 'affine.store' at [[@LINE+6]]:5 carry a dependence at depth 1, distance [7]
// IR-LABEL: func.func @near
// IR-NOT: affine.parallel
func.func @near(%A: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i + 7] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// With step 8 the loop runs once.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop parallelized
// IR-LABEL: func.func @near_step
// IR: affine.parallel
func.func @near_step(%A: memref<16xf32>) {
  affine.for %i = 0 to 8 step 8 {
    %v = affine.load %A[%i + 7] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// A loop of 7: iteration i + 7 never runs.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop parallelized
// IR-LABEL: func.func @near_short
// IR: affine.parallel
func.func @near_short(%A: memref<16xf32>) {
  affine.for %i = 0 to 7 {
    %v = affine.load %A[%i + 7] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// A[i + n] against A[i] for i < n: never the same element.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop parallelized
// IR-LABEL: func.func @one_sym
// IR: affine.parallel
func.func @one_sym(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i + symbol(%n)] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// The same rows, but the offset m is another value than the bound n.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at [[@LINE+5]]:10 and 'affine.store' at [[@LINE+6]]:5 carry a dependence at depth 1, distance [1..inf]
// IR-LABEL: func.func @two_syms
// IR-NOT: affine.parallel
func.func @two_syms(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i + symbol(%m)] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// @near again: the remembered answer, and its distance.
// CHECK: memo.mlir:[[@LINE+4]]:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at [[@LINE+5]]:10 and 'affine.store' at [[@LINE+6]]:5 carry a dependence at depth 1, distance [7]
// IR-LABEL: func.func @near_again
// IR-NOT: affine.parallel
func.func @near_again(%A: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i + 7] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}
