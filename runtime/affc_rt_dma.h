/*
 * affc_rt_dma.h - affine.dma_start / affine.dma_wait (the "dma" piece of
 * the runtime, copied into programs that use strided or asynchronous DMA).
 *
 * A transfer moves num elements of elem_size bytes from src to dst. It is
 * contiguous, or strided as MLIR's `stride, elements_per_stride` operands
 * say: the side in the slower memory space (the lower memory space number)
 * is walked in chunks of per_stride elements whose starts lie stride
 * elements apart, while the other side is one contiguous run. The C
 * emitter decides which side that is (AFFC_DMA_SRC_STRIDED or
 * AFFC_DMA_DST_STRIDED). Memory spaces are only numbers here: every
 * memref lives in host memory, so a DMA is a memcpy.
 *
 * --dma=sync (affc's default) copies at dma_start (affc_dma_copy, or a
 * plain memcpy for contiguous transfers) and dma_wait does nothing.
 *
 * --dma=async: affc_dma_start queues the transfer under the address of
 * its tag element, whatever the tag's element type; affc_dma_wait(tag)
 * finishes every queued transfer of that tag element (taking them in the
 * order they were started) and no others. Without OpenMP the waiter
 * copies them itself. With OpenMP (_OPENMP), each started transfer is also handed to
 * an OpenMP task, which copies it in the background when a free thread of
 * the team runs it before the wait (outside a parallel region OpenMP runs
 * a task at once: the copy happens at dma_start). Whichever of the task
 * and the waiter claims the transfer first (an atomic state) copies it,
 * and the waiter returns only once it is copied. So a wait never waits
 * for a task nobody runs (no deadlock even when every thread waits), a
 * transfer is copied exactly once, and the release/acquire on its state
 * orders the copy before everything after the wait. The queue is guarded
 * by a named critical section. A queued record is freed by the last of
 * its task and its waiter to let go of it; a transfer never waited for
 * stays queued (MLIR leaves its completion undefined too). The queue is
 * static, one per translation unit: a transfer must be waited for in the
 * C file that started it (affc writes a module as one file).
 *
 * As in MLIR, the program must not touch a transfer's source or
 * destination between its dma_start and its dma_wait. The element count
 * dma_wait repeats is not needed and is ignored.
 */
#ifndef AFFC_RT_DMA_H
#define AFFC_RT_DMA_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <stdatomic.h>
#endif

/* Which side of a transfer the stride applies to. */
enum {
  AFFC_DMA_CONTIGUOUS,
  AFFC_DMA_SRC_STRIDED,
  AFFC_DMA_DST_STRIDED,
};

/* One transfer: num elements of elem_size bytes; when strided, chunks of
 * per_stride elements stride elements apart on the strided side. */
typedef struct affc_dma_xfer {
  void *dst;
  const void *src;
  size_t elem_size;
  int64_t num, stride, per_stride;
  int strided; /* AFFC_DMA_CONTIGUOUS, _SRC_STRIDED or _DST_STRIDED */
} affc_dma_xfer;

/* Performs transfer x. A last chunk shorter than per_stride (num not a
 * multiple of it, which MLIR forbids) copies what is left; per_stride <= 0
 * makes the transfer contiguous. */
static inline void affc_dma_copy(const affc_dma_xfer *x) {
  if (x->num <= 0)
    return;
  if (x->strided == AFFC_DMA_CONTIGUOUS || x->per_stride <= 0) {
    memcpy(x->dst, x->src, (size_t)x->num * x->elem_size);
    return;
  }
  for (int64_t done = 0, k = 0; done < x->num; done += x->per_stride, k++) {
    int64_t n = x->num - done < x->per_stride ? x->num - done : x->per_stride;
    size_t slow = (size_t)(k * x->stride) * x->elem_size;
    size_t fast = (size_t)done * x->elem_size;
    memcpy((char *)x->dst + (x->strided == AFFC_DMA_DST_STRIDED ? slow : fast),
           (const char *)x->src +
               (x->strided == AFFC_DMA_SRC_STRIDED ? slow : fast),
           (size_t)n * x->elem_size);
  }
}

/* ------------------------------------------------------------ async */

