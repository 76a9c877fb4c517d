// 2mm: D = alpha * A * B * C + beta * D through tmp = alpha * A * B, both
// The same kernel as ../2mm.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_2mm(%tmp: memref<800x900xf64>, %A: memref<800x1100xf64>,
                      %B: memref<1100x900xf64>, %C: memref<900x1200xf64>,
                      %D: memref<800x1200xf64>) {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 800 {
    affine.for %j = 0 to 900 {
      affine.store %zero, %tmp[%i, %j] : memref<800x900xf64>
    }
    affine.for %k = 0 to 1100 {
      %a = affine.load %A[%i, %k] : memref<800x1100xf64>
      %alpha_a = arith.mulf %alpha, %a : f64
      affine.for %j = 0 to 900 {
        %b = affine.load %B[%k, %j] : memref<1100x900xf64>
        %t = affine.load %tmp[%i, %j] : memref<800x900xf64>
        %p = arith.mulf %alpha_a, %b : f64
        %s = arith.addf %t, %p : f64
        affine.store %s, %tmp[%i, %j] : memref<800x900xf64>
      }
    }
  }
  affine.for %i = 0 to 800 {
    affine.for %j = 0 to 1200 {
      %d = affine.load %D[%i, %j] : memref<800x1200xf64>
      %scaled = arith.mulf %d, %beta : f64
      affine.store %scaled, %D[%i, %j] : memref<800x1200xf64>
    }
    affine.for %k = 0 to 900 {
      %t = affine.load %tmp[%i, %k] : memref<800x900xf64>
      affine.for %j = 0 to 1200 {
        %c = affine.load %C[%k, %j] : memref<900x1200xf64>
        %d = affine.load %D[%i, %j] : memref<800x1200xf64>
        %p = arith.mulf %t, %c : f64
        %s = arith.addf %d, %p : f64
        affine.store %s, %D[%i, %j] : memref<800x1200xf64>
      }
    }
  }
  return
}
