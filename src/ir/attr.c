/*
 * attr.c - uniqued attributes.
 *
 * Attributes are hash-consed like types: a constructor fills a key IrAttr,
 * looks it up, and copies it with its arrays into the arena only when it is
 * new. Strings inside attributes (names, texts, string data) are interned,
 * so they compare by pointer. Dictionaries are kept sorted by name, and
 * float attributes carry the exact bit pattern of their type's format.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "context.h"

/* ------------------------------------------------------------- uniquing */

static uint64_t hash_ptrs(uint64_t h, void *const *p, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    h = ir_hash_ptr(h, p[i]);
  return h;
}

static uint64_t double_bits(double d) {
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return b;
}

/* The hash of the kind-specific payload of a; agrees with payload_eq. */
static uint64_t payload_hash(uint64_t h, const IrAttr *a) {
  switch (a->kind) {
  case IR_ATTR_UNIT:
    return h;
  case IR_ATTR_BOOL:
    return ir_hash_mix(h, a->u.b);
  case IR_ATTR_INTEGER:
    h = ir_hash_mix(h, (uint64_t)a->u.integer.value);
    return ir_hash_ptr(h, a->u.integer.text);
  case IR_ATTR_FLOAT:
    h = ir_hash_mix(h, a->u.fp.bits);
    return ir_hash_mix(h, double_bits(a->u.fp.value));
  case IR_ATTR_STRING:
    return ir_hash_ptr(ir_hash_mix(h, a->u.str.len), a->u.str.data);
  case IR_ATTR_TYPE:
    return ir_hash_ptr(h, a->u.type);
  case IR_ATTR_AFFINE_MAP:
    return ir_hash_ptr(h, a->u.map);
  case IR_ATTR_INTEGER_SET:
    return ir_hash_ptr(h, a->u.set);
  case IR_ATTR_ARRAY:
    return hash_ptrs(ir_hash_mix(h, a->u.array.num),
                     (void *const *)a->u.array.elems, a->u.array.num);
  case IR_ATTR_DICT:
    h = ir_hash_mix(h, a->u.dict.num);
    for (unsigned i = 0; i < a->u.dict.num; i++)
      h = ir_hash_ptr(ir_hash_ptr(h, a->u.dict.entries[i].name),
                      a->u.dict.entries[i].value);
    return h;
  case IR_ATTR_SYMBOL_REF:
    return hash_ptrs(ir_hash_mix(h, a->u.symref.num),
                     (void *const *)a->u.symref.names, a->u.symref.num);
  case IR_ATTR_DENSE:
    h = ir_hash_mix(h, a->u.dense.splat);
    return hash_ptrs(ir_hash_mix(h, a->u.dense.num),
                     (void *const *)a->u.dense.elems, a->u.dense.num);
  case IR_ATTR_DENSE_ARRAY:
    h = ir_hash_mix(h, a->u.dense_array.num);
    if (a->u.dense_array.ints)
      h = ir_hash_bytes(h, a->u.dense_array.ints,
                        a->u.dense_array.num * sizeof(int64_t));
    if (a->u.dense_array.floats)
      h = ir_hash_bytes(h ^ 1, a->u.dense_array.floats,
                        a->u.dense_array.num * sizeof(double));
    return h;
  case IR_ATTR_STRIDED:
    h = ir_hash_mix(h, (uint64_t)a->u.strided.offset);
    return ir_hash_bytes(h, a->u.strided.strides,
                         a->u.strided.rank * sizeof(int64_t));
  case IR_ATTR_LOCATION:
  case IR_ATTR_OPAQUE:
    return ir_hash_ptr(h, a->u.opaque.text);
  }
  return h;
}

static uint64_t attr_hash(const IrAttr *a) {
  uint64_t h = ir_hash_mix(0xa77, (uint64_t)a->kind);
  return payload_hash(ir_hash_ptr(h, a->type), a);
}

/* memcmp of n elements of size elem, where either array may be NULL. */
static bool arrays_eq(const void *x, const void *y, size_t n, size_t elem) {
  if (!x || !y)
    return x == y;
  return n == 0 || memcmp(x, y, n * elem) == 0;
}

