/*
 * emit_c_vector_lanes.c - vector ops that move lanes: broadcast,
 * shape_cast, transpose, extract, insert, the strided slices,
 * from_elements, shuffle, interleave, deinterleave, bitcast and the masks.
 *
 * Shapes are static, so where each result lane comes from is computed
 * here, once, as a table (result lane -> source lane). A table that is a
 * shifted identity becomes one loop (r[k] = v[k + 4]); a short one is
 * written out lane by lane; a long one becomes a static const index
 * array the loop reads.
 */
#include <stdint.h>
#include <string.h>

#include "c_emit.h"
#include "dialects/dialect_util.h"

/* ------------------------------------------------------------ shapes */

/* The row-major strides of the lanes of vector type t. */
static int64_t *lane_strides(CEmit *e, const IrType *t) {
  int rank = t->u.shaped.rank;
  int64_t *s = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *s);
  int64_t running = 1;
  for (int i = rank - 1; i >= 0; i--) {
    s[i] = running;
    running *= t->u.shaped.shape[i];
  }
  return s;
}

/* The coordinates of lane k of vector type t. */
static void lane_coords(const IrType *t, int64_t k, int64_t *coords) {
  for (int i = t->u.shaped.rank - 1; i >= 0; i--) {
    coords[i] = k % t->u.shaped.shape[i];
    k /= t->u.shaped.shape[i];
  }
}

static IrType *result_type(const IrOp *op) { return op->results[0]->type; }

static IrType *operand_type(const IrOp *op, unsigned i) {
  return ir_op_operand(op, i)->type;
}

/* ------------------------------------------------------------ moving */

/* dst[k] = src[map[k]] for the lanes k with map[k] >= 0 (dst of type dt,
 * src of type st), in the shortest way that reads well. */
static void gather(CEmit *e, IrType *dt, const char *dst, IrType *st,
                   const char *src, const int64_t *map, int64_t n) {
  bool shifted = true;
  for (int64_t k = 0; k < n; k++)
    shifted &= map[k] == map[0] + k;
  if (shifted && n > 1) {
    unsigned mark = c_mark(e);
    const char *k = c_fresh(e, "k");
    const char *from = map[0] ? ir_sprintf(e->ctx, "%s + %lld", k, (long long)map[0]) : k;
    c_open(e, "for (int64_t %s = 0; %s < %lld; %s++)", k, k, (long long)n, k);
    c_line(e, "%s = %s;", c_lane(e, dt, dst, k), c_lane(e, st, src, from));
    c_close(e, mark, NULL);
    return;
  }
  for (int64_t k = 0; k < n; k++)
    if (map[k] >= 0)
      c_line(e, "%s = %s;",
             c_lane(e, dt, dst, ir_sprintf(e->ctx, "%lld", (long long)k)),
             c_lane(e, st, src, ir_sprintf(e->ctx, "%lld", (long long)map[k])));
}

/* A new variable for the vector result of op, or NULL after reporting. */
static const char *result_var(CEmit *e, IrOp *op) {
  if (!c_type(e, result_type(op)))
    return c_unsupported(e, op, "of this vector type"), NULL;
  return c_declare(e, op->results[0], NULL);
}

/* A result that is a copy of operand i, then changed lane by lane. */
static const char *copy_of(CEmit *e, IrOp *op, unsigned i) {
  if (!c_type(e, result_type(op)))
    return c_unsupported(e, op, "of this vector type"), NULL;
  return c_declare(e, op->results[0], c_operand(e, op, i));
}

/* ------------------------------------------------------------ ops */

/* Source lane of each result lane when st broadcasts to rt: trailing
 * dims align, dims of size 1 repeat. */
static bool emit_broadcast(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op), *st = operand_type(op, 0);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  int64_t n = c_vector_lanes(rt);
  if (st->kind != IR_TYPE_VECTOR) {
    unsigned mark = c_mark(e);
    const char *k = c_fresh(e, "k");
    c_open(e, "for (int64_t %s = 0; %s < %lld; %s++)", k, k, (long long)n, k);
    c_line(e, "%s = %s;", c_lane(e, rt, r, k), c_operand(e, op, 0));
    c_close(e, mark, NULL);
    return true;
  }
  int lead = rt->u.shaped.rank - st->u.shaped.rank;
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  int64_t *ss = lane_strides(e, st);
  int64_t coords[rt->u.shaped.rank + 1];
  for (int64_t k = 0; k < n; k++) {
    lane_coords(rt, k, coords);
    map[k] = 0;
    for (int d = 0; d < st->u.shaped.rank; d++)
      if (st->u.shaped.shape[d] != 1)
        map[k] += coords[lead + d] * ss[d];
  }
  gather(e, rt, r, st, c_operand(e, op, 0), map, n);
  return true;
}

