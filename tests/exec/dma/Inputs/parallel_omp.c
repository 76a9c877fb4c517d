/*
 * parallel_omp.c - what ../parallel.mlir does, by hand in C with the DMA
 * runtime (runtime/affc_rt_dma.h) under an OpenMP parallel loop, as
 * affc's C would be if it ran that affine.parallel in parallel. Built
 * with -fopenmp, each iteration's transfers become tasks that any thread
 * of the team may copy while the iteration goes on to its waits; exec.sh
 * runs it with 1, 2, 4 and 8 threads (and without OpenMP) and compares
 * what it prints with mlir-runner's run of Inputs/parallel_ref.mlir.
 */
#include "../../../../runtime/affc_rt_dma.h"
#include "../../../../runtime/affc_rt_print.h"

#ifdef _OPENMP
#define PARALLEL_FOR _Pragma("omp parallel for schedule(static)")
#else
#define PARALLEL_FOR
#endif

enum { ROWS = 8, COLS = 16, QUAD = 4 };

typedef struct Desc2 {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Desc2;

static void print(float *data, int64_t rows, int64_t cols) {
  Desc2 d = {data, data, 0, {rows, cols}, {cols, 1}};
  affc_printMemrefF32(2, &d);
}

/* Row i of a, squared, into b through the fast buffer buf; every 4th
 * element of row i from column 1 into s through quad. */
static void row(int64_t i, const float *a, float *buf, float *quad, float *b,
                float *s, int32_t *tags) {
  affc_dma_start(&tags[2 * i], (affc_dma_xfer){&buf[i * COLS], &a[i * COLS],
                 sizeof(float), COLS, 0, 0, AFFC_DMA_CONTIGUOUS});
  affc_dma_start(&tags[2 * i + 1], (affc_dma_xfer){&quad[i * QUAD],
                 &a[i * COLS + 1], sizeof(float), QUAD, 4, 1,
                 AFFC_DMA_SRC_STRIDED});
  affc_dma_wait(&tags[2 * i + 1]);
  affc_dma_wait(&tags[2 * i]);
  for (int64_t j = 0; j < COLS; j++)
    buf[i * COLS + j] *= buf[i * COLS + j];
  affc_dma_start(&tags[2 * i], (affc_dma_xfer){&b[i * COLS], &buf[i * COLS],
                 sizeof(float), COLS, 0, 0, AFFC_DMA_CONTIGUOUS});
  affc_dma_start(&tags[2 * i + 1], (affc_dma_xfer){&s[i * QUAD],
                 &quad[i * QUAD], sizeof(float), QUAD, 0, 0,
                 AFFC_DMA_CONTIGUOUS});
  affc_dma_wait(&tags[2 * i]);
  affc_dma_wait(&tags[2 * i + 1]);
}

int main(void) {
  static float a[ROWS * COLS], buf[ROWS * COLS], quad[ROWS * QUAD];
  static float b[ROWS * COLS], s[ROWS * QUAD];
  static int32_t tags[ROWS * 2];
  for (int64_t k = 0; k < ROWS * COLS; k++)
    a[k] = (float)k;
  PARALLEL_FOR
  for (int64_t i = 0; i < ROWS; i++)
    row(i, a, buf, quad, b, s, tags);
  print(b, ROWS, COLS);
  print(s, ROWS, QUAD);
  return 0;
}
