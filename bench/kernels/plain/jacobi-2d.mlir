// jacobi-2d: five-point stencil, TSTEPS = 100 sweeps A -> B -> A over an
// The same kernel as ../jacobi-2d.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_jacobi_2d(%A: memref<1300x1300xf64>, %B: memref<1300x1300xf64>) {
  %fifth = arith.constant 0.2 : f64
  affine.for %t = 0 to 100 {
    affine.for %i = 1 to 1299 {
      affine.for %j = 1 to 1299 {
      %c = affine.load %A[%i, %j] : memref<1300x1300xf64>
      %w = affine.load %A[%i, %j - 1] : memref<1300x1300xf64>
      %e = affine.load %A[%i, %j + 1] : memref<1300x1300xf64>
      %s = affine.load %A[%i + 1, %j] : memref<1300x1300xf64>
      %n = affine.load %A[%i - 1, %j] : memref<1300x1300xf64>
      %s0 = arith.addf %c, %w : f64
      %s1 = arith.addf %s0, %e : f64
      %s2 = arith.addf %s1, %s : f64
      %s3 = arith.addf %s2, %n : f64
      %v = arith.mulf %fifth, %s3 : f64
      affine.store %v, %B[%i, %j] : memref<1300x1300xf64>
      }
    }
    affine.for %i = 1 to 1299 {
      affine.for %j = 1 to 1299 {
      %c = affine.load %B[%i, %j] : memref<1300x1300xf64>
      %w = affine.load %B[%i, %j - 1] : memref<1300x1300xf64>
      %e = affine.load %B[%i, %j + 1] : memref<1300x1300xf64>
      %s = affine.load %B[%i + 1, %j] : memref<1300x1300xf64>
      %n = affine.load %B[%i - 1, %j] : memref<1300x1300xf64>
      %s0 = arith.addf %c, %w : f64
      %s1 = arith.addf %s0, %e : f64
      %s2 = arith.addf %s1, %s : f64
      %s3 = arith.addf %s2, %n : f64
      %v = arith.mulf %fifth, %s3 : f64
      affine.store %v, %A[%i, %j] : memref<1300x1300xf64>
      }
    }
  }
  return
}
