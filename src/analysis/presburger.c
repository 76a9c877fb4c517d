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

/* The points where some of lbs[0..n) is the greatest and iv minus it is a
 * multiple of step: iv - max(lbs) == 0 (mod step). Consumes iv. */
static isl_set *stride_set(isl_local_space *ls, isl_aff *iv, isl_aff **lbs,
                           unsigned n, int64_t step) {
  isl_ctx *ctx = isl_local_space_get_ctx(ls);
  isl_set *all = isl_set_empty(isl_local_space_get_space(ls));
  for (unsigned j = 0; j < n; j++) {
    isl_aff *offset = isl_aff_sub(isl_aff_copy(iv), isl_aff_copy(lbs[j]));
    offset = isl_aff_mod_val(offset, isl_val_int_from_si(ctx, step));
    isl_set *piece = isl_aff_eq_set(offset, isl_aff_zero_on_domain(
                                                isl_local_space_copy(ls)));
    for (unsigned i = 0; i < n; i++)
      if (i != j)
        piece = isl_set_intersect(
            piece, isl_aff_ge_set(isl_aff_copy(lbs[j]), isl_aff_copy(lbs[i])));
    all = isl_set_union(all, piece);
  }
  isl_aff_free(iv);
  return all;
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

/* The points within bound b (see AmBound), or NULL. */
static isl_set *bound_set(isl_local_space *ls, const AmBound *b) {
  unsigned n = b->num_lbs + b->num_ubs;
  IrAffineExpr *exprs[n + 1];
  isl_aff *affs[n + 1];
  memcpy(exprs, b->lbs, b->num_lbs * sizeof *exprs);
  memcpy(exprs + b->num_lbs, b->ubs, b->num_ubs * sizeof *exprs);
  if (b->step <= 0 || !affs_of(ls, exprs, n, affs))
    return NULL;
  isl_aff *iv = isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set,
                                      b->iv);
  isl_set *set = isl_set_universe(isl_local_space_get_space(ls));
  for (unsigned i = 0; i < n; i++) {
    isl_aff *bound = isl_aff_copy(affs[i]);
    set = isl_set_intersect(
        set, i < b->num_lbs ? isl_aff_ge_set(isl_aff_copy(iv), bound)
                            : isl_aff_lt_set(isl_aff_copy(iv), bound));
  }
  if (b->step != 1 && b->num_lbs)
    set = isl_set_intersect(set, stride_set(ls, isl_aff_copy(iv), affs,
                                            b->num_lbs, b->step));
  isl_aff_free(iv);
  free_affs(affs, n);
  return set;
}

/* The points where guard g holds (see AmGuard), or NULL. */
static isl_set *guard_set(isl_local_space *ls, const AmGuard *g) {
  isl_aff *affs[g->num + 1];
  if (!affs_of(ls, g->exprs, g->num, affs))
    return NULL;
  isl_set *set = isl_set_universe(isl_local_space_get_space(ls));
  for (unsigned i = 0; i < g->num; i++) {
    isl_aff *zero = isl_aff_zero_on_domain(isl_local_space_copy(ls));
    set = isl_set_intersect(set, g->is_eq[i] ? isl_aff_eq_set(affs[i], zero)
                                             : isl_aff_ge_set(affs[i], zero));
  }
  return g->negate ? isl_set_complement(set) : set;
}

isl_set *pres_domain(isl_ctx *ctx, const AccessModel *m) {
  isl_space *space = domain_space(ctx, m);
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_set *set = isl_set_universe(space);
  for (unsigned i = 0; i < m->num_ivs && set; i++) {
    isl_set *part = bound_set(ls, &m->bounds[i]);
    set = part ? isl_set_intersect(set, part) : isl_set_free(set);
  }
  for (unsigned i = 0; i < m->num_guards && set; i++) {
    isl_set *part = guard_set(ls, &m->guards[i]);
    set = part ? isl_set_intersect(set, part) : isl_set_free(set);
  }
  isl_local_space_free(ls);
  return set;
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
