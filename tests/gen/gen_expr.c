/*
 * gen_expr.c - random affine expressions over chosen dims and symbols,
 * with the interval each expression's value lies in, so that loops stay
 * short, subscripts stay in bounds and nothing nears 64-bit overflow.
 *
 * Expressions print in two forms: over d0/s0 for affine_map and
 * affine_set, or over the SSA names themselves (`%i + symbol(%n)`) for
 * affine.load/store subscripts and affine.parallel bounds.
 */
#include "gen.h"

#include <inttypes.h>
#include <string.h>

/* Picks up to max_dims values usable as dims and max_syms usable as
 * symbols, index values whose interval lies within +-max_abs. */
AffineOperands operands_choose(Gen *g, int max_dims, int max_syms,
                               int64_t max_abs) {
  AffineOperands ops = {{NULL}, 0, {NULL}, 0};
  int tries = 3 * (max_dims + max_syms);
  for (int t = 0; t < tries && g->nvals > 0; t++) {
    Value *v = &g->vals[rnd(&g->rng, g->nvals)];
    if (v->type != T_INDEX || !v->bounded || v->lo < -max_abs ||
        v->hi > max_abs)
      continue;
    bool as_sym = v->sym && (!v->dim || chance(&g->rng, 50));
    if (as_sym && ops.nsyms < max_syms)
      ops.syms[ops.nsyms++] = v;
    else if (v->dim && ops.ndims < max_dims)
      ops.dims[ops.ndims++] = v;
  }
  return ops;
}

/* A leaf: one of the operands or a small constant. */
static void expr_leaf(Gen *g, const AffineOperands *ops, bool inline_names,
                      Expr *e) {
  int n = ops->ndims + ops->nsyms;
  if (n == 0 || chance(&g->rng, 25)) {
    int64_t c = rnd_range(&g->rng, -9, 9);
    snprintf(e->text, sizeof e->text, c < 0 ? "(%" PRId64 ")" : "%" PRId64, c);
    e->lo = e->hi = c;
    return;
  }
  int k = rnd(&g->rng, n);
  const Value *v = k < ops->ndims ? ops->dims[k] : ops->syms[k - ops->ndims];
  if (!inline_names)
    snprintf(e->text, sizeof e->text, k < ops->ndims ? "d%d" : "s%d",
             k < ops->ndims ? k : k - ops->ndims);
  else
    snprintf(e->text, sizeof e->text, k < ops->ndims ? "%s" : "symbol(%s)",
             v->name);
  e->lo = v->lo;
  e->hi = v->hi;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b) { return -floor_div(-a, b); }

/* The interval of [lo, hi] mod c (c > 0): exact when the range does not
 * wrap, so that constant expressions get their exact value. */
static void mod_interval(int64_t lo, int64_t hi, int64_t c, int64_t *rlo,
                         int64_t *rhi) {
  int64_t q = floor_div(lo, c);
  bool wraps = floor_div(hi, c) != q;
  *rlo = wraps ? 0 : lo - q * c;
  *rhi = wraps ? c - 1 : hi - q * c;
}

/* Combines a (and b for sums) into text with one random operation and
 * returns the interval of the result in *lo, *hi. */
static void expr_combine(Gen *g, const Expr *a, const Expr *b, char *text,
                         size_t size, int64_t *lo, int64_t *hi) {
  static const char *const divs[] = {"floordiv", "ceildiv", "mod"};
  int kind = rnd(&g->rng, 6);
  int64_t c = rnd_range(&g->rng, -4, 4);
  if (kind == 0) {
    snprintf(text, size, "(%s + %s)", a->text, b->text);
    *lo = a->lo + b->lo, *hi = a->hi + b->hi;
  } else if (kind == 1) {
    snprintf(text, size, "(%s - %s)", a->text, b->text);
    *lo = a->lo - b->hi, *hi = a->hi - b->lo;
  } else if (kind == 2) {
    snprintf(text, size, c < 0 ? "(%s * (%" PRId64 "))" : "(%s * %" PRId64 ")",
             a->text, c);
    *lo = c < 0 ? a->hi * c : a->lo * c;
    *hi = c < 0 ? a->lo * c : a->hi * c;
  } else {
    int div = kind - 3;
    c = chance(&g->rng, 80) ? rnd_range(&g->rng, 1, 6) : rnd_range(&g->rng, 7, 64);
    snprintf(text, size, "(%s %s %" PRId64 ")", a->text, divs[div], c);
    *lo = div == 0 ? floor_div(a->lo, c) : ceil_div(a->lo, c);
    *hi = div == 0 ? floor_div(a->hi, c) : ceil_div(a->hi, c);
    if (div == 2)
      mod_interval(a->lo, a->hi, c, lo, hi);
  }
}

