// gemm: C = alpha * A * B + beta * C, PolyBench 4.2's loop order (i, k, j).
// The same kernel as ../gemm.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_gemm(%C: memref<1000x1100xf64>, %A: memref<1000x1200xf64>,
                       %B: memref<1200x1100xf64>) {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1100 {
      %c = affine.load %C[%i, %j] : memref<1000x1100xf64>
      %scaled = arith.mulf %c, %beta : f64
      affine.store %scaled, %C[%i, %j] : memref<1000x1100xf64>
    }
    affine.for %k = 0 to 1200 {
      %a = affine.load %A[%i, %k] : memref<1000x1200xf64>
      %alpha_a = arith.mulf %alpha, %a : f64
      affine.for %j = 0 to 1100 {
        %b = affine.load %B[%k, %j] : memref<1200x1100xf64>
        %c = affine.load %C[%i, %j] : memref<1000x1100xf64>
        %p = arith.mulf %alpha_a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<1000x1100xf64>
      }
    }
  }
  return
}