/* Same lanes, another shape (shape_cast), or a permutation of the dims
 * (transpose). */
static bool emit_relayout(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op), *st = operand_type(op, 0);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  int64_t n = c_vector_lanes(rt);
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  IrAttr *perm = ir_op_attr(op, "permutation");
  int64_t *ss = lane_strides(e, st);
  int64_t coords[rt->u.shaped.rank + 1];
  for (int64_t k = 0; k < n; k++) {
    map[k] = k;
    if (!perm)
      continue;
    lane_coords(rt, k, coords);
    map[k] = 0;
    for (int d = 0; d < rt->u.shaped.rank; d++)
      map[k] += coords[d] * ss[perm->u.dense_array.ints[d]];
  }
  gather(e, rt, r, st, c_operand(e, op, 0), map, n);
  return true;
}

/* The flat lane index of a position (static_position, dynamic entries
 * from operands first..) in vector type t, as an expression. */
static const char *position(CEmit *e, const IrOp *op, const IrType *t,
                            unsigned first) {
  IrAttr *pos = ir_op_attr(op, "static_position");
  int64_t *ss = lane_strides(e, t);
  const char *at = "0";
  for (unsigned i = 0; i < pos->u.dense_array.num; i++) {
    int64_t p = pos->u.dense_array.ints[i];
    const char *x = p == IR_DYNAMIC ? c_operand(e, op, first++)
                                    : ir_sprintf(e->ctx, "%lld", (long long)p);
    at = c_mad(e, at, x, ir_sprintf(e->ctx, "%lld", (long long)ss[i]));
  }
  return c_unparen(e->ctx, at);
}

static bool emit_extract(CEmit *e, IrOp *op) {
  IrType *st = operand_type(op, 0), *rt = result_type(op);
  const char *at = position(e, op, st, 1);
  if (rt->kind != IR_TYPE_VECTOR) {
    c_bind(e, op->results[0], c_lane(e, st, c_operand(e, op, 0), at), false);
    return true;
  }
  const char *r = result_var(e, op);
  if (!r)
    return false;
  unsigned mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++)", k, k,
         (long long)c_vector_lanes(rt), k);
  c_line(e, "%s = %s;", c_lane(e, rt, r, k),
         c_lane(e, st, c_operand(e, op, 0),
                c_unparen(e->ctx, c_mad(e, at, k, "1"))));
  c_close(e, mark, NULL);
  return true;
}

static bool emit_insert(CEmit *e, IrOp *op) {
  IrType *st = operand_type(op, 0), *rt = result_type(op);
  const char *r = copy_of(e, op, 1);
  if (!r)
    return false;
  const char *at = position(e, op, rt, 2);
  if (st->kind != IR_TYPE_VECTOR) {
    c_line(e, "%s = %s;", c_lane(e, rt, r, at),
           c_unparen(e->ctx, c_operand(e, op, 0)));
    return true;
  }
  unsigned mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++)", k, k,
         (long long)c_vector_lanes(st), k);
  c_line(e, "%s = %s;", c_lane(e, rt, r, c_unparen(e->ctx, c_mad(e, at, k, "1"))),
         c_lane(e, st, c_operand(e, op, 0), k));
  c_close(e, mark, NULL);
  return true;
}

/* The i64 list attribute name of op, padded with pad to n entries. */
static int64_t *int_list(CEmit *e, const IrOp *op, const char *name, int n,
                         int64_t pad) {
  int64_t *v, *out = ir_alloc(e->ctx, ((size_t)n + 1) * sizeof *out);
  unsigned len = 0;
  if (!du_int_array_values(e->ctx, ir_op_attr(op, name), &v, &len))
    len = 0;
  for (int i = 0; i < n; i++)
    out[i] = (unsigned)i < len ? v[i] : pad;
  return out;
}

/* Source lane of each lane of a slice of shape `slice` (vector type) at
 * offsets with strides in `big`; leading dims of the slice only. */