#ifdef _OPENMP
#define AFFC_DMA_CRITICAL _Pragma("omp critical(affc_dma)")
#else
#define AFFC_DMA_CRITICAL
#endif

/* A started transfer waiting in the queue. */
typedef struct affc_dma_pending {
  affc_dma_xfer xfer;
  const void *tag; /* the tag element's address */
  struct affc_dma_pending *next;
#ifdef _OPENMP
  atomic_int state; /* AFFC_DMA_QUEUED, _COPYING or _DONE */
  atomic_int refs;  /* the task and the queue/waiter */
#endif
} affc_dma_pending;

enum { AFFC_DMA_QUEUED, AFFC_DMA_COPYING, AFFC_DMA_DONE };

/* The queue of started transfers, oldest first. */
typedef struct affc_dma_queue {
  affc_dma_pending *head, **tail;
} affc_dma_queue;

static inline affc_dma_queue *affc_dma_the_queue(void) {
  static affc_dma_queue q = {NULL, &q.head};
  return &q;
}

/* Unlinks and returns the oldest queued transfer of tag, or NULL. Call
 * inside AFFC_DMA_CRITICAL. */
static inline affc_dma_pending *affc_dma_take(affc_dma_queue *q,
                                              const void *tag) {
  for (affc_dma_pending **at = &q->head; *at; at = &(*at)->next) {
    affc_dma_pending *p = *at;
    if (p->tag != tag)
      continue;
    *at = p->next;
    if (q->tail == &p->next)
      q->tail = at;
    return p;
  }
  return NULL;
}

#ifdef _OPENMP
/* Copies p unless someone else claimed it first. */
static inline void affc_dma_claim(affc_dma_pending *p) {
  int queued = AFFC_DMA_QUEUED;
  if (atomic_compare_exchange_strong(&p->state, &queued, AFFC_DMA_COPYING)) {
    affc_dma_copy(&p->xfer);
    atomic_store_explicit(&p->state, AFFC_DMA_DONE, memory_order_release);
  }
}

/* Drops one reference to p; the last one frees it. */
static inline void affc_dma_release(affc_dma_pending *p) {
  if (atomic_fetch_sub(&p->refs, 1) == 1)
    free(p);
}

/* Queues p and offers it to a background task. */
static inline void affc_dma_enqueue(affc_dma_pending *p) {
  atomic_init(&p->state, AFFC_DMA_QUEUED);
  atomic_init(&p->refs, 2);
  AFFC_DMA_CRITICAL {
    affc_dma_queue *q = affc_dma_the_queue();
    *q->tail = p;
    q->tail = &p->next;
  }
#pragma omp task default(none) firstprivate(p)
  {
    affc_dma_claim(p);
    affc_dma_release(p);
  }
}

/* Finishes p (copying it unless a task has claimed it) and lets go. */
static inline void affc_dma_finish(affc_dma_pending *p) {
  affc_dma_claim(p);
  while (atomic_load_explicit(&p->state, memory_order_acquire) != AFFC_DMA_DONE)
    continue; /* another thread is copying it right now */
  affc_dma_release(p);
}
#else
static inline void affc_dma_enqueue(affc_dma_pending *p) {
  affc_dma_queue *q = affc_dma_the_queue();
  *q->tail = p;
  q->tail = &p->next;
}

static inline void affc_dma_finish(affc_dma_pending *p) {
  affc_dma_copy(&p->xfer);
  free(p);
}
#endif

/* --dma=async dma_start: starts transfer x under tag (the tag element's
 * address). Without memory for the record it copies at once. */
static inline void affc_dma_start(const void *tag, affc_dma_xfer x) {
  affc_dma_pending *p = malloc(sizeof *p);
  if (!p) {
    affc_dma_copy(&x);
    return;
  }
  p->xfer = x;
  p->tag = tag;
  p->next = NULL;
  affc_dma_enqueue(p);
}

/* --dma=async dma_wait: returns once every transfer started under tag
 * is complete. */
static inline void affc_dma_wait(const void *tag) {
  for (;;) {
    affc_dma_pending *p;
    AFFC_DMA_CRITICAL { p = affc_dma_take(affc_dma_the_queue(), tag); }
    if (!p)
      return;
    affc_dma_finish(p);
  }
}

#endif
