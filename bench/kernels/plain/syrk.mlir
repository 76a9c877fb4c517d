// syrk: C = alpha * A * A^T + beta * C on the lower triangle (PolyBench
// The same kernel as ../syrk.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_syrk(%C: memref<1200x1200xf64>, %A: memref<1200x1000xf64>) {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  affine.for %i = 0 to 1200 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<1200x1200xf64>
      %scaled = arith.mulf %c, %beta : f64
      affine.store %scaled, %C[%i, %j] : memref<1200x1200xf64>
    }
    affine.for %k = 0 to 1000 {
      %a = affine.load %A[%i, %k] : memref<1200x1000xf64>
      %alpha_a = arith.mulf %alpha, %a : f64
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %b = affine.load %A[%j, %k] : memref<1200x1000xf64>
        %c = affine.load %C[%i, %j] : memref<1200x1200xf64>
        %p = arith.mulf %alpha_a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<1200x1200xf64>
      }
    }
  }
  return
}
