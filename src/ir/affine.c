/*
 * affine.c - uniqued affine expressions, maps and integer sets.
 *
 * Expressions are hash-consed, and the binary constructors simplify the way
 * MLIR 22's AffineExpr operators do (mlir/lib/IR/AffineExpr.cpp, checked
 * against what mlir-opt prints), so that affc prints what mlir-opt prints:
 *   - constants fold; floordiv/ceildiv/mod round toward -infinity. A sum or
 *     product of two constants that overflows is left unfolded, as is a
 *     division by zero or INT64_MIN floordiv -1. floordiv and ceildiv fold
 *     with negative divisors too (mlir-opt prints 7 floordiv -2 as -4); mod
 *     only folds for a positive divisor;
 *   - constants go to the right of + and *, a symbolic operand goes to the
 *     right of a non-symbolic one, and two dims (or two symbols) are ordered
 *     by position: d1 + d0 -> d0 + d1, s1 * s0 -> s0 * s1;
 *   - x + 0, x * 1, x * 0, (x + c1) + c2, (x * c1) * c2, c1*x + c2*x,
 *     (x + c) + y -> (x + y) + c, (x * c) * y -> (x * y) * c,
 *     x - (x floordiv q) * q -> x mod q;
 *   - x floordiv 1, x ceildiv 1, (x * c1) floordiv c2 when c2 divides c1,
 *     (a + b) floordiv c when a or b is a known multiple of c;
 *   - x mod c = 0 when x is a known multiple of c, (a + b) mod c dropping a
 *     known multiple, (x mod a) mod b when b divides a.
 * Folds nested inside other rules ((x + c1) + c2, (x * c1) * c2, ...) wrap
 * around in two's complement as MLIR's do; all arithmetic is done so that
 * it is never undefined behaviour in C.
 *
 * Each expression node carries two cached facts next to the public struct:
 * whether it uses no dims (MLIR's isSymbolicOrConstant) and its largest
 * known divisor, so the simplifier never walks subtrees.
 */
#include <string.h>

#include "context.h"

/* A node: the public expression plus cached facts. */
typedef struct AffineNode {
  IrAffineExpr e;
  bool symbolic;  /* no dims: only symbols and constants */
  int64_t divisor; /* largest known divisor, as MLIR computes it */
} AffineNode;

static const AffineNode *node(const IrAffineExpr *e) {
  return (const AffineNode *)e;
}

/* --------------------------------------------------- wrapping arithmetic */

static int64_t wrap_add(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

static int64_t wrap_mul(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a * (uint64_t)b);
}

/* a / b and a % b for b != 0 without the INT64_MIN / -1 trap (the quotient
 * wraps to INT64_MIN, the remainder is 0). */
static int64_t safe_div(int64_t a, int64_t b) {
  return b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
}

static int64_t safe_rem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }

