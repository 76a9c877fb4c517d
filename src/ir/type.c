/*
 * type.c - uniqued types.
 *
 * Types are hash-consed in the context: a constructor fills a key IrType on
 * the stack, looks it up, and copies it (with its arrays) into the arena
 * only when it is new. Child types and attributes are themselves uniqued,
 * so they compare by pointer. The most common scalar types are cached in
 * the context so that building them costs no hashing.
 */
#include <string.h>

#include "context.h"

/* Hashes an array of n pointers. */
static uint64_t hash_ptrs(uint64_t h, void *const *p, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    h = ir_hash_ptr(h, p[i]);
  return h;
}

static uint64_t hash_shaped(uint64_t h, const IrType *t) {
  int rank = t->u.shaped.rank;
  h = ir_hash_mix(h, (uint64_t)(int64_t)rank);
  if (rank > 0)
    h = ir_hash_bytes(h, t->u.shaped.shape, (size_t)rank * sizeof(int64_t));
  if (t->u.shaped.scalable)
    h = ir_hash_bytes(h, t->u.shaped.scalable, (size_t)rank * sizeof(bool));
  h = ir_hash_ptr(h, t->u.shaped.elem);
  h = ir_hash_ptr(h, t->u.shaped.layout);
  return ir_hash_ptr(h, t->u.shaped.space);
}

/* The hash of a type key; it agrees with type_eq. */
static uint64_t type_hash(const IrType *t) {
  uint64_t h = ir_hash_mix(0x7e57, (uint64_t)t->kind);
  switch (t->kind) {
  case IR_TYPE_INTEGER:
    h = ir_hash_mix(h, t->u.integer.width);
    return ir_hash_mix(h, (uint64_t)t->u.integer.signedness);
  case IR_TYPE_FLOAT:
    return ir_hash_mix(h, (uint64_t)t->u.fp.kind);
  case IR_TYPE_INDEX:
  case IR_TYPE_NONE:
    return h;
  case IR_TYPE_FUNCTION:
    h = ir_hash_mix(h, t->u.func.num_inputs);
    h = hash_ptrs(h, (void *const *)t->u.func.inputs, t->u.func.num_inputs);
    h = ir_hash_mix(h, t->u.func.num_results);
    return hash_ptrs(h, (void *const *)t->u.func.results,
                     t->u.func.num_results);
  case IR_TYPE_MEMREF:
  case IR_TYPE_VECTOR:
  case IR_TYPE_TENSOR:
    return hash_shaped(h, t);
  case IR_TYPE_TUPLE:
    h = ir_hash_mix(h, t->u.tuple.num);
    return hash_ptrs(h, (void *const *)t->u.tuple.elems, t->u.tuple.num);
  case IR_TYPE_COMPLEX:
    return ir_hash_ptr(h, t->u.complex.elem);
  case IR_TYPE_OPAQUE:
    return ir_hash_ptr(h, t->u.opaque.text);
  }
  return h;
}

static bool ptrs_eq(IrType *const *a, IrType *const *b, unsigned n) {
  return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static bool shaped_eq(const IrType *a, const IrType *b) {
  int rank = a->u.shaped.rank;
  if (rank != b->u.shaped.rank || a->u.shaped.elem != b->u.shaped.elem ||
      a->u.shaped.layout != b->u.shaped.layout ||
      a->u.shaped.space != b->u.shaped.space)
    return false;
  if (rank > 0 && memcmp(a->u.shaped.shape, b->u.shaped.shape,
                         (size_t)rank * sizeof(int64_t)) != 0)
    return false;
  if (!a->u.shaped.scalable || !b->u.shaped.scalable)
    return a->u.shaped.scalable == b->u.shaped.scalable;
  return memcmp(a->u.shaped.scalable, b->u.shaped.scalable,
                (size_t)rank * sizeof(bool)) == 0;
}

/* Structural equality of a stored type and a key of the same hash. */
static bool type_eq(const void *stored, const void *key) {
  const IrType *a = stored, *b = key;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case IR_TYPE_INTEGER:
    return a->u.integer.width == b->u.integer.width &&
           a->u.integer.signedness == b->u.integer.signedness;
  case IR_TYPE_FLOAT:
    return a->u.fp.kind == b->u.fp.kind;
  case IR_TYPE_INDEX:
  case IR_TYPE_NONE:
    return true;
  case IR_TYPE_FUNCTION:
    return a->u.func.num_inputs == b->u.func.num_inputs &&
           a->u.func.num_results == b->u.func.num_results &&
           ptrs_eq(a->u.func.inputs, b->u.func.inputs, a->u.func.num_inputs) &&
           ptrs_eq(a->u.func.results, b->u.func.results,
                   a->u.func.num_results);
  case IR_TYPE_MEMREF:
  case IR_TYPE_VECTOR:
  case IR_TYPE_TENSOR:
    return shaped_eq(a, b);
  case IR_TYPE_TUPLE:
    return a->u.tuple.num == b->u.tuple.num &&
           ptrs_eq(a->u.tuple.elems, b->u.tuple.elems, a->u.tuple.num);
  case IR_TYPE_COMPLEX:
    return a->u.complex.elem == b->u.complex.elem;
  case IR_TYPE_OPAQUE:
    return a->u.opaque.text == b->u.opaque.text;
  }
  return false;
}

