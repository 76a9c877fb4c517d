/*
 * fusion_slice.c - the computation slice loop fusion runs of a producer
 * nest inside a consumer whose loops differ from its own (deps.h,
 * "fusion"; MLIR's computeSliceUnion and getComputationSliceState, but
 * exact, on isl).
 *
 * Iterations are seen at the granularity of the loops that fusion
 * moves: the producer's outer num_loops loops (p) and the consumer's
 * outer `depth` loops (c), after the loops around both nests (a), which
 * both share. Each access's relation is projected onto those loops.
 *
 * - The iterations needed, R = { [a, c] -> [a, p] }: p writes an element
 *   that the consumer reads in iteration c.
 * - The slice bounds: per producer loop of step 1, the least and greatest
 *   p_k of R(c), when each is the max (least) or min (greatest) of affine
 *   functions of (a, c); a loop without such bounds keeps its own. The
 *   iterations run, S = { [a, c] -> [a, p] }: p in the producer's domain
 *   and in the bounds. R is in S: every element read was written before.
 * - Order: for each access x of the producer and write y of the consumer
 *   to one element, no p of S(c) meets an iteration of y whose outer ivs
 *   come before c (it would run before p, not after). The consumer's
 *   reads of what the producer writes need no more than R in S.
 * - Once or idempotent: when S runs every producer iteration exactly once
 *   (its inverse is a function onto the domain), conflicting producer
 *   iterations keep their order; otherwise (recomputation, or a producer
 *   that stays for the iterations outside S) each iteration must write the
 *   same values whenever it runs: the producer reads no memref it writes,
 *   and no element is written twice.
 */
#include <isl/constraint.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/space.h>
#include <isl/val.h>

#include "deps.h"

#include "access_model.h"
#include "dialects/dialect_util.h"
#include "presburger.h"

/* The accesses of one nest, with relations projected onto its outer
 * loops, and the domain of those loops. */
typedef struct Side {
  IrContext *ctx;
  unsigned num, n_outer; /* accesses; loops around the nests + moved ones */
  AccessModel *models;
  isl_map **rels;
  isl_set *domain;
  IrOp *unmodelled; /* the first op the analysis cannot use */
} Side;

static void collect(IrOp *op, void *arg) {
  Side *s = arg;
  if (!am_effects_known(op) && !s->unmodelled)
    s->unmodelled = op;
  if (!am_is_access(op, AM_ALL))
    return;
  for (unsigned p = 0; p < am_num_parts(op); p++) {
    AccessModel m;
    if (!am_build(s->ctx, op, p, &m)) {
      if (!s->unmodelled)
        s->unmodelled = op;
      continue;
    }
    s->models = ir_grow(s->ctx, s->models, s->num, s->num + 1,
                        sizeof *s->models);
    s->models[s->num++] = m;
  }
}

/* The number of ivs around nest in its accesses' models, when every
 * model has nest's iv there and `depth` loops from it on; else -1. */
static int around_of(const Side *s, const IrOp *nest, unsigned depth) {
  const IrValue *iv = nest->regions[0].first->args[0];
  int n = -1;
  for (unsigned i = 0; i < s->num; i++) {
    const AccessModel *m = &s->models[i];
    unsigned k = 0;
    while (k < m->num_ivs && m->ivs[k] != iv)
      k++;
    if (k + depth > m->num_ivs || (n >= 0 && (unsigned)n != k))
      return -1;
    n = (int)k;
  }
  return n;
}

/* The domain of the outer n loops of model m: their bounds, no guard
 * (one inside the nest does not stop its loops; one around both nests
 * bounds both alike). */
static isl_set *loops_domain(isl_ctx *isl, const AccessModel *m, unsigned n) {
  AccessModel outer = *m;
  outer.num_ivs = n;
  outer.num_guards = 0;
  return pres_domain(isl, &outer);
}

