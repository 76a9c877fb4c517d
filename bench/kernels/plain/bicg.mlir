// bicg: s = A^T r and q = A p (PolyBench 4.2). M = N = 4000. Written as
// The same kernel as ../bicg.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_bicg(%A: memref<4000x4000xf64>, %s: memref<4000xf64>,
                       %q: memref<4000xf64>, %p: memref<4000xf64>,
                       %r: memref<4000xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 4000 {
    %qi = affine.for %j = 0 to 4000 iter_args(%acc = %zero) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %pj = affine.load %p[%j] : memref<4000xf64>
      %ap = arith.mulf %a, %pj : f64
      %qnew = arith.addf %acc, %ap : f64
      affine.yield %qnew : f64
    }
    affine.store %qi, %q[%i] : memref<4000xf64>
  }
  affine.for %jj = 0 to 4000 step 250 {
    affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 250)>(%jj) {
      affine.store %zero, %s[%j] : memref<4000xf64>
    }
    affine.for %i = 0 to 4000 {
      %ri = affine.load %r[%i] : memref<4000xf64>
      affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 250)>(%jj) {
        %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
        %sj = affine.load %s[%j] : memref<4000xf64>
        %ra = arith.mulf %ri, %a : f64
        %snew = arith.addf %sj, %ra : f64
        affine.store %snew, %s[%j] : memref<4000xf64>
      }
    }
  }
  return
}
