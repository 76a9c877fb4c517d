/*
 * context.c - the IR context: arenas, string interning and uniquing tables.
 *
 * Every IR object is carved out of one of the context's two arenas
 * (arena.h): ops, blocks and values out of `body`, everything else out of
 * `arena`. Strings are interned in an open-addressing hash table; the same
 * table code backs the hash-consing of types, attributes and affine
 * objects (see context.h).
 */
#include "context.h"
#include "stream.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* An interned string: the bytes follow the header, NUL-terminated. */
typedef struct InternedString {
  size_t len;
  char text[];
} InternedString;

_Noreturn void ir_oom(void) {
  fputs("affc: error: out of memory\n", stderr);
  exit(1);
}

IrContext *ir_context_create(void) {
  IrContext *ctx = calloc(1, sizeof *ctx);
  if (!ctx)
    ir_oom();
  arena_init(&ctx->arena);
  arena_init(&ctx->body);
  ctx->diag_out = stderr;
  return ctx;
}

void ir_context_destroy(IrContext *ctx) {
  if (!ctx)
    return;
  ir_stream_destroy(ctx);
  arena_destroy(&ctx->arena);
  arena_destroy(&ctx->body);
  for (int k = 0; k < UNIQ_NUM_KINDS; k++)
    pages_free(ctx->tables[k].slots, ctx->tables[k].cap * sizeof(UniqEntry));
  for (unsigned i = 0; i < ctx->num_sources; i++)
    free(ctx->sources[i].line_starts);
  free(ctx->sources);
  free(ctx);
}

void *ir_alloc(IrContext *ctx, size_t size) {
  return arena_alloc(&ctx->arena, size);
}

void *ir_body_alloc(IrContext *ctx, size_t size) {
  return arena_alloc(&ctx->body, size);
}

void *ir_body_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
                   size_t elem_size) {
  return arena_grow(&ctx->body, old, old_len, new_cap, elem_size);
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

void *ir_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
              size_t elem_size) {
  return arena_grow(&ctx->arena, old, old_len, new_cap, elem_size);
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
  UniqEntry *slots = pages_alloc(cap * sizeof *slots);
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
  pages_free(t->slots, t->cap * sizeof *t->slots);
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
