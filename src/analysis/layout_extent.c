/*
 * layout_extent.c - bounds of a layout map's results over a memref's
 * index box (see layout_extent.h): the least value exactly, by isl's
 * integer optimization; the upper bound as MLIR finds it, over the
 * rational points of the map's flattened form (a local variable per
 * division, shared where MLIR's flattener shares it).
 */
#include "layout_extent.h"

#include "presburger.h"

#include <isl/constraint.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/lp.h>
#include <isl/space.h>
#include <isl/val.h>
#include <stdio.h>
#include <string.h>

/* The box 0 <= d_i < shape[i] (0 <= d_i for a dynamic size) with the
 * map's symbols as free parameters. */
static isl_set *index_box(isl_ctx *ctx, const IrAffineMap *m,
                          const int64_t *shape) {
  isl_space *space = isl_space_set_alloc(ctx, m->num_symbols, m->num_dims);
  for (unsigned k = 0; k < m->num_symbols; k++) { /* isl aligns by name */
    char name[16];
    snprintf(name, sizeof name, "s%u", k);
    space = isl_space_set_dim_name(space, isl_dim_param, k, name);
  }
  isl_set *box = isl_set_universe(space);
  for (unsigned i = 0; i < m->num_dims; i++) {
    box = isl_set_lower_bound_si(box, isl_dim_set, i, 0);
    if (shape[i] != IR_DYNAMIC)
      box = isl_set_upper_bound_val(box, isl_dim_set, i,
                                    isl_val_int_from_si(ctx, shape[i] - 1));
  }
  return box;
}

/* ------------------------------------------- MLIR's flattened form */

/* A linear form over the dims, then the symbols, then the local
 * variables, then the constant (MLIR's flat affine expressions). */
typedef struct Flat {
  unsigned num_vars; /* dims + symbols + the locals room */
  int64_t *v;        /* num_vars + 1 coefficients */
} Flat;

/* The local variables: local k is floor(dividend[k] / divisor[k]). */
typedef struct Locals {
  unsigned first, num, cap; /* first: the index of local 0 */
  Flat *dividend;
  int64_t *divisor;
} Locals;

static Flat flat_zero(IrContext *ctx, unsigned num_vars) {
  Flat f = {num_vars, ir_alloc(ctx, ((size_t)num_vars + 1) * sizeof(int64_t))};
  for (unsigned i = 0; i <= num_vars; i++)
    f.v[i] = 0;
  return f;
}

static bool flat_is_constant(const Flat *f) {
  for (unsigned i = 0; i < f->num_vars; i++)
    if (f->v[i])
      return false;
  return true;
}

/* The local for floor(dividend / divisor), shared with an equal one as
 * MLIR's flattener shares them; -1 when there is no room. */
static int local_for(Locals *l, Flat dividend, int64_t divisor) {
  for (unsigned k = 0; k < l->num; k++)
    if (l->divisor[k] == divisor &&
        !memcmp(l->dividend[k].v, dividend.v,
                (dividend.num_vars + 1) * sizeof *dividend.v))
      return (int)k;
  if (l->num == l->cap)
    return -1;
  l->dividend[l->num] = dividend;
  l->divisor[l->num] = divisor;
  return (int)l->num++;
}

/* lhs floordiv c, ceildiv c or mod c (c > 0) in flat form, as MLIR's
 * flattener writes it: the common divisor of lhs and c cancelled, a
 * local for the quotient. False when the locals have no room. */
static bool flat_division(IrContext *ctx, IrAffineKind kind, Flat *lhs,
                          int64_t c, Locals *l) {
  unsigned n = lhs->num_vars;
  int64_t g = c;
  for (unsigned i = 0; i <= n; i++)
    g = (int64_t)ir_gcd(g, lhs->v[i]);
  if (kind == IR_AFFINE_MOD && g == c) { /* a multiple of c */
    *lhs = flat_zero(ctx, n);
    return true;
  }
  Flat dividend = flat_zero(ctx, n);
  for (unsigned i = 0; i <= n; i++)
    dividend.v[i] = lhs->v[i] / g;
  int64_t divisor = c / g;
  if (kind != IR_AFFINE_MOD && divisor == 1) {
    *lhs = dividend;
    return true;
  }
  if (kind == IR_AFFINE_CEILDIV)
    dividend.v[n] += divisor - 1;
  int k = local_for(l, dividend, divisor);
  if (k < 0)
    return false;
  if (kind == IR_AFFINE_MOD) {
    lhs->v[l->first + (unsigned)k] -= c;
    return true;
  }
  *lhs = flat_zero(ctx, n);
  lhs->v[l->first + (unsigned)k] = 1;
  return true;
}

/* x in flat form into *out; false when x is not pure affine (or the
 * locals have no room). */
