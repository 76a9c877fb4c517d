// bicg: s = A^T r and q = A p (PolyBench 4.2). M = N = 4000. Written as
// two parallel loops, as one writes it for threads: rows of A p are
// independent dot products (affine.parallel over i, the sum in
// iter_args); columns of A^T r are independent, walked in blocks of 250
// columns (affine.parallel over the blocks), row by row inside a block
// so that A is read along its rows. Every element is summed in
// PolyBench's order, so the results are PolyBench's bit for bit.
// Hand-written C: bicg.c.
func.func @kernel_bicg(%A: memref<4000x4000xf64>, %s: memref<4000xf64>,
                       %q: memref<4000xf64>, %p: memref<4000xf64>,
                       %r: memref<4000xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.parallel (%i) = (0) to (4000) {
    %qi = affine.for %j = 0 to 4000 iter_args(%acc = %zero) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %pj = affine.load %p[%j] : memref<4000xf64>
      %ap = arith.mulf %a, %pj : f64
      %qnew = arith.addf %acc, %ap : f64
      affine.yield %qnew : f64
    }
    affine.store %qi, %q[%i] : memref<4000xf64>
  }
  affine.parallel (%jj) = (0) to (4000) step (250) {
    affine.parallel (%j) = (%jj) to (%jj + 250) {
      affine.store %zero, %s[%j] : memref<4000xf64>
    }
    affine.for %i = 0 to 4000 {
      %ri = affine.load %r[%i] : memref<4000xf64>
      affine.parallel (%j) = (%jj) to (%jj + 250) {
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
