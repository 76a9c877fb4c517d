/*
 * deps_quick.c - independence proved from the subscripts (deps_quick.h).
 *
 * One subscript dimension of src minus the same of dst is written as a
 * linear form over the variables of a dependence at `depth`: the symbols
 * and the induction variables of the loops outside the carrying one,
 * which both iterations share, and each side's own copy of the others.
 * A form that is not linear (mod, floordiv, a product of variables) or
 * that overflows makes the test give up.
 */
#include "deps_quick.h"

enum { MAX_TERMS = 64 };

/* A variable (an IrValue, on side 0 when both iterations share it, else
 * 1 for src's and 2 for dst's) and its coefficient. */
typedef struct Term {
  const IrValue *var;
  int side;
  int64_t coeff;
} Term;

typedef struct Form {
  Term terms[MAX_TERMS];
  unsigned num;
  int64_t constant;
  bool failed;
} Form;

static void add_term(Form *f, const IrValue *var, int side, int64_t coeff) {
  for (unsigned i = 0; i < f->num; i++)
    if (f->terms[i].var == var && f->terms[i].side == side) {
      f->failed |= __builtin_add_overflow(f->terms[i].coeff, coeff,
                                          &f->terms[i].coeff);
      return;
    }
  if (f->num == MAX_TERMS) {
    f->failed = true;
    return;
  }
  f->terms[f->num++] = (Term){var, side, coeff};
}

/* Adds scale * e, e an expression of model m seen from `side`, to f; the
 * first `shared` induction variables of m are shared. */
static void add_expr(Form *f, const IrAffineExpr *e, const AccessModel *m,
                     int side, unsigned shared, int64_t scale) {
  int64_t v;
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    f->failed |= __builtin_mul_overflow(e->value, scale, &v) ||
                 __builtin_add_overflow(f->constant, v, &f->constant);
    return;
  case IR_AFFINE_DIM:
    add_term(f, m->ivs[e->value], (uint64_t)e->value < shared ? 0 : side,
             scale);
    return;
  case IR_AFFINE_SYMBOL:
    add_term(f, m->syms[e->value], 0, scale);
    return;
  case IR_AFFINE_ADD:
    add_expr(f, e->lhs, m, side, shared, scale);
    add_expr(f, e->rhs, m, side, shared, scale);
    return;
  case IR_AFFINE_MUL:
    if (e->rhs->kind == IR_AFFINE_CONSTANT &&
        !__builtin_mul_overflow(scale, e->rhs->value, &v)) {
      add_expr(f, e->lhs, m, side, shared, v);
      return;
    }
    break;
  default:
    break;
  }
  f->failed = true;
}

/* True when form f == 0 has no solution with the carried loop's dst
 * iteration after src's (carried: var is that loop's variable). */
static bool no_solution(const Form *f, const IrValue *carried) {
  uint64_t g = 0;
  int64_t c_src = 0, c_dst = 0;
  unsigned others = 0;
  for (unsigned i = 0; i < f->num; i++) {
    const Term *t = &f->terms[i];
    if (t->coeff == 0)
      continue;
    g = ir_gcd((int64_t)g, t->coeff);
    if (carried && t->var == carried && t->side == 1)
      c_src = t->coeff;
    else if (carried && t->var == carried && t->side == 2)
      c_dst = t->coeff;
    else
      others++;
  }
  if (g == 0)
    return f->constant != 0;
  if (g <= INT64_MAX && f->constant % (int64_t)g != 0)
    return true;
  /* c (x_src - x_dst) + k == 0 with nothing else: x_dst - x_src = k / c,
   * which must be at least 1. */
  if (others || c_src == 0 || c_src != -c_dst || c_src == INT64_MIN)
    return false;
  int64_t delta = f->constant / c_src;
  return delta <= 0;
}

/* True when e is affine with positive constant divisors: what isl
 * models. */
static bool is_affine(const IrAffineExpr *e) {
  if (e->kind == IR_AFFINE_MOD || e->kind == IR_AFFINE_FLOORDIV ||
      e->kind == IR_AFFINE_CEILDIV)
    return e->rhs->kind == IR_AFFINE_CONSTANT && e->rhs->value > 0 &&
           is_affine(e->lhs);
  if (e->kind == IR_AFFINE_MUL)
    return (e->rhs->kind == IR_AFFINE_CONSTANT && is_affine(e->lhs)) ||
           (e->lhs->kind == IR_AFFINE_CONSTANT && is_affine(e->rhs));
  if (e->kind == IR_AFFINE_ADD)
    return is_affine(e->lhs) && is_affine(e->rhs);
  return true;
}

static bool all_affine(IrAffineExpr *const *e, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!is_affine(e[i]))
      return false;
  return true;
}

bool dq_model_is_affine(const AccessModel *m) {
  for (unsigned i = 0; i < m->num_ivs; i++)
    if (!all_affine(m->bounds[i].lbs, m->bounds[i].num_lbs) ||
        !all_affine(m->bounds[i].ubs, m->bounds[i].num_ubs))
      return false;
  for (unsigned i = 0; i < m->num_guards; i++)
    if (!all_affine(m->guards[i].exprs, m->guards[i].num))
      return false;
  return m->whole || all_affine(m->subscripts, m->rank);
}

bool dq_independent(const AccessModel *src, const AccessModel *dst,
                    unsigned n_common, unsigned depth) {
  if (src->whole || dst->whole || src->extents || dst->extents ||
      src->rank != dst->rank)
    return false;
  unsigned shared = depth - 1 < n_common ? depth - 1 : n_common;
  const IrValue *carried = depth <= n_common ? src->ivs[depth - 1] : NULL;
  for (unsigned k = 0; k < src->rank; k++) {
    Form f = {.num = 0};
    add_expr(&f, src->subscripts[k], src, 1, shared, 1);
    add_expr(&f, dst->subscripts[k], dst, 2, shared, -1);
    if (!f.failed && no_solution(&f, carried))
      return true;
  }
  return false;
}
