/*
 * context.c - the IR context: arena, string interning and uniquing tables.
 *
 * Every IR object is carved out of a chunked bump arena: chunks come out
 * zeroed, are linked together, and are freed in one walk by
 * ir_context_destroy. Strings are interned in an open-addressing hash
 * table; the same table code backs the hash-consing of types, attributes
 * and affine objects (see context.h).
 *
 * Big blocks (arena chunks from 2 MiB on, large hash tables) are whole
 * huge pages: on Linux they are mapped directly, aligned, and marked for
 * transparent huge pages, so a module of hundreds of megabytes costs a few
 * hundred page faults instead of a hundred thousand, and the kernel's
 * zeroing is the only one.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif

#include "context.h"

#include <stdarg.h>

#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

struct ArenaChunk {
  ArenaChunk *prev;
  size_t size; /* of the whole chunk, header included */
  _Alignas(16) char data[];
};

/* Allocations are 8-byte aligned: no IR object needs more (no long
 * double, no vector types), and rounding every op's block to 16 bytes
 * cost about 4 bytes an op. */
enum {
  ARENA_ALIGN = 8,
  ARENA_FIRST_CHUNK = 64 * 1024,
  ARENA_MAX_CHUNK = 4 * 1024 * 1024,
  HUGE_PAGE = 2 * 1024 * 1024,
};

/* An interned string: the bytes follow the header, NUL-terminated. */
typedef struct InternedString {
  size_t len;
  char text[];
} InternedString;

_Noreturn void ir_oom(void) {
  fputs("affc: error: out of memory\n", stderr);
  exit(1);
}

/* Returns size bytes of zeroed memory (size > 0), or NULL. */
static void *block_alloc(size_t size) {
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

/* Frees a block of size bytes from block_alloc. */
static void block_free(void *p, size_t size) {
#if defined(__linux__) && defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
  if (p && size % HUGE_PAGE == 0) {
    munmap(p, size);
    return;
  }
#endif
  free(p);
}

IrContext *ir_context_create(void) {
  IrContext *ctx = calloc(1, sizeof *ctx);
  if (!ctx)
    ir_oom();
  ctx->next_chunk_size = ARENA_FIRST_CHUNK;
  ctx->diag_out = stderr;
  return ctx;
}

void ir_context_destroy(IrContext *ctx) {
  if (!ctx)
    return;
  for (ArenaChunk *c = ctx->chunk, *prev; c; c = prev) {
    prev = c->prev;
    block_free(c, c->size);
  }
  for (int k = 0; k < UNIQ_NUM_KINDS; k++)
    block_free(ctx->tables[k].slots, ctx->tables[k].cap * sizeof(UniqEntry));
  for (unsigned i = 0; i < ctx->num_sources; i++)
    free(ctx->sources[i].line_starts);
  free(ctx->sources);
  free(ctx);
}

/* Links a zeroed chunk of cap bytes into the arena. A dedicated chunk
 * (one big allocation) goes behind the current chunk so that the current
 * chunk's free space is not lost; a regular chunk becomes current. */
static char *arena_add_chunk(IrContext *ctx, size_t cap, bool dedicated) {
  if (cap > SIZE_MAX - sizeof(ArenaChunk) - HUGE_PAGE)
    ir_oom();
  ArenaChunk *c = block_alloc(sizeof *c + cap);
  if (!c)
    ir_oom();
  c->size = sizeof *c + cap;
  if (dedicated && ctx->chunk) {
    c->prev = ctx->chunk->prev;
    ctx->chunk->prev = c;
    return c->data;
  }
  c->prev = ctx->chunk;
  ctx->chunk = c;
  if (!dedicated) {
    ctx->top = c->data;
    ctx->end = c->data + cap;
  }
  return c->data;
}

void *ir_alloc(IrContext *ctx, size_t size) {
  size_t rounded = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (rounded < size)
    ir_oom();
  if (rounded == 0)
    rounded = ARENA_ALIGN;
  if (rounded > ctx->next_chunk_size / 4) {
    ctx->last_alloc = NULL;
    return arena_add_chunk(ctx, rounded, true);
  }
  if (!ctx->top || (size_t)(ctx->end - ctx->top) < rounded) {
    arena_add_chunk(ctx, ctx->next_chunk_size - sizeof(ArenaChunk), false);
    if (ctx->next_chunk_size < ARENA_MAX_CHUNK)
      ctx->next_chunk_size *= 2;
  }
  char *p = ctx->top;
  ctx->top += rounded;
  ctx->last_alloc = p;
  return p;
}

char *ir_strndup(IrContext *ctx, const char *s, size_t len) {
  char *p = ir_alloc(ctx, len + 1);
  if (len)
    memcpy(p, s, len);
  return p;
}

char *ir_sprintf(IrContext *ctx, const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = ir_alloc(ctx, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, again);
  va_end(again);
  return p;
}

/* Grows in place when old is the arena's latest allocation and the chunk
 * has room (the space past the top is still zero); otherwise copies. */
void *ir_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
              size_t elem_size) {
  if (new_cap && elem_size > SIZE_MAX / new_cap)
    ir_oom();
  size_t need = new_cap * elem_size;
  if (old && old == ctx->last_alloc) {
    size_t rounded = (need + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (rounded >= (size_t)(ctx->top - ctx->last_alloc) &&
        rounded <= (size_t)(ctx->end - ctx->last_alloc)) {
      ctx->top = ctx->last_alloc + rounded;
      return old;
    }
  }
  void *p = ir_alloc(ctx, need);
  size_t keep = old_len < new_cap ? old_len : new_cap;
  if (old && keep)
    memcpy(p, old, keep * elem_size);
  return p;
}

/* Hashes len bytes eight at a time (a multiply-xorshift mix per word). */
uint64_t ir_hash_bytes(uint64_t h, const void *data, size_t len) {
  const unsigned char *p = data;
  h = ir_hash_mix(h, len);
  while (len >= 8) {
    uint64_t w;
    memcpy(&w, p, 8);
    h = ir_hash_mix(h, w);
    p += 8;
    len -= 8;
  }
  uint64_t w = 0;
  for (size_t i = 0; i < len; i++)
    w |= (uint64_t)p[i] << (8 * i);
  return ir_hash_mix(h, w);
}

/* Doubles table t (or creates it) and re-inserts every entry. */
static void uniq_rehash(UniqTable *t) {
  size_t cap = t->cap ? t->cap * 2 : 64;
  UniqEntry *slots = block_alloc(cap * sizeof *slots);
  if (!slots)
    ir_oom();
  for (size_t i = 0; i < t->cap; i++) {
    if (!t->slots[i].obj)
      continue;
    size_t j = t->slots[i].hash & (cap - 1);
    while (slots[j].obj)
      j = (j + 1) & (cap - 1);
    slots[j] = t->slots[i];
  }
  block_free(t->slots, t->cap * sizeof *t->slots);
  t->slots = slots;
  t->cap = cap;
}

UniqEntry *ir_uniq_probe(IrContext *ctx, UniqKind kind, uint64_t hash,
                         UniqEqFn eq, const void *key) {
  UniqTable *t = &ctx->tables[kind];
  if ((t->count + 1) * 4 > t->cap * 3)
    uniq_rehash(t);
  size_t mask = t->cap - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    UniqEntry *e = &t->slots[i];
    if (!e->obj || (e->hash == hash && eq(e->obj, key)))
      return e;
  }
}

