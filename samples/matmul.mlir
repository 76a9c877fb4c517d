// Dense matrix multiplication C += A * B on statically shaped buffers.
//
// Try:  affc --emit=mlir samples/matmul.mlir
func.func @matmul(%A: memref<64x128xf32>, %B: memref<128x32xf32>,
                  %C: memref<64x32xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      affine.for %k = 0 to 128 {
        %a = affine.load %A[%i, %k] : memref<64x128xf32>
        %b = affine.load %B[%k, %j] : memref<128x32xf32>
        %c = affine.load %C[%i, %j] : memref<64x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x32xf32>
      }
    }
  }
  return
}
