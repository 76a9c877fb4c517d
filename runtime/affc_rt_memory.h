/*
 * affc_rt_memory.h - memory helpers of affc's generated C (the "memory"
 * piece of the runtime, copied into programs that use it).
 *
 * affc_alloc backs memref.alloc with an alignment attribute, affc_realloc
 * memref.realloc with one; the memory they return is released with free(),
 * like every other memref.alloc.
 * AFFC_PREFETCH is memref.prefetch / affine.prefetch: a hint where the
 * compiler has __builtin_prefetch, nothing otherwise.
 */
#ifndef AFFC_RT_MEMORY_H
#define AFFC_RT_MEMORY_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* bytes of memory aligned to align (a power of two), or NULL. C11's
 * aligned_alloc wants a size that is a multiple of the alignment. */
static inline void *affc_alloc(size_t align, size_t bytes) {
  size_t rounded = (bytes + align - 1) / align * align;
  return aligned_alloc(align, rounded ? rounded : align);
}

/* p (from malloc, aligned_alloc or realloc) resized to bytes and aligned
 * to align, keeping the bytes both sizes hold, or NULL: realloc's result
 * when it happens to be aligned, else an aligned copy of it. */
static inline void *affc_realloc(void *p, size_t align, size_t bytes) {
  void *moved = realloc(p, bytes);
  if (!moved || (uintptr_t)moved % align == 0)
    return moved;
  void *aligned = affc_alloc(align, bytes);
  if (aligned)
    memcpy(aligned, moved, bytes);
  free(moved);
  return aligned;
}

#if defined(__GNUC__) || defined(__clang__)
#define AFFC_PREFETCH(addr, write, locality)                                   \
  __builtin_prefetch((addr), (write), (locality))
#else
#define AFFC_PREFETCH(addr, write, locality) ((void)(addr))
#endif

#endif