/* Divides a by a symbol whose values are all positive (a semi-affine
 * expression, for affine.apply only): `a floordiv s0`, `ceildiv` or `mod`.
 * Returns false when no symbol operand qualifies. */
static bool expr_by_symbol(Gen *g, const AffineOperands *ops, const Expr *a,
                           char *text, size_t size, int64_t *lo, int64_t *hi) {
  static const char *const divs[] = {"floordiv", "ceildiv", "mod"};
  int k = ops->nsyms ? rnd(&g->rng, ops->nsyms) : 0;
  if (ops->nsyms == 0 || ops->syms[k]->lo < 1)
    return false;
  int64_t p = ops->syms[k]->lo, q = ops->syms[k]->hi;
  int div = rnd(&g->rng, 3);
  snprintf(text, size, "(%s %s s%d)", a->text, divs[div], k);
  if (div == 2) {
    if (p == q)
      mod_interval(a->lo, a->hi, p, lo, hi);
    else
      *lo = 0, *hi = q - 1;
    return true;
  }
  int64_t (*f)(int64_t, int64_t) = div == 0 ? floor_div : ceil_div;
  int64_t c[4] = {f(a->lo, p), f(a->lo, q), f(a->hi, p), f(a->hi, q)};
  *lo = *hi = c[0];
  for (int i = 1; i < 4; i++) {
    *lo = c[i] < *lo ? c[i] : *lo;
    *hi = c[i] > *hi ? c[i] : *hi;
  }
  return true;
}

/* Room kept free in an Expr's text for expr_in_range's "mod" and one
 * expr_add_constant. */
enum { EXPR_ROOM = 64 };

/* A random expression of at most `depth` operations whose values all stay
 * within +-SAFE_LIMIT and whose text leaves EXPR_ROOM free. */
static void expr_tree(Gen *g, const AffineOperands *ops, bool inline_names,
                      int depth, Expr *e) {
  if (depth == 0 || chance(&g->rng, 30)) {
    expr_leaf(g, ops, inline_names, e);
    return;
  }
  Expr b;
  char text[2 * sizeof e->text + 32];
  int64_t lo, hi;
  expr_tree(g, ops, inline_names, depth - 1, e);
  expr_tree(g, ops, inline_names, depth - 1, &b);
  bool semi = g->semi_affine && !inline_names && chance(&g->rng, 20) &&
              expr_by_symbol(g, ops, e, text, sizeof text, &lo, &hi);
  if (!semi)
    expr_combine(g, e, &b, text, sizeof text, &lo, &hi);
  if (lo < -SAFE_LIMIT || hi > SAFE_LIMIT ||
      strlen(text) + EXPR_ROOM >= sizeof e->text)
    return; /* keep e, the left operand */
  memcpy(e->text, text, strlen(text) + 1);
  e->lo = lo;
  e->hi = hi;
}

void expr_random(Gen *g, const AffineOperands *ops, bool inline_names,
                 Expr *e) {
  expr_tree(g, ops, inline_names, 3, e);
}

void expr_add_constant(Expr *e, int64_t c) {
  size_t len = strlen(e->text);
  snprintf(e->text + len, sizeof e->text - len,
           c < 0 ? " - %" PRId64 : " + %" PRId64, c < 0 ? -c : c);
  e->lo += c;
  e->hi += c;
}

/* A random expression whose value always lies in [lo, hi]: reduced
 * `mod (hi - lo + 1)` and shifted when it could leave the range. */
