/*
 * emit_c_view.c - ops that make a new view of existing memory: casts,
 * subview, reinterpret_cast, collapse_shape, expand_shape, transpose,
 * view, and the metadata ops.
 *
 * A view costs no C statement: its base, offset, sizes and strides are new
 * expressions over the source's (offset + sum of offset_i * stride_i for
 * a subview, products of strides for a collapse, ...), and every access
 * through it folds them in. What the result type fixes is written as the
 * constant. A cast to an unranked memref builds a descriptor (MLIR's
 * StridedMemRefType) in a local variable and passes its address and rank.
 */
#include <stdlib.h>
#include <string.h>

#include "c_emit.h"
#include "dialects/dialect_util.h"

/* ------------------------------------------------------------ helpers */

static int rank_of(const IrType *t) { return t->u.shaped.rank; }

/* A memref of type t over src's base with the given offset, sizes and
 * strides, except where t fixes them (static values, identity strides). */
static CMemref *finish(CEmit *e, IrType *t, const CMemref *src,
                       const char *offset, const char **sizes,
                       const char **strides) {
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char **parts = ir_alloc(e->ctx, (n + 1) * sizeof *parts);
  for (unsigned i = 0; i < n; i++) {
    const char *x = suffixes[i];
    int k = x[0] == 'o' ? 0 : (int)strtol(x + 1, NULL, 10);
    parts[i] = x[0] == 'd' ? sizes[k] : x[0] == 's' ? strides[k] : offset;
  }
  CMemref *m = c_memref_from_parts(e, t, src->base, parts);
  if (m)
    m->is_const = src->is_const;
  return m;
}

/* The ranked memref of operand 0, or NULL after reporting: views need
 * its strides, which a layout map that is not strided does not have. */
static CMemref *source(CEmit *e, const IrOp *op) {
  CMemref *m = c_val(e, ir_op_operand(op, 0))->mem;
  if (!m || m->buffer) {
    c_unsupported(e, op, m ? "on a memref whose layout map is not strided"
                           : "on this memref");
    return NULL;
  }
  return m;
}

/* A static list attribute whose IR_DYNAMIC entries take the operands from
 * *next on, as expressions. */
static const char **mixed(CEmit *e, const IrOp *op, const char *name,
                          unsigned *next, unsigned *n) {
  IrAttr *a = ir_op_attr(op, name);
  *n = a ? a->u.dense_array.num : 0;
  const char **out = ir_alloc(e->ctx, (*n + 1) * sizeof *out);
  for (unsigned i = 0; i < *n; i++) {
    int64_t v = a->u.dense_array.ints[i];
    out[i] = v == IR_DYNAMIC ? c_operand(e, op, (*next)++)
                             : ir_sprintf(e->ctx, "%lld", (long long)v);
  }
  return out;
}

static const char **new_list(CEmit *e, int n) {
  return ir_alloc(e->ctx, ((size_t)n + 1) * sizeof(const char *));
}

/* Binds result 0 of op to m, or reports that C cannot hold it. */
static bool bind(CEmit *e, IrOp *op, CMemref *m) {
  if (!m)
    return c_unsupported(e, op, "to a layout that is not strided");
  c_bind_val(e, op->results[0], (CVal){.mem = m});
  return true;
}

/* ------------------------------------------------------------ casts */

/* Ranked to unranked: a descriptor variable (of the buffer, for a layout
 * map that is not strided, as after MLIR's --normalize-memrefs). */
static bool cast_to_unranked(CEmit *e, IrOp *op, const CMemref *m) {
  const char *hint = ir_sprintf(e->ctx, "%s_desc", c_value_hint(e, op->results[0]));
  const char *desc = c_memref_desc(e, m, hint);
  int rank = rank_of((m->buffer ? m->buffer : m)->type);
  c_bind_val(e, op->results[0],
             (CVal){.desc = ir_sprintf(e->ctx, "&%s", desc),
                    .rank = ir_sprintf(e->ctx, "%d", rank)});
  return true;
}