/* Floor and ceiling division for b != 0 and (a, b) != (INT64_MIN, -1). */
static int64_t floor_div(int64_t a, int64_t b) {
  return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static int64_t ceil_div(int64_t a, int64_t b) {
  return a / b + (a % b != 0 && (a < 0) == (b < 0));
}

/* Modulo rounding toward -infinity, for a positive divisor b. */
static int64_t floor_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

uint64_t ir_gcd(int64_t sa, int64_t sb) {
  uint64_t a = sa < 0 ? -(uint64_t)sa : (uint64_t)sa;
  uint64_t b = sb < 0 ? -(uint64_t)sb : (uint64_t)sb;
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* ------------------------------------------------------------- uniquing */

static uint64_t expr_hash(const IrAffineExpr *e) {
  uint64_t h = ir_hash_mix(0xaff, (uint64_t)e->kind);
  h = ir_hash_mix(h, (uint64_t)e->value);
  return ir_hash_ptr(ir_hash_ptr(h, e->lhs), e->rhs);
}

static bool expr_eq(const void *stored, const void *key) {
  const IrAffineExpr *a = stored, *b = key;
  return a->kind == b->kind && a->value == b->value && a->lhs == b->lhs &&
         a->rhs == b->rhs;
}

/* The largest known divisor of a new binary node (MLIR's
 * getLargestKnownDivisor, with wrapping instead of overflow). */
static int64_t binary_divisor(IrAffineKind kind, const IrAffineExpr *l,
                              const IrAffineExpr *r) {
  int64_t dl = node(l)->divisor, dr = node(r)->divisor;
  switch (kind) {
  case IR_AFFINE_MUL:
    return wrap_mul(dl, dr);
  case IR_AFFINE_ADD:
  case IR_AFFINE_MOD:
    return (int64_t)ir_gcd(dl, dr);
  case IR_AFFINE_FLOORDIV:
  case IR_AFFINE_CEILDIV:
    if (r->kind == IR_AFFINE_CONSTANT && r->value != 0 &&
        safe_rem(dl, r->value) == 0)
      return safe_div(dl, r->value);
    return 1;
  default:
    return 1;
  }
}

/* Returns the unique node with the given fields, creating it unsimplified. */
static IrAffineExpr *expr_get(IrContext *ctx, IrAffineKind kind, int64_t value,
                              IrAffineExpr *lhs, IrAffineExpr *rhs) {
  IrAffineExpr key = {.kind = kind, .value = value, .lhs = lhs, .rhs = rhs};
  uint64_t hash = expr_hash(&key);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_AFFINE_EXPR, hash, expr_eq, &key);
  if (slot->obj)
    return slot->obj;
  AffineNode *n = ir_alloc(ctx, sizeof *n);
  n->e = key;
  switch (kind) {
  case IR_AFFINE_CONSTANT:
    n->symbolic = true;
    n->divisor = value < 0 ? (int64_t)(0 - (uint64_t)value) : value;
    break;
  case IR_AFFINE_DIM:
    n->symbolic = false;
    n->divisor = 1;
    break;
  case IR_AFFINE_SYMBOL:
    n->symbolic = true;
    n->divisor = 1;
    break;
  default:
    n->symbolic = node(lhs)->symbolic && node(rhs)->symbolic;
    n->divisor = binary_divisor(kind, lhs, rhs);
    break;
  }
  return ir_uniq_fill(ctx, UNIQ_AFFINE_EXPR, slot, hash, &n->e);
}

IrAffineExpr *ir_affine_constant(IrContext *ctx, int64_t value) {
  return expr_get(ctx, IR_AFFINE_CONSTANT, value, NULL, NULL);
}

/* The dim or symbol at pos: the first few, which analyses and passes ask
 * for again and again, from the context's cache. */
static IrAffineExpr *position_expr(IrContext *ctx, IrAffineKind kind,
                                   unsigned pos, IrAffineExpr **cache,
                                   unsigned cache_len) {
  if (pos >= cache_len)
    return expr_get(ctx, kind, pos, NULL, NULL);
  if (!cache[pos])
    cache[pos] = expr_get(ctx, kind, pos, NULL, NULL);
  return cache[pos];
}

IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos) {
  return position_expr(ctx, IR_AFFINE_DIM, pos, ctx->dim_exprs,
                       sizeof ctx->dim_exprs / sizeof ctx->dim_exprs[0]);
}

IrAffineExpr *ir_affine_symbol(IrContext *ctx, unsigned pos) {
  return position_expr(ctx, IR_AFFINE_SYMBOL, pos, ctx->sym_exprs,
                       sizeof ctx->sym_exprs / sizeof ctx->sym_exprs[0]);
}

/* ------------------------------------------------------------ simplifier */

static bool is_const(const IrAffineExpr *e) {
  return e->kind == IR_AFFINE_CONSTANT;
}

/* True when e is `lhs kind c` with a constant c; sets *c. */
static bool is_binary_const(const IrAffineExpr *e, IrAffineKind kind,
                            int64_t *c) {
  if (e->kind != kind || !is_const(e->rhs))
    return false;
  *c = e->rhs->value;
  return true;
}

