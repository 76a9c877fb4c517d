/*
 * c_affine.c - affine expressions, maps and integer sets as C index
 * arithmetic.
 *
 * index is int64_t. floordiv, ceildiv and mod round toward -inf in MLIR,
 * so they call affc_floordiv, affc_ceildiv and affc_mod of the scalar
 * runtime, except where the left operand is known to be non-negative and
 * the divisor a positive constant: then C's / and % agree and are used.
 * A value is known non-negative when it is a non-negative constant, a
 * memref size, or an affine loop variable whose lower bound is
 * (c_nonneg). Expressions are written with the fewest parentheses C needs
 * (d0 * 64 + d1, d0 - 1).
 */
#include <string.h>

#include "c_emit.h"
#include "dialects/affine.h"

/* An expression and its precedence: 0 primary, 1 unary, 2 multiplicative,
 * 3 additive, 4 relational and beyond. */
typedef struct Text {
  const char *s;
  int prec;
} Text;

typedef struct AffineCtx {
  CEmit *e;
  const char **dims, **syms;
  const bool *nn; /* dims then symbols */
  unsigned num_dims, num_syms;
  IrAffineExpr **subst; /* dims then symbols: what each stands for (fold) */
} AffineCtx;

static const char *wrap(IrContext *ctx, Text t, int max_prec) {
  return t.prec > max_prec ? ir_sprintf(ctx, "(%s)", t.s) : t.s;
}

/* --------------------------------------------------------- non-negative */

static bool expr_nonneg(const AffineCtx *a, const IrAffineExpr *x) {
  switch (x->kind) {
  case IR_AFFINE_CONSTANT:
    return x->value >= 0;
  case IR_AFFINE_DIM:
    return a->nn[x->value];
  case IR_AFFINE_SYMBOL:
    return a->nn[a->num_dims + x->value];
  case IR_AFFINE_MOD:
    if (x->rhs->kind == IR_AFFINE_CONSTANT && x->rhs->value > 0)
      return true;
    return expr_nonneg(a, x->lhs) && expr_nonneg(a, x->rhs);
  default:
    return expr_nonneg(a, x->lhs) && expr_nonneg(a, x->rhs);
  }
}

/* Results of map m over operands first.. of op, known non-negative? */
static bool map_result_nonneg(const IrAffineMap *m, unsigned r,
                              const IrOp *op, unsigned first, int depth);

/* The recursion stops at a fixed depth: a deep chain only loses the
 * cheaper division. */
static bool nonneg(const IrValue *v, int depth);

static bool bound_nonneg(const IrOp *op, const char *map_name,
                         unsigned first, int depth) {
  IrAttr *m = ir_op_attr(op, map_name);
  if (!m || m->kind != IR_ATTR_AFFINE_MAP)
    return false;
  for (unsigned r = 0; r < m->u.map->num_results; r++)
    if (map_result_nonneg(m->u.map, r, op, first, depth))
      return true;
  return false;
}

static bool iv_nonneg(const IrValue *v, int depth) {
  IrOp *loop = v->block->parent ? v->block->parent->parent : NULL;
  if (!loop || v->index != 0)
    return false;
  if (!strcmp(loop->name, "affine.for"))
    return bound_nonneg(loop, "lowerBoundMap", 0, depth);
  if (!strcmp(loop->name, "scf.for"))
    return nonneg(ir_op_operand(loop, 0), depth);
  return false;
}

static bool result_nonneg(const IrValue *v, int depth) {
  const IrOp *op = v->op;
  if (!strcmp(op->name, "arith.constant")) {
    IrAttr *a = ir_op_attr(op, "value");
    return a && a->kind == IR_ATTR_INTEGER && a->u.integer.value >= 0;
  }
  if (!strcmp(op->name, "memref.dim"))
    return true;
  if (!strcmp(op->name, "affine.apply") || !strcmp(op->name, "affine.max"))
    return bound_nonneg(op, "map", 0, depth);
  return false;
}

static bool nonneg(const IrValue *v, int depth) {
  if (depth > 32)
    return false;
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return iv_nonneg(v, depth + 1);
  return result_nonneg(v, depth + 1);
}

bool c_nonneg(const IrValue *v) { return nonneg(v, 0); }

