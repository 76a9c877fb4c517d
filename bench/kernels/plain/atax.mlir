// atax: y = A^T (A x), with tmp = A x (PolyBench 4.2). M = N = 4000.
// The same kernel as ../atax.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_atax(%A: memref<4000x4000xf64>, %x: memref<4000xf64>,
                       %y: memref<4000xf64>, %tmp: memref<4000xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 4000 {
    %t = affine.for %j = 0 to 4000 iter_args(%acc = %zero) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %xj = affine.load %x[%j] : memref<4000xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    affine.store %t, %tmp[%i] : memref<4000xf64>
  }
  affine.for %jj = 0 to 4000 step 250 {
    affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 250)>(%jj) {
      affine.store %zero, %y[%j] : memref<4000xf64>
    }
    affine.for %i = 0 to 4000 {
      %t = affine.load %tmp[%i] : memref<4000xf64>
      affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 250)>(%jj) {
        %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
        %yj = affine.load %y[%j] : memref<4000xf64>
        %p = arith.mulf %a, %t : f64
        %s = arith.addf %yj, %p : f64
        affine.store %s, %y[%j] : memref<4000xf64>
      }
    }
  }
  return
}