/* Copies n elements of size elem from src into the arena (NULL when n is
 * zero or src is NULL). */
static void *arena_copy(IrContext *ctx, const void *src, size_t n,
                        size_t elem) {
  if (!src || n == 0)
    return NULL;
  void *p = ir_alloc(ctx, n * elem);
  memcpy(p, src, n * elem);
  return p;
}

/* Returns the unique type equal to key, copying key and its arrays into
 * the arena when it is new. */
static IrType *type_get(IrContext *ctx, const IrType *key) {
  uint64_t hash = type_hash(key);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_TYPE, hash, type_eq, key);
  if (slot->obj)
    return slot->obj;
  IrType *t = ir_alloc(ctx, sizeof *t);
  *t = *key;
  switch (t->kind) {
  case IR_TYPE_FUNCTION:
    t->u.func.inputs = arena_copy(ctx, key->u.func.inputs,
                                  key->u.func.num_inputs, sizeof(IrType *));
    t->u.func.results = arena_copy(ctx, key->u.func.results,
                                   key->u.func.num_results, sizeof(IrType *));
    break;
  case IR_TYPE_MEMREF:
  case IR_TYPE_VECTOR:
  case IR_TYPE_TENSOR: {
    size_t rank = key->u.shaped.rank > 0 ? (size_t)key->u.shaped.rank : 0;
    t->u.shaped.shape = arena_copy(ctx, key->u.shaped.shape, rank,
                                   sizeof(int64_t));
    t->u.shaped.scalable = arena_copy(ctx, key->u.shaped.scalable, rank,
                                      sizeof(bool));
    break;
  }
  case IR_TYPE_TUPLE:
    t->u.tuple.elems = arena_copy(ctx, key->u.tuple.elems, key->u.tuple.num,
                                  sizeof(IrType *));
    break;
  default:
    break;
  }
  return ir_uniq_fill(ctx, UNIQ_TYPE, slot, hash, t);
}

IrType *ir_type_integer(IrContext *ctx, unsigned width, IrSignedness s) {
  IrType **cache =
      width <= 64 && (unsigned)s < 3 ? &ctx->int_types[s][width] : NULL;
  if (cache && *cache)
    return *cache;
  IrType key = {.kind = IR_TYPE_INTEGER};
  key.u.integer.width = width;
  key.u.integer.signedness = s;
  IrType *t = type_get(ctx, &key);
  if (cache)
    *cache = t;
  return t;
}

IrType *ir_type_index(IrContext *ctx) {
  if (!ctx->index_type)
    ctx->index_type = type_get(ctx, &(IrType){.kind = IR_TYPE_INDEX});
  return ctx->index_type;
}

IrType *ir_type_float(IrContext *ctx, IrFloatKind kind) {
  if (!ctx->float_types[kind]) {
    IrType key = {.kind = IR_TYPE_FLOAT};
    key.u.fp.kind = kind;
    ctx->float_types[kind] = type_get(ctx, &key);
  }
  return ctx->float_types[kind];
}

IrType *ir_type_none(IrContext *ctx) {
  if (!ctx->none_type)
    ctx->none_type = type_get(ctx, &(IrType){.kind = IR_TYPE_NONE});
  return ctx->none_type;
}

IrType *ir_type_function(IrContext *ctx, unsigned num_inputs, IrType **inputs,
                         unsigned num_results, IrType **results) {
  IrType key = {.kind = IR_TYPE_FUNCTION};
  key.u.func.num_inputs = num_inputs;
  key.u.func.inputs = inputs;
  key.u.func.num_results = num_results;
  key.u.func.results = results;
  return type_get(ctx, &key);
}

