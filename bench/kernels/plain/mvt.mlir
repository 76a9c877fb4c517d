// mvt: x1 += A y_1 and x2 += A^T y_2 (PolyBench 4.2). N = 4000.
// The same kernel as ../mvt.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_mvt(%x1: memref<4000xf64>, %x2: memref<4000xf64>,
                      %y_1: memref<4000xf64>, %y_2: memref<4000xf64>,
                      %A: memref<4000x4000xf64>) {
  affine.for %i = 0 to 4000 {
    %x = affine.load %x1[%i] : memref<4000xf64>
    %sum = affine.for %j = 0 to 4000 iter_args(%acc = %x) -> (f64) {
      %a = affine.load %A[%i, %j] : memref<4000x4000xf64>
      %y = affine.load %y_1[%j] : memref<4000xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    affine.store %sum, %x1[%i] : memref<4000xf64>
  }
  affine.for %i = 0 to 4000 {
    %x = affine.load %x2[%i] : memref<4000xf64>
    %sum = affine.for %j = 0 to 4000 iter_args(%acc = %x) -> (f64) {
      %a = affine.load %A[%j, %i] : memref<4000x4000xf64>
      %y = affine.load %y_2[%j] : memref<4000xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    affine.store %sum, %x2[%i] : memref<4000xf64>
  }
  return
}