/* Splits e into (expr, coefficient): x * c gives (x, c), anything else
 * (e, 1). */
static IrAffineExpr *split_coefficient(IrAffineExpr *e, int64_t *c) {
  if (is_binary_const(e, IR_AFFINE_MUL, c))
    return e->lhs;
  *c = 1;
  return e;
}

/* Recognises lhs + rhs == x - (x floordiv q) * q and returns x mod q, or
 * NULL. rhs is ((x floordiv q) * q) * -1 for any symbolic q, or
 * (x floordiv c) * -c for a positive constant c. */
static IrAffineExpr *match_mod(IrContext *ctx, IrAffineExpr *lhs,
                               IrAffineExpr *rhs) {
  if (rhs->kind > IR_AFFINE_CEILDIV) /* not a binary expression */
    return NULL;
  IrAffineExpr *lr = rhs->lhs, *rr = rhs->rhs;
  if (is_const(rr) && rr->value == -1 && lr->kind == IR_AFFINE_MUL) {
    IrAffineExpr *div = lr->lhs, *q = lr->rhs;
    if (div->kind != IR_AFFINE_FLOORDIV)
      return NULL;
    if (div->rhs == q && div->lhs == lhs)
      return ir_affine_mod(ctx, lhs, q);
  }
  if (rhs->kind != IR_AFFINE_MUL || lr->kind != IR_AFFINE_FLOORDIV)
    return NULL;
  IrAffineExpr *c = lr->rhs;
  if (is_const(c) && c->value > 0 && lr->lhs == lhs &&
      c == ir_affine_neg(ctx, rr))
    return ir_affine_mod(ctx, lhs, c);
  return NULL;
}

/* True when a and b are both dims or both symbols and a comes after b. */
static bool leaves_out_of_order(const IrAffineExpr *a, const IrAffineExpr *b) {
  return a->kind == b->kind &&
         (a->kind == IR_AFFINE_DIM || a->kind == IR_AFFINE_SYMBOL) &&
         a->value > b->value;
}

/* MLIR's simplifyAdd: the simplified a + b, or NULL to build the node. */
static IrAffineExpr *simplify_add(IrContext *ctx, IrAffineExpr *a,
                                  IrAffineExpr *b) {
  int64_t sum;
  if (is_const(a) && is_const(b))
    return __builtin_add_overflow(a->value, b->value, &sum)
               ? NULL
               : ir_affine_constant(ctx, sum);
  if (is_const(a) || (node(a)->symbolic && !node(b)->symbolic) ||
      leaves_out_of_order(a, b))
    return ir_affine_add(ctx, b, a);
  int64_t c;
  if (is_const(b) && b->value == 0)
    return a;
  if (is_const(b) && is_binary_const(a, IR_AFFINE_ADD, &c))
    return ir_affine_add(ctx, a->lhs,
                         ir_affine_constant(ctx, wrap_add(c, b->value)));
  int64_t ca, cb;
  IrAffineExpr *xa = split_coefficient(a, &ca), *xb = split_coefficient(b, &cb);
  if (xa == xb)
    return ir_affine_mul(ctx, xa, ir_affine_constant(ctx, wrap_add(ca, cb)));
  if (is_binary_const(a, IR_AFFINE_ADD, &c))
    return ir_affine_add(ctx, ir_affine_add(ctx, a->lhs, b), a->rhs);
  return match_mod(ctx, a, b);
}

/* MLIR's simplifyMul: the simplified a * b, or NULL to build the node. A
 * product of two expressions with dims is not affine; it is kept as is. */
