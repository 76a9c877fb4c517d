/*
 * emit_c_vector_mem.c - vectors to and from memory: affine.vector_load /
 * vector_store, vector.load / store, vector.transfer_read / write and the
 * masked ones: maskedload / maskedstore (the lanes a mask selects) and
 * expandload / compressstore (the selected lanes to and from consecutive
 * elements).
 *
 * A vector of rank r covers the last r dimensions of the memref from the
 * given subscripts on: lane (a0, .., a(r-1)) is the element at the
 * subscripts plus (.., a0, .., a(r-1)). The lanes are copied one by one,
 * in loops the C compiler vectorizes. A transfer maps vector dims to
 * memref dims through its permutation map (a 0 result broadcasts), and
 * lanes past the end of a dim not declared in bounds, or masked off, read
 * the padding value (reads) or are skipped (writes).
 */
#include <string.h>

#include "c_emit.h"
#include "dialects/affine.h"

/* A vector of i1 that says which lanes move, or none. */
typedef struct LaneMask {
  IrType *type;
  const char *var; /* NULL: every lane moves */
} LaneMask;

/* Copies between vector variable v (type vt) and memref m at subscripts
 * idx: loads when load, else stores; only the lanes mask sets. */
static void copy_lanes(CEmit *e, IrType *vt, const char *v, const CMemref *m,
                       const char **idx, bool load, LaneMask mask) {
  int vr = vt->u.shaped.rank, mr = m->type->u.shaped.rank;
  const char **at = ir_alloc(e->ctx, ((size_t)mr + 1) * sizeof *at);
  memcpy(at, idx, (size_t)mr * sizeof *at);
  const char *lane = "0";
  unsigned mark = c_mark(e);
  for (int d = 0; d < vr; d++) {
    const char *a = c_fresh(e, ir_sprintf(e->ctx, "k%d", d));
    c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", a, a,
           (long long)vt->u.shaped.shape[d], a);
    int md = mr - vr + d;
    at[md] = c_paren(e->ctx, c_mad(e, idx[md], a, "1"));
    lane = c_paren(e->ctx, c_mad(e, c_mul(e, lane, ir_sprintf(e->ctx, "%lld",
                                                              (long long)vt->u.shaped.shape[d])),
                                 a, "1"));
  }
  const char *elem = c_memref_elem(e, m, at);
  lane = c_unparen(e->ctx, lane);
  const char *l = c_lane(e, vt, v, lane);
  if (mask.var)
    c_line(e, "if (%s)", c_lane(e, mask.type, mask.var, lane));
  c_line(e, "%s%s = %s;", mask.var ? "  " : "", load ? l : elem,
         load ? elem : l);
  for (int d = vr; d > 0; d--)
    c_close(e, d == 1 ? mark : c_mark(e), "}");
}

/* The memref operand i, or NULL after reporting. A layout map that is
 * not strided has no meaning C could give a vector access: MLIR's
 * --normalize-memrefs moves the access to the normalized buffer, whose
 * consecutive elements are not consecutive elements of the memref. */
static CMemref *memref_operand(CEmit *e, const IrOp *op, unsigned i) {
  CMemref *m = c_val(e, ir_op_operand(op, i))->mem;
  if (!m || m->buffer) {
    c_unsupported(e, op, m ? "on a memref whose layout map is not strided"
                           : "on this memref");
    return NULL;
  }
  return m;
}

static const char **operand_subscripts(CEmit *e, const IrOp *op,
                                       unsigned first, int n) {
  const char **idx = ir_alloc(e->ctx, ((size_t)n + 1) * sizeof *idx);
  for (int i = 0; i < n; i++)
    idx[i] = c_stable(e, c_operand(e, op, first + (unsigned)i), "idx");
  return idx;
}

static const char **map_subscripts(CEmit *e, const IrOp *op,
                                   const AffineAccess *a) {
  const char **idx =
      ir_alloc(e->ctx, ((size_t)a->map->num_results + 1) * sizeof *idx);
  for (unsigned r = 0; r < a->map->num_results; r++)
    idx[r] = c_stable(e, c_affine_result(e, a->map, r, op, a->first_index),
                      "idx");
  return idx;
}

/* Declares the vector result of a load. */
static const char *load_var(CEmit *e, const IrOp *op) {
  return c_declare(e, op->results[0], NULL);
}

static bool emit_affine_vector_load(CEmit *e, IrOp *op) {
  AffineAccess a;
  CMemref *m;
  IrType *vt = op->results[0]->type;
  if (!affine_access_get(op, &a) || !(m = memref_operand(e, op, a.memref)))
    return false;
  if (!c_type(e, vt))
    return c_unsupported(e, op, "on these types");
  const char **idx = map_subscripts(e, op, &a);
  copy_lanes(e, vt, load_var(e, op), m, idx, true, (LaneMask){NULL, NULL});
  return true;
}

