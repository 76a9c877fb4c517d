/*
 * presburger.c - isl sets and maps for iteration domains, access relations
 * and dependences (see presburger.h).
 *
 * Domains are built the way MLIR's FlatAffineValueConstraints builds them
 * (addAffineForOpDomain, addAffineParallelOpDomain, addAffineIfOpDomain),
 * but exactly: a step constrains the iterations also when the lower bound
 * is not a constant, an affine.parallel step constrains them too, and the
 * else region of an affine.if gets the negated condition. Floor divisions
 * stay isl integer divisions, so every answer is about integer points.
 */
#include "presburger.h"

#include <isl/constraint.h>
#include <isl/id.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/options.h>
#include <isl/space.h>
#include <isl/val.h>
#include <limits.h>
#include <string.h>

/* ----------------------------------------------------------- work bound */

isl_ctx *pres_ctx_create(unsigned long max_operations) {
  isl_ctx *ctx = isl_ctx_alloc();
  if (!ctx)
    ir_oom();
  isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(ctx, max_operations);
  return ctx;
}

void pres_begin(isl_ctx *ctx) {
  isl_ctx_reset_operations(ctx);
  isl_ctx_reset_error(ctx);
}

bool pres_out_of_budget(isl_ctx *ctx) {
  return isl_ctx_last_error(ctx) == isl_error_quota;
}

/* ---------------------------------------------------- affine expressions */

/* The value of aff a when it is a constant, else NULL. */
static isl_val *constant_of(__isl_keep isl_aff *a) {
  return isl_aff_is_cst(a) == isl_bool_true ? isl_aff_get_constant_val(a)
                                            : NULL;
}

/* l `kind` r when both are constants and MLIR's expression builders fold
 * them (a floordiv or ceildiv by a non-zero constant, a mod by a positive
 * one), else NULL. Consumes l and r. */
static isl_aff *fold_division(IrAffineKind kind, isl_aff *l, isl_aff *r) {
  isl_val *lv = constant_of(l), *rv = constant_of(r), *q = NULL;
  if (lv && rv && !isl_val_is_zero(rv) &&
      (kind != IR_AFFINE_MOD || isl_val_is_pos(rv))) {
    q = isl_val_div(isl_val_copy(lv), isl_val_copy(rv));
    q = kind == IR_AFFINE_CEILDIV ? isl_val_ceil(q) : isl_val_floor(q);
    if (kind == IR_AFFINE_MOD)
      q = isl_val_sub(isl_val_copy(lv), isl_val_mul(q, isl_val_copy(rv)));
  }
  isl_val_free(lv);
  isl_val_free(rv);
  isl_aff_free(r);
  if (!q)
    return isl_aff_free(l);
  return isl_aff_set_constant_val(l, q);
}

/* l `kind` r for mod, floordiv and ceildiv (MLIR's semantics: rounding
 * toward -infinity, a mod in [0, r)). Consumes l and r; NULL when r is
 * not a positive constant and the two do not fold. */
static isl_aff *division(IrAffineKind kind, isl_aff *l, isl_aff *r) {
  isl_val *rv = constant_of(r);
  if (!rv || !isl_val_is_pos(rv) || isl_aff_is_cst(l) == isl_bool_true) {
    isl_val_free(rv);
    return fold_division(kind, l, r);
  }
  isl_aff_free(r);
  if (kind == IR_AFFINE_MOD)
    return isl_aff_mod_val(l, rv);
  l = isl_aff_scale_down_val(l, rv);
  return kind == IR_AFFINE_FLOORDIV ? isl_aff_floor(l) : isl_aff_ceil(l);
}

/* l * r when one of them is a constant; NULL otherwise. Consumes both. */
static isl_aff *product(isl_aff *l, isl_aff *r) {
  isl_val *c = constant_of(r);
  if (!c) {
    isl_aff *t = l;
    l = r;
    r = t;
    c = constant_of(r);
  }
  isl_aff_free(r);
  if (!c)
    return isl_aff_free(l);
  return isl_aff_scale_val(l, c);
}

