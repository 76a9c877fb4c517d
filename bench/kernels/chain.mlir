// chain: two batched matrix products, the second consuming the first
// (the producer-consumer program of seed 003, the one MLIR's affine loop
// fusion fuses at depth 2), in f64 where the seed has f32 (the harness
// handles f64 only):
//   AB[b] += A[b] * B[b]     (8 x 128x384 times 384x512)
//   D[b]  += AB[b] * C[b]    (8 x 128x512 times 512x64)
// Both in the seed's loop order (b, i, j, k), accumulating into memory.
// Batches, rows and columns are independent (affine.parallel); k sums
// into the output (affine.for). Hand-written C: chain.c.
func.func @kernel_chain(%A: memref<8x128x384xf64>, %B: memref<8x384x512xf64>,
                        %AB: memref<8x128x512xf64>, %C: memref<8x512x64xf64>,
                        %D: memref<8x128x64xf64>) {
  affine.parallel (%b, %i, %j) = (0, 0, 0) to (8, 128, 512) {
    affine.for %k = 0 to 384 {
      %a = affine.load %A[%b, %i, %k] : memref<8x128x384xf64>
      %x = affine.load %B[%b, %k, %j] : memref<8x384x512xf64>
      %acc = affine.load %AB[%b, %i, %j] : memref<8x128x512xf64>
      %p = arith.mulf %a, %x : f64
      %s = arith.addf %acc, %p : f64
      affine.store %s, %AB[%b, %i, %j] : memref<8x128x512xf64>
    }
  }
  affine.parallel (%b, %i, %j) = (0, 0, 0) to (8, 128, 64) {
    affine.for %k = 0 to 512 {
      %ab = affine.load %AB[%b, %i, %k] : memref<8x128x512xf64>
      %c = affine.load %C[%b, %k, %j] : memref<8x512x64xf64>
      %acc = affine.load %D[%b, %i, %j] : memref<8x128x64xf64>
      %p = arith.mulf %ab, %c : f64
      %s = arith.addf %acc, %p : f64
      affine.store %s, %D[%b, %i, %j] : memref<8x128x64xf64>
    }
  }
  return
}