static IrAffineExpr *simplify_mul(IrContext *ctx, IrAffineExpr *a,
                                  IrAffineExpr *b) {
  int64_t product;
  if (is_const(a) && is_const(b))
    return __builtin_mul_overflow(a->value, b->value, &product)
               ? NULL
               : ir_affine_constant(ctx, product);
  if (!node(a)->symbolic && !node(b)->symbolic)
    return NULL;
  if (!node(b)->symbolic || is_const(a) || leaves_out_of_order(a, b))
    return ir_affine_mul(ctx, b, a);
  if (is_const(b) && b->value == 1)
    return a;
  if (is_const(b) && b->value == 0)
    return b;
  int64_t c;
  if (is_const(b) && is_binary_const(a, IR_AFFINE_MUL, &c))
    return ir_affine_mul(ctx, a->lhs,
                         ir_affine_constant(ctx, wrap_mul(c, b->value)));
  if (is_binary_const(a, IR_AFFINE_MUL, &c))
    return ir_affine_mul(ctx, ir_affine_mul(ctx, a->lhs, b), a->rhs);
  return NULL;
}

/* (x * c1) floordiv c2 and (x * c1) ceildiv c2 when c2 divides c1: x *
 * (c1 / c2). d is the nonzero divisor. */
static IrAffineExpr *divide_product(IrContext *ctx, IrAffineExpr *a,
                                    int64_t d) {
  int64_t c;
  if (is_binary_const(a, IR_AFFINE_MUL, &c) && safe_rem(c, d) == 0)
    return ir_affine_mul(ctx, a->lhs, ir_affine_constant(ctx, safe_div(c, d)));
  return NULL;
}

/* Folds two constants for floordiv/ceildiv, or NULL on overflow. */
static IrAffineExpr *fold_division(IrContext *ctx, IrAffineKind kind,
                                   int64_t a, int64_t d) {
  if (a == INT64_MIN && d == -1)
    return NULL;
  return ir_affine_constant(ctx, kind == IR_AFFINE_FLOORDIV ? floor_div(a, d)
                                                            : ceil_div(a, d));
}

/* MLIR's simplifyFloorDiv: the simplified a floordiv b, or NULL. */
static IrAffineExpr *simplify_floordiv(IrContext *ctx, IrAffineExpr *a,
                                       IrAffineExpr *b) {
  if (!is_const(b) || b->value == 0)
    return NULL;
  int64_t d = b->value;
  if (is_const(a))
    return fold_division(ctx, IR_AFFINE_FLOORDIV, a->value, d);
  if (d == 1)
    return a;
  IrAffineExpr *r = divide_product(ctx, a, d);
  if (r)
    return r;
  if (a->kind == IR_AFFINE_ADD && (safe_rem(node(a->lhs)->divisor, d) == 0 ||
                                   safe_rem(node(a->rhs)->divisor, d) == 0))
    return ir_affine_add(ctx, ir_affine_floordiv(ctx, a->lhs, b),
                         ir_affine_floordiv(ctx, a->rhs, b));
  return NULL;
}

/* MLIR's simplifyCeilDiv: the simplified a ceildiv b, or NULL. */
static IrAffineExpr *simplify_ceildiv(IrContext *ctx, IrAffineExpr *a,
                                      IrAffineExpr *b) {
  if (!is_const(b) || b->value == 0)
    return NULL;
  int64_t d = b->value;
  if (is_const(a))
    return fold_division(ctx, IR_AFFINE_CEILDIV, a->value, d);
  if (d == 1)
    return a;
  return divide_product(ctx, a, d);
}

/* MLIR's simplifyMod: the simplified a mod b, or NULL. */
static IrAffineExpr *simplify_mod(IrContext *ctx, IrAffineExpr *a,
                                  IrAffineExpr *b) {
  if (!is_const(b) || b->value < 1)
    return NULL;
  int64_t d = b->value, c;
  if (is_const(a))
    return ir_affine_constant(ctx, floor_mod(a->value, d));
  if (node(a)->divisor % d == 0)
    return ir_affine_constant(ctx, 0);
  if (a->kind == IR_AFFINE_ADD) {
    if (node(a->lhs)->divisor % d == 0)
      return ir_affine_mod(ctx, a->rhs, b);
    if (node(a->rhs)->divisor % d == 0)
      return ir_affine_mod(ctx, a->lhs, b);
  }
  if (is_binary_const(a, IR_AFFINE_MOD, &c) && c >= 1 && c % d == 0)
    return ir_affine_mod(ctx, a->lhs, b);
  return NULL;
}

