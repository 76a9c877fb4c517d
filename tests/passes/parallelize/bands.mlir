// affine-parallelize{bands=true}, as -O1 runs it: a perfect nest of
// parallel loops becomes one affine.parallel band, which affc's C
// collapses (all dimensions but the innermost), so that a short outer
// loop does not leave threads idle. Not when an inner bound uses an outer
// induction variable (a triangle), nor when another op sits between the
// loops. MLIR's own pass makes one affine.parallel per loop.
// RUN: %affc -O1 --remarks --verify-each --emit=mlir %s 2>&1 | FileCheck %s
// RUN: %affc -O1 --emit=mlir %s | %mlir-opt > /dev/null
// RUN: %affc -O1 %s | FileCheck %s --check-prefix=C
// RUN: %exec %s --affc-arg=-O1
func.func private @printMemrefF32(memref<*xf32>)

// CHECK: bands.mlir:25:3: remark: [affine-parallelize] loop parallelized as a band of 3 loops
// CHECK: bands.mlir:26:5: remark: [affine-parallelize] loop parallelized in the band of the loop at 25:3
// CHECK: bands.mlir:27:7: remark: [affine-parallelize] loop parallelized in the band of the loop at 25:3
// CHECK: bands.mlir:34:3: remark: [affine-parallelize] loop parallelized
// CHECK: bands.mlir:35:5: remark: [affine-parallelize] loop not parallelized: it is nested in 1 parallel loop (max-nested=1)
// CHECK: bands.mlir:40:3: remark: [affine-parallelize] loop parallelized
// CHECK: bands.mlir:42:5: remark: [affine-parallelize] loop not parallelized: it is nested in 1 parallel loop (max-nested=1)
// CHECK: affine.parallel (%b, %i, %j) = (0, 0, 0) to (2, 6, 5) step (1, 2, 1) {
// CHECK: affine.parallel (%i) = (0) to (6) {
// CHECK: affine.parallel (%i) = (0) to (6) {
// C: #pragma omp parallel for schedule(static) collapse(2)
func.func @kernel(%A: memref<2x6x5xf32>, %T: memref<6x6xf32>) {
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 6 step 2 {
      affine.for %j = 0 to 5 {
        %v = affine.load %A[%b, %i, %j] : memref<2x6x5xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%b, %i, %j] : memref<2x6x5xf32>
      }
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %T[%j, %i] : memref<6x6xf32>
      affine.store %v, %T[%i, %j] : memref<6x6xf32>
    }
  }
  affine.for %i = 0 to 6 {
    %c = arith.constant 1.0 : f32
    affine.for %j = 0 to 6 {
      %v = affine.load %T[%i, %j] : memref<6x6xf32>
      %w = arith.addf %v, %c : f32
      affine.store %w, %T[%i, %j] : memref<6x6xf32>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<2x6x5xf32>
  %T = memref.alloc() : memref<6x6xf32>
  affine.for %b = 0 to 2 {
    affine.for %i = 0 to 6 {
      affine.for %j = 0 to 5 {
        %v = affine.apply affine_map<(d0, d1, d2) -> (d0 * 30 + d1 * 5 + d2)>(%b, %i, %j)
        %vi = arith.index_cast %v : index to i32
        %f = arith.sitofp %vi : i32 to f32
        affine.store %f, %A[%b, %i, %j] : memref<2x6x5xf32>
      }
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      affine.store %f, %T[%i, %j] : memref<6x6xf32>
    }
  }
  func.call @kernel(%A, %T) : (memref<2x6x5xf32>, memref<6x6xf32>) -> ()
  %Au = memref.cast %A : memref<2x6x5xf32> to memref<*xf32>
  func.call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
  %Tu = memref.cast %T : memref<6x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%Tu) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<2x6x5xf32>
  memref.dealloc %T : memref<6x6xf32>
  return
}
