/*
 * test_rt_dma.c - the DMA runtime piece (runtime/affc_rt_dma.h).
 *
 * A table of transfers, contiguous and strided on either side, with the
 * destination each must leave; then the asynchronous queue (built without
 * OpenMP here, so the waiter does the copies): a transfer is not done
 * before its tag's wait, a wait finishes every transfer of its tag and
 * none of another, and waiting on a tag with nothing started returns.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "../../runtime/affc_rt_dma.h"

enum { N = 12 };

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "test_rt_dma: FAILED: %s\n", what);
    failures++;
  }
}

/* src[i] = i; dst starts as all -1. */
static const struct {
  const char *what;
  int64_t num, stride, per_stride;
  int strided;
  int dst[N];
} copies[] = {
    {"contiguous", 5, 0, 0, AFFC_DMA_CONTIGUOUS,
     {0, 1, 2, 3, 4, -1, -1, -1, -1, -1, -1, -1}},
    {"strided source: 3 chunks of 2, 5 apart", 6, 5, 2, AFFC_DMA_SRC_STRIDED,
     {0, 1, 5, 6, 10, 11, -1, -1, -1, -1, -1, -1}},
    {"strided destination: 2 chunks of 3, 4 apart", 6, 4, 3,
     AFFC_DMA_DST_STRIDED, {0, 1, 2, -1, 3, 4, 5, -1, -1, -1, -1, -1}},
    {"a short last chunk", 5, 4, 2, AFFC_DMA_SRC_STRIDED,
     {0, 1, 4, 5, 8, -1, -1, -1, -1, -1, -1, -1}},
    {"elements per stride 0: contiguous", 3, 4, 0, AFFC_DMA_SRC_STRIDED,
     {0, 1, 2, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
    {"no elements", 0, 4, 2, AFFC_DMA_DST_STRIDED,
     {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}},
};

static void fill(int *src, int *dst) {
  for (int i = 0; i < N; i++) {
    src[i] = i;
    dst[i] = -1;
  }
}

static void check_copies(void) {
  for (size_t r = 0; r < sizeof copies / sizeof copies[0]; r++) {
    int src[N], dst[N];
    fill(src, dst);
    affc_dma_copy(&(affc_dma_xfer){dst, src, sizeof(int), copies[r].num,
                                   copies[r].stride, copies[r].per_stride,
                                   copies[r].strided});
    check(!memcmp(dst, copies[r].dst, sizeof dst), copies[r].what);
  }
}

static void check_async(void) {
  int src[N], a[N], b[N];
  int32_t tags[2] = {0, 0};
  fill(src, a);
  fill(src, b);
  affc_dma_start(&tags[0], (affc_dma_xfer){a, src, sizeof(int), 4, 0, 0,
                                           AFFC_DMA_CONTIGUOUS});
  affc_dma_start(&tags[1], (affc_dma_xfer){b, src, sizeof(int), 4, 0, 0,
                                           AFFC_DMA_CONTIGUOUS});
  affc_dma_start(&tags[0], (affc_dma_xfer){a + 6, src, sizeof(int), 4, 4, 2,
                                           AFFC_DMA_SRC_STRIDED});
  check(a[0] == -1 && b[0] == -1, "nothing copied before a wait");
  affc_dma_wait(&tags[0]);
  check(a[3] == 3 && a[6] == 0 && a[7] == 1 && a[8] == 4 && a[9] == 5,
        "the wait finished both transfers of its tag");
  check(b[0] == -1, "the wait left the other tag's transfer alone");
  affc_dma_wait(&tags[0]);
  check(b[0] == -1, "a second wait on a finished tag copies nothing");
  affc_dma_wait(&tags[1]);
  check(b[3] == 3 && b[4] == -1, "the other tag's wait finished it");
  check(affc_dma_the_queue()->head == NULL, "the queue is empty");
}

int main(void) {
  check_copies();
  check_async();
  if (failures)
    return 1;
  printf("test_rt_dma: all passed\n");
  return 0;
}