typedef IrAffineExpr *(*SimplifyFn)(IrContext *, IrAffineExpr *,
                                    IrAffineExpr *);

/* Simplifies a kind b with fn, or builds the plain node. */
static IrAffineExpr *binary(IrContext *ctx, IrAffineKind kind, SimplifyFn fn,
                            IrAffineExpr *a, IrAffineExpr *b) {
  IrAffineExpr *r = fn(ctx, a, b);
  return r ? r : expr_get(ctx, kind, 0, a, b);
}

IrAffineExpr *ir_affine_add(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b) {
  return binary(ctx, IR_AFFINE_ADD, simplify_add, a, b);
}

IrAffineExpr *ir_affine_mul(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b) {
  return binary(ctx, IR_AFFINE_MUL, simplify_mul, a, b);
}

IrAffineExpr *ir_affine_neg(IrContext *ctx, IrAffineExpr *a) {
  return ir_affine_mul(ctx, a, ir_affine_constant(ctx, -1));
}

IrAffineExpr *ir_affine_sub(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b) {
  return ir_affine_add(ctx, a, ir_affine_neg(ctx, b));
}

IrAffineExpr *ir_affine_mod(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b) {
  return binary(ctx, IR_AFFINE_MOD, simplify_mod, a, b);
}

IrAffineExpr *ir_affine_floordiv(IrContext *ctx, IrAffineExpr *a,
                                 IrAffineExpr *b) {
  return binary(ctx, IR_AFFINE_FLOORDIV, simplify_floordiv, a, b);
}

IrAffineExpr *ir_affine_ceildiv(IrContext *ctx, IrAffineExpr *a,
                                IrAffineExpr *b) {
  return binary(ctx, IR_AFFINE_CEILDIV, simplify_ceildiv, a, b);
}

/* Builds a kind b through the simplifying constructor of kind. */
static IrAffineExpr *rebuild(IrContext *ctx, IrAffineKind kind,
                             IrAffineExpr *a, IrAffineExpr *b) {
  switch (kind) {
  case IR_AFFINE_ADD:
    return ir_affine_add(ctx, a, b);
  case IR_AFFINE_MUL:
    return ir_affine_mul(ctx, a, b);
  case IR_AFFINE_MOD:
    return ir_affine_mod(ctx, a, b);
  case IR_AFFINE_FLOORDIV:
    return ir_affine_floordiv(ctx, a, b);
  default:
    return ir_affine_ceildiv(ctx, a, b);
  }
}

/* ------------------------------------------------------------ queries */

bool ir_affine_is_pure(const IrAffineExpr *e) {
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
  case IR_AFFINE_DIM:
  case IR_AFFINE_SYMBOL:
    return true;
  case IR_AFFINE_ADD:
    return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs);
  case IR_AFFINE_MUL:
    return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs) &&
           (is_const(e->lhs) || is_const(e->rhs));
  default:
    return ir_affine_is_pure(e->lhs) && is_const(e->rhs);
  }
}

bool ir_affine_is_symbolic(const IrAffineExpr *e) { return node(e)->symbolic; }

IrAffineExpr *ir_affine_replace(IrContext *ctx, IrAffineExpr *e,
                                IrAffineExpr **dims, IrAffineExpr **syms) {
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    return e;
  case IR_AFFINE_DIM:
    return dims && dims[e->value] ? dims[e->value] : e;
  case IR_AFFINE_SYMBOL:
    return syms && syms[e->value] ? syms[e->value] : e;
  default: {
    IrAffineExpr *l = ir_affine_replace(ctx, e->lhs, dims, syms);
    IrAffineExpr *r = ir_affine_replace(ctx, e->rhs, dims, syms);
    if (l == e->lhs && r == e->rhs)
      return e;
    return rebuild(ctx, e->kind, l, r);
  }
  }
}