isl_aff *pres_aff(isl_local_space *ls, const IrAffineExpr *e) {
  isl_ctx *ctx = isl_local_space_get_ctx(ls);
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    return isl_aff_val_on_domain(isl_local_space_copy(ls),
                                 isl_val_int_from_si(ctx, e->value));
  case IR_AFFINE_DIM:
    return isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set,
                                 (unsigned)e->value);
  case IR_AFFINE_SYMBOL:
    return isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_param,
                                 (unsigned)e->value);
  default:
    break;
  }
  isl_aff *l = pres_aff(ls, e->lhs);
  isl_aff *r = l ? pres_aff(ls, e->rhs) : NULL;
  if (!r)
    return isl_aff_free(l);
  if (e->kind == IR_AFFINE_ADD)
    return isl_aff_add(l, r);
  if (e->kind == IR_AFFINE_MUL)
    return product(l, r);
  return division(e->kind, l, r);
}

/* ----------------------------------------------------------------- domains */

/* The space of m's domain: its ivs as set dimensions, its symbols as
 * parameters identified by their IrValue. */
static isl_space *domain_space(isl_ctx *ctx, const AccessModel *m) {
  isl_space *space = isl_space_set_alloc(ctx, m->num_syms, m->num_ivs);
  for (unsigned i = 0; i < m->num_syms; i++) {
    const char *name = m->syms[i]->name ? m->syms[i]->name : "sym";
    space = isl_space_set_dim_id(space, isl_dim_param, i,
                                 isl_id_alloc(ctx, name, m->syms[i]));
  }
  return space;
}

/* A domain under construction. isl simplifies after every intersection,
 * and intersecting unions multiplies their pieces, so the convex
 * constraints gather in one basic set and the few unions (a step after
 * several lower bounds, an else region) meet it once, at the end. */
typedef struct Domain {
  isl_local_space *ls;
  isl_basic_set *convex;
  isl_set *unions; /* the intersection of the unions; NULL: none yet */
} Domain;

static void add_convex(Domain *d, isl_basic_set *bset) {
  d->convex = isl_basic_set_intersect(d->convex, bset);
}

/* The union of the intersections of a piece of a with a piece of b,
 * without isl_set_intersect's emptiness test of each: the dependence
 * question tests emptiness once, on the whole. Consumes a and b. */
static isl_set *pieces_product(isl_set *a, isl_set *b) {
  isl_basic_set_list *as = isl_set_get_basic_set_list(a);
  isl_basic_set_list *bs = isl_set_get_basic_set_list(b);
  isl_set *out = isl_set_empty(isl_set_get_space(a));
  isl_size na = isl_basic_set_list_size(as), nb = isl_basic_set_list_size(bs);
  for (int i = 0; i < na; i++)
    for (int j = 0; j < nb; j++)
      out = isl_set_union(out, isl_set_from_basic_set(isl_basic_set_intersect(
                                   isl_basic_set_list_get_at(as, i),
                                   isl_basic_set_list_get_at(bs, j))));
  isl_basic_set_list_free(as);
  isl_basic_set_list_free(bs);
  isl_set_free(a);
  isl_set_free(b);
  return na < 0 || nb < 0 ? isl_set_free(out) : out;
}

static void add_union(Domain *d, isl_set *set) {
  d->unions = d->unions ? pieces_product(d->unions, set) : set;
}

static isl_aff *zero_aff(const Domain *d) {
  return isl_aff_zero_on_domain(isl_local_space_copy(d->ls));
}

/* iv - lb == 0 (mod step) as a basic set. Consumes offset (iv - lb). */
static isl_basic_set *stride_piece(Domain *d, isl_aff *offset, int64_t step) {
  isl_ctx *ctx = isl_local_space_get_ctx(d->ls);
  offset = isl_aff_mod_val(offset, isl_val_int_from_si(ctx, step));
  return isl_aff_eq_basic_set(offset, zero_aff(d));
}

/* iv - max(lbs[0..n)) == 0 (mod step): the union over the lower bound
 * that is the greatest. */
static void add_stride(Domain *d, isl_aff *iv, isl_aff **lbs, unsigned n,
                       int64_t step) {
  isl_set *all = isl_set_empty(isl_local_space_get_space(d->ls));
  for (unsigned j = 0; j < n; j++) {
    isl_basic_set *piece = stride_piece(
        d, isl_aff_sub(isl_aff_copy(iv), isl_aff_copy(lbs[j])), step);
    for (unsigned i = 0; i < n; i++)
      if (i != j)
        piece = isl_basic_set_intersect(
            piece, isl_aff_ge_basic_set(isl_aff_copy(lbs[j]),
                                        isl_aff_copy(lbs[i])));
    all = isl_set_union(all, isl_set_from_basic_set(piece));
  }
  add_union(d, all);
}

