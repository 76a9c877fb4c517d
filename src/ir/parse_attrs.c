/*
 * parse_attrs.c - the grammar's actions for types and attributes: integer
 * and float types, shaped types, numbers with their range checks, affine
 * maps and sets (from items, see parse_affine below), strided layouts,
 * dense literals (element lists and dense<"0x..."> raw data), dictionaries
 * and aliases.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parse_state.h"
#include "printer.h"
#include "parser.h"


/* ------------------------------------------------------------------ types */

TypeVec *ps_types(ParseState *ps, TypeVec *v, IrType *type) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (type) {
    if (v->len == v->cap) {
      unsigned cap = v->cap ? v->cap * 2 : 4;
      IrType **data = ps_scratch_alloc(ps, cap * sizeof *data);
      if (v->len)
        memcpy(data, v->data, v->len * sizeof *data);
      v->data = data;
      v->cap = cap;
    }
    v->data[v->len++] = type;
  }
  return v;
}

IrType *ps_function_type(ParseState *ps, TypeVec *in, TypeVec *out) {
  return ir_type_function(ps->ctx, in->len, in->data, out->len, out->data);
}

IrType *ps_int_type(ParseState *ps, const Token *t, IrLocation loc) {
  IrSignedness s = t->text[0] == 's'   ? IR_SIGNED
                   : t->text[0] == 'u' ? IR_UNSIGNED
                                       : IR_SIGNLESS;
  const char *digits = t->text + (s == IR_SIGNLESS ? 1 : 2);
  size_t n = t->len - (size_t)(digits - t->text);
  if (n > 8 || strtoul(digits, NULL, 10) > 16777215) {
    ps_fail(ps, loc, "integer bitwidth is limited to 16777215 bits");
    return ir_type_integer(ps->ctx, 1, s);
  }
  return ir_type_integer(ps->ctx, (unsigned)strtoul(digits, NULL, 10), s);
}

IrType *ps_float_type(ParseState *ps, const Token *t) {
  static const struct { const char *name; IrFloatKind kind; } kinds[] = {
      {"f16", IR_F16}, {"bf16", IR_BF16}, {"f32", IR_F32},
      {"f64", IR_F64}, {"f80", IR_F80},   {"f128", IR_F128}};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (strlen(kinds[i].name) == t->len &&
        memcmp(kinds[i].name, t->text, t->len) == 0)
      return ir_type_float(ps->ctx, kinds[i].kind);
  return ir_type_opaque(ps->ctx, ps_token_text(ps, t));
}

IrType *ps_complex_type(ParseState *ps, IrType *elem, IrLocation elem_loc) {
  if (!ir_type_is_integer(elem) && !ir_type_is_float(elem))
    ps_fail(ps, elem_loc, "invalid element type for complex");
  return ir_type_complex(ps->ctx, elem);
}

/* MLIR's element rules: a memref holds what implements
 * MemRefElementTypeInterface (numbers, complex, vectors, memrefs), a
 * vector only integers, index and floats, a tensor anything but none,
 * functions, tensors and memrefs. */
static bool memref_elem_ok(const IrType *t) {
  return ir_type_is_int_or_index(t) || ir_type_is_float(t) ||
         t->kind == IR_TYPE_COMPLEX || t->kind == IR_TYPE_VECTOR ||
         t->kind == IR_TYPE_MEMREF;
}

static bool tensor_elem_ok(const IrType *t) {
  return t->kind != IR_TYPE_NONE && t->kind != IR_TYPE_FUNCTION &&
         t->kind != IR_TYPE_TENSOR && t->kind != IR_TYPE_MEMREF;
}

/* Reports "invalid <what> element type" at elem_loc unless ok. */
static bool check_elem(ParseState *ps, bool ok, const char *what,
                       IrLocation elem_loc) {
  if (!ok)
    ps_fail(ps, elem_loc, "invalid %s element type", what);
  return ok;
}

/* What an alias map holds: the value, and how deep it nests (its brackets
 * and those its own references carry), which its references add to theirs. */
typedef struct Alias {
  void *value;
  unsigned depth;
} Alias;

/* The value of the alias t names, or NULL after reporting. */
static void *use_alias(ParseState *ps, StrMap *m, const Token *t,
                       unsigned extra, IrLocation loc) {
  Alias *alias = strmap_get(m, t->text + 1, t->len - 1);
  if (!alias)
    return ps_fail(ps, loc, "undefined symbol alias id '%s'",
                   ps_token_text(ps, t) + 1);
  if (lex_alias_reach(ps->lex, alias->depth + extra, loc,
                      ps_token_text(ps, t)))
    return alias->value;
  ps->failed = true;
  return NULL;
}

IrType *ps_type_alias(ParseState *ps, const Token *t, unsigned extra,
                      IrLocation loc) {
  IrType *type = use_alias(ps, ps->type_aliases, t, extra, loc);
  return type ? type : ir_type_none(ps->ctx);
}

ShapeVec *ps_shape(ParseState *ps, ShapeVec *v, const Token *dim,
                   IrLocation loc) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (!dim)
    return v;
  if (v->len == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 4;
    int64_t *dims = ps_scratch_alloc(ps, cap * sizeof *dims);
    bool *scal = ps_scratch_alloc(ps, cap * sizeof *scal);
    if (v->len) {
      memcpy(dims, v->dims, v->len * sizeof *dims);
      memcpy(scal, v->scalable, v->len * sizeof *scal);
    }
    v->dims = dims, v->scalable = scal, v->cap = cap;
  }
  bool scalable = dim->text[0] == '[';
  const char *digits = dim->text + scalable;
  int64_t size = IR_DYNAMIC;
  if (digits[0] != '?') {
    char *end;
    unsigned long long n = strtoull(digits, &end, 10);
    if (n > INT64_MAX / 2)
      ps_fail(ps, loc, "dimension size is too large");
    size = (int64_t)n;
  }
  v->dims[v->len] = size;
  v->scalable[v->len++] = scalable;
  return v;
}

