// temps: the three element-wise stages of pipeline.mlir with T and U
// temporaries the kernel allocates, as a lowering of tensor code writes
// them: Z = (T * T - X) / (T + Y) with T = 1.5 X + Y.
// The same kernel as ../temps.mlir with every loop an affine.for.
// bench/parallel.sh --fusion runs it.
func.func @kernel_temps(%X: memref<2048x2048xf64>, %Y: memref<2048x2048xf64>,
                        %Z: memref<2048x2048xf64>) {
  %a = arith.constant 1.5 : f64
  %T = memref.alloc() : memref<2048x2048xf64>
  %U = memref.alloc() : memref<2048x2048xf64>
  affine.for %i = 0 to 2048 {
    affine.for %j = 0 to 2048 {
      %x = affine.load %X[%i, %j] : memref<2048x2048xf64>
      %y = affine.load %Y[%i, %j] : memref<2048x2048xf64>
      %p = arith.mulf %a, %x : f64
      %t = arith.addf %p, %y : f64
      affine.store %t, %T[%i, %j] : memref<2048x2048xf64>
    }
  }
  affine.for %i = 0 to 2048 {
    affine.for %j = 0 to 2048 {
      %t = affine.load %T[%i, %j] : memref<2048x2048xf64>
      %x = affine.load %X[%i, %j] : memref<2048x2048xf64>
      %q = arith.mulf %t, %t : f64
      %u = arith.subf %q, %x : f64
      affine.store %u, %U[%i, %j] : memref<2048x2048xf64>
    }
  }
  affine.for %i = 0 to 2048 {
    affine.for %j = 0 to 2048 {
      %u = affine.load %U[%i, %j] : memref<2048x2048xf64>
      %t = affine.load %T[%i, %j] : memref<2048x2048xf64>
      %y = affine.load %Y[%i, %j] : memref<2048x2048xf64>
      %d = arith.addf %t, %y : f64
      %z = arith.divf %u, %d : f64
      affine.store %z, %Z[%i, %j] : memref<2048x2048xf64>
    }
  }
  memref.dealloc %T : memref<2048x2048xf64>
  memref.dealloc %U : memref<2048x2048xf64>
  return
}