/* Converts exprs[0..n) on ls into out; false (out freed) when one cannot
 * be flattened. */
static bool affs_of(isl_local_space *ls, IrAffineExpr **exprs, unsigned n,
                    isl_aff **out) {
  for (unsigned i = 0; i < n; i++) {
    if ((out[i] = pres_aff(ls, exprs[i])))
      continue;
    while (i-- > 0)
      isl_aff_free(out[i]);
    return false;
  }
  return true;
}

static void free_affs(isl_aff **affs, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    isl_aff_free(affs[i]);
}

/* Adds the points within bound b (see AmBound); false when an expression
 * cannot be flattened. */
static bool add_bound(Domain *d, const AmBound *b) {
  unsigned n = b->num_lbs + b->num_ubs;
  IrAffineExpr *exprs[n + 1];
  isl_aff *affs[n + 1];
  memcpy(exprs, b->lbs, b->num_lbs * sizeof *exprs);
  memcpy(exprs + b->num_lbs, b->ubs, b->num_ubs * sizeof *exprs);
  if (b->step <= 0 || !affs_of(d->ls, exprs, n, affs))
    return false;
  isl_aff *iv = isl_aff_var_on_domain(isl_local_space_copy(d->ls),
                                      isl_dim_set, b->iv);
  for (unsigned i = 0; i < n; i++) {
    isl_aff *bound = isl_aff_copy(affs[i]);
    add_convex(d, i < b->num_lbs
                      ? isl_aff_ge_basic_set(isl_aff_copy(iv), bound)
                      : isl_aff_lt_basic_set(isl_aff_copy(iv), bound));
  }
  if (b->step != 1 && b->num_lbs)
    add_stride(d, iv, affs, b->num_lbs, b->step);
  isl_aff_free(iv);
  free_affs(affs, n);
  return true;
}

/* Adds the points where guard g holds (see AmGuard); for an else region,
 * the union of the points where one of its constraints fails. False when
 * an expression cannot be flattened. */
static bool add_guard(Domain *d, const AmGuard *g) {
  isl_aff *affs[g->num + 1];
  if (!affs_of(d->ls, g->exprs, g->num, affs))
    return false;
  isl_set *fails = isl_set_empty(isl_local_space_get_space(d->ls));
  for (unsigned i = 0; i < g->num; i++) {
    if (!g->negate) {
      add_convex(d, g->is_eq[i] ? isl_aff_eq_basic_set(affs[i], zero_aff(d))
                                : isl_aff_ge_basic_set(affs[i], zero_aff(d)));
      continue;
    }
    if (g->is_eq[i])
      fails = isl_set_union(fails, isl_set_from_basic_set(isl_aff_gt_basic_set(
                                       isl_aff_copy(affs[i]), zero_aff(d))));
    fails = isl_set_union(
        fails, isl_set_from_basic_set(isl_aff_neg_basic_set(affs[i])));
  }
  if (g->negate)
    add_union(d, fails);
  else
    isl_set_free(fails);
  return true;
}

isl_set *pres_domain(isl_ctx *ctx, const AccessModel *m) {
  isl_space *space = domain_space(ctx, m);
  Domain d = {isl_local_space_from_space(isl_space_copy(space)),
              isl_basic_set_universe(space), NULL};
  bool ok = true;
  for (unsigned i = 0; i < m->num_ivs && ok; i++)
    ok = add_bound(&d, &m->bounds[i]);
  for (unsigned i = 0; i < m->num_guards && ok; i++)
    ok = add_guard(&d, &m->guards[i]);
  isl_local_space_free(d.ls);
  isl_set *set = isl_set_from_basic_set(d.convex);
  if (d.unions)
    set = pieces_product(set, d.unions);
  return ok ? set : isl_set_free(set);
}

/* ------------------------------------------------------ access relations */

