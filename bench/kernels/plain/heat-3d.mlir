// heat-3d: 3-D heat equation, seven-point stencil, TSTEPS = 50 sweeps
// The same kernel as ../heat-3d.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_heat_3d(%A: memref<120x120x120xf64>, %B: memref<120x120x120xf64>) {
  %eighth = arith.constant 0.125 : f64
  %two = arith.constant 2.0 : f64
  affine.for %t = 1 to 51 {
    affine.for %i = 1 to 119 {
      affine.for %j = 1 to 119 {
        affine.for %k = 1 to 119 {
      %c = affine.load %A[%i, %j, %k] : memref<120x120x120xf64>
      %ip = affine.load %A[%i + 1, %j, %k] : memref<120x120x120xf64>
      %im = affine.load %A[%i - 1, %j, %k] : memref<120x120x120xf64>
      %jp = affine.load %A[%i, %j + 1, %k] : memref<120x120x120xf64>
      %jm = affine.load %A[%i, %j - 1, %k] : memref<120x120x120xf64>
      %kp = affine.load %A[%i, %j, %k + 1] : memref<120x120x120xf64>
      %km = affine.load %A[%i, %j, %k - 1] : memref<120x120x120xf64>
      %c2 = arith.mulf %two, %c : f64
      %di0 = arith.subf %ip, %c2 : f64
      %di = arith.addf %di0, %im : f64
      %dj0 = arith.subf %jp, %c2 : f64
      %dj = arith.addf %dj0, %jm : f64
      %dk0 = arith.subf %kp, %c2 : f64
      %dk = arith.addf %dk0, %km : f64
      %ti = arith.mulf %eighth, %di : f64
      %tj = arith.mulf %eighth, %dj : f64
      %tk = arith.mulf %eighth, %dk : f64
      %s0 = arith.addf %ti, %tj : f64
      %s1 = arith.addf %s0, %tk : f64
      %v = arith.addf %s1, %c : f64
      affine.store %v, %B[%i, %j, %k] : memref<120x120x120xf64>
        }
      }
    }
    affine.for %i = 1 to 119 {
      affine.for %j = 1 to 119 {
        affine.for %k = 1 to 119 {
      %c = affine.load %B[%i, %j, %k] : memref<120x120x120xf64>
      %ip = affine.load %B[%i + 1, %j, %k] : memref<120x120x120xf64>
      %im = affine.load %B[%i - 1, %j, %k] : memref<120x120x120xf64>
      %jp = affine.load %B[%i, %j + 1, %k] : memref<120x120x120xf64>
      %jm = affine.load %B[%i, %j - 1, %k] : memref<120x120x120xf64>
      %kp = affine.load %B[%i, %j, %k + 1] : memref<120x120x120xf64>
      %km = affine.load %B[%i, %j, %k - 1] : memref<120x120x120xf64>
      %c2 = arith.mulf %two, %c : f64
      %di0 = arith.subf %ip, %c2 : f64
      %di = arith.addf %di0, %im : f64
      %dj0 = arith.subf %jp, %c2 : f64
      %dj = arith.addf %dj0, %jm : f64
      %dk0 = arith.subf %kp, %c2 : f64
      %dk = arith.addf %dk0, %km : f64
      %ti = arith.mulf %eighth, %di : f64
      %tj = arith.mulf %eighth, %dj : f64
      %tk = arith.mulf %eighth, %dk : f64
      %s0 = arith.addf %ti, %tj : f64
      %s1 = arith.addf %s0, %tk : f64
      %v = arith.addf %s1, %c : f64
      affine.store %v, %A[%i, %j, %k] : memref<120x120x120xf64>
        }
      }
    }
  }
  return
}