/* Scans nest and builds its relations and domain over the outer n_outer
 * ivs; false (s->unmodelled set, or not) when it cannot. */
static bool build_side(isl_ctx *isl, IrOp *nest, unsigned depth, Side *s) {
  am_walk(nest, collect, s);
  int around = s->unmodelled || s->num == 0 ? -1 : around_of(s, nest, depth);
  if (around < 0)
    return false;
  s->n_outer = (unsigned)around + depth;
  s->rels = ir_alloc(s->ctx, s->num * sizeof *s->rels);
  for (unsigned i = 0; i < s->num; i++) {
    const AccessModel *m = &s->models[i];
    isl_map *rel = pres_access_relation(isl, m);
    if (!rel) {
      s->unmodelled = m->op;
      return false;
    }
    s->rels[i] = isl_map_project_out(rel, isl_dim_in, s->n_outer,
                                     m->num_ivs - s->n_outer);
  }
  s->domain = loops_domain(isl, &s->models[0], s->n_outer);
  return s->domain != NULL;
}

static void free_side(Side *s) {
  for (unsigned i = 0; s->rels && i < s->num; i++)
    isl_map_free(s->rels[i]);
  isl_set_free(s->domain);
}

/* { [a, i] -> [a, j] } of the pairs of x's iteration i and y's iteration
 * j that touch one element, the first n_around ivs equal. */
static isl_map *meets(isl_map *x, isl_map *y, unsigned n_around) {
  isl_map *m = pres_dependence(x, y);
  for (unsigned k = 0; k < n_around; k++)
    m = isl_map_equate(m, isl_dim_in, k, isl_dim_out, k);
  return m;
}

/* True when accesses a and b of one memref conflict (one writes). */
static bool conflict(const AccessModel *a, const AccessModel *b) {
  return a->memref == b->memref && (a->is_write || b->is_write);
}

/* R: the producer iterations whose writes the consumer reads. */
static isl_map *needed(const Side *src, const Side *dst, unsigned n_around) {
  isl_space *from = isl_set_get_space(dst->domain);
  isl_space *to = isl_space_align_params(isl_set_get_space(src->domain),
                                         isl_space_copy(from));
  from = isl_space_align_params(from, isl_space_copy(to));
  isl_space *space = isl_space_map_from_domain_and_range(from, to);
  isl_map *r = isl_map_empty(space);
  for (unsigned i = 0; i < dst->num; i++)
    for (unsigned j = 0; j < src->num; j++)
      if (!dst->models[i].is_write && src->models[j].is_write &&
          dst->models[i].memref == src->models[j].memref)
        r = isl_map_union(r, meets(dst->rels[i], src->rels[j], n_around));
  return r;
}

/* ------------------------------------------------------------ bounds */

/* map (taken) with output dim pos at least (lower) or at most aff, an
 * integer function of map's input dims and parameters. */
static isl_map *bound_dim(isl_map *map, isl_aff *aff, unsigned pos,
                          bool lower) {
  map = isl_map_align_params(map, isl_aff_get_space(aff));
  aff = isl_aff_align_params(isl_aff_copy(aff), isl_map_get_space(map));
  isl_constraint *c = isl_constraint_alloc_inequality(
      isl_local_space_from_space(isl_map_get_space(map)));
  static const enum isl_dim_type types[] = {isl_dim_in, isl_dim_param};
  for (int t = 0; t < 2; t++)
    for (int k = 0; k < isl_aff_dim(aff, types[t]); k++) {
      isl_val *v = isl_aff_get_coefficient_val(aff, types[t], k);
      c = isl_constraint_set_coefficient_val(c, types[t], k,
                                             lower ? isl_val_neg(v) : v);
    }
  isl_val *k = isl_aff_get_constant_val(aff);
  c = isl_constraint_set_constant_val(c, lower ? isl_val_neg(k) : k);
  c = isl_constraint_set_coefficient_si(c, isl_dim_out, pos, lower ? 1 : -1);
  isl_aff_free(aff);
  return isl_map_add_constraint(map, c);
}

