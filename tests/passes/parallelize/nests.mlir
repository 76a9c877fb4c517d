// affine-parallelize on plain loop nests: the same decisions as mlir-opt's
// pass, with and without max-nested, and a remark for every loop.
// RUN: %parity %s affine-parallelize
// RUN: %parity %s 'affine-parallelize{max-nested=1}'
// RUN: %parity %s 'affine-parallelize{max-nested=2}'
// RUN: %affc --passes=affine-parallelize --verify-each --emit=mlir %s | FileCheck %s
// RUN: %affc --passes=affine-parallelize --remarks --emit=mlir %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: %affc --passes='affine-parallelize{max-nested=1}' --remarks --emit=mlir %s \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK-LABEL: func.func @transpose
// CHECK:      affine.for %i = 0 to 100 {
// CHECK-NEXT:   affine.parallel (%j) = (0) to (100) {
// REMARK: nests.mlir:[[@LINE+3]]:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at [[@LINE+5]]:12 and 'affine.store' at [[@LINE+6]]:7 carry a dependence at depth 1, distance [1..99, -99..-1]
// REMARK: nests.mlir:[[@LINE+3]]:5: remark: [affine-parallelize] loop parallelized
func.func @transpose(%A: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 100 {
      %v = affine.load %A[%i, %j] : memref<100x100xf32>
      affine.store %v, %A[%j, %i] : memref<100x100xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @copy_2d
// CHECK:      affine.parallel (%i) = (0) to (symbol(%n)) {
// CHECK-NEXT:   affine.parallel (%j) = (0) to (min(symbol(%m), 64)) step (2) {
// NESTED: nests.mlir:[[@LINE+3]]:3: remark: [affine-parallelize] loop parallelized
// NESTED: nests.mlir:[[@LINE+3]]:5: remark: [affine-parallelize] loop not parallelized: it is nested in 1 parallel loop (max-nested=1)
func.func @copy_2d(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (s0, 64)>(%i)[%m] step 2 {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %B[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The time loop of a stencil carries the dependence; the space loop is
// parallel, and so is the triangular one whose bound is the outer IV.
// CHECK-LABEL: func.func @jacobi_triangle
// CHECK:      affine.for %t = 0 to 10 {
// CHECK-NEXT:   affine.parallel (%i) = (1) to (99) {
// CHECK:      affine.parallel (%i) = (0) to (100) {
// CHECK-NEXT:   affine.parallel (%j) = (0) to (%i) {
// REMARK: nests.mlir:[[@LINE+3]]:3: remark: [affine-parallelize] loop not parallelized: 'affine.load' at [[@LINE+5]]:12 and 'affine.store' at [[@LINE+12]]:7 carry a dependence at depth 1, distance [1..9]
func.func @jacobi_triangle(%A: memref<100xf32>, %B: memref<100xf32>,
                           %C: memref<100x100xf32>) {
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 99 {
      %a = affine.load %A[%i - 1] : memref<100xf32>
      %b = affine.load %A[%i + 1] : memref<100xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i] : memref<100xf32>
    }
    affine.for %i = 1 to 99 {
      %b = affine.load %B[%i] : memref<100xf32>
      affine.store %b, %A[%i] : memref<100xf32>
    }
  }
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %C[%j, %i] : memref<100x100xf32>
      affine.store %v, %C[%i, %j] : memref<100x100xf32>
    }
  }
  return
}