/* Equality of the kind-specific payloads of a and b (same kind). */
static bool payload_eq(const IrAttr *a, const IrAttr *b) {
  switch (a->kind) {
  case IR_ATTR_UNIT:
    return true;
  case IR_ATTR_BOOL:
    return a->u.b == b->u.b;
  case IR_ATTR_INTEGER:
    return a->u.integer.value == b->u.integer.value &&
           a->u.integer.text == b->u.integer.text;
  case IR_ATTR_FLOAT:
    return a->u.fp.bits == b->u.fp.bits &&
           double_bits(a->u.fp.value) == double_bits(b->u.fp.value);
  case IR_ATTR_STRING:
    return a->u.str.data == b->u.str.data && a->u.str.len == b->u.str.len;
  case IR_ATTR_TYPE:
    return a->u.type == b->u.type;
  case IR_ATTR_AFFINE_MAP:
    return a->u.map == b->u.map;
  case IR_ATTR_INTEGER_SET:
    return a->u.set == b->u.set;
  case IR_ATTR_ARRAY:
    return a->u.array.num == b->u.array.num &&
           arrays_eq(a->u.array.elems, b->u.array.elems, a->u.array.num,
                     sizeof(IrAttr *));
  case IR_ATTR_DICT:
    return a->u.dict.num == b->u.dict.num &&
           arrays_eq(a->u.dict.entries, b->u.dict.entries, a->u.dict.num,
                     sizeof(IrNamedAttr));
  case IR_ATTR_SYMBOL_REF:
    return a->u.symref.num == b->u.symref.num &&
           arrays_eq(a->u.symref.names, b->u.symref.names, a->u.symref.num,
                     sizeof(const char *));
  case IR_ATTR_DENSE:
    return a->u.dense.num == b->u.dense.num &&
           a->u.dense.splat == b->u.dense.splat &&
           arrays_eq(a->u.dense.elems, b->u.dense.elems, a->u.dense.num,
                     sizeof(IrAttr *));
  case IR_ATTR_DENSE_ARRAY:
    return a->u.dense_array.num == b->u.dense_array.num &&
           arrays_eq(a->u.dense_array.ints, b->u.dense_array.ints,
                     a->u.dense_array.num, sizeof(int64_t)) &&
           arrays_eq(a->u.dense_array.floats, b->u.dense_array.floats,
                     a->u.dense_array.num, sizeof(double));
  case IR_ATTR_STRIDED:
    return a->u.strided.rank == b->u.strided.rank &&
           a->u.strided.offset == b->u.strided.offset &&
           arrays_eq(a->u.strided.strides, b->u.strided.strides,
                     a->u.strided.rank, sizeof(int64_t));
  case IR_ATTR_LOCATION:
  case IR_ATTR_OPAQUE:
    return a->u.opaque.text == b->u.opaque.text;
  }
  return false;
}

static bool attr_eq(const void *stored, const void *key) {
  const IrAttr *a = stored, *b = key;
  return a->kind == b->kind && a->type == b->type && payload_eq(a, b);
}

/* Copies n elements of size elem into the arena; NULL stays NULL. */
static void *arena_copy(IrContext *ctx, const void *src, size_t n,
                        size_t elem) {
  if (!src)
    return NULL;
  void *p = ir_alloc(ctx, n * elem);
  if (n)
    memcpy(p, src, n * elem);
  return p;
}

/* Gives the new attribute a its own copies of the key's arrays. */
static void copy_arrays(IrContext *ctx, IrAttr *a) {
  switch (a->kind) {
  case IR_ATTR_ARRAY:
    a->u.array.elems = arena_copy(ctx, a->u.array.elems, a->u.array.num,
                                  sizeof(IrAttr *));
    break;
  case IR_ATTR_DICT:
    a->u.dict.entries = arena_copy(ctx, a->u.dict.entries, a->u.dict.num,
                                   sizeof(IrNamedAttr));
    break;
  case IR_ATTR_SYMBOL_REF:
    a->u.symref.names = arena_copy(ctx, a->u.symref.names, a->u.symref.num,
                                   sizeof(const char *));
    break;
  case IR_ATTR_DENSE:
    a->u.dense.elems = arena_copy(ctx, a->u.dense.elems, a->u.dense.num,
                                  sizeof(IrAttr *));
    break;
  case IR_ATTR_DENSE_ARRAY:
    a->u.dense_array.ints = arena_copy(ctx, a->u.dense_array.ints,
                                       a->u.dense_array.num, sizeof(int64_t));
    a->u.dense_array.floats = arena_copy(
        ctx, a->u.dense_array.floats, a->u.dense_array.num, sizeof(double));
    break;
  case IR_ATTR_STRIDED:
    a->u.strided.strides = arena_copy(ctx, a->u.strided.strides,
                                      a->u.strided.rank, sizeof(int64_t));
    break;
  default:
    break;
  }
}