/* ------------------------------------------------------------ maps, sets */

static bool map_eq(const void *stored, const void *key) {
  const IrAffineMap *a = stored, *b = key;
  return a->num_dims == b->num_dims && a->num_symbols == b->num_symbols &&
         a->num_results == b->num_results &&
         (a->num_results == 0 ||
          memcmp(a->results, b->results,
                 a->num_results * sizeof *a->results) == 0);
}

IrAffineMap *ir_affine_map(IrContext *ctx, unsigned num_dims,
                           unsigned num_symbols, unsigned num_results,
                           IrAffineExpr **results) {
  IrAffineMap key = {num_dims, num_symbols, num_results, results};
  uint64_t h = ir_hash_mix(ir_hash_mix(0x3a9, num_dims), num_symbols);
  h = ir_hash_mix(h, num_results);
  for (unsigned i = 0; i < num_results; i++)
    h = ir_hash_ptr(h, results[i]);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_AFFINE_MAP, h, map_eq, &key);
  if (slot->obj)
    return slot->obj;
  IrAffineMap *m = ir_alloc(ctx, sizeof *m);
  *m = key;
  m->results = ir_alloc(ctx, num_results * sizeof *m->results);
  if (num_results)
    memcpy(m->results, results, num_results * sizeof *m->results);
  return ir_uniq_fill(ctx, UNIQ_AFFINE_MAP, slot, h, m);
}

IrAffineMap *ir_affine_map_constant(IrContext *ctx, int64_t value) {
  IrAffineExpr *c = ir_affine_constant(ctx, value);
  return ir_affine_map(ctx, 0, 0, 1, &c);
}

IrAffineMap *ir_affine_map_identity(IrContext *ctx, unsigned rank) {
  IrAffineExpr *small[8];
  IrAffineExpr **dims =
      rank <= 8 ? small : ir_alloc(ctx, rank * sizeof *dims);
  for (unsigned i = 0; i < rank; i++)
    dims[i] = ir_affine_dim(ctx, i);
  return ir_affine_map(ctx, rank, 0, rank, dims);
}

static bool set_eq(const void *stored, const void *key) {
  const IrIntegerSet *a = stored, *b = key;
  unsigned n = a->num_constraints;
  return a->num_dims == b->num_dims && a->num_symbols == b->num_symbols &&
         n == b->num_constraints &&
         (n == 0 ||
          (memcmp(a->constraints, b->constraints, n * sizeof(void *)) == 0 &&
           memcmp(a->is_eq, b->is_eq, n * sizeof(bool)) == 0));
}

IrIntegerSet *ir_integer_set(IrContext *ctx, unsigned num_dims,
                             unsigned num_symbols, unsigned num_constraints,
                             IrAffineExpr **constraints, const bool *is_eq) {
  IrIntegerSet key = {num_dims, num_symbols, num_constraints, constraints,
                      (bool *)is_eq};
  uint64_t h = ir_hash_mix(ir_hash_mix(0x5e7, num_dims), num_symbols);
  h = ir_hash_mix(h, num_constraints);
  for (unsigned i = 0; i < num_constraints; i++)
    h = ir_hash_mix(ir_hash_ptr(h, constraints[i]), is_eq[i]);
  UniqEntry *slot = ir_uniq_probe(ctx, UNIQ_INTEGER_SET, h, set_eq, &key);
  if (slot->obj)
    return slot->obj;
  IrIntegerSet *s = ir_alloc(ctx, sizeof *s);
  *s = key;
  s->constraints = ir_alloc(ctx, num_constraints * sizeof *s->constraints);
  s->is_eq = ir_alloc(ctx, num_constraints * sizeof *s->is_eq);
  if (num_constraints) {
    memcpy(s->constraints, constraints,
           num_constraints * sizeof *s->constraints);
    memcpy(s->is_eq, is_eq, num_constraints * sizeof *s->is_eq);
  }
  return ir_uniq_fill(ctx, UNIQ_INTEGER_SET, slot, h, s);
}