IrType *ps_memref_type_token(ParseState *ps, const Token *t, IrLocation loc) {
  const char *p = t->text + strlen("memref<"), *end = t->text + t->len - 1;
  ShapeVec *shape = ps_shape(ps, NULL, NULL, loc);
  while (*p == '?' || (*p >= '0' && *p <= '9')) {
    const char *x = memchr(p, 'x', (size_t)(end - p));
    ps_shape(ps, shape, &(Token){p, (size_t)(x + 1 - p)}, loc);
    p = x + 1;
  }
  Token elem = {p, (size_t)(end - p)};
  IrType *type = *p == 'i' && p[1] != 'n' ? ps_int_type(ps, &elem, loc)
                 : *p == 'i'             ? ir_type_index(ps->ctx)
                                         : ps_float_type(ps, &elem);
  return ps_memref_type(ps, shape, type, NULL, loc, loc);
}

IrAttr *ps_layout_pair(ParseState *ps, IrAttr *first, IrAttr *second) {
  IrAttr *pair[2] = {first, second};
  return ir_attr_array(ps->ctx, second ? 2 : 1, pair);
}

static bool is_layout(const IrAttr *a) {
  return a->kind == IR_ATTR_AFFINE_MAP || a->kind == IR_ATTR_STRIDED;
}

IrType *ps_memref_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrAttr *pair, IrLocation loc, IrLocation elem_loc) {
  IrAttr *layout = NULL, *space = NULL;
  if (!check_elem(ps, memref_elem_ok(elem), "memref", elem_loc))
    return elem;
  if (pair) {
    IrAttr *a = pair->u.array.elems[0];
    if (pair->u.array.num == 2) {
      layout = a, space = pair->u.array.elems[1];
      if (!is_layout(layout))
        return ps_fail(ps, loc, "expected a layout attribute in memref type"), elem;
    } else if (is_layout(a))
      layout = a;
    else
      space = a;
  }
  for (unsigned i = 0; i < shape->len; i++)
    if (shape->scalable[i])
      return ps_fail(ps, loc, "memref dimensions cannot be scalable"),
             elem;
  if (layout && layout->kind == IR_ATTR_AFFINE_MAP &&
      layout->u.map->num_dims != shape->len) {
    ir_error(ps->ctx, loc,
             "memref layout mismatch between rank and affine map: %u != %u",
             shape->len, layout->u.map->num_dims);
    ps->failed = true;
  }
  if (layout && layout->kind == IR_ATTR_AFFINE_MAP &&
      layout->u.map == ir_affine_map_identity(ps->ctx, shape->len))
    layout = NULL;
  return ir_type_memref(ps->ctx, (int)shape->len, shape->dims, elem, layout,
                        space);
}

IrType *ps_unranked_type(ParseState *ps, int kind, IrType *elem,
                         IrAttr *pair, IrLocation loc, IrLocation elem_loc) {
  bool tensor = kind == TENSOR;
  if (!check_elem(ps, tensor ? tensor_elem_ok(elem) : memref_elem_ok(elem),
                  tensor ? "tensor" : "memref", elem_loc))
    return elem;
  if (tensor)
    return ir_type_tensor(ps->ctx, -1, NULL, elem);
  IrAttr *space = pair ? pair->u.array.elems[pair->u.array.num - 1] : NULL;
  if (space && is_layout(space))
    ps_fail(ps, loc, "unranked memref cannot have a layout");
  return ir_type_memref(ps->ctx, -1, NULL, elem, NULL, space);
}

IrType *ps_vector_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrLocation loc) {
  for (unsigned i = 0; i < shape->len; i++)
    if (shape->dims[i] == IR_DYNAMIC || shape->dims[i] <= 0)
      ps_fail(ps, loc, "vector types must have positive constant sizes");
  if (!ir_type_is_int_or_index(elem) && !ir_type_is_float(elem))
    ps_fail(ps, loc,
            "failed to verify 'elementType': VectorElementTypeInterface "
            "instance");
  return ir_type_vector(ps->ctx, (int)shape->len, shape->dims,
                        shape->scalable, elem);
}

IrType *ps_tensor_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrAttr *encoding, IrLocation loc, IrLocation elem_loc) {
  if (!check_elem(ps, tensor_elem_ok(elem), "tensor", elem_loc))
    return elem;
  if (encoding) /* IrType has no place for it: refuse rather than drop it */
    ps_fail(ps, loc, "tensor encodings are not supported");
  return ir_type_tensor(ps->ctx, (int)shape->len, shape->dims, elem);
}

/* ---------------------------------------------------------------- numbers */

/* The number of significant bits of a decimal or 0x hex spelling, of any
 * length (schoolbook base-2^32 conversion); *ones gets the number of one
 * bits when ones is not NULL. */
/* Little-endian base-2^32 digits of a decimal or 0x hex spelling; returns
 * how many limbs are used (at least 1, at most max). */