/* One bound of a producer loop: the pieces of the least (lower) or
 * greatest value of its iv over R, as isl functions and expressions. */
typedef struct Bound {
  IrContext *ctx;
  unsigned n_in, num;
  isl_aff **affs;
  IrAffineExpr **exprs;
  IrValue ***syms;
  unsigned *num_syms;
  bool ok;
} Bound;

static isl_stat add_piece(isl_set *set, isl_aff *aff, void *user) {
  Bound *b = user;
  isl_set_free(set);
  IrAffineExpr *e =
      b->ok ? pres_expr(b->ctx, aff, b->n_in, b->syms, b->num_syms) : NULL;
  b->ok = e != NULL;
  if (!b->ok) {
    isl_aff_free(aff);
    return isl_stat_ok;
  }
  b->affs = ir_grow(b->ctx, b->affs, b->num, b->num + 1, sizeof *b->affs);
  b->exprs = ir_grow(b->ctx, b->exprs, b->num, b->num + 1, sizeof *b->exprs);
  b->affs[b->num] = aff;
  b->exprs[b->num++] = e;
  return isl_stat_ok;
}

static void free_bound(Bound *b) {
  for (unsigned i = 0; i < b->num; i++)
    isl_aff_free(b->affs[i]);
}

/* map (taken) with output dim pos within bound b. */
static isl_map *within(isl_map *map, const Bound *b, unsigned pos,
                       bool lower) {
  for (unsigned i = 0; i < b->num; i++)
    map = bound_dim(map, b->affs[i], pos, lower);
  return map;
}

/* The bounds of output dim pos of r (kept), in lb and ub, when r lies
 * within them. */
static bool dim_bounds(isl_map *r, unsigned pos, Bound *lb, Bound *ub) {
  isl_pw_aff *lo = isl_pw_aff_coalesce(isl_map_dim_min(isl_map_copy(r), pos));
  isl_pw_aff *hi = isl_pw_aff_coalesce(isl_map_dim_max(isl_map_copy(r), pos));
  lb->ok = ub->ok = lo && hi;
  if (lb->ok)
    isl_pw_aff_foreach_piece(lo, add_piece, lb);
  if (ub->ok)
    isl_pw_aff_foreach_piece(hi, add_piece, ub);
  isl_pw_aff_free(lo);
  isl_pw_aff_free(hi);
  if (!lb->ok || !ub->ok || lb->num == 0 || ub->num == 0)
    return false;
  isl_map *boxed = within(within(isl_map_copy(r), lb, pos, true), ub, pos,
                          false);
  isl_bool inside = isl_map_is_subset(r, boxed);
  isl_map_free(boxed);
  return inside == isl_bool_true;
}

/* The map of num results exprs (plus `plus`) over the outer ivs and
 * the slice's symbols. */
static IrAffineMap *bound_map(IrContext *ctx, const DepSlice *out,
                              const Bound *b, int64_t plus) {
  IrAffineExpr **results = ir_alloc(ctx, b->num * sizeof *results);
  for (unsigned i = 0; i < b->num; i++)
    results[i] = ir_affine_add(ctx, b->exprs[i], ir_affine_constant(ctx, plus));
  return ir_affine_map(ctx, out->num_outer, out->num_syms, b->num, results);
}

/* True when every one of the n loops is bounded (lbs) and the box of
 * their bounds (kept) lies in s (kept), the iterations of the
 * producer's domain within them. */
static bool box_within(isl_map *box, isl_map *s, unsigned n,
                       const Bound *lbs) {
  for (unsigned k = 0; k < n; k++)
    if (lbs[k].num == 0)
      return false;
  return isl_map_is_subset(box, s) == isl_bool_true;
}

/* hi - lo + 1, the number of values from lo to hi, when it is a
 * constant, else 0. */
