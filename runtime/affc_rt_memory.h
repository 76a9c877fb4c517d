/*
 * affc_rt_memory.h - memory helpers of affc's generated C (the "memory"
 * piece of the runtime, copied into programs that use it).
 *
 * affc_alloc backs memref.alloc with an alignment attribute; the memory
 * it returns is released with free(), like every other memref.alloc.
 * AFFC_PREFETCH is memref.prefetch / affine.prefetch: a hint where the
 * compiler has __builtin_prefetch, nothing otherwise.
 */
#ifndef AFFC_RT_MEMORY_H
#define AFFC_RT_MEMORY_H

#include <stddef.h>
#include <stdlib.h>

/* bytes of memory aligned to align (a power of two), or NULL. C11's
 * aligned_alloc wants a size that is a multiple of the alignment. */
static inline void *affc_alloc(size_t align, size_t bytes) {
  size_t rounded = (bytes + align - 1) / align * align;
  return aligned_alloc(align, rounded ? rounded : align);
}

#if defined(__GNUC__) || defined(__clang__)
#define AFFC_PREFETCH(addr, write, locality)                                   \
  __builtin_prefetch((addr), (write), (locality))
#else
#define AFFC_PREFETCH(addr, write, locality) ((void)(addr))
#endif

#endif
