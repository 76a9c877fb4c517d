// chain: two batched matrix products, the second consuming the first
// The same kernel as ../chain.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_chain(%A: memref<8x128x384xf64>, %B: memref<8x384x512xf64>,
                        %AB: memref<8x128x512xf64>, %C: memref<8x512x64xf64>,
                        %D: memref<8x128x64xf64>) {
  affine.for %b = 0 to 8 {
    affine.for %i = 0 to 128 {
      affine.for %j = 0 to 512 {
    affine.for %k = 0 to 384 {
      %a = affine.load %A[%b, %i, %k] : memref<8x128x384xf64>
      %x = affine.load %B[%b, %k, %j] : memref<8x384x512xf64>
      %acc = affine.load %AB[%b, %i, %j] : memref<8x128x512xf64>
      %p = arith.mulf %a, %x : f64
      %s = arith.addf %acc, %p : f64
      affine.store %s, %AB[%b, %i, %j] : memref<8x128x512xf64>
    }
      }
    }
  }
  affine.for %b = 0 to 8 {
    affine.for %i = 0 to 128 {
      affine.for %j = 0 to 64 {
    affine.for %k = 0 to 512 {
      %ab = affine.load %AB[%b, %i, %k] : memref<8x128x512xf64>
      %c = affine.load %C[%b, %k, %j] : memref<8x512x64xf64>
      %acc = affine.load %D[%b, %i, %j] : memref<8x128x64xf64>
      %p = arith.mulf %ab, %c : f64
      %s = arith.addf %acc, %p : f64
      affine.store %s, %D[%b, %i, %j] : memref<8x128x64xf64>
    }
      }
    }
  }
  return
}