static unsigned to_limbs(const char *s, size_t len, uint32_t *limbs,
                         unsigned max) {
  unsigned n = 1;
  memset(limbs, 0, max * sizeof *limbs);
  bool hex = len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  unsigned base = hex ? 16 : 10;
  for (size_t i = hex ? 2 : 0; i < len; i++) {
    uint64_t carry = (uint64_t)(s[i] <= '9' ? s[i] - '0' : (s[i] | 32) - 'a' + 10);
    for (unsigned k = 0; k < n; k++) {
      uint64_t v = (uint64_t)limbs[k] * base + carry;
      limbs[k] = (uint32_t)v;
      carry = v >> 32;
    }
    if (carry && n < max)
      limbs[n++] = (uint32_t)carry;
  }
  while (n > 1 && !limbs[n - 1])
    n--;
  return n;
}

static unsigned bit_length_ones(const char *s, size_t len, unsigned *ones) {
  uint32_t limbs[64];
  unsigned n = to_limbs(s, len, limbs, 64);
  unsigned bits = 32 * (n - 1);
  for (uint32_t top = limbs[n - 1]; top; top >>= 1)
    bits++;
  if (ones) {
    *ones = 0;
    for (unsigned k = 0; k < n; k++)
      *ones += (unsigned)__builtin_popcount(limbs[k]);
  }
  return bits;
}

static unsigned bit_length(const char *s, size_t len) {
  return bit_length_ones(s, len, NULL);
}

/* Does the literal (negated when neg) fit an integer of width w, read as
 * signed or as unsigned the way MLIR's parser accepts it? */
static bool int_fits(const char *s, size_t len, bool neg, unsigned w,
                     IrSignedness sign) {
  unsigned ones;
  unsigned bits = bit_length_ones(s, len, &ones);
  if (neg) /* down to -2^(w-1), whose magnitude is a w-bit power of two */
    return sign != IR_UNSIGNED && bits > 0 &&
           (bits < w || (bits == w && ones == 1));
  return bits <= (sign == IR_SIGNED ? w - 1 : w);
}

/* Sign-extends the low w bits (zero-extends for unsigned types). */
static int64_t extend(uint64_t v, unsigned w, IrSignedness s) {
  if (w >= 64)
    return (int64_t)v;
  v &= ((uint64_t)1 << w) - 1;
  if (s != IR_UNSIGNED && w > 1 && (v >> (w - 1)) & 1)
    v |= ~(((uint64_t)1 << w) - 1);
  return (int64_t)v;
}

/* A float from its 0x bit pattern, checked against the type's width. */
static IrAttr *hex_float(ParseState *ps, const char *buf, size_t len, bool neg,
                         IrType *type, IrLocation loc) {
  if (neg)
    return ps_fail(ps, loc, "hexadecimal float literal should not have a "
                         "leading minus");
  if (bit_length(buf, len) > ir_type_bitwidth(type))
    return ps_fail(ps, loc, "hexadecimal float constant out of range for "
                         "type");
  return ir_attr_float(ps->ctx, type, 0.0, strtoull(buf, NULL, 16));
}

/* The decimal spelling of a literal (negated when neg) as a signed integer
 * of width w > 64, the way MLIR prints it: 2^128 - 1 : i128 is "-1". */
static const char *wide_signed_text(ParseState *ps, const char *buf,
                                    size_t len, bool neg, unsigned w) {
  enum { MAX_LIMBS = 64 };
  uint32_t limbs[MAX_LIMBS];
  unsigned nl = (w + 31) / 32 > MAX_LIMBS ? MAX_LIMBS : (w + 31) / 32;
  to_limbs(buf, len, limbs, nl);
  uint32_t top_mask = w % 32 ? (1u << (w % 32)) - 1 : ~0u;
  bool negative = neg;
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 1)
      negative = (limbs[nl - 1] >> ((w - 1) % 32)) & 1;
    if (!negative)
      continue;
    uint64_t carry = 1; /* two's complement within w bits */
    for (unsigned k = 0; k < nl; k++) {
      uint64_t v = (uint64_t)(uint32_t)~limbs[k] + carry;
      limbs[k] = (uint32_t)v;
      carry = v >> 32;
    }
    limbs[nl - 1] &= top_mask;
    if (pass == 0)
      negative = false;
  }
  char digits[MAX_LIMBS * 10 + 2];
  size_t nd = 0;
  bool zero;
  do { /* divide by 10^9 repeatedly */
    uint64_t rem = 0;
    zero = true;
    for (unsigned k = nl; k-- > 0;) {
      uint64_t cur = (rem << 32) | limbs[k];
      limbs[k] = (uint32_t)(cur / 1000000000u);
      rem = cur % 1000000000u;
      zero &= limbs[k] == 0;
    }
    for (int i = 0; i < 9 && (!zero || rem); i++, rem /= 10)
      digits[nd++] = (char)('0' + rem % 10);
  } while (!zero);
  if (!nd)
    digits[nd++] = '0';
  char *text = ps_scratch_alloc(ps, nd + 2);
  size_t k = 0;
  if (negative)
    text[k++] = '-';
  while (nd)
    text[k++] = digits[--nd];
  return ir_intern(ps->ctx, text, k);
}

/* An integer attribute of an integer or index type; wide values keep their
 * spelling so they print back exactly. */