static bool emit_affine_vector_store(CEmit *e, IrOp *op) {
  AffineAccess a;
  CMemref *m;
  IrType *vt = ir_op_operand(op, 0)->type;
  if (!affine_access_get(op, &a) || !(m = memref_operand(e, op, a.memref)))
    return false;
  copy_lanes(e, vt, c_operand(e, op, 0), m, map_subscripts(e, op, &a), false,
             (LaneMask){NULL, NULL});
  return true;
}

static bool emit_load(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 0);
  IrType *vt = op->results[0]->type;
  if (!m || !c_type(e, vt))
    return c_unsupported(e, op, "on these types");
  const char **idx = operand_subscripts(e, op, 1, m->type->u.shaped.rank);
  copy_lanes(e, vt, load_var(e, op), m, idx, true, (LaneMask){NULL, NULL});
  return true;
}

static bool emit_store(CEmit *e, IrOp *op) {
  CMemref *m = memref_operand(e, op, 1);
  if (!m)
    return false;
  const char **idx = operand_subscripts(e, op, 2, m->type->u.shaped.rank);
  copy_lanes(e, ir_op_operand(op, 0)->type, c_operand(e, op, 0), m, idx, false,
             (LaneMask){NULL, NULL});
  return true;
}

/* ---------------------------------------------------------------- masked */

/* The operands of a masked op, [base, indices..., mask, vector]: the
 * memref, its subscripts, the mask and the vector (pass_thru or the value
 * stored), or false after reporting. */
typedef struct MaskedOperands {
  CMemref *m;
  const char **idx;
  LaneMask mask;
  const char *vec;
  IrType *vt;
} MaskedOperands;

static bool masked_operands(CEmit *e, IrOp *op, MaskedOperands *o) {
  unsigned n = op->num_operands;
  o->vt = ir_op_operand(op, n - 1)->type;
  if (!(o->m = memref_operand(e, op, 0)))
    return false;
  if (!c_type(e, o->vt))
    return c_unsupported(e, op, "on these types");
  o->idx = operand_subscripts(e, op, 1, o->m->type->u.shaped.rank);
  o->mask = (LaneMask){ir_op_operand(op, n - 2)->type, c_operand(e, op, n - 2)};
  o->vec = c_operand(e, op, n - 1);
  return true;
}

/* maskedload: pass_thru, with the lanes the mask sets read from memory. */
static bool emit_masked_load(CEmit *e, IrOp *op) {
  MaskedOperands o;
  if (!masked_operands(e, op, &o))
    return false;
  const char *r = c_declare(e, op->results[0], o.vec);
  copy_lanes(e, o.vt, r, o.m, o.idx, true, o.mask);
  return true;
}

static bool emit_masked_store(CEmit *e, IrOp *op) {
  MaskedOperands o;
  if (!masked_operands(e, op, &o))
    return false;
  copy_lanes(e, o.vt, o.vec, o.m, o.idx, false, o.mask);
  return true;
}

/* expandload (load) and compressstore: the lanes the 1-D mask sets, in
 * order, to or from the elements that follow one another from the
 * subscripts on (in the memref's last dimension). */
static bool emit_expand_compress(CEmit *e, IrOp *op, bool load) {
  MaskedOperands o;
  if (!masked_operands(e, op, &o))
    return false;
  if (o.vt->u.shaped.rank != 1)
    return c_unsupported(e, op, "on a vector of rank other than 1");
  const char *v = load ? c_declare(e, op->results[0], o.vec) : o.vec;
  int last = o.m->type->u.shaped.rank - 1;
  const char *next = c_fresh(e, "next");
  c_line(e, "int64_t %s = %s;", next, last < 0 ? "0" : c_unparen(e->ctx, o.idx[last]));
  if (last >= 0)
    o.idx[last] = next;
  unsigned mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", k, k,
         (long long)o.vt->u.shaped.shape[0], k);
  c_open(e, "if (%s) {", c_lane(e, o.mask.type, o.mask.var, k));
  const char *elem = c_memref_elem(e, o.m, o.idx), *lane = c_lane(e, o.vt, v, k);
  c_line(e, "%s = %s;", load ? lane : elem, load ? elem : lane);
  c_line(e, "%s++;", next);
  c_close(e, c_mark(e), "}");
  c_close(e, mark, "}");
  return true;
}

static bool emit_expand_load(CEmit *e, IrOp *op) {
  return emit_expand_compress(e, op, true);
}

static bool emit_compress_store(CEmit *e, IrOp *op) {
  return emit_expand_compress(e, op, false);
}

/* ------------------------------------------------------------ transfers */

/* Where vector dim d reads: the memref dim of permutation_map result d,
 * or -1 for a broadcast dim (result 0). */
static int transfer_dim(const IrOp *op, int d) {
  IrAttr *m = ir_op_attr(op, "permutation_map");
  const IrAffineExpr *x = m->u.map->results[d];
  return x->kind == IR_AFFINE_DIM ? (int)x->value : -1;
}

/* True when vector dim d of a transfer is declared in bounds. */
static bool in_bounds(const IrOp *op, int d) {
  IrAttr *a = ir_op_attr(op, "in_bounds");
  return a && a->kind == IR_ATTR_ARRAY && (unsigned)d < a->u.array.num &&
         a->u.array.elems[d]->kind == IR_ATTR_BOOL && a->u.array.elems[d]->u.b;
}

