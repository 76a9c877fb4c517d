// atax: y = A^T (A x), with tmp = A x (PolyBench 4.2). M = N = 4000.
// Written as two parallel loops, as one writes it for threads: rows of
// A x are independent dot products (affine.parallel over i, the sum in
// iter_args); columns of A^T tmp are independent, walked in blocks of
// 250 columns (affine.parallel over the blocks), row by row inside a
// block so that A is read along its rows. Every element is summed in
// PolyBench's order, so the results are PolyBench's bit for bit.
// Hand-written C: atax.c.
func.func @kernel_atax(%A: memref<4000x4000xf64>, %x: memref<4000xf64>,
                       %y: memref<4000xf64>, %tmp: memref<4000xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.parallel (%i) = (0) to (4000) {
    %t = affine.for %j = 0 to 4000 iter_args(%acc = %zero) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %xj = affine.load %x[%j] : memref<4000xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    affine.store %t, %tmp[%i] : memref<4000xf64>
  }
  affine.parallel (%jj) = (0) to (4000) step (250) {
    affine.parallel (%j) = (%jj) to (%jj + 250) {
      affine.store %zero, %y[%j] : memref<4000xf64>
    }
    affine.for %i = 0 to 4000 {
      %t = affine.load %tmp[%i] : memref<4000xf64>
      affine.parallel (%j) = (%jj) to (%jj + 250) {
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