/* The constraint s * (b[d] - a[d]) + k >= 0 (== 0 when eq) on the
 * space [a] -> [b] of ls. */
static isl_constraint *offset_constraint(isl_local_space *ls, bool eq,
                                         unsigned d, int s, int64_t k) {
  isl_local_space *copy = isl_local_space_copy(ls);
  isl_constraint *c = eq ? isl_constraint_alloc_equality(copy)
                         : isl_constraint_alloc_inequality(copy);
  c = isl_constraint_set_coefficient_si(c, isl_dim_out, d, s);
  c = isl_constraint_set_coefficient_si(c, isl_dim_in, d, -s);
  return isl_constraint_set_constant_si(c, k);
}

/* The map { [a] -> [b] : a[d] <= b[d] < a[d] + extents[d] } on `rank`
 * coordinates with the parameters of `params` (a negative extent leaves
 * b[d] unbounded above). */
static isl_map *extent_map(isl_space *params, unsigned rank,
                           const int64_t *extents) {
  isl_space *space = isl_space_map_from_set(
      isl_space_add_dims(isl_space_set_from_params(params), isl_dim_set, rank));
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_basic_map *bmap = isl_basic_map_universe(space);
  for (unsigned d = 0; d < rank; d++) {
    bool point = extents[d] == 1;
    bmap = isl_basic_map_add_constraint(
        bmap, offset_constraint(ls, point, d, 1, 0));
    if (!point && extents[d] > 1)
      bmap = isl_basic_map_add_constraint(
          bmap, offset_constraint(ls, false, d, -1, extents[d] - 1));
  }
  isl_local_space_free(ls);
  return isl_map_from_basic_map(bmap);
}

/* The map from m's domain space (consumed) to the element(s) its
 * subscripts name, or NULL when a subscript cannot be flattened. */
static isl_map *subscript_map(isl_space *dom_space, const AccessModel *m) {
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(dom_space));
  isl_aff *affs[m->rank + 1];
  bool ok = affs_of(ls, m->subscripts, m->rank, affs);
  isl_local_space_free(ls);
  if (!ok) {
    isl_space_free(dom_space);
    return NULL;
  }
  isl_space *params = isl_space_params(isl_space_copy(dom_space));
  isl_space *space = isl_space_add_dims(isl_space_from_domain(dom_space),
                                        isl_dim_out, m->rank);
  isl_aff_list *list = isl_aff_list_alloc(isl_space_get_ctx(space), m->rank);
  for (unsigned i = 0; i < m->rank; i++)
    list = isl_aff_list_add(list, affs[i]);
  isl_map *map =
      isl_map_from_multi_aff(isl_multi_aff_from_aff_list(space, list));
  if (m->extents)
    return isl_map_apply_range(map, extent_map(params, m->rank, m->extents));
  isl_space_free(params);
  return map;
}

isl_map *pres_access_relation(isl_ctx *ctx, const AccessModel *m) {
  isl_set *dom = pres_domain(ctx, m);
  if (!dom)
    return NULL;
  isl_space *space = isl_set_get_space(dom);
  isl_map *map = m->whole ? isl_map_universe(isl_space_add_dims(
                                isl_space_from_domain(space), isl_dim_out,
                                m->rank))
                          : subscript_map(space, m);
  if (!map) {
    isl_set_free(dom);
    return NULL;
  }
  return isl_map_intersect_domain(map, dom);
}

/* ------------------------------------------------------------ dependences */

isl_map *pres_dependence(isl_map *src, isl_map *dst) {
  return isl_map_apply_range(isl_map_copy(src),
                             isl_map_reverse(isl_map_copy(dst)));
}

isl_map *pres_order(isl_map *dep, unsigned n_common, unsigned depth) {
  isl_space *space = isl_map_get_space(dep);
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_basic_map *order = isl_basic_map_universe(space);
  unsigned n = n_common < depth ? n_common : depth;
  for (unsigned k = 0; k < n; k++) {
    bool carried = k + 1 == depth;
    order = isl_basic_map_add_constraint(
        order, offset_constraint(ls, !carried, k, 1, carried ? -1 : 0));
  }
  isl_local_space_free(ls);
  return isl_map_intersect(dep, isl_map_from_basic_map(order));
}