static bool map_result_nonneg(const IrAffineMap *m, unsigned r,
                              const IrOp *op, unsigned first, int depth) {
  unsigned n = m->num_dims + m->num_symbols;
  bool nn[n + 1];
  for (unsigned i = 0; i < n; i++)
    nn[i] = nonneg(ir_op_operand(op, first + i), depth + 1);
  AffineCtx a = {.nn = nn, .num_dims = m->num_dims};
  return expr_nonneg(&a, m->results[r]);
}

/* ------------------------------------------------------------ printing */

static Text text(const AffineCtx *a, const IrAffineExpr *x);

/* True when x is c * y with a negative constant c; stores -c in *pos. */
static bool negative_term(const IrAffineExpr *x, int64_t *pos) {
  if (x->kind == IR_AFFINE_MUL && x->rhs->kind == IR_AFFINE_CONSTANT &&
      x->rhs->value < 0 && x->rhs->value != INT64_MIN) {
    *pos = -x->rhs->value;
    return true;
  }
  return false;
}

/* y * c for a positive c (y alone for 1). */
static Text scaled(const AffineCtx *a, const IrAffineExpr *y, int64_t c) {
  Text t = text(a, y);
  if (c == 1)
    return t;
  return (Text){ir_sprintf(a->e->ctx, "%s * %lld", wrap(a->e->ctx, t, 2),
                           (long long)c),
                2};
}

static Text add_text(const AffineCtx *a, const IrAffineExpr *x) {
  IrContext *ctx = a->e->ctx;
  const char *lhs = wrap(ctx, text(a, x->lhs), 3);
  int64_t c;
  if (x->rhs->kind == IR_AFFINE_CONSTANT && x->rhs->value < 0 &&
      x->rhs->value != INT64_MIN)
    return (Text){ir_sprintf(ctx, "%s - %lld", lhs, -(long long)x->rhs->value),
                  3};
  if (negative_term(x->rhs, &c))
    return (Text){ir_sprintf(ctx, "%s - %s", lhs,
                             wrap(ctx, scaled(a, x->rhs->lhs, c), 2)),
                  3};
  return (Text){ir_sprintf(ctx, "%s + %s", lhs, wrap(ctx, text(a, x->rhs), 2)),
                3};
}

static Text mul_text(const AffineCtx *a, const IrAffineExpr *x) {
  IrContext *ctx = a->e->ctx;
  if (x->rhs->kind == IR_AFFINE_CONSTANT && x->rhs->value == -1)
    return (Text){ir_sprintf(ctx, "-%s", wrap(ctx, text(a, x->lhs), 0)), 1};
  return (Text){ir_sprintf(ctx, "%s * %s", wrap(ctx, text(a, x->lhs), 2),
                           wrap(ctx, text(a, x->rhs), 1)),
                2};
}

/* floordiv, ceildiv and mod. */
static Text div_text(const AffineCtx *a, const IrAffineExpr *x) {
  IrContext *ctx = a->e->ctx;
  Text l = text(a, x->lhs), r = text(a, x->rhs);
  int64_t c = x->rhs->kind == IR_AFFINE_CONSTANT ? x->rhs->value : 0;
  if (c > 0 && expr_nonneg(a, x->lhs)) {
    const char *ls = wrap(ctx, l, 2);
    if (x->kind == IR_AFFINE_FLOORDIV)
      return (Text){ir_sprintf(ctx, "%s / %lld", ls, (long long)c), 2};
    if (x->kind == IR_AFFINE_MOD)
      return (Text){ir_sprintf(ctx, "%s %% %lld", ls, (long long)c), 2};
    if (c == 1)
      return l;
    return (Text){ir_sprintf(ctx, "(%s + %lld) / %lld", wrap(ctx, l, 3),
                             (long long)(c - 1), (long long)c),
                  2};
  }
  static const char *const fn[] = {
      [IR_AFFINE_MOD] = "affc_mod",
      [IR_AFFINE_FLOORDIV] = "affc_floordiv",
      [IR_AFFINE_CEILDIV] = "affc_ceildiv",
  };
  c_use(a->e, C_PIECE_SCALAR);
  return (Text){ir_sprintf(ctx, "%s(%s, %s)", fn[x->kind], l.s, r.s), 0};
}

