/*
 * c_memref.c - ranked memrefs as C pointers and index arithmetic.
 *
 * A memref is a base pointer (MLIR's aligned pointer) and an offset,
 * sizes and strides counted in elements. What the type fixes is a C
 * constant; what it leaves dynamic is an int64_t variable, in this order:
 * the '?' sizes (name_d<i>), a '?' offset (name_off), '?' strides
 * (name_s<i>). An identity layout has no stride variables: its strides are
 * products of the sizes. Element (i, j) of A is A[off + i*s0 + j*s1],
 * written with the constants folded (A[i * 64 + j]).
 */
#include <stdlib.h>
#include <string.h>

#include "c_emit.h"
#include "dialects/dialect_util.h"

const char *c_elem_type(CEmit *e, const IrType *memref_type) {
  return c_type(e, memref_type->u.shaped.elem);
}

/* ------------------------------------------------------------ arithmetic */

const char *c_mul(CEmit *e, const char *a, const char *b) {
  int64_t x, y;
  bool ca = c_is_int(a, &x), cb = c_is_int(b, &y);
  if ((ca && x == 0) || (cb && y == 0))
    return "0";
  if (ca && cb)
    return ir_sprintf(e->ctx, "%lld", (long long)((uint64_t)x * (uint64_t)y));
  if (ca && x == 1)
    return b;
  if (cb && y == 1)
    return a;
  return ir_sprintf(e->ctx, "%s * %s", c_paren(e->ctx, a), c_paren(e->ctx, b));
}

const char *c_mad(CEmit *e, const char *a, const char *b, const char *c) {
  const char *prod = c_mul(e, b, c);
  int64_t x, y;
  bool ca = c_is_int(a, &x), cp = c_is_int(prod, &y);
  if (ca && cp)
    return ir_sprintf(e->ctx, "%lld", (long long)((uint64_t)x + (uint64_t)y));
  if (ca && x == 0)
    return prod;
  if (cp && y == 0)
    return a;
  if (cp && y < 0)
    return ir_sprintf(e->ctx, "%s - %lld", a, -(long long)y);
  const char *rhs = prod[0] == '-' ? ir_sprintf(e->ctx, "(%s)", prod) : prod;
  return ir_sprintf(e->ctx, "%s + %s", a, rhs);
}

/* ------------------------------------------------------------ types */

static const char *int_text(CEmit *e, int64_t v) {
  return ir_sprintf(e->ctx, "%lld", (long long)v);
}

/* The strides and offset of ranked type t (row-major for identity
 * layouts); false when the layout is not strided. */
static bool layout_strides(CEmit *e, const IrType *t, int64_t **strides,
                           int64_t *offset) {
  return t->u.shaped.rank >= 0 &&
         du_memref_strides(e->ctx, t, strides, offset);
}

bool c_memref_is_strided(CEmit *e, const IrType *t) {
  int64_t *strides, offset;
  return layout_strides(e, t, &strides, &offset);
}

unsigned c_memref_suffixes(CEmit *e, const IrType *t, const char ***out) {
  int rank = t->u.shaped.rank > 0 ? t->u.shaped.rank : 0;
  const char **names = ir_alloc(e->ctx, (2 * (size_t)rank + 2) * sizeof *names);
  unsigned n = 0;
  int64_t *strides, offset;
  *out = names;
  for (int i = 0; i < rank; i++)
    if (t->u.shaped.shape[i] == IR_DYNAMIC)
      names[n++] = ir_sprintf(e->ctx, "d%d", i);
  if (!layout_strides(e, t, &strides, &offset)) /* sizes only (c_layout.c) */
    return n;
  if (!du_layout_is_identity(t->u.shaped.layout)) {
    if (offset == IR_DYNAMIC)
      names[n++] = "off";
    for (int i = 0; i < rank; i++)
      if (strides[i] == IR_DYNAMIC)
        names[n++] = ir_sprintf(e->ctx, "s%d", i);
  }
  return n;
}

/* Row-major strides of m's sizes, for identity layouts. */
static void dense_strides(CEmit *e, CMemref *m, int rank) {
  const char *running = "1";
  for (int i = rank - 1; i >= 0; i--) {
    m->strides[i] = running;
    running = c_paren(e->ctx, c_mul(e, running, m->sizes[i]));
  }
}

/* parts[*next], advancing, when v is dynamic (NULL without parts); else
 * the constant v. */
static const char *take(CEmit *e, int64_t v, const char **parts,
                        unsigned *next) {
  if (v != IR_DYNAMIC)
    return int_text(e, v);
  return parts ? parts[(*next)++] : NULL;
}

const char *c_memref_desc_part(CEmit *e, IrType *t, const char *d,
                               const char *suffix) {
  if (c_layout_is_mapped(e, t)) /* d describes the buffer */
    return c_layout_size_from_desc(e, t, d, atoi(suffix + 1));
  if (suffix[0] == 'd')
    return ir_sprintf(e->ctx, "%s->sizes[%s]", d, suffix + 1);
  if (suffix[0] == 's')
    return ir_sprintf(e->ctx, "%s->strides[%s]", d, suffix + 1);
  return ir_sprintf(e->ctx, "%s->offset", d);
}