/* Ranked to ranked where a side has a layout map that is not strided:
 * only to the same layout and shape (a memory space may change). */
static bool cast_mapped(CEmit *e, IrOp *op, const CMemref *m) {
  IrType *from = m->type, *to = op->results[0]->type;
  bool same = from->u.shaped.layout == to->u.shaped.layout &&
              rank_of(from) == rank_of(to);
  for (int i = 0; same && i < rank_of(to); i++)
    same = from->u.shaped.shape[i] == to->u.shaped.shape[i];
  if (!same)
    return c_unsupported(e, op, "between memrefs whose layouts differ and "
                                "are not strided");
  CMemref *r = ir_alloc(e->ctx, sizeof *r);
  *r = *m;
  r->type = to;
  c_bind_val(e, op->results[0], (CVal){.mem = r});
  return true;
}

/* Unranked to ranked: read the descriptor the pointer points to. */
static bool cast_from_unranked(CEmit *e, IrOp *op, const CVal *src) {
  IrType *t = op->results[0]->type;
  const char *type = c_desc_type(e, t);
  const char *d = c_fresh(e, ir_sprintf(e->ctx, "%s_desc", c_value_hint(e, op->results[0])));
  c_line(e, "const %s *%s = %s;", type, d, src->desc);
  const char **suffixes;
  unsigned n = c_memref_suffixes(e, t, &suffixes);
  const char **parts = new_list(e, (int)n);
  for (unsigned i = 0; i < n; i++) {
    parts[i] = c_memref_desc_part(e, t, d, suffixes[i]);
    if (!parts[i])
      return c_unsupported(e, op, "to this memref type: the descriptor of "
                                  "its normalized buffer does not tell its "
                                  "dynamic sizes");
  }
  return bind(e, op, c_memref_from_parts(e, t, ir_sprintf(e->ctx, "%s->aligned", d), parts));
}

static bool emit_cast(CEmit *e, IrOp *op) {
  CVal *src = c_val(e, ir_op_operand(op, 0));
  IrType *to = op->results[0]->type;
  if (rank_of(to) < 0 && src->desc) {
    c_bind_val(e, op->results[0], *src);
    return true;
  }
  if (src->desc)
    return cast_from_unranked(e, op, src);
  if (!src->mem)
    return c_unsupported(e, op, "on this memref");
  if (rank_of(to) < 0)
    return cast_to_unranked(e, op, src->mem);
  if (src->mem->buffer || c_layout_is_mapped(e, to))
    return cast_mapped(e, op, src->mem);
  return bind(e, op, finish(e, to, src->mem, src->mem->offset, src->mem->sizes,
                            src->mem->strides));
}

/* ------------------------------------------------------------ subviews */

/* Which source dims a rank-reducing subview keeps: sizes match the
 * result's in order, unit dims that do not are dropped. */
static bool *kept_dims(CEmit *e, const IrType *to, const char **sizes, int n) {
  bool *keep = ir_alloc(e->ctx, (size_t)n + 1);
  int j = 0, rank = rank_of(to), drop = n - rank;
  for (int i = 0; i < n; i++) {
    int64_t v;
    bool unit = c_is_int(sizes[i], &v) && v == 1;
    bool fits = j < rank && (to->u.shaped.shape[j] == IR_DYNAMIC ||
                             (c_is_int(sizes[i], &v) && v == to->u.shaped.shape[j]));
    keep[i] = !(unit && drop > 0 && (!fits || n - i > rank - j));
    if (!keep[i])
      drop--;
    else
      j++;
  }
  return keep;
}

