// The C of affine DMA. --dma=sync (the default): a contiguous transfer is
// a memcpy, a strided one affc_dma_copy with the stride on the memref in
// the slower (lower) memory space, and dma_wait only names its tag.
// --dma=async: affc_dma_start queues each transfer under its tag
// element's address and affc_dma_wait finishes that tag's transfers.
// RUN: %affc %s | FileCheck %s --check-prefix=SYNC
// RUN: %affc --dma=sync %s | FileCheck %s --check-prefix=SYNC
// RUN: %affc --dma=async %s | FileCheck %s --check-prefix=ASYNC
// RUN: not %affc --dma=later %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %affc --help | FileCheck %s --check-prefix=HELP

// SYNC-LABEL: void f(float *A, float *B, int32_t *T, int64_t n) {
// SYNC: for (int64_t i = 0; i < 2; i++) {
// SYNC-NEXT: memcpy(&B[0], &A[(i * 4) * 8], sizeof(float) * 16);
// SYNC-NEXT: (void)&T[i];
// SYNC-NEXT: affc_dma_copy(&(affc_dma_xfer){&B[0], &A[i], sizeof(float), n, 8, 4, AFFC_DMA_SRC_STRIDED});
// SYNC-NEXT: (void)&T[i];
// SYNC-NEXT: affc_dma_copy(&(affc_dma_xfer){&A[i * 8 + 2], &B[0], sizeof(float), 16, 8, 4, AFFC_DMA_DST_STRIDED});
// SYNC-NEXT: (void)&T[-i + 1];
// SYNC-NEXT: (void)&T[i]; /* copied at its dma_start */

// ASYNC: #ifndef AFFC_RT_DMA_H
// ASYNC-LABEL: void f(float *A, float *B, int32_t *T, int64_t n) {
// ASYNC: for (int64_t i = 0; i < 2; i++) {
// ASYNC-NEXT: affc_dma_start(&T[i], (affc_dma_xfer){&B[0], &A[(i * 4) * 8], sizeof(float), 16, 0, 0, AFFC_DMA_CONTIGUOUS});
// ASYNC-NEXT: affc_dma_start(&T[i], (affc_dma_xfer){&B[0], &A[i], sizeof(float), n, 8, 4, AFFC_DMA_SRC_STRIDED});
// ASYNC-NEXT: affc_dma_start(&T[-i + 1], (affc_dma_xfer){&A[i * 8 + 2], &B[0], sizeof(float), 16, 8, 4, AFFC_DMA_DST_STRIDED});
// ASYNC-NEXT: affc_dma_wait(&T[i]);

// BAD: affc: error: unknown --dma 'later' (known: sync, async)
// HELP: --dma=sync
// HELP-NEXT: (default)
// HELP-NEXT: --dma=async

func.func @f(%A: memref<8x8xf32>, %B: memref<16xf32, 1>, %T: memref<2xi32>, %n: index) {
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 2 {
    affine.dma_start %A[%i * 4, 0], %B[0], %T[%i], %c16 : memref<8x8xf32>, memref<16xf32, 1>, memref<2xi32>
    affine.dma_start %A[0, %i], %B[0], %T[%i], %n, %c8, %c4 : memref<8x8xf32>, memref<16xf32, 1>, memref<2xi32>
    affine.dma_start %B[0], %A[%i, 2], %T[1 - %i], %c16, %c8, %c4 : memref<16xf32, 1>, memref<8x8xf32>, memref<2xi32>
    affine.dma_wait %T[%i], %c16 : memref<2xi32>
  }
  return
}