static Text text(const AffineCtx *a, const IrAffineExpr *x) {
  switch (x->kind) {
  case IR_AFFINE_CONSTANT:
    return (Text){ir_sprintf(a->e->ctx, "%lld", (long long)x->value),
                  x->value < 0 ? 1 : 0};
  case IR_AFFINE_DIM:
    return (Text){a->dims[x->value], 0};
  case IR_AFFINE_SYMBOL:
    return (Text){a->syms[x->value], 0};
  case IR_AFFINE_ADD:
    return add_text(a, x);
  case IR_AFFINE_MUL:
    return mul_text(a, x);
  default:
    return div_text(a, x);
  }
}

const char *c_affine_expr(CEmit *e, const IrAffineExpr *x, unsigned num_dims,
                          const char **dims, const char **syms,
                          const bool *nn) {
  AffineCtx a = {e, dims, syms, nn, num_dims, 0, NULL};
  return wrap(e->ctx, text(&a, x), 0);
}

/* The integer constant v holds, when an arith.constant defines it. */
static bool operand_constant(const IrValue *v, int64_t *k) {
  if (v->kind != IR_VALUE_RESULT || strcmp(v->op->name, "arith.constant"))
    return false;
  IrAttr *a = ir_op_attr(v->op, "value");
  if (!a || a->kind != IR_ATTR_INTEGER)
    return false;
  *k = a->u.integer.value;
  return true;
}

/* What each of the nd dims and ns symbols bound to operands first.. of op
 * stands for when expressions over them are folded: the constant the
 * operand holds (from the IR, or a literal in texts when not NULL), the
 * earlier dim or symbol bound to the same value, or itself. Merging equal
 * operands folds d0 - d1 (or s0 - d0) over one value to 0: no
 * self-comparison in C. */
static IrAffineExpr **substitutions(IrContext *ctx, const IrOp *op,
                                    unsigned first, unsigned nd, unsigned ns,
                                    const char **texts) {
  IrAffineExpr **subst = ir_alloc(ctx, (nd + ns + 1) * sizeof *subst);
  for (unsigned i = 0; i < nd + ns; i++) {
    const IrValue *v = ir_op_operand(op, first + i);
    int64_t k;
    if (operand_constant(v, &k) ||
        (texts && c_is_int(c_unparen(ctx, texts[i]), &k))) {
      subst[i] = ir_affine_constant(ctx, k);
      continue;
    }
    subst[i] = i < nd ? ir_affine_dim(ctx, i) : ir_affine_symbol(ctx, i - nd);
    for (unsigned j = 0; j < i; j++)
      if (ir_op_operand(op, first + j) == v) {
        subst[i] = subst[j];
        break;
      }
  }
  return subst;
}

/* The context of nd dims and ns symbols bound to operands first.. of op. */
static AffineCtx operands_ctx(CEmit *e, unsigned nd, unsigned ns,
                              const IrOp *op, unsigned first) {
  const char **texts = ir_alloc(e->ctx, (nd + ns + 1) * sizeof *texts);
  bool *nn = ir_alloc(e->ctx, (nd + ns + 1) * sizeof *nn);
  for (unsigned i = 0; i < nd + ns; i++) {
    const IrValue *v = ir_op_operand(op, first + i);
    texts[i] = c_expr(e, v);
    nn[i] = c_nonneg(v);
  }
  IrAffineExpr **subst = substitutions(e->ctx, op, first, nd, ns, texts);
  return (AffineCtx){e, texts, texts + nd, nn, nd, ns, subst};
}

/* x with the dims and symbols of a replaced by what they stand for. */
static const IrAffineExpr *fold(const AffineCtx *a, const IrAffineExpr *x) {
  return ir_affine_replace(a->e->ctx, (IrAffineExpr *)x, a->subst,
                           a->subst + a->num_dims);
}

const char *c_affine_result(CEmit *e, const IrAffineMap *m, unsigned r,
                            const IrOp *op, unsigned first) {
  AffineCtx a = operands_ctx(e, m->num_dims, m->num_symbols, op, first);
  return wrap(e->ctx, text(&a, fold(&a, m->results[r])), 0);
}

/* The distinct results of m, folded (expressions are uniqued, so equal
 * ones are the same pointer); when all are constants, the one min/max
 * constant alone. */