/* Returns the unique attribute equal to key, copying it when new. */
static IrAttr *attr_get(IrContext *ctx, const IrAttr *key) {
  uint64_t hash = attr_hash(key);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_ATTR, hash, attr_eq, key);
  if (slot->obj)
    return slot->obj;
  IrAttr *a = ir_alloc(ctx, sizeof *a);
  *a = *key;
  copy_arrays(ctx, a);
  return ir_uniq_fill(ctx, UNIQ_ATTR, slot, hash, a);
}

static const char *intern_cstr(IrContext *ctx, const char *s) {
  return s ? ir_intern(ctx, s, strlen(s)) : NULL;
}

/* --------------------------------------------------------- constructors */

IrAttr *ir_attr_unit(IrContext *ctx) {
  if (!ctx->unit_attr)
    ctx->unit_attr = attr_get(ctx, &(IrAttr){.kind = IR_ATTR_UNIT});
  return ctx->unit_attr;
}

IrAttr *ir_attr_bool(IrContext *ctx, bool b) {
  if (!ctx->bool_attrs[b]) {
    IrAttr key = {.kind = IR_ATTR_BOOL};
    key.u.b = b;
    ctx->bool_attrs[b] = attr_get(ctx, &key);
  }
  return ctx->bool_attrs[b];
}

IrAttr *ir_attr_integer(IrContext *ctx, IrType *type, int64_t value) {
  return ir_attr_integer_text(ctx, type, value, NULL);
}