static int64_t const_width(isl_aff *lo, isl_aff *hi) {
  isl_aff *d = isl_aff_sub(isl_aff_copy(hi), isl_aff_copy(lo));
  int64_t width = 0;
  if (isl_aff_is_cst(d) == isl_bool_true &&
      pres_int(isl_aff_get_constant_val(d), &width))
    width += 1;
  isl_aff_free(d);
  return width;
}

/* Bounds the producer's loops where R allows (out's lbs and ubs, and
 * syms), and returns S: R's domain's loops to the producer iterations
 * within those bounds. */
static isl_map *slice_of(IrContext *ctx, isl_map *r, const Side *src,
                         const Side *dst, unsigned n_around, DepSlice *out) {
  isl_map *s = isl_map_from_domain_and_range(isl_set_copy(dst->domain),
                                             isl_set_copy(src->domain));
  for (unsigned k = 0; k < n_around; k++)
    s = isl_map_equate(s, isl_dim_in, k, isl_dim_out, k);
  isl_map *box = isl_map_from_domain_and_range(
      isl_set_copy(dst->domain),
      isl_set_universe(isl_set_get_space(src->domain)));
  for (unsigned k = 0; k < n_around; k++)
    box = isl_map_equate(box, isl_dim_in, k, isl_dim_out, k);
  Bound *lbs = ir_alloc(ctx, out->num_loops * sizeof *lbs);
  Bound *ubs = ir_alloc(ctx, out->num_loops * sizeof *ubs);
  for (unsigned k = 0; k < out->num_loops; k++) {
    unsigned pos = n_around + k;
    Bound empty = {ctx, dst->n_outer, 0, NULL, NULL, &out->syms,
                   &out->num_syms, true};
    lbs[k] = ubs[k] = empty;
    if (src->models[0].bounds[pos].step == 1 &&
        dim_bounds(r, pos, &lbs[k], &ubs[k])) {
      s = within(within(s, &lbs[k], pos, true), &ubs[k], pos, false);
      box = within(within(box, &lbs[k], pos, true), &ubs[k], pos, false);
      continue;
    }
    free_bound(&lbs[k]);
    free_bound(&ubs[k]);
    lbs[k].num = ubs[k].num = 0;
  }
  out->own_bounds_implied = box_within(box, s, out->num_loops, lbs);
  isl_map_free(box);
  for (unsigned k = 0; k < out->num_loops; k++) {
    out->trips[k] = lbs[k].num == 1 && ubs[k].num == 1
                        ? const_width(lbs[k].affs[0], ubs[k].affs[0])
                        : 0;
    out->lbs[k] = lbs[k].num ? bound_map(ctx, out, &lbs[k], 0) : NULL;
    out->ubs[k] = lbs[k].num ? bound_map(ctx, out, &ubs[k], 1) : NULL;
    free_bound(&lbs[k]);
    free_bound(&ubs[k]);
  }
  return s;
}

/* ------------------------------------------------------------ sizes */

/* The number of elements in the box of what rel (taken) touches in one
 * point of its domain at most, or -1 when that is not a constant: a
 * dimension without constant bounds counts the size of memref type t
 * there, as in MLIR's getConstantBoundingSizeAndShape, if it is static. */
static int64_t box_of(isl_map *rel, const IrType *t) {
  isl_set *spans = isl_map_deltas(
      isl_map_apply_range(isl_map_reverse(isl_map_copy(rel)), rel));
  int64_t elems = 1, width;
  for (int k = 0; elems >= 0 && k < isl_set_dim(spans, isl_dim_set); k++) {
    int64_t size = t->u.shaped.shape[k];
    elems = pres_int(isl_set_dim_max_val(isl_set_copy(spans), k), &width)
                ? elems * (width + 1)
            : size != IR_DYNAMIC ? elems * size
                                 : -1;
  }
  isl_set_free(spans);
  return elems;
}

