/*
 * c_layout.c - memrefs whose layout is an affine map that is not strided
 * (a permutation, a tiling by floordiv and mod, ...), laid out the way
 * MLIR's --normalize-memrefs lays them out.
 *
 * Such a memref is a buffer of the normalized type: identity layout, one
 * dimension per result of the map, each as large as MLIR's upper bound of
 * the result over the memref's indices plus one (layout_extent.h). The
 * element at subscripts idx is the buffer's element at the map's results
 * layout(idx); memref.dim still gives the memref's own sizes. A memref
 * of dynamic size is normalized only when its map is a tiling; the
 * buffer's sizes then follow from the memref's at run time
 * (layout_dynamic_sizes). Where MLIR does not normalize (other dynamic
 * memrefs, a result that no bound holds, a result below 0), or would size
 * a buffer too small, affc reports why instead of guessing.
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
  /* Per result: its size over the memref's sizes when it uses a dynamic
   * one (layout_dynamic_sizes), else NULL (a static size). */
  IrAffineExpr **sizes;
} CLayout;

bool c_layout_is_mapped(CEmit *e, const IrType *t) {
  int64_t *strides, offset;
  return t->kind == IR_TYPE_MEMREF && t->u.shaped.rank >= 0 &&
         t->u.shaped.layout &&
         t->u.shaped.layout->kind == IR_ATTR_AFFINE_MAP &&
         !du_memref_strides(e->ctx, t, &strides, &offset);
}

/* Why the buffer of mapped type t cannot hold every element in a place
 * of its own, or NULL when it can; sizes as in buffer_shape. */
static const char *check_fit(CEmit *e, const IrType *t, IrAffineExpr **sizes) {
  const IrAffineMap *m = t->u.shaped.layout->u.map;
  const int64_t *dims = t->u.shaped.shape;
  bool known;
  for (unsigned r = 0; r < m->num_results; r++)
    if (sizes[r] && !layout_size_holds(e->ctx, m, dims, r, sizes[r], &known))
      return ir_sprintf(e->ctx, "its layout map's result %u %s fall below 0 "
                        "or past the size MLIR computes for it from the "
                        "memref's sizes", r, known ? "can" : "may");
  /* MLIR assumes the map one-to-one; two elements sharing a place would
   * let C's loops (and affc's dependence analysis) disagree with it. */
  if (!layout_is_injective(m, dims, &known))
    return known ? "its layout map sends two elements to the same place"
                 : "affc cannot tell whether its layout map sends two "
                   "elements to the same place";
  return NULL;
}

/* Why C cannot lay out mapped type t, or NULL when it can; the
 * normalized shape goes to shape (one entry per map result, IR_DYNAMIC
 * for one sized at run time by sizes[r]). */