static unsigned min_max_results(const AffineCtx *a, const IrAffineMap *m,
                                bool is_max, const IrAffineExpr **out) {
  bool all_const = true;
  int64_t best = 0;
  unsigned n = 0;
  for (unsigned r = 0; r < m->num_results; r++) {
    const IrAffineExpr *x = fold(a, m->results[r]);
    bool seen = false;
    for (unsigned i = 0; i < n; i++)
      seen |= out[i] == x;
    if (seen)
      continue;
    out[n++] = x;
    all_const &= x->kind == IR_AFFINE_CONSTANT;
    if (n == 1 || (is_max ? x->value > best : x->value < best))
      best = x->value;
  }
  if (!all_const)
    return n;
  out[0] = ir_affine_constant(a->e->ctx, best);
  return 1;
}

const char *c_affine_min_max(CEmit *e, const IrAffineMap *m, const IrOp *op,
                             unsigned first, bool is_max, const char *hint) {
  AffineCtx a = operands_ctx(e, m->num_dims, m->num_symbols, op, first);
  const IrAffineExpr **xs = ir_alloc(e->ctx, (m->num_results + 1) * sizeof *xs);
  const char **texts = ir_alloc(e->ctx, (m->num_results + 1) * sizeof *texts);
  unsigned n = 0, num = min_max_results(&a, m, is_max, xs);
  for (unsigned r = 0; r < num; r++) {
    const char *t = wrap(e->ctx, text(&a, xs[r]), 3);
    bool seen = false;
    for (unsigned i = 0; i < n; i++)
      seen |= !strcmp(texts[i], t);
    if (!seen)
      texts[n++] = t;
  }
  if (n == 1)
    return c_paren(e->ctx, texts[0]);
  const char *cmp = is_max ? ">" : "<";
  const char *name = c_fresh(e, hint);
  c_line(e, "int64_t %s = %s %s %s ? %s : %s;", name, texts[0], cmp, texts[1],
         texts[0], texts[1]);
  for (unsigned r = 2; r < n; r++)
    c_line(e, "%s = %s %s %s ? %s : %s;", name, texts[r], cmp, name, texts[r],
           name);
  return name;
}

/* ------------------------------------------------------------ sets */

/* Sides of a constraint: sum(pos) - sum(neg) + constant. */
typedef struct Sides {
  const char *pos, *neg;
  int64_t constant;
} Sides;

static const char *plus(IrContext *ctx, const char *sum, const char *term) {
  return sum ? ir_sprintf(ctx, "%s + %s", sum, term) : term;
}

static void split(const AffineCtx *a, const IrAffineExpr *x, Sides *s) {
  IrContext *ctx = a->e->ctx;
  int64_t c;
  if (x->kind == IR_AFFINE_ADD) {
    split(a, x->lhs, s);
    split(a, x->rhs, s);
  } else if (x->kind == IR_AFFINE_CONSTANT) {
    s->constant += x->value;
  } else if (negative_term(x, &c)) {
    s->neg = plus(ctx, s->neg, wrap(ctx, scaled(a, x->lhs, c), 2));
  } else {
    s->pos = plus(ctx, s->pos, wrap(ctx, text(a, x), 2));
  }
}

/* "lhs op rhs + k" with k added only when it is not 0. Two sides that
 * read the same (two operands of one value) are equal: the comparison
 * (>=, <= or ==) is "1", which compilers do not warn about. */
static const char *relation(IrContext *ctx, const char *lhs, const char *op,
                            const char *rhs, int64_t k) {
  if (lhs && rhs && !k && !strcmp(lhs, rhs))
    return "1";
  if (!rhs)
    return ir_sprintf(ctx, "%s %s %lld", lhs ? lhs : "0", op, (long long)k);
  if (k)
    return ir_sprintf(ctx, "%s %s %s + %lld", lhs ? lhs : "0", op, rhs,
                      (long long)k);
  return ir_sprintf(ctx, "%s %s %s", lhs ? lhs : "0", op, rhs);
}

/* One constraint x >= 0 (or x == 0) read as a comparison of its positive
 * and negative terms: d0 - 10 >= 0 is i >= 10, -d0 + 9 >= 0 is i <= 9. */