/* The bytes of elems elements (-1: unknown) of memref type t as MLIR's
 * MemRefRegion::getRegionSize counts them: -1 unless its elements are
 * integers, floats or vectors of them (not index, not complex); 0 with a
 * layout other than the identity, where MLIR returns `false`. */
static int64_t region_bytes(const IrType *t, int64_t elems) {
  int64_t elem = du_memref_elem_bytes(t);
  if (elems < 0 || elem < 0)
    return -1;
  return du_layout_is_identity(t->u.shaped.layout) ? elems * elem : 0;
}

/* The index in src of its one write of a memref dst reads, or -1. */
static int fed_store(const Side *src, const Side *dst) {
  int found = -1;
  for (unsigned i = 0; i < src->num; i++)
    for (unsigned j = 0; j < dst->num; j++)
      if (src->models[i].is_write && !dst->models[j].is_write &&
          src->models[i].memref == dst->models[j].memref) {
        if (found >= 0 && (unsigned)found != i)
          return -1;
        found = (int)i;
      }
  return found;
}

/* Sets out's store and the sizes of its boxes, the slice being s. */
static void store_sizes(isl_ctx *isl, isl_map *s, const Side *src,
                        const Side *dst, DepSlice *out) {
  int w = fed_store(src, dst);
  if (w < 0)
    return;
  out->store = src->models[w].op;
  isl_map *full = pres_access_relation(isl, &src->models[w]);
  isl_map *whole = full ? isl_map_from_range(isl_map_range(full)) : NULL;
  const IrType *t = src->models[w].memref->type;
  out->store_bytes = region_bytes(t, whole ? box_of(whole, t) : -1);
  isl_map *sliced =
      isl_map_apply_range(isl_map_copy(s), isl_map_copy(src->rels[w]));
  out->slice_store_bytes = region_bytes(t, box_of(sliced, t));
}

/* The union of the relations of s's accesses of the memref of access i
 * but DMAs (MLIR's footprint counts affine reads and writes), each
 * access marked in done. */
static isl_map *memref_touches(const Side *s, unsigned i, bool *done) {
  isl_map *all = NULL;
  for (unsigned j = i; j < s->num; j++) {
    const AccessModel *m = &s->models[j];
    if (done[j] || m->memref != s->models[i].memref)
      continue;
    done[j] = true;
    if (m->whole)
      continue;
    isl_map *rel = isl_map_copy(s->rels[j]);
    if (all) {
      rel = isl_map_align_params(rel, isl_map_get_space(all));
      all = isl_map_align_params(all, isl_map_get_space(rel));
    }
    all = all ? isl_map_union(all, rel) : rel;
  }
  return all;
}

bool dep_footprint_bytes(DepAnalysis *da, IrOp *nest, int64_t *bytes) {
  IrContext *ctx = dep_analysis_context(da);
  isl_ctx *isl = pres_ctx_create(dep_default_options().max_operations);
  pres_begin(isl);
  Side s = {.ctx = ctx};
  bool ok = build_side(isl, nest, 0, &s);
  bool *done = ir_alloc(ctx, (s.num + 1) * sizeof *done);
  *bytes = 0;
  for (unsigned i = 0; ok && i < s.num; i++) {
    isl_map *all = done[i] ? NULL : memref_touches(&s, i, done);
    const IrType *t = s.models[i].memref->type;
    int64_t size = all ? region_bytes(t, box_of(all, t)) : 0;
    ok = size >= 0;
    *bytes += size;
  }
  ok = ok && !pres_out_of_budget(isl);
  free_side(&s);
  isl_ctx_free(isl);
  return ok;
}

/* ------------------------------------------------------------ checks */

/* True when m (taken) is empty; *unknown set when isl could not tell. */
static bool empty(isl_map *m, bool *unknown) {
  PresTruth t = m ? pres_is_empty(m) : PRES_UNKNOWN;
  isl_map_free(m);
  *unknown |= t == PRES_UNKNOWN;
  return t == PRES_TRUE;
}