IrAttr *ir_attr_integer_text(IrContext *ctx, IrType *type, int64_t low64,
                             const char *text) {
  IrAttr key = {.kind = IR_ATTR_INTEGER, .type = type};
  key.u.integer.value = low64;
  key.u.integer.text = intern_cstr(ctx, text);
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_float(IrContext *ctx, IrType *type, double value,
                      uint64_t bits) {
  IrAttr key = {.kind = IR_ATTR_FLOAT, .type = type};
  key.u.fp.value = value;
  key.u.fp.bits = bits;
  return attr_get(ctx, &key);
}

/* Shifts v right by sh bits, rounding to nearest, ties to even. */
static uint64_t shift_round_even(uint64_t v, unsigned sh) {
  if (sh == 0)
    return v;
  if (sh >= 64)
    return 0; /* v < 2^63 here, so less than half of 2^sh */
  uint64_t q = v >> sh, rem = v & ((UINT64_C(1) << sh) - 1);
  uint64_t half = UINT64_C(1) << (sh - 1);
  if (rem > half || (rem == half && (q & 1)))
    q++;
  return q;
}

/* Rounds d to an IEEE binary format with ebits exponent and mbits stored
 * mantissa bits (f16: 5/10, bf16: 8/7, f32: 8/23), round-to-nearest-even,
 * overflowing to infinity. Returns the bit pattern. A carry out of the
 * mantissa propagates into the exponent, which handles subnormal-to-normal
 * and normal-to-infinity rounding without special cases. */
static uint64_t round_to_format(double d, unsigned ebits, unsigned mbits) {
  uint64_t b = double_bits(d);
  uint64_t sign = (b >> 63) << (ebits + mbits);
  int exp = (int)((b >> 52) & 0x7ff);
  uint64_t mant = b & ((UINT64_C(1) << 52) - 1);
  uint64_t exp_max = (UINT64_C(1) << ebits) - 1;
  if (exp == 0x7ff) { /* inf or NaN: keep the top payload bits, stay quiet */
    uint64_t m = mant >> (52 - mbits);
    if (mant && !m)
      m = UINT64_C(1) << (mbits - 1);
    return sign | (exp_max << mbits) | m;
  }
  if (exp == 0) /* zero or double subnormal: far below every target */
    return sign;
  int bias = (1 << (ebits - 1)) - 1;
  int texp = exp - 1023 + bias;
  uint64_t r;
  if (texp >= 1) {
    r = ((uint64_t)texp << mbits) + shift_round_even(mant, 52 - mbits);
  } else {
    unsigned sh = (unsigned)(52 - (int)mbits + 1 - texp);
    r = shift_round_even(mant | (UINT64_C(1) << 52), sh);
  }
  if (r >= exp_max << mbits)
    r = exp_max << mbits; /* infinity */
  return sign | r;
}

/* The value of bits in the format with ebits/mbits, as a double. */
static double format_to_double(uint64_t bits, unsigned ebits, unsigned mbits) {
  uint64_t mant = bits & ((UINT64_C(1) << mbits) - 1);
  uint64_t exp_max = (UINT64_C(1) << ebits) - 1;
  uint64_t exp = (bits >> mbits) & exp_max;
  bool neg = (bits >> (ebits + mbits)) & 1;
  int bias = (1 << (ebits - 1)) - 1;
  uint64_t d;
  if (exp == exp_max) { /* inf or NaN: widen the payload */
    d = (UINT64_C(0x7ff) << 52) | (mant << (52 - mbits));
    d |= (uint64_t)neg << 63;
    double r;
    memcpy(&r, &d, sizeof r);
    return r;
  }
  double v = exp == 0 ? ldexp((double)mant, 1 - bias - (int)mbits)
                      : ldexp((double)(mant | (UINT64_C(1) << mbits)),
                              (int)exp - bias - (int)mbits);
  return neg ? -v : v;
}

/* The exponent and mantissa widths of the formats narrower than a double:
 * true for f16, bf16 and f32. */
static bool narrow_format(IrFloatKind kind, unsigned *ebits, unsigned *mbits) {
  static const unsigned formats[][2] = {
      [IR_F16] = {5, 10}, [IR_BF16] = {8, 7}, [IR_F32] = {8, 23}};
  if (kind != IR_F16 && kind != IR_BF16 && kind != IR_F32)
    return false;
  *ebits = formats[kind][0];
  *mbits = formats[kind][1];
  return true;
}

/* f64, and f80/f128 (kept as doubles): the bits are the double's. */
uint64_t ir_float_bits(IrFloatKind kind, double value) {
  unsigned eb, mb;
  return narrow_format(kind, &eb, &mb) ? round_to_format(value, eb, mb)
                                       : double_bits(value);
}

double ir_float_from_bits(IrFloatKind kind, uint64_t bits) {
  unsigned eb, mb;
  if (narrow_format(kind, &eb, &mb))
    return format_to_double(bits, eb, mb);
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

IrAttr *ir_attr_float_value(IrContext *ctx, IrType *type, double value) {
  IrFloatKind kind = type && type->kind == IR_TYPE_FLOAT ? type->u.fp.kind
                                                         : IR_F64;
  uint64_t bits = ir_float_bits(kind, value);
  return ir_attr_float(ctx, type, ir_float_from_bits(kind, bits), bits);
}

IrAttr *ir_attr_string(IrContext *ctx, const char *data, size_t len,
                       IrType *type) {
  IrAttr key = {.kind = IR_ATTR_STRING, .type = type};
  key.u.str.data = ir_intern(ctx, data ? data : "", data ? len : 0);
  key.u.str.len = data ? len : 0;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_type(IrContext *ctx, IrType *type) {
  IrAttr key = {.kind = IR_ATTR_TYPE};
  key.u.type = type;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_map(IrContext *ctx, IrAffineMap *map) {
  IrAttr key = {.kind = IR_ATTR_AFFINE_MAP};
  key.u.map = map;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_set(IrContext *ctx, IrIntegerSet *set) {
  IrAttr key = {.kind = IR_ATTR_INTEGER_SET};
  key.u.set = set;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_array(IrContext *ctx, unsigned num, IrAttr **elems) {
  IrAttr key = {.kind = IR_ATTR_ARRAY};
  key.u.array.num = num;
  key.u.array.elems = num ? elems : NULL;
  return attr_get(ctx, &key);
}

/* Sorts n named attributes by name (insertion sort: dictionaries are small
 * and usually arrive sorted or nearly so). */
static void sort_entries(IrNamedAttr *e, unsigned n) {
  for (unsigned i = 1; i < n; i++) {
    IrNamedAttr x = e[i];
    unsigned j = i;
    while (j > 0 && strcmp(e[j - 1].name, x.name) > 0) {
      e[j] = e[j - 1];
      j--;
    }
    e[j] = x;
  }
}

static int entry_cmp(const void *a, const void *b) {
  return strcmp(((const IrNamedAttr *)a)->name, ((const IrNamedAttr *)b)->name);
}

IrAttr *ir_attr_dict(IrContext *ctx, unsigned num, IrNamedAttr *entries) {
  if (num == 0) {
    if (!ctx->empty_dict)
      ctx->empty_dict = attr_get(ctx, &(IrAttr){.kind = IR_ATTR_DICT});
    return ctx->empty_dict;
  }
  /* Sort a scratch copy with interned names; attr_get copies it again only
   * when the dictionary is new. */
  IrNamedAttr small[16];
  IrNamedAttr *tmp = num <= 16 ? small : malloc(num * sizeof *tmp);
  if (!tmp)
    ir_oom();
  for (unsigned i = 0; i < num; i++) {
    tmp[i].name = intern_cstr(ctx, entries[i].name);
    tmp[i].value = entries[i].value;
  }
  if (num <= 16)
    sort_entries(tmp, num);
  else
    qsort(tmp, num, sizeof *tmp, entry_cmp);
  IrAttr key = {.kind = IR_ATTR_DICT};
  key.u.dict.num = num;
  key.u.dict.entries = tmp;
  IrAttr *a = attr_get(ctx, &key);
  if (tmp != small)
    free(tmp);
  return a;
}

IrAttr *ir_attr_symref(IrContext *ctx, unsigned num, const char **names) {
  const char *small[8];
  const char **tmp = num <= 8 ? small : malloc(num * sizeof *tmp);
  if (!tmp)
    ir_oom();
  for (unsigned i = 0; i < num; i++)
    tmp[i] = intern_cstr(ctx, names[i]);
  IrAttr key = {.kind = IR_ATTR_SYMBOL_REF};
  key.u.symref.num = num;
  key.u.symref.names = num ? tmp : NULL;
  IrAttr *a = attr_get(ctx, &key);
  if (tmp != small)
    free(tmp);
  return a;
}

IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, unsigned num,
                      IrAttr **elems, bool splat) {
  IrAttr key = {.kind = IR_ATTR_DENSE, .type = type};
  key.u.dense.num = num;
  key.u.dense.elems = num ? elems : NULL;
  key.u.dense.splat = splat;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem_type, unsigned num,
                            const int64_t *ints, const double *floats) {
  IrAttr key = {.kind = IR_ATTR_DENSE_ARRAY, .type = elem_type};
  key.u.dense_array.num = num;
  key.u.dense_array.ints = num ? (int64_t *)ints : NULL;
  key.u.dense_array.floats = num ? (double *)floats : NULL;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_strided(IrContext *ctx, unsigned rank, const int64_t *strides,
                        int64_t offset) {
  IrAttr key = {.kind = IR_ATTR_STRIDED};
  key.u.strided.rank = rank;
  key.u.strided.strides = rank ? (int64_t *)strides : NULL;
  key.u.strided.offset = offset;
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_location(IrContext *ctx, const char *text) {
  IrAttr key = {.kind = IR_ATTR_LOCATION};
  key.u.opaque.text = intern_cstr(ctx, text);
  return attr_get(ctx, &key);
}

IrAttr *ir_attr_opaque(IrContext *ctx, const char *text) {
  IrAttr key = {.kind = IR_ATTR_OPAQUE};
  key.u.opaque.text = intern_cstr(ctx, text);
  return attr_get(ctx, &key);
}

/* Binary search in the sorted entries of dict. */
IrAttr *ir_attr_dict_get(const IrAttr *dict, const char *name) {
  if (!dict || dict->kind != IR_ATTR_DICT || !name)
    return NULL;
  unsigned lo = 0, hi = dict->u.dict.num;
  while (lo < hi) {
    unsigned mid = lo + (hi - lo) / 2;
    const char *key = dict->u.dict.entries[mid].name;
    /* strcmp's order; most names differ in their first letter already */
    int c = (unsigned char)key[0] - (unsigned char)name[0];
    if (c == 0)
      c = strcmp(key, name);
    if (c == 0)
      return dict->u.dict.entries[mid].value;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}