static int64_t *slice_map(CEmit *e, const IrType *slice, const IrType *big,
                          const int64_t *offsets, const int64_t *strides) {
  int64_t n = c_vector_lanes(slice);
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  int64_t *bs = lane_strides(e, big);
  int64_t coords[big->u.shaped.rank + 1];
  for (int64_t k = 0; k < n; k++) {
    lane_coords(slice, k, coords);
    map[k] = 0;
    for (int d = 0; d < big->u.shaped.rank; d++)
      map[k] += (offsets[d] + coords[d] * strides[d]) * bs[d];
  }
  return map;
}

static bool emit_extract_strided_slice(CEmit *e, IrOp *op) {
  IrType *st = operand_type(op, 0), *rt = result_type(op);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  int rank = st->u.shaped.rank;
  int64_t *map = slice_map(e, rt, st, int_list(e, op, "offsets", rank, 0),
                           int_list(e, op, "strides", rank, 1));
  gather(e, rt, r, st, c_operand(e, op, 0), map, c_vector_lanes(rt));
  return true;
}

static bool emit_insert_strided_slice(CEmit *e, IrOp *op) {
  IrType *st = operand_type(op, 0), *rt = result_type(op);
  const char *r = copy_of(e, op, 1);
  if (!r)
    return false;
  int rank = rt->u.shaped.rank, lead = rank - st->u.shaped.rank;
  int64_t *offsets = int_list(e, op, "offsets", rank, 0);
  int64_t *strides = int_list(e, op, "strides", st->u.shaped.rank, 1);
  int64_t *full = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *full);
  for (int d = 0; d < rank; d++)
    full[d] = d < lead ? 1 : strides[d - lead];
  int64_t n = c_vector_lanes(st);
  IrType *padded = ir_type_vector(e->ctx, rank, rt->u.shaped.shape, NULL,
                                  st->u.shaped.elem);
  int64_t *src_shape = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *src_shape);
  for (int d = 0; d < rank; d++)
    src_shape[d] = d < lead ? 1 : st->u.shaped.shape[d - lead];
  IrType *slice = ir_type_vector(e->ctx, rank, src_shape, NULL, st->u.shaped.elem);
  int64_t *map = slice_map(e, slice, padded, offsets, full);
  for (int64_t k = 0; k < n; k++)
    c_line(e, "%s = %s;",
           c_lane(e, rt, r, ir_sprintf(e->ctx, "%lld", (long long)map[k])),
           c_lane(e, st, c_operand(e, op, 0), ir_sprintf(e->ctx, "%lld", (long long)k)));
  return true;
}

static bool emit_from_elements(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  for (unsigned k = 0; k < op->num_operands; k++)
    c_line(e, "%s = %s;", c_lane(e, rt, r, ir_sprintf(e->ctx, "%u", k)),
           c_unparen(e->ctx, c_operand(e, op, k)));
  return true;
}

/* vector.shuffle: result slice i (a leading-dimension slice of `size`
 * lanes) is slice mask[i] of the two operands laid end to end; a poison
 * slice (-1) keeps the zeros of the new variable. */
static bool emit_shuffle(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op), *t[2] = {operand_type(op, 0), operand_type(op, 1)};
  const char *r = result_var(e, op);
  if (!r)
    return false;
  const IrAttr *mask = ir_op_attr(op, "mask");
  int64_t n = c_vector_lanes(rt), size = n / mask->u.dense_array.num;
  int64_t first = c_vector_lanes(t[0]) / size; /* slices of operand 0 */
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  for (unsigned v = 0; v < 2; v++) {
    for (int64_t k = 0; k < n; k++) {
      int64_t m = mask->u.dense_array.ints[k / size] - (v ? first : 0);
      bool here = m >= 0 && (v || m < first);
      map[k] = here ? m * size + k % size : -1;
    }
    gather(e, rt, r, t[v], c_operand(e, op, v), map, n);
  }
  return true;
}

/* Lane k of the wide vector (trailing dim 2n, n lanes a row in the
 * narrow one) that lane j of the narrow one's half `half` is:
 * row j / n, column 2 (j % n) + half. */
static void interleave_map(int64_t *map, int64_t lanes, int64_t n, int half) {
  for (int64_t j = 0; j < lanes; j++)
    map[j] = j / n * 2 * n + 2 * (j % n) + half;
}

/* vector.interleave: lane 2j of each row from lhs's lane j, 2j + 1 from
 * rhs's. */