CMemref *c_memref_from_parts(CEmit *e, IrType *t, const char *base,
                             const char **parts) {
  int64_t *strides, offset;
  int rank = t->u.shaped.rank;
  if (!layout_strides(e, t, &strides, &offset))
    return c_layout_is_mapped(e, t) ? c_layout_memref(e, t, base, parts, NULL)
                                    : NULL;
  unsigned next = 0;
  CMemref *m = ir_alloc(e->ctx, sizeof *m);
  m->type = t;
  m->base = base;
  m->sizes = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *m->sizes);
  m->strides = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *m->strides);
  for (int i = 0; i < rank; i++)
    m->sizes[i] = take(e, t->u.shaped.shape[i], parts, &next);
  if (du_layout_is_identity(t->u.shaped.layout)) {
    m->offset = "0";
    dense_strides(e, m, rank);
    return m;
  }
  m->offset = take(e, offset, parts, &next);
  for (int i = 0; i < rank; i++)
    m->strides[i] = take(e, strides[i], parts, &next);
  return m;
}

CMemref *c_memref_named(CEmit *e, IrType *t, const char *name,
                        const char ***parts_out) {
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char **parts = ir_alloc(e->ctx, (n + 1) * sizeof *parts);
  for (unsigned i = 0; i < n; i++)
    parts[i] = c_fresh(e, ir_sprintf(e->ctx, "%s_%s", name, suffixes[i]));
  if (parts_out)
    *parts_out = parts;
  return c_memref_from_parts(e, t, name, parts);
}

unsigned c_memref_part_values(CEmit *e, const CMemref *m, const char ***out) {
  const IrType *t = m->type;
  int rank = t->u.shaped.rank;
  const char **vals = ir_alloc(e->ctx, (2 * (size_t)rank + 2) * sizeof *vals);
  unsigned n = 0;
  int64_t *strides, offset;
  *out = vals;
  for (int i = 0; i < rank; i++)
    if (t->u.shaped.shape[i] == IR_DYNAMIC)
      vals[n++] = m->sizes[i];
  if (m->buffer) /* sizes only */
    return n;
  layout_strides(e, t, &strides, &offset);
  if (!du_layout_is_identity(t->u.shaped.layout)) {
    if (offset == IR_DYNAMIC)
      vals[n++] = m->offset;
    for (int i = 0; i < rank; i++)
      if (strides[i] == IR_DYNAMIC)
        vals[n++] = m->strides[i];
  }
  *out = vals;
  return n;
}

/* ------------------------------------------------------------ access */

/* The element index of m at subscripts idx, unparenthesized. */
static const char *c_memref_index(CEmit *e, const CMemref *m,
                                  const char **idx) {
  const char *sum = m->offset;
  for (int i = 0; i < m->type->u.shaped.rank; i++)
    sum = c_mad(e, sum, idx[i], m->strides[i]);
  return c_unparen(e->ctx, sum);
}

const char *c_memref_elem(CEmit *e, const CMemref *m, const char **idx) {
  if (m->buffer)
    return c_memref_elem(e, m->buffer, c_layout_subscripts(e, m, idx));
  return ir_sprintf(e->ctx, "%s[%s]", m->base, c_memref_index(e, m, idx));
}

const char *c_memref_count(CEmit *e, const CMemref *m) {
  const char *n = "1";
  for (int i = 0; i < m->type->u.shaped.rank; i++)
    n = c_paren(e->ctx, c_mul(e, n, m->sizes[i]));
  return c_unparen(e->ctx, n);
}

bool c_memref_is_dense(CEmit *e, const CMemref *m) {
  if (m->buffer)
    return false;
  int rank = m->type->u.shaped.rank;
  CMemref dense = *m;
  dense.strides = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *dense.strides);
  dense_strides(e, &dense, rank);
  for (int i = 0; i < rank; i++)
    if (strcmp(m->strides[i], dense.strides[i]))
      return false;
  return !strcmp(m->offset, "0");
}

/* ------------------------------------------------------------ descriptors */

/* A comma-separated list of the expressions v[0..n). */
static const char *join(CEmit *e, const char **v, int n) {
  const char *s = "";
  for (int i = 0; i < n; i++)
    s = ir_sprintf(e->ctx, "%s%s%s", s, i ? ", " : "", c_unparen(e->ctx, v[i]));
  return s;
}

/* The base of m as a T * expression (constant globals are cast). */
const char *c_memref_base(CEmit *e, const CMemref *m) {
  if (!m->is_const)
    return m->base;
  return ir_sprintf(e->ctx, "(%s *)%s", c_elem_type(e, m->type), m->base);
}

const char *c_memref_desc_init(CEmit *e, const CMemref *m) {
  if (m->buffer) /* MLIR's descriptor of the normalized memref */
    m = m->buffer;
  const char *base = c_memref_base(e, m);
  const char *offset = c_unparen(e->ctx, m->offset);
  int rank = m->type->u.shaped.rank;
  if (rank == 0)
    return ir_sprintf(e->ctx, "{%s, %s, %s}", base, base, offset);
  return ir_sprintf(e->ctx, "{%s, %s, %s, {%s}, {%s}}", base, base, offset,
                    join(e, m->sizes, rank), join(e, m->strides, rank));
}

const char *c_memref_desc(CEmit *e, const CMemref *m, const char *hint) {
  const char *type = c_desc_type(e, (m->buffer ? m->buffer : m)->type);
  const char *name = c_fresh(e, hint);
  c_line(e, "%s %s = %s;", type, name, c_memref_desc_init(e, m));
  return name;
}