static IrAttr *int_attr(ParseState *ps, const char *buf, size_t len, bool neg,
                        IrType *type, IrLocation loc, bool elem) {
  unsigned w = ir_type_bitwidth(type);
  IrSignedness s = type->kind == IR_TYPE_INDEX ? IR_SIGNLESS
                                               : type->u.integer.signedness;
  bool zero = bit_length(buf, len) == 0;
  if ((neg && zero) || !int_fits(buf, len, neg && !zero, w, s))
    return ps_fail(ps, loc, "integer constant out of range for %s",
                elem ? "type" : "attribute");
  unsigned bits = bit_length(buf, len);
  bool hex = len > 2 && buf[1] == 'x';
  uint64_t u = bits > 64 ? 0 : strtoull(buf, NULL, hex ? 16 : 10);
  uint64_t v = neg ? (uint64_t)0 - u : u;
  if (w > 64 && bits > 63u) {
    const char *text = wide_signed_text(ps, buf, len, neg, w);
    errno = 0;
    long long small = strtoll(text, NULL, 10);
    if (errno == 0) /* the wrapped value fits 64 bits after all */
      return ir_attr_integer(ps->ctx, type, small);
    return ir_attr_integer_text(ps->ctx, type, (int64_t)v, text);
  }
  return ir_attr_integer(ps->ctx, type, w == 1 ? (int64_t)(v & 1)
                                               : extend(v, w, s));
}

/* Builds the typed attribute for an integer or float spelling; elem says
 * it is an element of a dense literal (MLIR words some errors so). */
static IrAttr *number(ParseState *ps, const char *text, size_t len, bool neg,
                      IrType *type, IrLocation loc, bool elem) {
  bool is_float = memchr(text, '.', len) != NULL;
  bool is_hex = len > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  char *buf = ps_scratch_alloc(ps, len + 1);
  memcpy(buf, text, len);
  if (!type)
    type = is_float ? ir_type_float(ps->ctx, IR_F64)
                    : ir_type_integer(ps->ctx, 64, IR_SIGNLESS);
  if (ir_type_is_float(type)) {
    if (is_hex)
      return hex_float(ps, buf, len, neg, type, loc);
    if (!is_float)
      return ps_fail(ps, loc, "unexpected decimal integer literal for a "
                           "floating point value");
    double v = strtod(buf, NULL);
    return ir_attr_float_value(ps->ctx, type, neg ? -v : v);
  }
  if (is_float)
    return ps_fail(ps, loc, "%s", elem ? "expected integer elements, but "
                                         "parsed floating-point"
                                       : "floating point value not valid for "
                                         "specified type");
  if (!ir_type_is_int_or_index(type))
    return ps_fail(ps, loc, "integer literal not valid for specified type");
  return int_attr(ps, buf, len, neg, type, loc, elem);
}

IrAttr *ps_number_attr(ParseState *ps, const Token *t, bool negate,
                       IrType *type, IrLocation loc) {
  IrAttr *a = number(ps, t->text, t->len, negate, type, loc, false);
  return a ? a : ir_attr_unit(ps->ctx);
}

IrAttr *ps_string_attr(ParseState *ps, const Token *t, IrType *type) {
  ParsedItem *it = ps_item_string(ps, t, (IrLocation){0});
  return ir_attr_string(ps->ctx, it->str, it->len, type);
}

/* @a::@b::@"c d" */
IrAttr *ps_symref_attr(ParseState *ps, const Token *t) {
  const char *names[64];
  unsigned n = 0;
  const char *p = t->text, *end = t->text + t->len;
  while (p < end && n < 64) {
    p++; /* '@' */
    const char *q;
    if (*p == '"') {
      Token s = {p, 0};
      for (q = p + 1; *q != '"'; q++)
        q += *q == '\\';
      s.len = (size_t)(q + 1 - p);
      ParsedItem *it = ps_item_string(ps, &s, (IrLocation){0});
      names[n++] = ir_intern(ps->ctx, it->str, it->len);
      q++;
    } else {
      for (q = p; q < end && *q != ':'; q++)
        ;
      names[n++] = ir_intern(ps->ctx, p, (size_t)(q - p));
    }
    p = q + 2; /* "::" */
  }
  return ir_attr_symref(ps->ctx, n, names);
}

IrAttr *ps_attr_alias(ParseState *ps, const Token *t, IrLocation loc) {
  IrAttr *attr = use_alias(ps, ps->attr_aliases, t, 0, loc);
  return attr ? attr : ir_attr_unit(ps->ctx);
}

IrAttr *ps_attr_alias_value(ParseState *ps, const char *name, size_t len) {
  Alias *alias = strmap_get(ps->attr_aliases, name, len);
  return alias ? alias->value : NULL;
}

static void define_alias(ParseState *ps, StrMap *m, const Token *name,
                         void *value, IrLocation loc) {
  const char *key = ps_token_text(ps, name) + 1;
  if (strmap_get(m, key, strlen(key))) {
    ps_fail(ps, loc, "redefinition of attribute alias id '%s'", key);
    return;
  }
  Alias *alias = ir_alloc(ps->ctx, sizeof *alias);
  alias->value = value;
  alias->depth = lex_alias_depth(ps->lex);
  strmap_put(m, key, strlen(key), alias);
  ps->num_aliases++;
}

void ps_define_attr_alias(ParseState *ps, const Token *name, IrAttr *attr,
                          IrLocation loc) {
  define_alias(ps, ps->attr_aliases, name, attr, loc);
  ps_loc_alias_defined(ps, ps_token_text(ps, name) + 1, attr);
}

void ps_define_type_alias(ParseState *ps, const Token *name, IrType *type,
                          IrLocation loc) {
  define_alias(ps, ps->type_aliases, name, type, loc);
}

/* --------------------------------------------------- strided, dense, dicts */

