// normalize: each row of X divided by its sum (a reduction, then a use of
// it: the producer-consumer pair of a normalization layer):
//   S[i] = sum_j X[i][j];  Y[i][j] = X[i][j] / S[i]
// Rows are independent (affine.parallel); the sum runs over j in order.
// Hand-written C: normalize.c.
func.func @kernel_normalize(%X: memref<4096x2048xf64>, %S: memref<4096xf64>,
                            %Y: memref<4096x2048xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.parallel (%i) = (0) to (4096) {
    affine.store %zero, %S[%i] : memref<4096xf64>
    affine.for %j = 0 to 2048 {
      %x = affine.load %X[%i, %j] : memref<4096x2048xf64>
      %s = affine.load %S[%i] : memref<4096xf64>
      %t = arith.addf %s, %x : f64
      affine.store %t, %S[%i] : memref<4096xf64>
    }
  }
  affine.parallel (%i, %j) = (0, 0) to (4096, 2048) {
    %x = affine.load %X[%i, %j] : memref<4096x2048xf64>
    %s = affine.load %S[%i] : memref<4096xf64>
    %y = arith.divf %x, %s : f64
    affine.store %y, %Y[%i, %j] : memref<4096x2048xf64>
  }
  return
}