/* Whether each access of src meets the accesses of dst it conflicts with
 * only in consumer iterations at or after the one it runs in (s). A read
 * of dst of what src writes is left out: R in S has it read after the
 * write, and a write that runs again later writes what it wrote. */
static DepSliceAnswer order_kept(isl_map *s, const Side *src, const Side *dst,
                                 unsigned n_around, unsigned depth,
                                 IrOp *witness[2]) {
  bool unknown = false;
  for (unsigned i = 0; i < src->num; i++)
    for (unsigned j = 0; j < dst->num; j++) {
      if (!conflict(&src->models[i], &dst->models[j]) ||
          !dst->models[j].is_write)
        continue;
      isl_map *t = isl_map_apply_range(
          isl_map_copy(s), pres_dependence(src->rels[i], dst->rels[j]));
      if (!empty(pres_prefix_reversed(t, n_around, depth), &unknown)) {
        witness[0] = src->models[i].op;
        witness[1] = dst->models[j].op;
        return unknown ? DEP_SLICE_UNMODELLED : DEP_SLICE_ORDER;
      }
    }
  return unknown ? DEP_SLICE_UNMODELLED : DEP_SLICE_YES;
}

/* Whether the producer iterations that conflict, each run once (s),
 * still run in their order. */
static DepSliceAnswer producer_order_kept(isl_map *s, const Side *src,
                                          unsigned n_around, unsigned depth,
                                          IrOp *witness[2]) {
  bool unknown = false;
  isl_space *space = isl_set_get_space(src->domain);
  isl_map *before = isl_map_lex_lt(isl_space_drop_all_params(space));
  for (unsigned k = 0; k < n_around; k++)
    before = isl_map_equate(before, isl_dim_in, k, isl_dim_out, k);
  DepSliceAnswer a = DEP_SLICE_YES;
  for (unsigned i = 0; i < src->num && a == DEP_SLICE_YES; i++)
    for (unsigned j = 0; j < src->num && a == DEP_SLICE_YES; j++) {
      if (!conflict(&src->models[i], &src->models[j]))
        continue;
      isl_map *pairs = isl_map_intersect(
          pres_dependence(src->rels[i], src->rels[j]), isl_map_copy(before));
      isl_map *runs = isl_map_apply_range(
          isl_map_apply_range(isl_map_copy(s), pairs),
          isl_map_reverse(isl_map_copy(s)));
      if (!empty(pres_prefix_reversed(runs, n_around, depth), &unknown)) {
        witness[0] = src->models[i].op;
        witness[1] = src->models[j].op;
        a = DEP_SLICE_ORDER;
      }
    }
  isl_map_free(before);
  return unknown ? DEP_SLICE_UNMODELLED : a;
}

/* Whether every producer iteration writes the same values whenever it
 * runs: it reads no memref the nest writes, and each memref is written by
 * one access that writes no element twice. witness[0] gets the write. */
static DepSliceAnswer idempotent(isl_ctx *isl, const Side *src,
                                 IrOp *witness[2]) {
  for (unsigned i = 0; i < src->num; i++) {
    const AccessModel *w = &src->models[i];
    if (!w->is_write)
      continue;
    witness[0] = witness[1] = w->op;
    for (unsigned j = 0; j < src->num; j++)
      if (j != i && src->models[j].memref == w->memref)
        return DEP_SLICE_NOT_IDEMPOTENT;
    isl_map *full = pres_access_relation(isl, w);
    isl_bool once = full ? isl_map_is_injective(full) : isl_bool_error;
    isl_map_free(full);
    if (once != isl_bool_true)
      return once == isl_bool_false ? DEP_SLICE_NOT_IDEMPOTENT
                                    : DEP_SLICE_UNMODELLED;
  }
  return DEP_SLICE_YES;
}

