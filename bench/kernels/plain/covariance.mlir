// covariance: the covariance matrix of N = 500 samples of M = 600
// The same kernel as ../covariance.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_covariance(%data: memref<500x600xf64>, %cov: memref<600x600xf64>,
                             %mean: memref<600xf64>) {
  %zero = arith.constant 0.0 : f64
  %float_n = arith.constant 500.0 : f64
  %one = arith.constant 1.0 : f64
  %n_minus_1 = arith.subf %float_n, %one : f64
  affine.for %j = 0 to 600 {
    %sum = affine.for %i = 0 to 500 iter_args(%acc = %zero) -> (f64) {
      %d = affine.load %data[%i, %j] : memref<500x600xf64>
      %s = arith.addf %acc, %d : f64
      affine.yield %s : f64
    }
    %m = arith.divf %sum, %float_n : f64
    affine.store %m, %mean[%j] : memref<600xf64>
  }
  affine.for %i = 0 to 500 {
    affine.for %j = 0 to 600 {
    %d = affine.load %data[%i, %j] : memref<500x600xf64>
    %m = affine.load %mean[%j] : memref<600xf64>
    %c = arith.subf %d, %m : f64
    affine.store %c, %data[%i, %j] : memref<500x600xf64>
    }
  }
  affine.for %i = 0 to 600 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 600 {
      %sum = affine.for %k = 0 to 500 iter_args(%acc = %zero) -> (f64) {
        %a = affine.load %data[%k, %i] : memref<500x600xf64>
        %b = affine.load %data[%k, %j] : memref<500x600xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %acc, %p : f64
        affine.yield %s : f64
      }
      %v = arith.divf %sum, %n_minus_1 : f64
      affine.store %v, %cov[%i, %j] : memref<600x600xf64>
      affine.store %v, %cov[%j, %i] : memref<600x600xf64>
    }
  }
  return
}
