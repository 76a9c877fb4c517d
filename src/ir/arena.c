/*
 * arena.c - chunked bump allocators (arena.h).
 *
 * Chunks start at 2 MiB and double up to 4 MiB. Big blocks (chunks, large
 * hash tables) are whole huge pages: on Linux they are mapped
 * directly, aligned, and marked for transparent huge pages, so a module of
 * hundreds of megabytes costs a few hundred page faults instead of a
 * hundred thousand, and the kernel's zeroing is the only one.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif

#include "arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "ir.h"

/* Under AddressSanitizer, an arena's free space is poisoned: memory read
 * or written after arena_release handed it back (a streamed function's IR
 * kept past its function) is reported where it happens. */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

struct ArenaChunk {
  ArenaChunk *prev;
  size_t size; /* of the whole chunk, header included */
  size_t used; /* bytes of data handed out, once the chunk is not current */
  _Alignas(16) char data[];
};

/* Allocations are 8-byte aligned: no IR object needs more (no long
 * double, no vector types), and rounding every op's block to 16 bytes
 * cost about 4 bytes an op. */
enum {
  ARENA_ALIGN = 8,
  HUGE_PAGE = 2 * 1024 * 1024,
  ARENA_FIRST_CHUNK = HUGE_PAGE,
  ARENA_MAX_CHUNK = 2 * HUGE_PAGE,
};

void *pages_alloc(size_t size) {
#if defined(__linux__) && defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
  if (size % HUGE_PAGE == 0) {
    size_t span = size + HUGE_PAGE;
    char *raw = mmap(NULL, span, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
      return NULL;
    char *p = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) &
                       ~(uintptr_t)(HUGE_PAGE - 1));
    if (p > raw)
      munmap(raw, (size_t)(p - raw));
    if (raw + span > p + size)
      munmap(p + size, (size_t)(raw + span - (p + size)));
    madvise(p, size, MADV_HUGEPAGE);
    return p;
  }
#endif
  return calloc(1, size);
}

size_t pages_round(size_t size) {
  if (size < HUGE_PAGE / 16 || size > SIZE_MAX - HUGE_PAGE)
    return size;
  return (size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
}

void pages_free(void *p, size_t size) {
#if defined(__linux__) && defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
  if (p && size % HUGE_PAGE == 0) {
    munmap(p, size);
    return;
  }
#endif
  free(p);
}

void arena_init(Arena *a) {
  *a = (Arena){.next_chunk_size = ARENA_FIRST_CHUNK};
}

static void free_chunk(ArenaChunk *c) {
  UNPOISON(c, c->size);
  pages_free(c, c->size);
}

static void free_chunks(ArenaChunk *c) {
  for (ArenaChunk *prev; c; c = prev) {
    prev = c->prev;
    free_chunk(c);
  }
}

void arena_destroy(Arena *a) {
  free_chunks(a->chunk);
  free_chunks(a->spare);
  free_chunks(a->big);
  *a = (Arena){0};
}

/* A zeroed chunk with room for cap bytes of data. */
static ArenaChunk *chunk_new(size_t cap) {
  if (cap > SIZE_MAX - sizeof(ArenaChunk) - HUGE_PAGE)
    ir_oom();
  ArenaChunk *c = pages_alloc(sizeof *c + cap);
  if (!c)
    ir_oom();
  c->size = sizeof *c + cap;
  POISON(c->data, cap);
  return c;
}

static size_t chunk_cap(const ArenaChunk *c) { return c->size - sizeof *c; }

/* Makes a chunk with room for at least need bytes current: a spare one
 * when the first spare is big enough, else a new one. */
static void next_chunk(Arena *a, size_t need) {
  if (a->chunk)
    a->chunk->used = (size_t)(a->top - a->chunk->data);
  ArenaChunk *c = a->spare;
  if (c && chunk_cap(c) >= need) {
    a->spare = c->prev;
  } else {
    c = chunk_new(a->next_chunk_size - sizeof(ArenaChunk));
    if (a->next_chunk_size < ARENA_MAX_CHUNK)
      a->next_chunk_size *= 2;
  }
  c->prev = a->chunk;
  a->chunk = c;
  a->top = c->data;
  a->end = c->data + chunk_cap(c);
}

void *arena_alloc(Arena *a, size_t size) {
  size_t rounded = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (rounded < size)
    ir_oom();
  if (rounded == 0)
    rounded = ARENA_ALIGN;
  if (rounded > a->next_chunk_size / 4) {
    ArenaChunk *c = chunk_new(rounded);
    c->prev = a->big;
    a->big = c;
    a->last_alloc = NULL;
    UNPOISON(c->data, rounded);
    return c->data;
  }
  if (!a->top || (size_t)(a->end - a->top) < rounded)
    next_chunk(a, rounded);
  char *p = a->top;
  a->top += rounded;
  a->last_alloc = p;
  UNPOISON(p, rounded);
  return p;
}

/* Grows in place when old is the arena's latest allocation and the chunk
 * has room (the space past the top is still zero); otherwise copies. */
void *arena_grow(Arena *a, void *old, size_t old_len, size_t new_cap,
                 size_t elem_size) {
  if (new_cap && elem_size > SIZE_MAX / new_cap)
    ir_oom();
  size_t need = new_cap * elem_size;
  if (old && old == a->last_alloc) {
    size_t rounded = (need + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (rounded >= (size_t)(a->top - a->last_alloc) &&
        rounded <= (size_t)(a->end - a->last_alloc)) {
      a->top = a->last_alloc + rounded;
      UNPOISON(old, rounded);
      return old;
    }
  }
  void *p = arena_alloc(a, need);
  size_t keep = old_len < new_cap ? old_len : new_cap;
  if (old && keep)
    memcpy(p, old, keep * elem_size);
  return p;
}

ArenaMark arena_mark(const Arena *a) {
  return (ArenaMark){a->chunk, a->big, a->top};
}

void arena_release(Arena *a, ArenaMark mark) {
  while (a->big != mark.big) {
    ArenaChunk *c = a->big;
    a->big = c->prev;
    free_chunk(c);
  }
  char *used_end = a->top;
  while (a->chunk != mark.chunk) {
    ArenaChunk *c = a->chunk;
    memset(c->data, 0, (size_t)(used_end - c->data));
    POISON(c->data, (size_t)(used_end - c->data));
    a->chunk = c->prev;
    c->prev = a->spare;
    a->spare = c;
    used_end = a->chunk ? a->chunk->data + a->chunk->used : NULL;
  }
  if (a->chunk) {
    memset(mark.top, 0, (size_t)(used_end - mark.top));
    POISON(mark.top, (size_t)(used_end - mark.top));
  }
  a->top = mark.top;
  a->end = a->chunk ? a->chunk->data + chunk_cap(a->chunk) : NULL;
  a->last_alloc = NULL;
}