static bool emit_subview(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  if (!m)
    return false;
  unsigned next = 1, n;
  const char **off = mixed(e, op, "static_offsets", &next, &n);
  const char **size = mixed(e, op, "static_sizes", &next, &n);
  const char **stride = mixed(e, op, "static_strides", &next, &n);
  IrType *to = op->results[0]->type;
  bool *keep = kept_dims(e, to, size, (int)n);
  const char *offset = m->offset;
  const char **sizes = new_list(e, (int)n), **strides = new_list(e, (int)n);
  int j = 0;
  for (unsigned i = 0; i < n; i++) {
    offset = c_paren(e->ctx, c_mad(e, offset, off[i], m->strides[i]));
    if (!keep[i])
      continue;
    sizes[j] = size[i];
    strides[j++] = c_paren(e->ctx, c_mul(e, m->strides[i], stride[i]));
  }
  return bind(e, op, finish(e, to, m, offset, sizes, strides));
}

static bool emit_reinterpret_cast(CEmit *e, IrOp *op) {
  CVal *src = c_val(e, ir_op_operand(op, 0));
  CMemref base = {.base = src->mem ? src->mem->base : NULL};
  if (!src->mem)
    return c_unsupported(e, op, "on this memref");
  base.is_const = src->mem->is_const;
  unsigned next = 1, n;
  const char **off = mixed(e, op, "static_offsets", &next, &n);
  const char **sizes = mixed(e, op, "static_sizes", &next, &n);
  const char **strides = mixed(e, op, "static_strides", &next, &n);
  return bind(e, op, finish(e, op->results[0]->type, &base, off[0], sizes, strides));
}

/* ------------------------------------------------------------ reshapes */

/* The dims of group g of a reassociation attribute. */
static IrAttr *group(const IrOp *op, unsigned g) {
  return ir_op_attr(op, "reassociation")->u.array.elems[g];
}

static int64_t group_dim(const IrAttr *grp, unsigned k) {
  return grp->u.array.elems[k]->u.integer.value;
}

static bool emit_collapse(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  IrType *to = op->results[0]->type;
  if (!m)
    return false;
  const char **sizes = new_list(e, rank_of(to)), **strides = new_list(e, rank_of(to));
  for (int g = 0; g < rank_of(to); g++) {
    IrAttr *grp = group(op, (unsigned)g);
    const char *size = "1";
    for (unsigned k = 0; k < grp->u.array.num; k++)
      size = c_paren(e->ctx, c_mul(e, size, m->sizes[group_dim(grp, k)]));
    sizes[g] = size;
    strides[g] = grp->u.array.num
                     ? m->strides[group_dim(grp, grp->u.array.num - 1)]
                     : "1";
  }
  return bind(e, op, finish(e, to, m, m->offset, sizes, strides));
}

static bool emit_expand(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  IrType *to = op->results[0]->type;
  if (!m)
    return false;
  unsigned next = 1, n;
  const char **sizes = mixed(e, op, "static_output_shape", &next, &n);
  const char **strides = new_list(e, rank_of(to));
  IrAttr *groups = ir_op_attr(op, "reassociation");
  for (unsigned g = 0; g < groups->u.array.num; g++) {
    IrAttr *grp = groups->u.array.elems[g];
    const char *running = m->strides[g];
    for (unsigned k = grp->u.array.num; k-- > 0;) {
      int64_t d = group_dim(grp, k);
      strides[d] = running;
      running = c_paren(e->ctx, c_mul(e, running, sizes[d]));
    }
  }
  return bind(e, op, finish(e, to, m, m->offset, sizes, strides));
}

/* memref.reshape to a ranked memref: the source's elements in row-major
 * order with the sizes the shape memref holds, read once here. */