static const char *constraint(const AffineCtx *a, const IrAffineExpr *x,
                              bool eq) {
  IrContext *ctx = a->e->ctx;
  Sides s = {0};
  split(a, x, &s);
  const char *op = eq ? "==" : ">=";
  if (s.constant <= 0 && s.pos)
    return relation(ctx, s.pos, op, s.neg, -s.constant);
  if (s.constant <= 0)
    return relation(ctx, s.neg ? s.neg : "0", eq ? "==" : "<=", NULL,
                    s.constant);
  if (!s.neg)
    return relation(ctx, s.pos, op, NULL, -s.constant);
  return relation(ctx, s.neg ? s.neg : "0", eq ? "==" : "<=", s.pos,
                  s.constant);
}

/* The bounds the constraints of a set put on one expression t (they read
 * t + k >= 0, -t + k >= 0 or t + k == 0). */
typedef struct Bounds {
  IrAffineExpr *t, *neg_t;
  int64_t lo, hi;
  bool has_lo, has_hi;
} Bounds;

/* Adds constraint x (>= 0, or == 0 when eq) to the bounds in b[0..*n);
 * false when it can never hold. */
static bool add_bound(IrContext *ctx, IrAffineExpr *x, bool eq, Bounds *b,
                      unsigned *n) {
  if (x->kind == IR_AFFINE_CONSTANT)
    return eq ? x->value == 0 : x->value >= 0;
  bool split = x->kind == IR_AFFINE_ADD && x->rhs->kind == IR_AFFINE_CONSTANT &&
               x->rhs->value != INT64_MIN;
  IrAffineExpr *t = split ? x->lhs : x;
  int64_t k = split ? x->rhs->value : 0;
  unsigned g = 0;
  while (g < *n && b[g].t != t && b[g].neg_t != t)
    g++;
  if (g == *n)
    b[(*n)++] = (Bounds){t, ir_affine_neg(ctx, t), 0, 0, false, false};
  bool upper = b[g].t != t; /* -t + k >= 0: t <= k; t + k >= 0: t >= -k */
  int64_t v = upper ? k : -k;
  if ((eq || !upper) && (!b[g].has_lo || v > b[g].lo))
    b[g].lo = v, b[g].has_lo = true;
  if ((eq || upper) && (!b[g].has_hi || v < b[g].hi))
    b[g].hi = v, b[g].has_hi = true;
  return !b[g].has_lo || !b[g].has_hi || b[g].lo <= b[g].hi;
}

/* The constraints of s folded over subst and merged, so that C compares
 * no constant with a constant and no expression twice with constants
 * (clang's -Wtautological-overlap-compare): constraints that always hold
 * go, two bounds that meet become one ==. Returns false when the set is
 * empty; otherwise out[0..*n) are the constraints, eq[] which are ==. */
static bool set_constraints(IrContext *ctx, const IrIntegerSet *s,
                            IrAffineExpr **subst, IrAffineExpr **out, bool *eq,
                            unsigned *n) {
  Bounds *b = ir_alloc(ctx, (s->num_constraints + 1) * sizeof *b);
  unsigned nb = 0;
  for (unsigned i = 0; i < s->num_constraints; i++) {
    IrAffineExpr *x =
        ir_affine_replace(ctx, s->constraints[i], subst, subst + s->num_dims);
    if (!add_bound(ctx, x, s->is_eq[i], b, &nb))
      return false;
  }
  *n = 0;
  for (unsigned g = 0; g < nb; g++) {
    bool same = b[g].has_lo && b[g].has_hi && b[g].lo == b[g].hi;
    if (b[g].has_lo) {
      eq[*n] = same;
      out[(*n)++] =
          ir_affine_add(ctx, b[g].t, ir_affine_constant(ctx, -b[g].lo));
    }
    if (b[g].has_hi && !same) {
      eq[*n] = false;
      out[(*n)++] =
          ir_affine_add(ctx, b[g].neg_t, ir_affine_constant(ctx, b[g].hi));
    }
  }
  return true;
}

