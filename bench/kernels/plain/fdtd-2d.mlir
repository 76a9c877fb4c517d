// fdtd-2d: 2-D finite-difference time domain, TMAX = 100 steps over an
// The same kernel as ../fdtd-2d.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_fdtd_2d(%ex: memref<1000x1200xf64>, %ey: memref<1000x1200xf64>,
                          %hz: memref<1000x1200xf64>, %fict: memref<100xf64>) {
  %half = arith.constant 0.5 : f64
  %c07 = arith.constant 0.7 : f64
  affine.for %t = 0 to 100 {
    %f = affine.load %fict[%t] : memref<100xf64>
    affine.for %j = 0 to 1200 {
      affine.store %f, %ey[0, %j] : memref<1000x1200xf64>
    }
    affine.for %i = 1 to 1000 {
      affine.for %j = 0 to 1200 {
      %e = affine.load %ey[%i, %j] : memref<1000x1200xf64>
      %h = affine.load %hz[%i, %j] : memref<1000x1200xf64>
      %hn = affine.load %hz[%i - 1, %j] : memref<1000x1200xf64>
      %d = arith.subf %h, %hn : f64
      %m = arith.mulf %half, %d : f64
      %v = arith.subf %e, %m : f64
      affine.store %v, %ey[%i, %j] : memref<1000x1200xf64>
      }
    }
    affine.for %i = 0 to 1000 {
      affine.for %j = 1 to 1200 {
      %e = affine.load %ex[%i, %j] : memref<1000x1200xf64>
      %h = affine.load %hz[%i, %j] : memref<1000x1200xf64>
      %hw = affine.load %hz[%i, %j - 1] : memref<1000x1200xf64>
      %d = arith.subf %h, %hw : f64
      %m = arith.mulf %half, %d : f64
      %v = arith.subf %e, %m : f64
      affine.store %v, %ex[%i, %j] : memref<1000x1200xf64>
      }
    }
    affine.for %i = 0 to 999 {
      affine.for %j = 0 to 1199 {
      %h = affine.load %hz[%i, %j] : memref<1000x1200xf64>
      %xe = affine.load %ex[%i, %j + 1] : memref<1000x1200xf64>
      %x = affine.load %ex[%i, %j] : memref<1000x1200xf64>
      %ys = affine.load %ey[%i + 1, %j] : memref<1000x1200xf64>
      %y = affine.load %ey[%i, %j] : memref<1000x1200xf64>
      %d0 = arith.subf %xe, %x : f64
      %d1 = arith.addf %d0, %ys : f64
      %d2 = arith.subf %d1, %y : f64
      %m = arith.mulf %c07, %d2 : f64
      %v = arith.subf %h, %m : f64
      affine.store %v, %hz[%i, %j] : memref<1000x1200xf64>
      }
    }
  }
  return
}
