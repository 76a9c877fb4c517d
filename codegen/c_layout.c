/*
 * c_layout.c - memrefs whose layout is an affine map that is not strided
 * (a permutation, a tiling by floordiv and mod, ...), laid out the way
 * MLIR's --normalize-memrefs lays them out.
 *
 * Such a memref is a buffer of the normalized type: identity layout, one
 * dimension per result of the map, each as large as MLIR's upper bound of
 * the result over the memref's indices plus one (layout_extent.h). The
 * element at subscripts idx is the buffer's element at the map's results
 * layout(idx); memref.dim still gives the memref's own sizes. Where MLIR
 * does not normalize (dynamic sizes, a result that no bound holds, a
 * result below 0), affc reports why instead of guessing.
 *
 * A strided layout that is not the identity (strided<>, a linear map) is
 * c_memref.c's business; an allocation of one needs its extent, which
 * c_layout_alloc_count computes.
 */
#include <string.h>

#include "analysis/layout_extent.h"
#include "c_emit.h"
#include "dialects/dialect_util.h"

/* How C lays out a mapped memref type, or why it cannot. */
typedef struct CLayout {
  IrType *buffer;
  const char *why;
} CLayout;

bool c_layout_is_mapped(CEmit *e, const IrType *t) {
  int64_t *strides, offset;
  return t->kind == IR_TYPE_MEMREF && t->u.shaped.rank >= 0 &&
         t->u.shaped.layout &&
         t->u.shaped.layout->kind == IR_ATTR_AFFINE_MAP &&
         !du_memref_strides(e->ctx, t, &strides, &offset);
}

/* Why C cannot lay out mapped type t, or NULL when it can; the
 * normalized shape goes to shape (one entry per map result). */
static const char *buffer_shape(CEmit *e, const IrType *t, int64_t *shape) {
  const IrAffineMap *m = t->u.shaped.layout->u.map;
  for (int i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == IR_DYNAMIC)
      return "its layout map is not strided and a size is dynamic";
  bool empty = ir_type_num_elements(t) == 0;
  int64_t total = 1;
  for (unsigned r = 0; r < m->num_results; r++) {
    int64_t lo = 0, hi = -1;
    if (!ir_affine_is_pure(m->results[r]))
      return ir_sprintf(e->ctx, "its layout map's result %u is not pure "
                        "affine", r);
    if (!empty && !layout_result_range(e->ctx, m, t->u.shaped.shape, r, &lo, &hi))
      return ir_sprintf(e->ctx, "its layout map's result %u has no bound "
                        "over the memref's indices", r);
    if (lo < 0)
      return ir_sprintf(e->ctx, "its layout map's result %u reaches %lld, "
                        "below the buffer's start", r, (long long)lo);
    if (hi >= INT64_MAX / 4 || (hi >= 0 && total > INT64_MAX / 4 / (hi + 1)))
      return "its buffer would be too large";
    shape[r] = hi + 1;
    total *= shape[r] ? shape[r] : 1;
  }
  /* MLIR assumes the map one-to-one; two elements sharing a place would
   * let C's loops (and affc's dependence analysis) disagree with it. */
  bool known;
  if (!empty && !layout_is_injective(m, t->u.shaped.shape, &known))
    return known ? "its layout map sends two elements to the same place"
                 : "affc cannot tell whether its layout map sends two "
                   "elements to the same place";
  return NULL;
}

/* The CLayout of mapped type t, computed once per type. */
static const CLayout *layout_of(CEmit *e, IrType *t) {
  CLayout *l = c_map_get(e->layouts, t);
  if (l)
    return l;
  l = ir_alloc(e->ctx, sizeof *l);
  const IrAffineMap *m = t->u.shaped.layout->u.map;
  int64_t *shape = ir_alloc(e->ctx, (m->num_results + 1) * sizeof *shape);
  l->why = buffer_shape(e, t, shape);
  if (!l->why)
    l->buffer = ir_type_memref(e->ctx, (int)m->num_results, shape,
                               t->u.shaped.elem, NULL, t->u.shaped.space);
  c_map_put(e, e->layouts, t, l);
  return l;
}

IrType *c_layout_buffer_type(CEmit *e, IrType *t, const char **why) {
  const CLayout *l = layout_of(e, t);
  if (why)
    *why = l->why;
  return l->buffer;
}