isl_map *pres_prefix_reversed(isl_map *dep, unsigned n_common,
                              unsigned depth) {
  isl_space *space = isl_map_get_space(dep);
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_map *before = isl_map_empty(isl_space_copy(space));
  for (unsigned k = n_common; k < n_common + depth; k++) {
    isl_basic_map *piece = isl_basic_map_universe(isl_space_copy(space));
    for (unsigned j = 0; j <= k; j++)
      piece = isl_basic_map_add_constraint(
          piece, offset_constraint(ls, j < k, j, -1, j < k ? 0 : -1));
    before = isl_map_union(before, isl_map_from_basic_map(piece));
  }
  isl_space_free(space);
  isl_local_space_free(ls);
  return isl_map_intersect(dep, before);
}

PresTruth pres_is_empty(isl_map *map) {
  isl_bool empty = isl_map_is_empty(map);
  if (empty == isl_bool_error)
    return PRES_UNKNOWN;
  return empty == isl_bool_true ? PRES_TRUE : PRES_FALSE;
}

/* v as a component bound: an integer, or the infinity of its sign.
 * *ok becomes false when v is NULL (an isl failure) or NaN. */
static int64_t bound_of(isl_val *v, bool *ok) {
  int64_t out = 0;
  if (!v || isl_val_is_nan(v))
    *ok = false;
  else if (isl_val_is_infty(v))
    out = DEP_POS_INF;
  else if (isl_val_is_neginfty(v))
    out = DEP_NEG_INF;
  else
    out = isl_val_get_num_si(v);
  isl_val_free(v);
  return out;
}

/* The set of (destination iv - source iv) vectors over the first
 * n_common ivs of dep's pairs, symbols projected out. */
static isl_set *distance_set(isl_map *dep, unsigned n_common) {
  isl_size n_src = isl_map_dim(dep, isl_dim_in);
  isl_size n_dst = isl_map_dim(dep, isl_dim_out);
  isl_size n_par = isl_map_dim(dep, isl_dim_param);
  if (n_src < 0 || n_dst < 0 || n_par < 0)
    return NULL;
  isl_map *common = isl_map_project_out(isl_map_copy(dep), isl_dim_in,
                                        n_common, (unsigned)n_src - n_common);
  common = isl_map_project_out(common, isl_dim_out, n_common,
                               (unsigned)n_dst - n_common);
  common = isl_map_project_out(common, isl_dim_param, 0, (unsigned)n_par);
  return isl_map_deltas(common);
}

bool pres_components(isl_map *dep, unsigned n_common, unsigned n_equal,
                     DepComponent *out) {
  for (unsigned k = 0; k < n_equal && k < n_common; k++)
    out[k].lb = out[k].ub = 0;
  if (n_equal >= n_common)
    return true;
  isl_set *deltas = distance_set(dep, n_common);
  bool ok = deltas != NULL;
  for (unsigned k = n_equal; k < n_common && ok; k++) {
    out[k].lb = bound_of(isl_set_dim_min_val(isl_set_copy(deltas), (int)k), &ok);
    out[k].ub = bound_of(isl_set_dim_max_val(isl_set_copy(deltas), (int)k), &ok);
  }
  isl_set_free(deltas);
  return ok;
}

/* ------------------------------------------------------------------ rows */

/* The rows of `rows` that are (or are not) equalities, as a matrix. */
static isl_mat *rows_matrix(isl_ctx *ctx, unsigned num_vars, unsigned num_rows,
                            const int64_t *rows, const bool *eq, bool want) {
  unsigned n = 0, w = num_vars + 1;
  for (unsigned r = 0; r < num_rows; r++)
    n += eq[r] == want;
  isl_mat *mat = isl_mat_alloc(ctx, n, w);
  for (unsigned r = 0, i = 0; r < num_rows; r++) {
    if (eq[r] != want)
      continue;
    for (unsigned c = 0; c < w; c++) {
      int64_t v = rows[r * w + c];
      if (v >= INT_MIN && v <= INT_MAX) /* no isl_val for the usual case */
        mat = isl_mat_set_element_si(mat, (int)i, (int)c, (int)v);
      else
        mat = isl_mat_set_element_val(mat, (int)i, (int)c,
                                      isl_val_int_from_si(ctx, v));
    }
    i++;
  }
  return mat;
}

