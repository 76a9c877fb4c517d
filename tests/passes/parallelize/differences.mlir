// Where affc's affine-parallelize decides otherwise than mlir-opt's, and
// why (README, "Passes"). The MLIR prefix checks mlir-opt's decision, the
// default prefix affc's; differences_exec.mlir runs affc's results.
// RUN: %mlir-opt --affine-parallelize %s | FileCheck %s --check-prefix=MLIR
// RUN: %affc --passes=affine-parallelize --verify-each --emit=mlir %s | FileCheck %s

// 1. The vectors overlap: iteration i writes A[4i .. 4i+7], which
// iteration i+1 reads. MLIR models a vector access by its first element
// only, and parallelizes: a wrong program. affc models every element.
// MLIR-LABEL: func.func @overlapping_vectors
// MLIR: affine.parallel
// CHECK-LABEL: func.func @overlapping_vectors
// CHECK-NOT: affine.parallel
// CHECK: return
func.func @overlapping_vectors(%A: memref<100xf32>) {
  affine.for %i = 0 to 24 {
    %v = affine.vector_load %A[%i * 4] : memref<100xf32>, vector<8xf32>
    affine.vector_store %v, %A[%i * 4] : memref<100xf32>, vector<8xf32>
  }
  return
}

// 2. An else region runs where the condition fails. MLIR gives the else
// region the condition itself, misses that the load at i + 6 (i < 5) reads
// what the store at i >= 5 wrote, and parallelizes: a wrong program.
// MLIR-LABEL: func.func @else_region
// MLIR: affine.parallel
// CHECK-LABEL: func.func @else_region
// CHECK-NOT: affine.parallel
// CHECK: return
func.func @else_region(%A: memref<20xf32>, %B: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %c = arith.constant 1.0 : f32
      affine.store %c, %A[%i] : memref<20xf32>
    } else {
      %v = affine.load %A[%i + 6] : memref<20xf32>
      affine.store %v, %B[%i] : memref<20xf32>
    }
  }
  return
}

// 3. A loop around an affine.parallel: MLIR refuses any loop holding an op
// it does not list (affine.parallel is not listed); affc analyses the
// accesses inside it like any other.
// MLIR-LABEL: func.func @around_parallel
// MLIR: affine.for
// CHECK-LABEL: func.func @around_parallel
// CHECK: affine.parallel (%i) = (0) to (10) {
// CHECK-NEXT: affine.parallel (%j) = (0) to (10) {
func.func @around_parallel(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.parallel (%j) = (0) to (10) {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// 4. A step with a lower bound that is not one constant: MLIR drops the
// step from the domain and sees A[i] and A[i + 1] meet; with step 2 they
// never do.
// MLIR-LABEL: func.func @step_symbolic_lb
// MLIR: affine.for
// CHECK-LABEL: func.func @step_symbolic_lb
// CHECK: affine.parallel (%i) = (symbol(%n)) to (100) step (2) {
func.func @step_symbolic_lb(%A: memref<101xf32>, %n: index) {
  affine.for %i = %n to 100 step 2 {
    %v = affine.load %A[%i + 1] : memref<101xf32>
    affine.store %v, %A[%i] : memref<101xf32>
  }
  return
}

// 5. Rational elimination: A[(2i) floordiv 3] for i in {-2, -1} touches
// -2 and -1, never one element twice; MLIR's Fourier-Motzkin sees a
// dependence, affc's exact analysis none.
// MLIR-LABEL: func.func @floordiv_exact
// MLIR: affine.for
// CHECK-LABEL: func.func @floordiv_exact
// CHECK: affine.parallel (%i) = (-2) to (0) {
func.func @floordiv_exact(%A: memref<10xf32>) {
  affine.for %i = -2 to 0 {
    %v = affine.load %A[(%i * 2) floordiv 3 + 5] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[(%i * 2) floordiv 3 + 5] : memref<10xf32>
  }
  return
}