bool c_layout_is_passable(CEmit *e, IrType *t) {
  return c_layout_is_mapped(e, t) && !t->u.shaped.layout->u.map->num_symbols &&
         c_layout_buffer_type(e, t, NULL);
}

bool c_layout_unsupported(CEmit *e, const IrOp *op, IrType *t) {
  const char *why = NULL;
  c_layout_buffer_type(e, t, &why);
  return c_unsupported(
      e, op, ir_sprintf(e->ctx, "of type %s: %s", du_quoted_type(e->ctx, t),
                        why ? why : "its layout map needs symbol values "
                                    "that only its allocation gives"));
}

CMemref *c_layout_memref(CEmit *e, IrType *t, const char *base,
                         const char **syms) {
  IrType *buffer = c_layout_buffer_type(e, t, NULL);
  const IrAffineMap *map = t->u.shaped.layout->u.map;
  if (!buffer || (map->num_symbols && !syms))
    return NULL;
  int rank = t->u.shaped.rank;
  CMemref *m = ir_alloc(e->ctx, sizeof *m);
  m->type = t;
  m->base = base;
  m->offset = "0";
  m->sizes = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *m->sizes);
  for (int i = 0; i < rank; i++)
    m->sizes[i] = ir_sprintf(e->ctx, "%lld", (long long)t->u.shaped.shape[i]);
  m->layout = map;
  m->syms = syms;
  m->buffer = c_memref_from_parts(e, buffer, base, NULL);
  return m;
}

const char **c_layout_subscripts(CEmit *e, const CMemref *m,
                                 const char **idx) {
  const IrAffineMap *map = m->layout;
  unsigned n = map->num_dims + map->num_symbols;
  /* An access in bounds has subscripts >= 0, which makes floordiv and
   * mod plain C division; a symbol is known >= 0 when it is a constant. */
  bool *nn = ir_alloc(e->ctx, (n + 1) * sizeof *nn);
  for (unsigned i = 0; i < n; i++) {
    int64_t v;
    nn[i] = i < map->num_dims ||
            (c_is_int(m->syms[i - map->num_dims], &v) && v >= 0);
  }
  const char **out = ir_alloc(e->ctx, (map->num_results + 1) * sizeof *out);
  for (unsigned r = 0; r < map->num_results; r++)
    out[r] = c_affine_expr(e, map->results[r], map->num_dims, idx, m->syms, nn);
  return out;
}

/* ------------------------------------------------------------ allocation */

/* Why C cannot allocate strided type t, or NULL; *extent is then one
 * past the greatest position the layout reaches from the start. */
static const char *strided_extent(CEmit *e, IrType *t, int64_t *extent) {
  int64_t *strides, offset;
  du_memref_strides(e->ctx, t, &strides, &offset);
  if (offset == IR_DYNAMIC)
    return "whose offset is dynamic";
  int64_t lo = offset, hi = offset;
  for (int i = 0; i < t->u.shaped.rank; i++) {
    int64_t size = t->u.shaped.shape[i], s = strides[i];
    if (size == IR_DYNAMIC || s == IR_DYNAMIC)
      return "whose sizes and strides are not all static";
    if (size <= 1)
      continue;
    /* Positions stay well inside int64_t, or the extent is refused. */
    int64_t span = INT64_MAX / 4 / (size - 1);
    if (s >= span || s <= -span || lo < -INT64_MAX / 4 || hi > INT64_MAX / 4)
      return "this large";
    if (s < 0)
      lo += (size - 1) * s;
    else
      hi += (size - 1) * s;
  }
  if (lo < 0)
    return "that reaches below the buffer's start";
  if (hi > INT64_MAX / 4)
    return "this large";
  *extent = hi + 1;
  return NULL;
}

const char *c_layout_alloc_count(CEmit *e, const IrOp *op, const CMemref *m) {
  if (m->buffer)
    return c_memref_count(e, m->buffer);
  if (du_layout_is_identity(m->type->u.shaped.layout) ||
      ir_type_num_elements(m->type) == 0)
    return c_memref_count(e, m);
  int64_t extent;
  const char *why = strided_extent(e, m->type, &extent);
  if (!why)
    return ir_sprintf(e->ctx, "%lld", (long long)extent);
  c_unsupported(e, op, ir_sprintf(e->ctx, "of a strided layout %s", why));
  return NULL;
}