/* Sets out->whole and ->recomputes from s and checks what they ask. */
static DepSliceAnswer runs_right(isl_ctx *isl, isl_map *s, const Side *src,
                                 unsigned n_around, unsigned depth,
                                 DepSlice *out, IrOp *witness[2]) {
  isl_set *ran = isl_map_range(isl_map_copy(s));
  isl_bool whole = isl_set_is_subset(src->domain, ran);
  isl_set_free(ran);
  isl_bool once = isl_bool_false;
  if (whole == isl_bool_true) {
    isl_map *by = isl_map_reverse(isl_map_copy(s));
    once = isl_map_is_single_valued(by);
    isl_map_free(by);
  }
  if (whole == isl_bool_error || once == isl_bool_error)
    return DEP_SLICE_UNMODELLED;
  out->whole = whole;
  out->recomputes = !once;
  DepSliceAnswer a = DEP_SLICE_NOT_IDEMPOTENT;
  if (once)
    a = producer_order_kept(s, src, n_around, depth, witness);
  return a == DEP_SLICE_YES ? a : idempotent(isl, src, witness);
}

/* ------------------------------------------------------------ the question */

static DepSliceAnswer answer(IrContext *ctx, isl_ctx *isl, const Side *src,
                             const Side *dst, unsigned depth, DepSlice *out,
                             IrOp *witness[2]) {
  unsigned n_around = dst->n_outer - depth;
  isl_map *r = needed(src, dst, n_around);
  PresTruth none = pres_is_empty(r);
  if (none != PRES_FALSE) {
    isl_map_free(r);
    return none == PRES_TRUE ? DEP_SLICE_NO_BOUNDS : DEP_SLICE_UNMODELLED;
  }
  out->num_outer = dst->n_outer;
  out->outer = dst->models[0].ivs;
  out->lbs = ir_alloc(ctx, out->num_loops * sizeof *out->lbs);
  out->ubs = ir_alloc(ctx, out->num_loops * sizeof *out->ubs);
  out->trips = ir_alloc(ctx, out->num_loops * sizeof *out->trips);
  isl_map *s = slice_of(ctx, r, src, dst, n_around, out);
  store_sizes(isl, s, src, dst, out);
  isl_bool covered = isl_map_is_subset(r, s);
  isl_map_free(r);
  DepSliceAnswer a = covered == isl_bool_true    ? DEP_SLICE_YES
                     : covered == isl_bool_false ? DEP_SLICE_NO_BOUNDS
                                                 : DEP_SLICE_UNMODELLED;
  if (a == DEP_SLICE_YES)
    a = order_kept(s, src, dst, n_around, depth, witness);
  if (a == DEP_SLICE_YES)
    a = runs_right(isl, s, src, n_around, depth, out, witness);
  isl_map_free(s);
  return a;
}

DepSliceAnswer dep_fusion_slice(DepAnalysis *da, IrOp *src, unsigned num_loops,
                                IrOp *dst, unsigned depth, DepSlice *out,
                                IrOp *witness[2]) {
  IrContext *ctx = dep_analysis_context(da);
  *out = (DepSlice){.num_loops = num_loops};
  witness[0] = witness[1] = NULL;
  isl_ctx *isl = pres_ctx_create(dep_default_options().max_operations);
  pres_begin(isl);
  Side s = {.ctx = ctx}, d = {.ctx = ctx};
  DepSliceAnswer a = DEP_SLICE_UNMODELLED;
  if (build_side(isl, src, num_loops, &s) && build_side(isl, dst, depth, &d) &&
      s.n_outer - num_loops == d.n_outer - depth)
    a = answer(ctx, isl, &s, &d, depth, out, witness);
  else
    witness[0] = witness[1] = s.unmodelled ? s.unmodelled : d.unmodelled;
  if (pres_out_of_budget(isl)) {
    a = DEP_SLICE_UNMODELLED;
    witness[0] = witness[1] = NULL;
  }
  free_side(&s);
  free_side(&d);
  isl_ctx_free(isl);
  return a;
}
