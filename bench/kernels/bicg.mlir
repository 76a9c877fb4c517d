// bicg: s = A^T r and q = A p in one sweep over A (PolyBench 4.2).
// M = N = 4000. q[i] is carried in iter_args; every row adds into all of
// s, so the i loop is sequential. Hand-written C: bicg.c.
func.func @kernel_bicg(%A: memref<4000x4000xf64>, %s: memref<4000xf64>,
                       %q: memref<4000xf64>, %p: memref<4000xf64>,
                       %r: memref<4000xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.parallel (%j) = (0) to (4000) {
    affine.store %zero, %s[%j] : memref<4000xf64>
  }
  affine.for %i = 0 to 4000 {
    %ri = affine.load %r[%i] : memref<4000xf64>
    %qi = affine.for %j = 0 to 4000 iter_args(%acc = %zero) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %sj = affine.load %s[%j] : memref<4000xf64>
      %ra = arith.mulf %ri, %a : f64
      %snew = arith.addf %sj, %ra : f64
      affine.store %snew, %s[%j] : memref<4000xf64>
      %pj = affine.load %p[%j] : memref<4000xf64>
      %ap = arith.mulf %a, %pj : f64
      %qnew = arith.addf %acc, %ap : f64
      affine.yield %qnew : f64
    }
    affine.store %qi, %q[%i] : memref<4000xf64>
  }
  return
}