static bool flatten(IrContext *ctx, const IrAffineExpr *x, unsigned num_dims,
                    Locals *l, Flat *out) {
  *out = flat_zero(ctx, l->first + l->cap);
  switch (x->kind) {
  case IR_AFFINE_CONSTANT:
    out->v[out->num_vars] = x->value;
    return true;
  case IR_AFFINE_DIM:
    out->v[x->value] = 1;
    return true;
  case IR_AFFINE_SYMBOL:
    out->v[num_dims + (unsigned)x->value] = 1;
    return true;
  default:
    break;
  }
  Flat a, b;
  if (!flatten(ctx, x->lhs, num_dims, l, &a) ||
      !flatten(ctx, x->rhs, num_dims, l, &b))
    return false;
  if (x->kind == IR_AFFINE_ADD) {
    for (unsigned i = 0; i <= out->num_vars; i++)
      out->v[i] = a.v[i] + b.v[i];
    return true;
  }
  if (x->kind == IR_AFFINE_MUL) {
    if (!flat_is_constant(&b)) {
      Flat t = a;
      a = b;
      b = t;
    }
    for (unsigned i = 0; i <= out->num_vars && flat_is_constant(&b); i++)
      out->v[i] = a.v[i] * b.v[b.num_vars];
    return flat_is_constant(&b);
  }
  int64_t c = b.v[b.num_vars];
  if (!flat_is_constant(&b) || c <= 0)
    return false;
  *out = a;
  return flat_division(ctx, x->kind, out, c, l);
}

/* The number of divisions in x: room enough for its locals. */
static unsigned count_divisions(const IrAffineExpr *x) {
  if (x->kind == IR_AFFINE_CONSTANT || x->kind == IR_AFFINE_DIM ||
      x->kind == IR_AFFINE_SYMBOL)
    return 0;
  return (x->kind != IR_AFFINE_ADD && x->kind != IR_AFFINE_MUL) +
         count_divisions(x->lhs) + count_divisions(x->rhs);
}

/* ------------------------------------------- the rational upper bound */

/* Adds sum(coef[i] * var i) + constant >= 0 to *bset. */
static void add_inequality(isl_basic_set **bset, const int64_t *coef,
                           unsigned n, int64_t constant) {
  isl_ctx *ctx = isl_basic_set_get_ctx(*bset);
  isl_local_space *ls =
      isl_local_space_from_space(isl_basic_set_get_space(*bset));
  isl_constraint *c = isl_inequality_alloc(ls);
  for (unsigned i = 0; i < n; i++)
    c = isl_constraint_set_coefficient_val(c, isl_dim_set, (int)i,
                                           isl_val_int_from_si(ctx, coef[i]));
  c = isl_constraint_set_constant_val(c, isl_val_int_from_si(ctx, constant));
  *bset = isl_basic_set_add_constraint(*bset, c);
}

/* s times |c| over their common factor (c != 0). */
static int64_t lcm_with(int64_t s, int64_t c) {
  return s / (int64_t)ir_gcd(s, c) * (c < 0 ? -c : c);
}

/* A multiple of every variable's coefficient in the locals' constraints,
 * or 1 when it would pass 2^20 or a constant of the system times it could
 * leave int64_t. isl tightens a constraint whose coefficients share a
 * factor as if its variables were integers (3q <= 2 to q <= 0); over the
 * variables times this, no constraint has a factor to tighten by, so isl
 * keeps every rational point, as MLIR's projection does. */
static int64_t scale_of(const Locals *l, const int64_t *shape,
                        unsigned num_dims) {
  const int64_t limit = (int64_t)1 << 20, big = INT64_MAX / limit / 2;
  int64_t s = 1;
  for (unsigned i = 0; i < num_dims; i++)
    if (shape[i] > big) /* IR_DYNAMIC is not */
      return 1;
  for (unsigned k = 0; k < l->num; k++) {
    const Flat *e = &l->dividend[k];
    if (e->v[e->num_vars] > big || e->v[e->num_vars] < -big)
      return 1;
    s = lcm_with(s, l->divisor[k]);
    for (unsigned j = 0; j < e->num_vars && s <= limit; j++)
      if (e->v[j])
        s = lcm_with(s, e->v[j]);
    if (s > limit)
      return 1;
  }
  return s;
}

/* The system MLIR's normalizeMemRefType projects: 0 <= d_i < shape[i]
 * for each static size (nothing for a dynamic one), and each local
 * q = floor(e / c) as c*q <= e <= c*q + c - 1, over the variables times
 * scale (its constants times scale). */
