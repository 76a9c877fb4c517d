/*
 * context.c - the IR context: arenas, string interning and uniquing tables.
 *
 * Every IR object is carved out of one of the context's two arenas
 * (arena.h): ops, blocks and values out of `body`, everything else out of
 * `arena`. Strings are interned in an open-addressing hash table; the same
 * table code backs the hash-consing of types, attributes and affine
 * objects (see context.h). The tables may be shared by sibling contexts on
 * other threads: lookups that find their object take no lock.
 */
#include "context.h"
#include "stream.h"

#include <assert.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* An interned string: the bytes follow the header, NUL-terminated. */
typedef struct InternedString {
  size_t len;
  char text[];
} InternedString;
_Static_assert(offsetof(InternedString, text) == sizeof(size_t),
               "ir_interned_len (ir.h) reads the length just before the text");

_Noreturn void ir_oom(void) {
  fputs("affc: error: out of memory\n", stderr);
  exit(1);
}

static IrContext *context_new(void) {
  IrContext *ctx = calloc(1, sizeof *ctx);
  if (!ctx)
    ir_oom();
  arena_init(&ctx->arena);
  arena_init(&ctx->body);
  arena_init(&ctx->scratch);
  ctx->diag_out = stderr;
  return ctx;
}

static UniqSlots *slots_new(size_t cap, UniqSlots *retired) {
  UniqSlots *s = malloc(sizeof *s);
  if (!s)
    ir_oom();
  s->entries = pages_alloc(cap * sizeof *s->entries);
  if (!s->entries)
    ir_oom();
  s->cap = cap;
  s->retired = retired;
  return s;
}

IrContext *ir_context_create(void) {
  IrContext *ctx = context_new();
  ctx->uniq = aligned_alloc(_Alignof(UniqTables), sizeof *ctx->uniq);
  if (!ctx->uniq)
    ir_oom();
  memset(ctx->uniq, 0, sizeof *ctx->uniq);
  for (int k = 0; k < UNIQ_NUM_KINDS; k++) {
    UniqTable *t = &ctx->uniq->kinds[k];
    pthread_mutex_init(&t->lock, NULL);
    atomic_init(&t->slots, slots_new(64, NULL));
  }
  return ctx;
}

IrContext *ir_context_create_sibling(IrContext *owner) {
  IrContext *ctx = context_new();
  ctx->uniq = owner->uniq;
  ctx->owner = owner;
  ctx->next_sibling = owner->siblings;
  owner->siblings = ctx;
  return ctx;
}

static void uniq_tables_free(UniqTables *u) {
  for (int k = 0; k < UNIQ_NUM_KINDS; k++) {
    UniqTable *t = &u->kinds[k];
    for (UniqSlots *s = atomic_load(&t->slots), *older; s; s = older) {
      older = s->retired;
      pages_free(s->entries, s->cap * sizeof *s->entries);
      free(s);
    }
    pthread_mutex_destroy(&t->lock);
  }
  free(u);
}

void ir_context_destroy(IrContext *ctx) {
  if (!ctx)
    return;
  for (IrContext *s = ctx->siblings, *next; s; s = next) {
    next = s->next_sibling;
    ir_context_destroy(s);
  }
  ir_stream_destroy(ctx);
  arena_destroy(&ctx->arena);
  arena_destroy(&ctx->body);
  arena_destroy(&ctx->scratch);
  if (!ctx->owner)
    uniq_tables_free(ctx->uniq);
  for (unsigned i = 0; i < ctx->num_sources; i++)
    free(ctx->sources[i].line_starts);
  free(ctx->sources);
  free(ctx);
}

/* The arena ir_alloc takes from: scratch, except for uniqued objects. */
static Arena *alloc_arena(IrContext *ctx) {
  return ctx->in_scratch && !ctx->building ? &ctx->scratch : &ctx->arena;
}

void *ir_alloc(IrContext *ctx, size_t size) {
  return arena_alloc(alloc_arena(ctx), size);
}

