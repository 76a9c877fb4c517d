// jacobi-2d: five-point stencil, TSTEPS = 100 sweeps A -> B -> A over an
// N x N grid, N = 1300 (PolyBench 4.2). Each sweep's points are
// independent (affine.parallel); the time loop is sequential.
// Hand-written C: jacobi-2d.c.
func.func @kernel_jacobi_2d(%A: memref<1300x1300xf64>, %B: memref<1300x1300xf64>) {
  %fifth = arith.constant 0.2 : f64
  affine.for %t = 0 to 100 {
    affine.parallel (%i, %j) = (1, 1) to (1299, 1299) {
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
    affine.parallel (%i, %j) = (1, 1) to (1299, 1299) {
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
  return
}
