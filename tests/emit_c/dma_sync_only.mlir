// A module whose only DMA is synchronous and contiguous: plain memcpy, no
// runtime piece; the tag (here a rank-0 f32 memref in space 2) is only
// named.
// RUN: %affc %s | FileCheck %s
// CHECK-NOT: affc_dma
// CHECK-LABEL: void g(int16_t *C, int16_t *D, float *U) {
// CHECK-NEXT: memcpy(&D[1], &C[0], sizeof(int16_t) * 3);
// CHECK-NEXT: (void)&U[0];
// CHECK-NEXT: (void)&U[0]; /* copied at its dma_start */
// CHECK-NOT: affc_dma
func.func @g(%C: memref<3xi16, 2>, %D: memref<2x2xi16>, %U: memref<f32, 2>) {
  %c3 = arith.constant 3 : index
  affine.dma_start %C[0], %D[0, 1], %U[], %c3 : memref<3xi16, 2>, memref<2x2xi16>, memref<f32, 2>
  affine.dma_wait %U[], %c3 : memref<f32, 2>
  return
}