static isl_basic_set *flat_system(isl_ctx *ctx, IrContext *ir,
                                  const IrAffineMap *m, const int64_t *shape,
                                  const Locals *l, int64_t scale) {
  unsigned n = l->first + l->num;
  isl_basic_set *bset = isl_basic_set_universe(isl_space_set_alloc(ctx, 0, n));
  int64_t *coef = ir_alloc(ir, ((size_t)n + 1) * sizeof *coef);
  for (unsigned i = 0; i < m->num_dims; i++) {
    if (shape[i] == IR_DYNAMIC)
      continue;
    for (unsigned j = 0; j < n; j++)
      coef[j] = j == i;
    add_inequality(&bset, coef, n, 0);
    coef[i] = -1;
    add_inequality(&bset, coef, n, (shape[i] - 1) * scale);
  }
  for (unsigned k = 0; k < l->num; k++) {
    const int64_t *e = l->dividend[k].v, c = l->divisor[k];
    unsigned q = l->first + k, last = l->dividend[k].num_vars;
    for (unsigned j = 0; j < n; j++)
      coef[j] = e[j] - (j == q ? c : 0);
    add_inequality(&bset, coef, n, e[last] * scale);
    for (unsigned j = 0; j < n; j++)
      coef[j] = -coef[j];
    add_inequality(&bset, coef, n, (c - 1 - e[last]) * scale);
  }
  return bset;
}

/* MLIR's constant upper bound of result r of m over the box: the
 * greatest value over the rational points of the flattened system,
 * rounded down. False when there is none or r is not pure affine. */
static bool rational_upper_bound(IrContext *ir, const IrAffineMap *m,
                                 const int64_t *shape, unsigned r,
                                 int64_t *hi) {
  unsigned room = count_divisions(m->results[r]);
  Locals l = {m->num_dims + m->num_symbols, 0, room,
              ir_alloc(ir, ((size_t)room + 1) * sizeof(Flat)),
              ir_alloc(ir, ((size_t)room + 1) * sizeof(int64_t))};
  Flat x;
  if (!flatten(ir, m->results[r], m->num_dims, &l, &x))
    return false;
  isl_ctx *ctx = pres_ctx_create(1000000);
  int64_t scale = scale_of(&l, shape, m->num_dims);
  isl_basic_set *bset = flat_system(ctx, ir, m, shape, &l, scale);
  unsigned n = l.first + l.num;
  isl_aff *obj = isl_aff_zero_on_domain(
      isl_local_space_from_space(isl_basic_set_get_space(bset)));
  for (unsigned j = 0; j < n; j++)
    obj = isl_aff_set_coefficient_val(obj, isl_dim_in, (int)j,
                                      isl_val_int_from_si(ctx, x.v[j]));
  isl_val *max = isl_basic_set_max_lp_val(bset, obj);
  max = isl_val_div(max, isl_val_int_from_si(ctx, scale));
  max = isl_val_add(isl_val_floor(max),
                    isl_val_int_from_si(ctx, x.v[x.num_vars]));
  bool ok = pres_int(max, hi);
  isl_aff_free(obj);
  isl_basic_set_free(bset);
  isl_ctx_free(ctx);
  return ok;
}

bool layout_result_range(IrContext *ir, const IrAffineMap *m,
                         const int64_t *shape, unsigned r, int64_t *lo,
                         int64_t *hi) {
  isl_ctx *ctx = pres_ctx_create(1000000);
  isl_set *box = index_box(ctx, m, shape);
  isl_local_space *ls = isl_local_space_from_space(isl_set_get_space(box));
  isl_aff *x = pres_aff(ls, m->results[r]);
  bool ok = x && pres_int(isl_set_min_val(box, x), lo);
  isl_aff_free(x);
  isl_local_space_free(ls);
  isl_set_free(box);
  isl_ctx_free(ctx);
  return ok && rational_upper_bound(ir, m, shape, r, hi);
}

/* The relation from the box's indices to the map's results, or NULL. */
static isl_map *layout_relation(isl_ctx *ctx, const IrAffineMap *m,
                                const int64_t *shape) {
  isl_set *box = index_box(ctx, m, shape);
  isl_local_space *ls = isl_local_space_from_space(isl_set_get_space(box));
  isl_aff_list *results = isl_aff_list_alloc(ctx, (int)m->num_results);
  bool ok = true;
  for (unsigned r = 0; ok && r < m->num_results; r++) {
    isl_aff *x = pres_aff(ls, m->results[r]);
    ok = x != NULL;
    if (ok)
      results = isl_aff_list_add(results, x);
  }
  isl_local_space_free(ls);
  if (!ok) {
    isl_aff_list_free(results);
    isl_set_free(box);
    return NULL;
  }
  isl_space *range = isl_space_add_dims(
      isl_space_set_from_params(isl_space_params(isl_set_get_space(box))),
      isl_dim_set, m->num_results);
  isl_space *space =
      isl_space_map_from_domain_and_range(isl_set_get_space(box), range);
  isl_multi_aff *ma = isl_multi_aff_from_aff_list(space, results);
  return isl_map_intersect_domain(isl_map_from_multi_aff(ma), box);
}

bool layout_is_injective(const IrAffineMap *m, const int64_t *shape,
                         bool *known) {
  isl_ctx *ctx = pres_ctx_create(1000000);
  isl_map *rel = layout_relation(ctx, m, shape);
  isl_bool injective = rel ? isl_map_is_injective(rel) : isl_bool_error;
  isl_map_free(rel);
  isl_ctx_free(ctx);
  *known = injective != isl_bool_error;
  return injective == isl_bool_true;
}