/* An integer item, possibly negated, or '?' for a dynamic value. */
static bool static_value(ParseState *ps, ParsedItem *it, int64_t *out) {
  if (it->kind == PI_PUNCT && it->punct == '?') {
    *out = IR_DYNAMIC;
    return true;
  }
  bool neg = it->kind == PI_NEG;
  ParsedItem *v = neg ? it->lhs : it;
  if (v->kind != PI_INT || v->overflow || v->ival < 0)
    return ps_fail(ps, it->loc, "expected integer or '?'") != NULL;
  *out = neg ? -v->ival : v->ival;
  return true;
}

IrAttr *ps_strided_attr(ParseState *ps, ItemVec *strides, ParsedItem *offset,
                        IrLocation loc) {
  int64_t *vals = ps_scratch_alloc(ps, (strides->len + 1) * sizeof *vals);
  unsigned n = 0;
  for (unsigned i = 0; i < strides->len; i++) {
    ParsedItem *it = strides->data[i];
    if (i % 2 == 1) {
      if (it->kind != PI_PUNCT || it->punct != ',')
        return ps_fail(ps, it->loc, "expected ','"), ir_attr_unit(ps->ctx);
      continue;
    }
    if (!static_value(ps, it, &vals[n++]))
      return ir_attr_unit(ps->ctx);
  }
  int64_t off = 0;
  if (offset && !static_value(ps, offset, &off))
    return ir_attr_unit(ps->ctx);
  (void)loc;
  return ir_attr_strided(ps->ctx, n, vals, off);
}

IrAttr *ps_dense_array(ParseState *ps, IrType *elem, ItemVec *values,
                       IrLocation loc) {
  unsigned cap = values ? values->len + 1 : 1, n = 0;
  int64_t *ints = ps_scratch_alloc(ps, cap * sizeof *ints);
  double *floats = ps_scratch_alloc(ps, cap * sizeof *floats);
  bool is_float = ir_type_is_float(elem);
  for (unsigned i = 0; values && i < values->len; i++) {
    ParsedItem *it = values->data[i];
    if (i % 2 == 1) {
      if (it->kind != PI_PUNCT || it->punct != ',')
        return ps_fail(ps, it->loc, "expected ','"), ir_attr_unit(ps->ctx);
      continue;
    }
    IrAttr *a = op_parser_typed_attr(&(OpParser){.ctx = ps->ctx, .ps = ps},
                                     it, elem);
    if (!a)
      return ps->failed = true, ir_attr_unit(ps->ctx);
    if (is_float)
      floats[n++] = a->u.fp.value;
    else
      ints[n++] = a->u.integer.value;
  }
  (void)loc;
  return ir_attr_dense_array(ps->ctx, elem, n, is_float ? NULL : ints,
                             is_float ? floats : NULL);
}

static IrAttr *dense_raw(ParseState *ps, ParsedItem *it);

/* The raw spelling of a complex element "(re,im)" (it a PI_PAREN), or NULL
 * when it is not one. */
static IrAttr *dense_raw_pair(ParseState *ps, ParsedItem *it) {
  if (it->num_items != 3 || it->items[1]->kind != PI_PUNCT ||
      it->items[1]->punct != ',')
    return NULL;
  IrAttr *re = dense_raw(ps, it->items[0]), *im = re ? dense_raw(ps, it->items[2]) : NULL;
  if (!im || re->kind != IR_ATTR_OPAQUE || im->kind != IR_ATTR_OPAQUE)
    return NULL;
  return ir_attr_opaque(ps->ctx, ir_sprintf(ps->ctx, "(%s,%s)", re->u.opaque.text,
                                            im->u.opaque.text));
}

/* An untyped dense literal keeps its elements as raw spellings (opaque
 * attributes such as "-1.5", "true" or "(1.0,-2.0)") in nested arrays,
 * until the type that follows it, or the op that uses it, says what they
 * are. */
static IrAttr *dense_raw(ParseState *ps, ParsedItem *it) {
  switch (it->kind) {
  case PI_PAREN: {
    IrAttr *pair = dense_raw_pair(ps, it);
    if (pair)
      return pair;
    break;
  }
  case PI_INT:
  case PI_FLOAT:
    return ir_attr_opaque(ps->ctx, ir_intern(ps->ctx, it->text, strlen(it->text)));
  case PI_KEYWORD:
    if (!strcmp(it->text, "true") || !strcmp(it->text, "false"))
      return ir_attr_opaque(ps->ctx, it->text);
    break;
  case PI_NEG:
    if (it->lhs->kind == PI_INT || it->lhs->kind == PI_FLOAT) {
      size_t len = strlen(it->lhs->text);
      char *s = ps_scratch_alloc(ps, len + 2);
      s[0] = '-';
      memcpy(s + 1, it->lhs->text, len);
      return ir_attr_opaque(ps->ctx, ir_intern(ps->ctx, s, len + 1));
    }
    break;
  case PI_SQUARE: {
    IrAttr **elems = ps_scratch_alloc(ps, (it->num_items + 1) * sizeof *elems);
    unsigned n = 0;
    for (unsigned i = 0; i < it->num_items; i++) {
      ParsedItem *c = it->items[i];
      if (i % 2 == 1) {
        if (c->kind != PI_PUNCT || c->punct != ',')
          return ps_fail(ps, c->loc, "expected ','");
        continue;
      }
      if (!(elems[n++] = dense_raw(ps, c)))
        return NULL;
    }
    return ir_attr_array(ps->ctx, n, elems);
  }
  default:
    break;
  }
  return ps_fail(ps, it->loc, "expected element literal of primitive type");
}