isl_basic_set *pres_rows_set(isl_ctx *ctx, unsigned num_vars,
                             unsigned num_rows, const int64_t *rows,
                             const bool *eq) {
  return isl_basic_set_from_constraint_matrices(
      isl_space_set_alloc(ctx, 0, num_vars),
      rows_matrix(ctx, num_vars, num_rows, rows, eq, true),
      rows_matrix(ctx, num_vars, num_rows, rows, eq, false), isl_dim_set,
      isl_dim_cst, isl_dim_param, isl_dim_div);
}

bool pres_span(isl_set *set, unsigned a, unsigned b, DepComponent *out) {
  isl_space *space = isl_set_get_space(set);
  isl_aff *diff = isl_aff_sub(
      isl_aff_var_on_domain(isl_local_space_from_space(isl_space_copy(space)),
                            isl_dim_set, b),
      isl_aff_var_on_domain(isl_local_space_from_space(space), isl_dim_set,
                            a));
  bool ok = diff != NULL;
  out->lb = bound_of(isl_set_min_val(set, diff), &ok);
  out->ub = bound_of(isl_set_max_val(set, diff), &ok);
  isl_aff_free(diff);
  return ok;
}

/* ------------------------------------------------------ back to the IR */

bool pres_int(isl_val *v, int64_t *out) {
  bool ok = v && isl_val_is_int(v);
  if (ok)
    *out = isl_val_get_num_si(v);
  isl_val_free(v);
  return ok;
}

/* True when aff (kept) has a zero coefficient for every variable of
 * kind type (the local space of a piece may hold divisions it does not
 * use, as a loop's stride). */
static bool unused(isl_aff *aff, enum isl_dim_type type) {
  int64_t c;
  for (int k = 0; k < isl_aff_dim(aff, type); k++)
    if (!pres_int(isl_aff_get_coefficient_val(aff, type, k), &c) || c != 0)
      return false;
  return true;
}

/* The symbol position of parameter k of aff (kept) in *syms, appended
 * there when new; -1 when the parameter is not an IR value. */
static int symbol_of(IrContext *ctx, isl_aff *aff, int k, IrValue ***syms,
                     unsigned *num_syms) {
  isl_space *space = isl_aff_get_domain_space(aff);
  isl_id *id = isl_space_get_dim_id(space, isl_dim_param, k);
  isl_space_free(space);
  IrValue *v = id ? isl_id_get_user(id) : NULL;
  isl_id_free(id);
  if (!v)
    return -1;
  for (unsigned i = 0; i < *num_syms; i++)
    if ((*syms)[i] == v)
      return (int)i;
  *syms = ir_grow(ctx, *syms, *num_syms, *num_syms + 1, sizeof **syms);
  (*syms)[*num_syms] = v;
  return (int)(*num_syms)++;
}

IrAffineExpr *pres_expr(IrContext *ctx, isl_aff *aff, unsigned n,
                        IrValue ***syms, unsigned *num_syms) {
  int64_t c;
  if (!unused(aff, isl_dim_div) || (!syms && !unused(aff, isl_dim_param)) ||
      !pres_int(isl_aff_get_denominator_val(aff), &c) || c != 1 ||
      !pres_int(isl_aff_get_constant_val(aff), &c))
    return NULL;
  IrAffineExpr *e = ir_affine_constant(ctx, c);
  for (unsigned k = 0; k < n; k++) {
    if (!pres_int(isl_aff_get_coefficient_val(aff, isl_dim_in, k), &c))
      return NULL;
    e = ir_affine_add(ctx, e, ir_affine_mul(ctx, ir_affine_dim(ctx, k),
                                            ir_affine_constant(ctx, c)));
  }
  for (int k = 0; syms && k < isl_aff_dim(aff, isl_dim_param); k++) {
    if (!pres_int(isl_aff_get_coefficient_val(aff, isl_dim_param, k), &c))
      return NULL;
    int s = c ? symbol_of(ctx, aff, k, syms, num_syms) : 0;
    if (s < 0)
      return NULL;
    e = ir_affine_add(ctx, e, ir_affine_mul(ctx, ir_affine_symbol(ctx, s),
                                            ir_affine_constant(ctx, c)));
  }
  return e;
}
