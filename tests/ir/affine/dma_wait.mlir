// affine.dma_wait on a tag element.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.dma_wait %tag[%i], %num : memref<4xi32, 2>
// CHECK-NEXT: affine.dma_wait %tag[%i * 2 + symbol(%n)], %num : memref<4xi32, 2>
func.func @f(%tag: memref<4xi32, 2>, %num: index, %n: index) {
  affine.for %i = 0 to 2 {
    affine.dma_wait %tag[%i], %num : memref<4xi32, 2>
    affine.dma_wait %tag[symbol(%n) + 2 * %i], %num : memref<4xi32, 2>
  }
  return
}