static bool emit_interleave(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op), *t = operand_type(op, 0);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  int64_t n = c_vector_lanes(rt), half = c_vector_lanes(t);
  int64_t *to = ir_alloc(e->ctx, (size_t)half * sizeof *to);
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  for (int v = 0; v < 2; v++) {
    interleave_map(to, half, t->u.shaped.shape[t->u.shaped.rank - 1], v);
    for (int64_t k = 0; k < n; k++)
      map[k] = -1;
    for (int64_t j = 0; j < half; j++)
      map[to[j]] = j;
    gather(e, rt, r, t, c_operand(e, op, (unsigned)v), map, n);
  }
  return true;
}

/* vector.deinterleave: the even lanes of each row, then the odd ones. */
static bool emit_deinterleave(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op), *st = operand_type(op, 0);
  if (!c_type(e, rt))
    return c_unsupported(e, op, "of this vector type");
  int64_t n = c_vector_lanes(rt);
  int64_t *map = ir_alloc(e->ctx, (size_t)n * sizeof *map);
  for (unsigned v = 0; v < 2; v++) {
    const char *r = c_declare(e, op->results[v], NULL);
    interleave_map(map, n, rt->u.shaped.shape[rt->u.shaped.rank - 1], (int)v);
    gather(e, rt, r, st, c_operand(e, op, 0), map, n);
  }
  return true;
}

/* vector.bitcast: the same bytes seen as other lanes. */
static bool emit_bitcast(CEmit *e, IrOp *op) {
  IrType *st = operand_type(op, 0);
  if (ir_type_bitwidth(st->u.shaped.elem) % 8 ||
      ir_type_bitwidth(result_type(op)->u.shaped.elem) % 8)
    return c_unsupported(e, op, "on sub-byte lanes");
  const char *r = result_var(e, op);
  if (!r)
    return false;
  c_line(e, "memcpy(&%s, &%s, sizeof %s);", r, c_operand(e, op, 0), r);
  return true;
}

/* Lane k of a mask is set when every coordinate is below its bound. */
static void mask_lanes(CEmit *e, IrType *rt, const char *r,
                       const char **bounds) {
  int rank = rt->u.shaped.rank;
  unsigned mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", k, k,
         (long long)c_vector_lanes(rt), k);
  const char *cond = NULL;
  int64_t *ss = lane_strides(e, rt);
  for (int d = 0; d < rank; d++) {
    const char *coord = ir_sprintf(e->ctx, "%s / %lld %% %lld", k,
                                   (long long)ss[d], (long long)rt->u.shaped.shape[d]);
    const char *c = ir_sprintf(e->ctx, "%s < %s", coord, c_paren(e->ctx, bounds[d]));
    cond = cond ? ir_sprintf(e->ctx, "%s && %s", cond, c) : c;
  }
  c_line(e, "%s = %s;", c_lane(e, rt, r, k), cond ? cond : "1");
  c_close(e, mark, "}");
}

static bool emit_constant_mask(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op);
  IrAttr *sizes = ir_op_attr(op, "mask_dim_sizes");
  const char *r = result_var(e, op);
  if (!r)
    return false;
  const char **bounds = ir_alloc(e->ctx, (sizes->u.dense_array.num + 1) * sizeof *bounds);
  for (unsigned d = 0; d < sizes->u.dense_array.num; d++)
    bounds[d] = ir_sprintf(e->ctx, "%lld", (long long)sizes->u.dense_array.ints[d]);
  mask_lanes(e, rt, r, bounds);
  return true;
}

static bool emit_create_mask(CEmit *e, IrOp *op) {
  IrType *rt = result_type(op);
  const char *r = result_var(e, op);
  if (!r)
    return false;
  const char **bounds = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *bounds);
  for (unsigned d = 0; d < op->num_operands; d++)
    bounds[d] = c_operand(e, op, d);
  mask_lanes(e, rt, r, bounds);
  return true;
}

const COpRow c_rows_vector_lanes[] = {
    {"vector.broadcast", emit_broadcast},
    {"vector.shape_cast", emit_relayout},
    {"vector.transpose", emit_relayout},
    {"vector.extract", emit_extract},
    {"vector.insert", emit_insert},
    {"vector.extract_strided_slice", emit_extract_strided_slice},
    {"vector.insert_strided_slice", emit_insert_strided_slice},
    {"vector.from_elements", emit_from_elements},
    {"vector.shuffle", emit_shuffle},
    {"vector.interleave", emit_interleave},
    {"vector.deinterleave", emit_deinterleave},
    {"vector.bitcast", emit_bitcast},
    {"vector.constant_mask", emit_constant_mask},
    {"vector.create_mask", emit_create_mask},
    {NULL, NULL},
};
