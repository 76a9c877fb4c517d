// Jacobi 2-D five-point stencil: %steps sweeps that alternate between two
// buffers. Each sweep updates the interior points in parallel.
//
// Try:  affc --emit=mlir samples/jacobi_2d.mlir
func.func @jacobi_2d(%steps: index, %n: index, %A: memref<?x?xf64>,
                     %B: memref<?x?xf64>) {
  %fifth = arith.constant 2.000000e-01 : f64
  affine.for %t = 0 to %steps {
    affine.parallel (%i, %j) = (1, 1) to (symbol(%n) - 1, symbol(%n) - 1) {
      %c = affine.load %A[%i, %j] : memref<?x?xf64>
      %w = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %e = affine.load %A[%i, %j + 1] : memref<?x?xf64>
      %north = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %south = affine.load %A[%i + 1, %j] : memref<?x?xf64>
      %s0 = arith.addf %c, %w : f64
      %s1 = arith.addf %s0, %e : f64
      %s2 = arith.addf %s1, %north : f64
      %s3 = arith.addf %s2, %south : f64
      %v = arith.mulf %s3, %fifth : f64
      affine.store %v, %B[%i, %j] : memref<?x?xf64>
    }
    affine.parallel (%i, %j) = (1, 1) to (symbol(%n) - 1, symbol(%n) - 1) {
      %v = affine.load %B[%i, %j] : memref<?x?xf64>
      affine.store %v, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