void expr_in_range(Gen *g, const AffineOperands *ops, bool inline_names,
                   int64_t lo, int64_t hi, Expr *e) {
  expr_random(g, ops, inline_names, e);
  if (e->lo >= lo && e->hi <= hi)
    return;
  char inner[sizeof e->text];
  memcpy(inner, e->text, sizeof inner);
  snprintf(e->text, sizeof e->text, "(%.*s mod %" PRId64 ")",
           (int)(sizeof e->text - EXPR_ROOM), inner, hi - lo + 1);
  e->lo = 0;
  e->hi = hi - lo;
  if (lo != 0)
    expr_add_constant(e, lo);
}

void map_dims_text(const AffineOperands *ops, char *buf, size_t size) {
  size_t n = (size_t)snprintf(buf, size, "(");
  for (int i = 0; i < ops->ndims; i++)
    n += (size_t)snprintf(buf + n, size - n, i ? ", d%d" : "d%d", i);
  n += (size_t)snprintf(buf + n, size - n, ")");
  if (ops->nsyms == 0)
    return;
  n += (size_t)snprintf(buf + n, size - n, "[");
  for (int i = 0; i < ops->nsyms; i++)
    n += (size_t)snprintf(buf + n, size - n, i ? ", s%d" : "s%d", i);
  snprintf(buf + n, size - n, "]");
}

void map_operands_text(const AffineOperands *ops, char *buf, size_t size) {
  size_t n = (size_t)snprintf(buf, size, "(");
  for (int i = 0; i < ops->ndims; i++)
    n += (size_t)snprintf(buf + n, size - n, i ? ", %s" : "%s",
                          ops->dims[i]->name);
  n += (size_t)snprintf(buf + n, size - n, ")");
  if (ops->nsyms == 0)
    return;
  n += (size_t)snprintf(buf + n, size - n, "[");
  for (int i = 0; i < ops->nsyms; i++)
    n += (size_t)snprintf(buf + n, size - n, i ? ", %s" : "%s",
                          ops->syms[i]->name);
  snprintf(buf + n, size - n, "]");
}

/* Records an affine.apply/min/max result: an index value in [lo, hi], a
 * valid dim when it is an apply (its operands are dims and symbols). */
static Value *affine_result(Gen *g, bool is_apply, int64_t lo, int64_t hi) {
  Value *v = new_value(g, 'v', T_INDEX);
  set_interval(v, lo, hi);
  v->dim = v->dim || is_apply;
  return v;
}

/* %v = affine.apply affine_map<(d..)[s..] -> (e)>(dims)[syms]; e may
 * divide by a positive symbol. */
void gen_affine_apply(Gen *g) {
  AffineOperands ops = operands_choose(g, 3, 2, SAFE_LIMIT / 64);
  Expr e;
  char dims[64], operands[128];
  g->semi_affine = true;
  expr_random(g, &ops, false, &e);
  g->semi_affine = false;
  map_dims_text(&ops, dims, sizeof dims);
  map_operands_text(&ops, operands, sizeof operands);
  Value *v = affine_result(g, true, e.lo, e.hi);
  emit(g, "%s = affine.apply affine_map<%s -> (%s)>%s", v->name, dims,
       e.text, operands);
}

/* %v = affine.min / affine.max of two or three expressions. */
void gen_affine_min_max(Gen *g) {
  AffineOperands ops = operands_choose(g, 3, 2, SAFE_LIMIT / 64);
  bool is_min = chance(&g->rng, 50);
  int n = 2 + rnd(&g->rng, 2);
  char results[3 * sizeof(((Expr *)0)->text) + 8] = "", dims[64],
                                                      operands[128];
  int64_t lo = 0, hi = 0;
  for (int i = 0; i < n; i++) {
    Expr e;
    expr_random(g, &ops, false, &e);
    if (i == 0 || (is_min ? e.lo < lo : e.lo > lo))
      lo = e.lo;
    if (i == 0 || (is_min ? e.hi < hi : e.hi > hi))
      hi = e.hi;
    if (i > 0)
      strcat(results, ", ");
    strcat(results, e.text);
  }
  map_dims_text(&ops, dims, sizeof dims);
  map_operands_text(&ops, operands, sizeof operands);
  Value *v = affine_result(g, false, lo, hi);
  emit(g, "%s = affine.%s affine_map<%s -> (%s)>%s", v->name,
       is_min ? "min" : "max", dims, results, operands);
}