/* Opens the loops of a transfer of vector type vt between memref m at
 * subscripts idx: sets *elem, *lane and *cond (NULL: always in bounds;
 * the mask's lane joins it). Returns the mark for closing. */
static unsigned open_transfer(CEmit *e, const IrOp *op, IrType *vt,
                              const CMemref *m, const char **idx,
                              const char *mask, const char **elem,
                              const char **lane, const char **cond) {
  int vr = vt->u.shaped.rank, mr = m->type->u.shaped.rank;
  const char **at = ir_alloc(e->ctx, ((size_t)mr + 1) * sizeof *at);
  memcpy(at, idx, (size_t)mr * sizeof *at);
  unsigned mark = c_mark(e);
  *lane = "0";
  *cond = NULL;
  for (int d = 0; d < vr; d++) {
    const char *k = c_fresh(e, ir_sprintf(e->ctx, "k%d", d));
    c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", k, k,
           (long long)vt->u.shaped.shape[d], k);
    *lane = c_paren(e->ctx, c_mad(e, c_mul(e, *lane, ir_sprintf(e->ctx, "%lld",
                                  (long long)vt->u.shaped.shape[d])), k, "1"));
    int p = transfer_dim(op, d);
    if (p < 0)
      continue;
    at[p] = c_paren(e->ctx, c_mad(e, at[p], k, "1"));
    if (in_bounds(op, d))
      continue;
    const char *c = ir_sprintf(e->ctx, "%s < %s", c_unparen(e->ctx, at[p]),
                               c_paren(e->ctx, m->sizes[p]));
    *cond = *cond ? ir_sprintf(e->ctx, "%s && %s", *cond, c) : c;
  }
  *lane = c_unparen(e->ctx, *lane);
  if (mask) {
    const char *c = c_lane(e, vt, mask, *lane);
    *cond = *cond ? ir_sprintf(e->ctx, "%s && %s", c, *cond) : c;
  }
  *elem = c_memref_elem(e, m, at);
  return mark;
}

static void close_transfer(CEmit *e, unsigned mark, int rank) {
  for (int d = rank; d > 0; d--)
    c_close(e, d == 1 ? mark : c_mark(e), "}");
}

/* The mask operand of a transfer (segment 3), or NULL. */
static const char *mask_of(CEmit *e, const IrOp *op) {
  unsigned n, at = ir_op_segment(op, 3, &n);
  return n ? c_operand(e, op, at) : NULL;
}

static bool emit_transfer_read(CEmit *e, IrOp *op) {
  IrType *vt = op->results[0]->type;
  CMemref *m = memref_operand(e, op, 0);
  unsigned n, first = ir_op_segment(op, 1, &n), pad = ir_op_segment(op, 2, &n);
  if (!m || !c_type(e, vt))
    return c_unsupported(e, op, "on these types");
  const char **idx = operand_subscripts(e, op, first, m->type->u.shaped.rank);
  const char *r = load_var(e, op), *elem, *lane, *cond;
  const char *mask = mask_of(e, op);
  unsigned mark = open_transfer(e, op, vt, m, idx, mask, &elem, &lane, &cond);
  const char *dst = c_lane(e, vt, r, lane);
  if (cond)
    c_line(e, "%s = %s ? %s : %s;", dst, cond, elem,
           c_paren(e->ctx, c_operand(e, op, pad)));
  else
    c_line(e, "%s = %s;", dst, elem);
  close_transfer(e, mark, vt->u.shaped.rank);
  return true;
}

static bool emit_transfer_write(CEmit *e, IrOp *op) {
  IrType *vt = ir_op_operand(op, 0)->type;
  CMemref *m = memref_operand(e, op, 1);
  unsigned n, first = ir_op_segment(op, 2, &n);
  if (!m)
    return false;
  const char **idx = operand_subscripts(e, op, first, m->type->u.shaped.rank);
  const char *elem, *lane, *cond;
  unsigned mark = open_transfer(e, op, vt, m, idx, mask_of(e, op), &elem,
                                &lane, &cond);
  if (cond)
    c_line(e, "if (%s)", cond);
  c_line(e, "%s%s = %s;", cond ? "  " : "", elem,
         c_lane(e, vt, c_operand(e, op, 0), lane));
  close_transfer(e, mark, vt->u.shaped.rank);
  return true;
}

const COpRow c_rows_vector_mem[] = {
    {"vector.transfer_read", emit_transfer_read},
    {"vector.transfer_write", emit_transfer_write},
    {"affine.vector_load", emit_affine_vector_load},
    {"affine.vector_store", emit_affine_vector_store},
    {"vector.load", emit_load},
    {"vector.store", emit_store},
    {"vector.maskedload", emit_masked_load},
    {"vector.maskedstore", emit_masked_store},
    {"vector.expandload", emit_expand_load},
    {"vector.compressstore", emit_compress_store},
    {NULL, NULL},
};
