// conv2d: multi-channel 2-D convolution, no padding, stride 1:
// The same kernel as ../conv2d.mlir with every loop an affine.for, as MLIR's
// lowerings (--convert-linalg-to-affine-loops, --raise-scf-to-affine)
// write loops: which loops may run in parallel is for the compiler to
// find. bench/parallel.sh --plain runs it.
func.func @kernel_conv2d(%out: memref<64x192x192xf64>, %in: memref<64x194x194xf64>,
                         %w: memref<64x64x3x3xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %f = 0 to 64 {
    affine.for %y = 0 to 192 {
    affine.for %x = 0 to 192 {
      affine.store %zero, %out[%f, %y, %x] : memref<64x192x192xf64>
    }
    affine.for %c = 0 to 64 {
      affine.for %p = 0 to 3 {
        affine.for %q = 0 to 3 {
          %wv = affine.load %w[%f, %c, %p, %q] : memref<64x64x3x3xf64>
          affine.for %x = 0 to 192 {
            %v = affine.load %in[%c, %y + %p, %x + %q] : memref<64x194x194xf64>
            %o = affine.load %out[%f, %y, %x] : memref<64x192x192xf64>
            %m = arith.mulf %v, %wv : f64
            %s = arith.addf %o, %m : f64
            affine.store %s, %out[%f, %y, %x] : memref<64x192x192xf64>
          }
        }
      }
    }
    }
  }
  return
}