void ir_scratch_begin(IrContext *ctx) {
  assert(!ctx->in_scratch);
  ctx->in_scratch = true;
  ctx->scratch_start = arena_mark(&ctx->scratch);
}

void ir_scratch_end(IrContext *ctx) {
  ctx->in_scratch = false;
  arena_release(&ctx->scratch, ctx->scratch_start);
}

void *ir_temp_alloc(IrContext *ctx, size_t size) {
  return ir_body_alloc(ctx, size);
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

char *ir_vsprintf(IrContext *ctx, const char *fmt, va_list ap) {
  va_list again;
  va_copy(again, ap);
  int n = vsnprintf(NULL, 0, fmt, again);
  va_end(again);
  char *p = ir_alloc(ctx, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  return p;
}

char *ir_sprintf(IrContext *ctx, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = ir_vsprintf(ctx, fmt, ap);
  va_end(ap);
  return p;
}

void *ir_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
              size_t elem_size) {
  return arena_grow(alloc_arena(ctx), old, old_len, new_cap, elem_size);
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

/* Doubles table t (or more, to whole huge pages; the cap stays a power of
 * two) under its lock: the entries go to a new array, which is published,
 * and the old one is retired. */
static void uniq_grow(UniqTable *t) {
  UniqSlots *old = atomic_load_explicit(&t->slots, memory_order_relaxed);
  size_t bytes = pages_round(old->cap * 2 * sizeof(UniqEntry));
  UniqSlots *s = slots_new(bytes / sizeof(UniqEntry), old);
  size_t mask = s->cap - 1;
  for (size_t i = 0; i < old->cap; i++) {
    void *obj = atomic_load_explicit(&old->entries[i].obj, memory_order_relaxed);
    if (!obj)
      continue;
    size_t j = old->entries[i].hash & mask;
    while (atomic_load_explicit(&s->entries[j].obj, memory_order_relaxed))
      j = (j + 1) & mask;
    s->entries[j].hash = old->entries[i].hash;
    atomic_store_explicit(&s->entries[j].obj, obj, memory_order_relaxed);
  }
  atomic_store_explicit(&t->slots, s, memory_order_release);
}

/* The slot of s holding key, or the empty slot where it would go; *found
 * is the object that matched, or NULL. Without the lock, the empty slot
 * may be filled with another key the moment after it was read: only
 * *found says whether key was there. */
static UniqEntry *uniq_find(UniqSlots *s, uint64_t hash, UniqEqFn eq,
                            const void *key, void **found) {
  size_t mask = s->cap - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    UniqEntry *e = &s->entries[i];
    void *obj = atomic_load_explicit(&e->obj, memory_order_acquire);
    if (!obj || (e->hash == hash && eq(obj, key))) {
      *found = obj;
      return e;
    }
  }
}

UniqEntry *ir_uniq_probe(IrContext *ctx, UniqKind kind, uint64_t hash,
                         UniqEqFn eq, const void *key) {
  UniqTable *t = &ctx->uniq->kinds[kind];
  UniqSlots *s = atomic_load_explicit(&t->slots, memory_order_acquire);
  void *found;
  UniqEntry *e = uniq_find(s, hash, eq, key, &found);
  if (found)
    return e;
  pthread_mutex_lock(&t->lock);
  s = atomic_load_explicit(&t->slots, memory_order_relaxed);
  if ((t->count + 1) * 4 > s->cap * 3) {
    uniq_grow(t);
    s = atomic_load_explicit(&t->slots, memory_order_relaxed);
  }
  e = uniq_find(s, hash, eq, key, &found);
  if (found)
    pthread_mutex_unlock(&t->lock); /* added since the first look */
  else
    ctx->building++; /* until ir_uniq_fill */
  return e;
}

void *ir_uniq_fill(IrContext *ctx, UniqKind kind, UniqEntry *slot,
                   uint64_t hash, void *obj) {
  UniqTable *t = &ctx->uniq->kinds[kind];
  slot->hash = hash;
  atomic_store_explicit(&slot->obj, obj, memory_order_release);
  t->count++;
  ctx->building--;
  pthread_mutex_unlock(&t->lock);
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