const char *c_integer_set(CEmit *e, const IrIntegerSet *s, const IrOp *op,
                          unsigned first) {
  AffineCtx a = operands_ctx(e, s->num_dims, s->num_symbols, op, first);
  IrAffineExpr **xs =
      ir_alloc(e->ctx, (2 * s->num_constraints + 1) * sizeof *xs);
  bool *eq = ir_alloc(e->ctx, (2 * s->num_constraints + 1) * sizeof *eq);
  unsigned n;
  if (!set_constraints(e->ctx, s, a.subst, xs, eq, &n))
    return "0";
  const char *cond = NULL;
  for (unsigned i = 0; i < n; i++) {
    const char *c = constraint(&a, xs[i], eq[i]);
    cond = cond ? ir_sprintf(e->ctx, "%s && %s", cond, c) : c;
  }
  return cond ? cond : "1";
}

/* ------------------------------------------------------------ liveness */

static bool mentions(const IrAffineExpr *x, const IrAffineExpr *pos) {
  if (x == pos)
    return true;
  return x->lhs && (mentions(x->lhs, pos) || mentions(x->rhs, pos));
}

static IrAffineExpr *position(IrContext *ctx, unsigned p, unsigned nd) {
  return p < nd ? ir_affine_dim(ctx, p) : ir_affine_symbol(ctx, p - nd);
}

/* True when a result of m over operands first.. of op, folded, mentions
 * the dim or symbol bound to operand i. */
static bool map_reads(IrContext *ctx, const IrOp *op, unsigned first,
                      const IrAffineMap *m, unsigned i) {
  unsigned nd = m->num_dims, n = nd + m->num_symbols;
  if (i < first || i >= first + n)
    return false;
  IrAffineExpr **subst = substitutions(ctx, op, first, nd, n - nd, NULL);
  for (unsigned r = 0; r < m->num_results; r++)
    if (mentions(ir_affine_replace(ctx, m->results[r], subst, subst + nd),
                 position(ctx, i - first, nd)))
      return true;
  return false;
}

/* The same for the constraints of set s as c_integer_set writes them. */
static bool set_reads(IrContext *ctx, const IrOp *op, const IrIntegerSet *s,
                      unsigned i) {
  unsigned nd = s->num_dims, n = nd + s->num_symbols;
  if (i >= n)
    return false;
  IrAffineExpr **subst = substitutions(ctx, op, 0, nd, n - nd, NULL);
  IrAffineExpr **xs = ir_alloc(ctx, (2 * s->num_constraints + 1) * sizeof *xs);
  bool *eq = ir_alloc(ctx, (2 * s->num_constraints + 1) * sizeof *eq);
  unsigned num;
  if (!set_constraints(ctx, s, subst, xs, eq, &num))
    return false;
  for (unsigned r = 0; r < num; r++)
    if (mentions(xs[r], position(ctx, i, nd)))
      return true;
  return false;
}

static IrAffineMap *map_attr(const IrOp *op, const char *name) {
  IrAttr *a = ir_op_attr(op, name);
  return a && a->kind == IR_ATTR_AFFINE_MAP ? a->u.map : NULL;
}

bool c_affine_reads(IrContext *ctx, const IrOp *op, unsigned i) {
  const char *name = op->name;
  AffineForBounds b;
  AffineAccess acc;
  IrAttr *set = ir_op_attr(op, "condition");
  IrAffineMap *map = map_attr(op, "map");
  if (!strcmp(name, "affine.if") && set && set->kind == IR_ATTR_INTEGER_SET)
    return set_reads(ctx, op, set->u.set, i);
  bool map_op = !strcmp(name, "affine.apply") || !strcmp(name, "affine.min") ||
                !strcmp(name, "affine.max");
  if (map_op && map)
    return map_reads(ctx, op, 0, map, i);
  if (!strcmp(name, "affine.for") && affine_for_get_bounds(op, &b) &&
      i < b.first_init)
    return map_reads(ctx, op, b.first_lb, b.lb_map, i) ||
           map_reads(ctx, op, b.first_ub, b.ub_map, i);
  bool access = !strcmp(name, "affine.load") || !strcmp(name, "affine.store") ||
                !strcmp(name, "affine.vector_load") ||
                !strcmp(name, "affine.vector_store");
  if (access && affine_access_get(op, &acc) && i >= acc.first_index &&
      i < acc.first_index + acc.map->num_dims + acc.map->num_symbols)
    return map_reads(ctx, op, acc.first_index, acc.map, i);
  return true;
}