static bool emit_reshape(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  CMemref *shape = c_val(e, ir_op_operand(op, 1))->mem;
  IrType *to = op->results[0]->type;
  if (!m)
    return false;
  int rank = rank_of(to);
  if (rank < 0 || !shape)
    return c_unsupported(e, op, "to an unranked memref");
  const char **sizes = new_list(e, rank), **strides = new_list(e, rank);
  for (int i = 0; i < rank; i++) {
    const char *k = ir_sprintf(e->ctx, "%d", i);
    sizes[i] = to->u.shaped.shape[i] != IR_DYNAMIC
                   ? ir_sprintf(e->ctx, "%lld",
                                (long long)to->u.shaped.shape[i])
                   : c_stable(e,
                              ir_sprintf(e->ctx, "(int64_t)%s",
                                         c_memref_elem(e, shape, &k)),
                              "size");
  }
  const char *running = "1";
  for (int i = rank; i-- > 0;) {
    strides[i] = running;
    running = c_paren(e->ctx, c_mul(e, running, sizes[i]));
  }
  return bind(e, op, finish(e, to, m, m->offset, sizes, strides));
}

static bool emit_transpose(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  IrType *to = op->results[0]->type;
  if (!m)
    return false;
  IrAffineMap *perm = ir_op_attr(op, "permutation")->u.map;
  const char **sizes = new_list(e, rank_of(to)), **strides = new_list(e, rank_of(to));
  for (int i = 0; i < rank_of(to); i++) {
    int64_t d = perm->results[i]->value;
    sizes[i] = m->sizes[d];
    strides[i] = m->strides[d];
  }
  return bind(e, op, finish(e, to, m, m->offset, sizes, strides));
}

/* memref.view: a byte shift of an i8 buffer, then a contiguous memref. */
static bool emit_view(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  IrType *to = op->results[0]->type;
  if (!m)
    return false;
  const char *bytes = c_paren(e->ctx, c_mad(e, m->offset, c_operand(e, op, 1), "1"));
  CMemref shifted = *m;
  shifted.base = ir_sprintf(e->ctx, "((%s *)(%s + %s))", c_elem_type(e, to),
                            c_memref_base(e, m), bytes);
  shifted.is_const = false;
  const char **sizes = new_list(e, rank_of(to));
  unsigned next = 2;
  for (int i = 0; i < rank_of(to); i++)
    if (to->u.shaped.shape[i] == IR_DYNAMIC)
      sizes[i] = c_operand(e, op, next++);
  return bind(e, op, finish(e, to, &shifted, "0", sizes, NULL));
}

/* Casts that change nothing C sees. */
static bool emit_same(CEmit *e, IrOp *op) {
  CVal *src = c_val(e, ir_op_operand(op, 0));
  if (op->num_results)
    c_bind_val(e, op->results[0], *src);
  return true;
}

/* base, offset, sizes..., strides... */
static bool emit_metadata(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  if (!m)
    return false;
  int rank = rank_of(m->type);
  CMemref *base = c_memref_from_parts(e, op->results[0]->type, m->base, NULL);
  base->is_const = m->is_const;
  c_bind_val(e, op->results[0], (CVal){.mem = base});
  c_bind(e, op->results[1], m->offset, false);
  for (int i = 0; i < rank; i++) {
    c_bind(e, op->results[2 + i], m->sizes[i], false);
    c_bind(e, op->results[2 + rank + i], m->strides[i], false);
  }
  return true;
}

static bool emit_aligned_pointer(CEmit *e, IrOp *op) {
  CMemref *m = source(e, op);
  if (!m)
    return false;
  c_bind(e, op->results[0],
         ir_sprintf(e->ctx, "(int64_t)(intptr_t)%s", c_memref_base(e, m)),
         false);
  return true;
}

const COpRow c_rows_view[] = {
    {"memref.cast", emit_cast},
    {"memref.memory_space_cast", emit_cast},
    {"memref.subview", emit_subview},
    {"memref.reinterpret_cast", emit_reinterpret_cast},
    {"memref.reshape", emit_reshape},
    {"memref.collapse_shape", emit_collapse},
    {"memref.expand_shape", emit_expand},
    {"memref.transpose", emit_transpose},
    {"memref.view", emit_view},
    {"memref.assume_alignment", emit_same},
    {"memref.extract_strided_metadata", emit_metadata},
    {"memref.extract_aligned_pointer_as_index", emit_aligned_pointer},
    {NULL, NULL},
};