/* Builds a memref, vector or tensor type. A scalable array with no true
 * entry is dropped, so vector<4xf32> has one representation. */
static IrType *shaped_get(IrContext *ctx, IrTypeKind kind, int rank,
                          const int64_t *shape, const bool *scalable,
                          IrType *elem, IrAttr *layout, IrAttr *space) {
  IrType key = {.kind = kind};
  bool any_scalable = false;
  for (int i = 0; scalable && i < rank; i++)
    any_scalable |= scalable[i];
  key.u.shaped.rank = rank;
  key.u.shaped.shape = rank > 0 ? (int64_t *)shape : NULL;
  key.u.shaped.scalable = any_scalable ? (bool *)scalable : NULL;
  key.u.shaped.elem = elem;
  key.u.shaped.layout = layout;
  key.u.shaped.space = space;
  return type_get(ctx, &key);
}

IrType *ir_type_memref(IrContext *ctx, int rank, const int64_t *shape,
                       IrType *elem, IrAttr *layout, IrAttr *space) {
  return shaped_get(ctx, IR_TYPE_MEMREF, rank, shape, NULL, elem, layout,
                    space);
}

IrType *ir_type_vector(IrContext *ctx, int rank, const int64_t *shape,
                       const bool *scalable, IrType *elem) {
  return shaped_get(ctx, IR_TYPE_VECTOR, rank, shape, scalable, elem, NULL,
                    NULL);
}

IrType *ir_type_tensor(IrContext *ctx, int rank, const int64_t *shape,
                       IrType *elem) {
  return shaped_get(ctx, IR_TYPE_TENSOR, rank, shape, NULL, elem, NULL, NULL);
}

IrType *ir_type_tuple(IrContext *ctx, unsigned num, IrType **elems) {
  IrType key = {.kind = IR_TYPE_TUPLE};
  key.u.tuple.num = num;
  key.u.tuple.elems = elems;
  return type_get(ctx, &key);
}

IrType *ir_type_complex(IrContext *ctx, IrType *elem) {
  IrType key = {.kind = IR_TYPE_COMPLEX};
  key.u.complex.elem = elem;
  return type_get(ctx, &key);
}

IrType *ir_type_opaque(IrContext *ctx, const char *text) {
  IrType key = {.kind = IR_TYPE_OPAQUE};
  key.u.opaque.text = ir_intern(ctx, text, strlen(text));
  return type_get(ctx, &key);
}

bool ir_type_is_integer(const IrType *t) {
  return t && t->kind == IR_TYPE_INTEGER;
}

bool ir_type_is_int_or_index(const IrType *t) {
  return t && (t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX);
}

bool ir_type_is_float(const IrType *t) {
  return t && t->kind == IR_TYPE_FLOAT;
}

bool ir_type_is_float_complex(const IrType *t) {
  return t && t->kind == IR_TYPE_COMPLEX && ir_type_is_float(t->u.complex.elem);
}

bool ir_type_is_shaped(const IrType *t) {
  return t && (t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_VECTOR ||
               t->kind == IR_TYPE_TENSOR);
}

IrType *ir_type_element(IrType *t) {
  return ir_type_is_shaped(t) ? t->u.shaped.elem : t;
}

unsigned ir_type_bitwidth(const IrType *t) {
  static const unsigned float_widths[] = {
      [IR_F16] = 16, [IR_BF16] = 16, [IR_F32] = 32,
      [IR_F64] = 64, [IR_F80] = 80,  [IR_F128] = 128,
  };
  if (!t)
    return 0;
  switch (t->kind) {
  case IR_TYPE_INTEGER:
    return t->u.integer.width;
  case IR_TYPE_INDEX:
    return 64;
  case IR_TYPE_FLOAT:
    return float_widths[t->u.fp.kind];
  default:
    return 0;
  }
}

int64_t ir_type_num_elements(const IrType *t) {
  if (t->u.shaped.rank < 0)
    return -1;
  int64_t n = 1;
  for (int i = 0; i < t->u.shaped.rank; i++) {
    if (t->u.shaped.shape[i] == IR_DYNAMIC)
      return -1;
    n *= t->u.shaped.shape[i];
  }
  return n;
}