static const char *buffer_shape(CEmit *e, const IrType *t, int64_t *shape,
                                IrAffineExpr **sizes) {
  const IrAffineMap *m = t->u.shaped.layout->u.map;
  const int64_t *dims = t->u.shaped.shape;
  bool dynamic = false, empty = false;
  for (int i = 0; i < t->u.shaped.rank; i++) {
    dynamic |= dims[i] == IR_DYNAMIC;
    empty |= dims[i] == 0;
  }
  for (unsigned r = 0; r < m->num_results; r++) {
    sizes[r] = NULL;
    if (!ir_affine_is_pure(m->results[r]))
      return ir_sprintf(e->ctx, "its layout map's result %u is not pure "
                        "affine", r);
  }
  if (dynamic && m->num_symbols)
    return "a size is dynamic and its layout map has symbols: MLIR's "
           "--normalize-memrefs cannot size its buffer";
  if (dynamic && !layout_dynamic_sizes(e->ctx, m, dims, sizes))
    return "a size is dynamic and its layout map is not a tiling "
           "(X floordiv C with X mod C): MLIR's --normalize-memrefs leaves "
           "it as it is";
  int64_t total = 1;
  for (unsigned r = 0; r < m->num_results; r++) {
    int64_t lo = 0, hi = -1;
    shape[r] = IR_DYNAMIC;
    if (sizes[r])
      continue;
    if (!empty && !layout_result_range(e->ctx, m, dims, r, &lo, &hi))
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
  return empty ? NULL : check_fit(e, t, sizes);
}

/* The CLayout of mapped type t, computed once per type. */
static const CLayout *layout_of(CEmit *e, IrType *t) {
  CLayout *l = c_map_get(e->layouts, t);
  if (l)
    return l;
  l = ir_alloc(e->ctx, sizeof *l);
  const IrAffineMap *m = t->u.shaped.layout->u.map;
  int64_t *shape = ir_alloc(e->ctx, (m->num_results + 1) * sizeof *shape);
  l->sizes = ir_alloc(e->ctx, (m->num_results + 1) * sizeof *l->sizes);
  l->why = buffer_shape(e, t, shape, l->sizes);
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

/* x with each dim i whose C value vals[i] is an integer constant put in
 * as that constant (the constructors then fold what they can). */
static IrAffineExpr *with_constants(CEmit *e, IrAffineExpr *x,
                                    unsigned num_dims, const char **vals) {
  IrAffineExpr **dims = ir_alloc(e->ctx, ((size_t)num_dims + 1) * sizeof *dims);
  for (unsigned i = 0; i < num_dims; i++) {
    int64_t v;
    dims[i] = c_is_int(vals[i], &v) ? ir_affine_constant(e->ctx, v)
                                    : ir_affine_dim(e->ctx, i);
  }
  return ir_affine_replace(e->ctx, x, dims, NULL);
}

/* The buffer's sizes that are dynamic, in order, over m's sizes. */
static const char **buffer_parts(CEmit *e, const CLayout *l, const CMemref *m) {
  const IrAffineMap *map = m->layout;
  int rank = m->type->u.shaped.rank;
  bool *nn = ir_alloc(e->ctx, (size_t)rank + 1); /* sizes are >= 0 */
  memset(nn, 1, (size_t)rank + 1);
  const char **parts = ir_alloc(e->ctx, (map->num_results + 1) * sizeof *parts);
  unsigned n = 0;
  for (unsigned r = 0; r < map->num_results; r++)
    if (l->sizes[r]) {
      IrAffineExpr *size =
          with_constants(e, l->sizes[r], (unsigned)rank, m->sizes);
      parts[n++] = c_paren(
          e->ctx, c_affine_expr(e, size, (unsigned)rank, m->sizes, NULL, nn));
    }
  return parts;
}

CMemref *c_layout_memref(CEmit *e, IrType *t, const char *base,
                         const char **sizes, const char **syms) {
  const CLayout *l = layout_of(e, t);
  const IrAffineMap *map = t->u.shaped.layout->u.map;
  int rank = t->u.shaped.rank;
  bool dynamic = du_num_dynamic_dims(t) > 0;
  if (!l->buffer || (map->num_symbols && !syms) || (dynamic && !sizes))
    return NULL;
  CMemref *m = ir_alloc(e->ctx, sizeof *m);
  m->type = t;
  m->base = base;
  m->offset = "0";
  m->sizes = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *m->sizes);
  unsigned next = 0;
  for (int i = 0; i < rank; i++) {
    int64_t size = t->u.shaped.shape[i];
    m->sizes[i] = size == IR_DYNAMIC
                      ? sizes[next++]
                      : ir_sprintf(e->ctx, "%lld", (long long)size);
  }
  m->layout = map;
  m->syms = syms;
  m->buffer = c_memref_from_parts(e, l->buffer, base, buffer_parts(e, l, m));
  return m;
}

const char *c_layout_size_from_desc(CEmit *e, IrType *t, const char *d,
                                    int i) {
  const CLayout *l = layout_of(e, t);
  const IrAffineMap *map = t->u.shaped.layout->u.map;
  IrAffineExpr *dim = ir_affine_dim(e->ctx, (unsigned)i);
  const char *found = NULL;
  for (unsigned r = 0; l->buffer && r < map->num_results; r++) {
    IrAffineExpr *s = l->sizes[r];
    if (s == dim) /* exact: prefer it */
      return ir_sprintf(e->ctx, "%s->sizes[%u]", d, r);
    if (s && s->kind == IR_AFFINE_CEILDIV && s->lhs == dim)
      found = ir_sprintf(e->ctx, "%s->sizes[%u] * %lld", d, r,
                         (long long)s->rhs->value);
  }
  return found ? c_paren(e->ctx, found) : NULL;
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
    out[r] = c_affine_expr(
        e, with_constants(e, map->results[r], map->num_dims, idx),
        map->num_dims, idx, m->syms, nn);
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
