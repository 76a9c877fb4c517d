// affine.dma_start with and without the stride operands; its source,
// destination and tag memrefs may have different ranks.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %j], %tag[%z], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_start %src[%i, %j], %dst[%k, %j], %tag[%z], %num, %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: affine.dma_start %src[%i, symbol(%n)], %dst[0, 0], %tag[0], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>,
             %tag: memref<1xi32, 2>, %num: index, %stride: index,
             %per: index, %n: index) {
  %z = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 2 {
        affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %j], %tag[%z], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
        affine.dma_start %src[%i, %j], %dst[%k, %j], %tag[%z], %num, %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
        affine.dma_start %src[%i, symbol(%n)], %dst[0, 0], %tag[0], %num : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
      }
    }
  }
  return
}