/* The bytes of a dense<"0x..."> blob, as a string attribute (raw data in
 * MLIR's little-endian storage), after checking its spelling. */
static IrAttr *hex_blob(ParseState *ps, ParsedItem *it) {
  const char *s = it->str;
  size_t len = it->len;
  if (len < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X'))
    return ps_fail(ps, it->loc, "expected string containing hex digits "
                                "starting with `0x`");
  for (size_t i = 2; i < len; i++)
    if (!isxdigit((unsigned char)s[i])) {
      IrLocation at = it->loc;
      at.col += (int)i + 1; /* past the opening quote */
      return ps_fail(ps, at, "elements hex string has a non-hex character "
                             "'%c'", isprint((unsigned char)s[i]) ? s[i] : '?');
    }
  if (len % 2)
    return ps_fail(ps, it->loc, "elements hex string has an odd number of "
                                "hex digits (%zu)", len - 2);
  size_t n = (len - 2) / 2;
  char *bytes = ps_scratch_alloc(ps, n + 1);
  for (size_t i = 0; i < n; i++) {
    char pair[3] = {s[2 + 2 * i], s[3 + 2 * i], 0};
    bytes[i] = (char)strtoul(pair, NULL, 16);
  }
  return ir_attr_string(ps->ctx, bytes, n, NULL);
}

IrAttr *ps_dense_untyped(ParseState *ps, ItemVec *values, IrLocation loc) {
  if (!values || values->len == 0) {
    IrAttr *empty = ir_attr_array(ps->ctx, 0, NULL);
    return ir_attr_dense(ps->ctx, NULL, 1, &empty, false);
  }
  if (values->len != 1)
    return ps_fail(ps, values->data[1]->loc, "expected '>'"),
           ir_attr_unit(ps->ctx);
  ParsedItem *it = values->data[0];
  IrAttr *raw = it->kind == PI_STRING ? hex_blob(ps, it) : dense_raw(ps, it);
  if (!raw)
    return ir_attr_unit(ps->ctx);
  (void)loc;
  return ir_attr_dense(ps->ctx, NULL, 1, &raw, raw->kind != IR_ATTR_ARRAY);
}

static IrAttr *dense_elem(ParseState *ps, IrAttr *raw, IrType *elem,
                          IrLocation loc);

/* A complex element "(re,im)" of complex type elem: the pair of its
 * parts, as complex.constant holds it. */
static IrAttr *dense_complex_elem(ParseState *ps, const char *s, IrType *elem,
                                  IrLocation loc) {
  if (elem->kind != IR_TYPE_COMPLEX || s[0] != '(')
    return ps_fail(ps, loc, elem->kind == IR_TYPE_COMPLEX
                                ? "expected '(' for complex element"
                                : "expected element literal of primitive type");
  const char *comma = strchr(s, ',');
  IrAttr *parts[2] = {
      ir_attr_opaque(ps->ctx, ir_intern(ps->ctx, s + 1, (size_t)(comma - s - 1))),
      ir_attr_opaque(ps->ctx, ir_intern(ps->ctx, comma + 1, strlen(comma) - 2))};
  for (int i = 0; i < 2; i++)
    if (!(parts[i] = dense_elem(ps, parts[i], elem->u.complex.elem, loc)))
      return NULL;
  return ir_attr_array(ps->ctx, 2, parts);
}

/* One raw element in the element type. */
static IrAttr *dense_elem(ParseState *ps, IrAttr *raw, IrType *elem,
                          IrLocation loc) {
  const char *s = raw->u.opaque.text;
  if (s[0] == '(' || elem->kind == IR_TYPE_COMPLEX)
    return dense_complex_elem(ps, s, elem, loc);
  if (!strcmp(s, "true") || !strcmp(s, "false")) {
    if (elem->kind != IR_TYPE_INTEGER || elem->u.integer.width != 1)
      return ps_fail(ps, loc, "expected i1 type for 'true' or 'false' values");
    return ir_attr_integer(ps->ctx, elem, s[0] == 't');
  }
  bool neg = s[0] == '-';
  return number(ps, s + neg, strlen(s) - neg, neg, elem, loc, true);
}

/* The shape a raw nested literal spells, following its first elements. */
static unsigned raw_shape(IrAttr *raw, int64_t *dims, unsigned max) {
  unsigned n = 0;
  for (; raw->kind == IR_ATTR_ARRAY && n < max; n++) {
    dims[n] = raw->u.array.num;
    if (!raw->u.array.num)
      return n + 1;
    raw = raw->u.array.elems[0];
  }
  return n;
}

static bool shape_mismatch(ParseState *ps, IrAttr *raw, IrType *type,
                           IrLocation loc) {
  int64_t dims[64];
  unsigned rank = raw_shape(raw, dims, 64);
  ir_error(ps->ctx, loc, "inferred shape of elements literal ([%s]) does not "
                         "match type ([%s])", ir_shape_str(ps->ctx, rank, dims),
           ir_shape_str(ps->ctx, (unsigned)type->u.shaped.rank,
                        type->u.shaped.shape));
  ps->failed = true;
  return false;
}

/* Flattens raw nested arrays into elems, checking them against the shape. */
static bool dense_flatten(ParseState *ps, IrAttr *raw, IrAttr *root,
                          IrType *type, int dim, IrAttr **elems, unsigned *n,
                          IrLocation loc) {
  if (dim == type->u.shaped.rank) {
    if (raw->kind == IR_ATTR_ARRAY)
      return shape_mismatch(ps, root, type, loc);
    return (elems[(*n)++] = dense_elem(ps, raw, type->u.shaped.elem, loc));
  }
  if (raw->kind != IR_ATTR_ARRAY ||
      (int64_t)raw->u.array.num != type->u.shaped.shape[dim])
    return shape_mismatch(ps, root, type, loc);
  for (unsigned i = 0; i < raw->u.array.num; i++)
    if (!dense_flatten(ps, raw->u.array.elems[i], root, type, dim + 1, elems,
                       n, loc))
      return false;
  return true;
}

/* The dense attribute of n elements (uniqued attributes), a splat when
 * they are all the same, as MLIR stores them. */
static IrAttr *dense_elements(ParseState *ps, IrType *type, unsigned n,
                              IrAttr **elems, bool splat) {
  bool same = n > 0;
  for (unsigned i = 1; same && i < n; i++)
    same = elems[i] == elems[0];
  return ir_attr_dense(ps->ctx, type, same ? 1 : n, elems, splat || same);
}

/* ---- dense<"0x..."> */

/* Is a blob of len bytes valid raw data for count elements of bit width w
 * (MLIR's DenseElementsAttr::isValidRawBuffer)? i1 is packed 8 to a byte,
 * wider types take whole bytes each; one element's worth is a splat, and
 * so is a single 0x00 or 0xFF byte for i1. */
static bool hex_size_ok(unsigned w, size_t count, const unsigned char *bytes,
                        size_t len, bool *splat) {
  *splat = count == 1;
  if (w == 1) {
    if (len == 1 && (bytes[0] == 0 || bytes[0] == 0xFF))
      *splat = true;
    return *splat ? len == 1 : len == (count + 7) / 8;
  }
  size_t storage = (w + 7) / 8;
  if (len == storage)
    *splat = true;
  return len == storage || len == storage * count;
}

/* The float attribute with bit pattern bits in elem's format. */
static IrAttr *float_from_bits(IrContext *ctx, IrType *elem, uint64_t bits) {
  return ir_attr_float(ctx, elem, ir_float_from_bits(elem->u.fp.kind, bits),
                       bits);
}

/* An integer wider than 64 bits from its storage bytes: spelled in hex and
 * read as a literal, so it gets the representation its decimal spelling
 * would (the text of a value beyond 64 bits). Signed types read the bits
 * as a signless literal, which means the same two's complement value. */
static IrAttr *wide_hex_int(ParseState *ps, const unsigned char *bytes,
                            IrType *elem, unsigned w, IrLocation loc) {
  static const char digits[] = "0123456789ABCDEF";
  size_t storage = (w + 7) / 8;
  char *text = ps_scratch_alloc(ps, 2 * storage + 3);
  size_t len = 0;
  text[len++] = '0';
  text[len++] = 'x';
  for (size_t k = storage; k-- > 0;) {
    unsigned byte = bytes[k];
    if (8 * k + 8 > w)
      byte &= (1u << (w - 8 * k)) - 1;
    text[len++] = digits[byte >> 4];
    text[len++] = digits[byte & 15];
  }
  bool is_signed = elem->u.integer.signedness == IR_SIGNED;
  IrType *as = is_signed ? ir_type_integer(ps->ctx, w, IR_SIGNLESS) : elem;
  IrAttr *a = int_attr(ps, text, len, false, as, loc, true);
  return a && is_signed ? ir_attr_integer_text(ps->ctx, elem,
                                               a->u.integer.value,
                                               a->u.integer.text)
                        : a;
}

/* Element i of a blob holding count elements of elem (w bits each). */
static IrAttr *hex_element(ParseState *ps, const unsigned char *bytes,
                           size_t i, size_t count, IrType *elem, unsigned w,
                           IrLocation loc) {
  if (w == 1) /* one element: any non-zero byte is true */
    return ir_attr_integer(ps->ctx, elem,
                           count == 1 ? bytes[0] != 0
                                      : (bytes[i / 8] >> (i % 8)) & 1);
  size_t storage = (w + 7) / 8;
  if (w > 64)
    return wide_hex_int(ps, bytes + i * storage, elem, w, loc);
  uint64_t v = 0;
  for (size_t k = storage; k-- > 0;)
    v = v << 8 | bytes[i * storage + k];
  if (ir_type_is_float(elem))
    return float_from_bits(ps->ctx, elem, v);
  IrSignedness s = elem->kind == IR_TYPE_INDEX ? IR_SIGNLESS
                                               : elem->u.integer.signedness;
  return ir_attr_integer(ps->ctx, elem, extend(v, w, s));
}

/* Element types a hex blob can hold here: integers and index (as wide as
 * integer literals go, see wide_signed_text), f16, bf16, f32 and f64. */
static bool hex_elem_supported(const IrType *elem) {
  if (elem->kind == IR_TYPE_FLOAT)
    return elem->u.fp.kind == IR_F16 || elem->u.fp.kind == IR_BF16 ||
           elem->u.fp.kind == IR_F32 || elem->u.fp.kind == IR_F64;
  return ir_type_is_int_or_index(elem) && ir_type_bitwidth(elem) <= 2048;
}

/* The dense attribute of type (count elements) that a hex blob holds. NULL
 * after an error. */
static IrAttr *dense_from_hex(ParseState *ps, IrAttr *blob, IrType *type,
                              size_t count, IrLocation loc) {
  IrType *elem = type->u.shaped.elem;
  if (!hex_elem_supported(elem))
    return ps_fail(ps, loc, "hex dense elements of type '%s' are not "
                            "supported", ir_type_str(ps->ctx, elem));
  const unsigned char *bytes = (const unsigned char *)blob->u.str.data;
  size_t len = blob->u.str.len;
  unsigned w = ir_type_bitwidth(elem);
  bool splat;
  if (!hex_size_ok(w, count, bytes, len, &splat))
    return ps_fail(ps, loc, "elements hex data size is invalid for provided "
                            "type: '%s' (%zu bytes)",
                   ir_type_str(ps->ctx, type), len);
  if (count == 0)
    return ir_attr_dense(ps->ctx, type, 0, NULL, false);
  size_t n = splat ? 1 : count;
  IrAttr **elems = ir_alloc(ps->ctx, n * sizeof *elems);
  for (size_t i = 0; i < n; i++)
    if (!(elems[i] = hex_element(ps, bytes, i, splat ? 1 : count, elem, w,
                                 loc)))
      return NULL;
  return dense_elements(ps, type, (unsigned)n, elems, splat);
}

IrAttr *ps_dense_typed(ParseState *ps, IrAttr *dense, IrType *type,
                       IrLocation loc) {
  if (dense->kind != IR_ATTR_DENSE)
    return dense;
  if (dense->type)
    return dense->type == type ? dense
                               : (ps_fail(ps, loc, "dense literal type mismatch"),
                                  ir_attr_unit(ps->ctx));
  if (type->kind != IR_TYPE_VECTOR && type->kind != IR_TYPE_TENSOR)
    return ps_fail(ps, loc, "elements literal must be a shaped type"),
           ir_attr_unit(ps->ctx);
  int64_t count = ir_type_num_elements(type);
  if (count < 0)
    return ps_fail(ps, loc, "elements literal type must have static shape"),
           ir_attr_unit(ps->ctx);
  IrAttr *raw = dense->u.dense.elems[0];
  if (raw->kind == IR_ATTR_STRING) {
    IrAttr *a = dense_from_hex(ps, raw, type, (size_t)count, loc);
    return a ? a : ir_attr_unit(ps->ctx);
  }
  if (raw->kind == IR_ATTR_ARRAY && raw->u.array.num == 0 && count == 0)
    return ir_attr_dense(ps->ctx, type, 0, NULL, false);
  if (dense->u.dense.splat) {
    IrAttr *e = dense_elem(ps, raw, type->u.shaped.elem, loc);
    return e ? ir_attr_dense(ps->ctx, type, 1, &e, true) : ir_attr_unit(ps->ctx);
  }
  IrAttr **elems = ir_alloc(ps->ctx, (size_t)(count + 1) * sizeof *elems);
  unsigned n = 0;
  if (!dense_flatten(ps, raw, raw, type, 0, elems, &n, loc))
    return ir_attr_unit(ps->ctx);
  return dense_elements(ps, type, n, elems, false);
}

IrAttr *op_parser_typed_attr(OpParser *p, ParsedItem *it, IrType *type) {
  ParseState *ps = p->ps;
  ParsedItem *v = it->kind == PI_NEG ? it->lhs : it;
  bool neg = it->kind == PI_NEG;
  IrAttr *a = NULL;
  if (v->kind == PI_INT || v->kind == PI_FLOAT)
    a = number(ps, v->text, strlen(v->text), neg, type, it->loc, false);
  else if (!neg && v->kind == PI_KEYWORD &&
           (!strcmp(v->text, "true") || !strcmp(v->text, "false")))
    a = dense_elem(ps, ir_attr_opaque(ps->ctx, v->text), type, it->loc);
  else if (!neg && v->kind == PI_ATTR && v->attr->kind == IR_ATTR_DENSE) {
    bool before = ps->failed;
    ps->failed = false;
    a = ps_dense_typed(ps, v->attr, type, it->loc);
    if (ps->failed)
      a = NULL;
    ps->failed |= before;
  } else if (!ps->failed) /* else the literal itself was reported */
    ps_fail(ps, it->loc, "expected attribute value");
  return a;
}

/* Dictionary entries (key set) and array elements (key NULL). */
AttrVec *ps_entries(ParseState *ps, AttrVec *v, const Token *key,
                    IrAttr *value, IrLocation loc) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (!key && !value)
    return v;
  const char *name = NULL;
  if (key) {
    ParsedItem *s = key->text[0] == '"' ? ps_item_string(ps, key, loc) : NULL;
    name = s ? ir_intern(ps->ctx, s->str, s->len) : ps_token_text(ps, key);
    for (unsigned i = 0; i < v->len; i++)
      if (v->data[i].name == name) {
        ps_fail(ps, loc, "duplicate key '%s' in dictionary attribute", name);
        return v;
      }
  }
  if (v->len == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 4;
    IrNamedAttr *data = ps_scratch_alloc(ps, cap * sizeof *data);
    if (v->len)
      memcpy(data, v->data, v->len * sizeof *data);
    v->data = data;
    v->cap = cap;
  }
  v->data[v->len].name = name;
  v->data[v->len++].value = value ? value : ir_attr_unit(ps->ctx);
  return v;
}

IrAttr *ps_array_attr(ParseState *ps, AttrVec *v) {
  IrAttr **elems = ps_scratch_alloc(ps, (v->len + 1) * sizeof *elems);
  for (unsigned i = 0; i < v->len; i++)
    elems[i] = v->data[i].value;
  return ir_attr_array(ps->ctx, v->len, elems);
}