void *ir_uniq_fill(IrContext *ctx, UniqKind kind, UniqEntry *slot,
                   uint64_t hash, void *obj) {
  slot->hash = hash;
  slot->obj = obj;
  ctx->tables[kind].count++;
  return obj;
}

/* Key of a string lookup. */
typedef struct StringKey {
  const char *s;
  size_t len;
} StringKey;

static bool string_eq(const void *stored, const void *key) {
  const InternedString *is = stored;
  const StringKey *k = key;
  return is->len == k->len && memcmp(is->text, k->s, k->len) == 0;
}

/* The interned copy of s[0..len), found in or added to the table. */
static const char *intern_lookup(IrContext *ctx, const char *s, size_t len) {
  StringKey key = {s, len};
  uint64_t hash = ir_hash_bytes(0, s, len);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_STRING, hash, string_eq, &key);
  if (slot->obj)
    return ((InternedString *)slot->obj)->text;
  InternedString *is = ir_alloc(ctx, sizeof *is + len + 1);
  is->len = len;
  if (len)
    memcpy(is->text, s, len);
  ir_uniq_fill(ctx, UNIQ_STRING, slot, hash, is);
  return is->text;
}

/* Attribute names and the like are interned again and again from the same
 * literal or arena string: the latest answer for an address is checked
 * with one memcmp (the bytes there may have changed) before hashing. */
const char *ir_intern(IrContext *ctx, const char *s, size_t len) {
  size_t n = sizeof ctx->recent / sizeof ctx->recent[0];
  size_t i = (((uintptr_t)s >> 3) ^ len) % n;
  if (ctx->recent[i].text && ctx->recent[i].src == s &&
      ctx->recent[i].len == len &&
      (len == 0 || memcmp(ctx->recent[i].text, s, len) == 0))
    return ctx->recent[i].text;
  const char *text = intern_lookup(ctx, s, len);
  ctx->recent[i].src = s;
  ctx->recent[i].len = len;
  ctx->recent[i].text = text;
  return text;
}
