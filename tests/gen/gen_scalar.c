/*
 * gen_scalar.c - random arith and math statements: integer ops at every
 * width, float ops, casts, compares and selects, each kept clear of what
 * MLIR leaves undefined (see gen_affine.c).
 */
#include "gen.h"

#include <inttypes.h>

/* Index results of + - * over bounded operands stay bounded while they
 * are small (the operands of a product within +-2^20). */
static void index_interval(Value *r, const Value *a, const Value *b,
                           char op) {
  const int64_t small = (int64_t)1 << 20;
  if (r->type != T_INDEX || !a->bounded || !b->bounded)
    return;
  if (op == '*' && (a->lo < -small || a->hi > small || b->lo < -small ||
                    b->hi > small))
    return;
  int64_t lo = op == '+' ? a->lo + b->lo : a->lo - b->hi;
  int64_t hi = op == '+' ? a->hi + b->hi : a->hi - b->lo;
  if (op == '*') {
    int64_t c[4] = {a->lo * b->lo, a->lo * b->hi, a->hi * b->lo,
                    a->hi * b->hi};
    lo = hi = c[0];
    for (int i = 1; i < 4; i++) {
      lo = c[i] < lo ? c[i] : lo;
      hi = c[i] > hi ? c[i] : hi;
    }
  }
  if (lo >= -SAFE_LIMIT && hi <= SAFE_LIMIT)
    set_interval(r, lo, hi);
}

/* Emits %r = <op> %a, %b : type and returns %r. */
static Value *binary(Gen *g, const char *op, Value *a, Value *b) {
  Value *r = new_value(g, 'v', a->type);
  emit(g, "%s = %s %s, %s : %s", r->name, op, a->name, b->name,
       types[a->type].name);
  return r;
}

/* A divisor made from b that is never 0 nor -1: (b & m) + 1 > 0, or for
 * wide enough types -((b & m) + 2) < -1, with m small or the widest mask
 * that keeps the result in range. */
static Value *safe_divisor(Gen *g, Value *b) {
  int t = b->type, bits = types[t].bits;
  bool negative = bits >= 4 && chance(&g->rng, 30);
  int mask_bits = negative ? bits - 3 : bits - 2;
  if (mask_bits > 3 && chance(&g->rng, 50))
    mask_bits = 3;
  int64_t mask = mask_bits >= 63 ? INT64_MAX : ((int64_t)1 << mask_bits) - 1;
  Value *m = binary(g, "arith.andi", b, int_constant(g, t, mask));
  Value *p = binary(g, "arith.addi", m, int_constant(g, t, negative ? 2 : 1));
  return negative ? binary(g, "arith.subi", int_constant(g, t, 0), p) : p;
}

/* A shift amount below the width: b remui width. */
static Value *safe_shift(Gen *g, Value *b) {
  return binary(g, "arith.remui", b,
                int_constant(g, b->type, types[b->type].bits));
}

/* One integer (or index) operation on values from the scope. */
void gen_int_op(Gen *g) {
  static const char *const simple[] = {
      "arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori",
      "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"};
  static const char *const division[] = {
      "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
      "arith.ceildivsi", "arith.floordivsi", "arith.ceildivui"};
  static const char *const shifts[] = {"arith.shli", "arith.shrsi",
                                       "arith.shrui"};
  static const char *const unary[] = {"math.absi", "math.ctlz", "math.cttz",
                                      "math.ctpop"};
  int t = random_int_type(&g->rng), kind = rnd(&g->rng, 10);
  Value *a = pick_value(g, t), *b = pick_value(g, t), *r;
  if (t == T_I1 || kind < 5) {
    int k = rnd(&g->rng, 10);
    r = binary(g, simple[k], a, b);
    if (k < 3)
      index_interval(r, a, b, "+-*"[k]);
  } else if (kind < 7) {
    binary(g, division[rnd(&g->rng, 7)], a, safe_divisor(g, b));
  } else if (kind < 9) {
    binary(g, shifts[rnd(&g->rng, 3)], a, safe_shift(g, b));
  } else if (t != T_INDEX) {
    r = new_value(g, 'v', t);
    emit(g, "%s = %s %s : %s", r->name, unary[rnd(&g->rng, 4)], a->name,
         types[t].name);
  }
}

/* maxnumf/minnumf may return either zero for -0 and +0: adding +0.0 makes
 * the result the same either way (NaN stays NaN). */
static void gen_num_min_max(Gen *g, int t, Value *a, Value *b) {
  Value *m = binary(g, chance(&g->rng, 50) ? "arith.maxnumf" : "arith.minnumf",
                    a, b);
  m->constant = true; /* printed through the sum */
  binary(g, "arith.addf", m, float_constant(g, t, 0.0));
}

static void gen_float_unary(Gen *g, int t, Value *a) {
  static const char *const unary[] = {
      "arith.negf", "math.absf",  "math.sqrt", "math.floor",
      "math.ceil",  "math.trunc", "math.round", "math.roundeven"};
  Value *r = new_value(g, 'v', t);
  emit(g, "%s = %s %s : %s", r->name, unary[rnd(&g->rng, 8)], a->name,
       types[t].name);
}

/* One float operation on values from the scope. */
void gen_float_op(Gen *g) {
  static const char *const binops[] = {
      "arith.addf", "arith.subf", "arith.mulf", "arith.divf",
      "arith.remf", "arith.maximumf", "arith.minimumf"};
  int t = random_float_type(&g->rng), kind = rnd(&g->rng, 10);
  Value *a = pick_value(g, t), *b = pick_value(g, t), *r;
  if (kind < 5) {
    binary(g, binops[rnd(&g->rng, 7)], a, b);
  } else if (kind < 6) {
    gen_num_min_max(g, t, a, b);
  } else if (kind < 8) {
    gen_float_unary(g, t, a);
  } else if (kind < 9) {
    Value *c = pick_value(g, t);
    r = new_value(g, 'v', t);
    emit(g, "%s = math.fma %s, %s, %s : %s", r->name, a->name, b->name,
         c->name, types[t].name);
  } else { /* the sign of a constant: a computed NaN's sign is unspecified */
    binary(g, "math.copysign", a, float_constant(g, t, chance(&g->rng, 50) ? -1.0 : 0.0));
  }
}

/* An integer type (not index) other than `than`, wider or narrower. */
static int other_int_type(Gen *g, int than, bool wider) {
  int lo = wider ? than + 1 : 0, hi = wider ? T_I64 : than - 1;
  return (int)rnd_range(&g->rng, lo, hi);
}

/* extsi/extui/trunci between integer widths, index_cast(ui) to and from
 * index. */
static void gen_int_cast(Gen *g) {
  int from = rnd(&g->rng, T_INDEX + 1);
  Value *a = pick_value(g, from), *r;
  if (from == T_INDEX) {
    int to = rnd(&g->rng, T_I64 + 1);
    r = new_value(g, 'v', to);
    emit(g, "%s = arith.%s %s : index to %s", r->name,
         chance(&g->rng, 50) ? "index_cast" : "index_castui", a->name,
         types[to].name);
  } else if (chance(&g->rng, 25)) {
    bool unsigned_cast = chance(&g->rng, 50);
    int bits = types[from].bits;
    r = new_value(g, 'v', T_INDEX);
    emit(g, "%s = arith.%s %s : %s to index", r->name,
         unsigned_cast ? "index_castui" : "index_cast", a->name,
         types[from].name);
    if (bits <= 33)
      set_interval(r, unsigned_cast ? 0 : -((int64_t)1 << (bits - 1)),
                   unsigned_cast ? ((int64_t)1 << bits) - 1
                                 : ((int64_t)1 << (bits - 1)) - 1);
  } else {
    bool wider = from == T_I1 || (from != T_I64 && chance(&g->rng, 50));
    int to = other_int_type(g, from, wider);
    r = new_value(g, 'v', to);
    emit(g, "%s = arith.%s %s : %s to %s", r->name,
         !wider ? "trunci" : chance(&g->rng, 50) ? "extsi" : "extui", a->name,
         types[from].name, types[to].name);
  }
}

/* fptosi/fptoui of a value first replaced by 0.0 unless it lies strictly
 * inside the target's range (out of range, MLIR gives poison). */
static void gen_float_to_int(Gen *g) {
  int from = random_float_type(&g->rng), to = rnd(&g->rng, T_I64 + 1);
  bool is_signed = chance(&g->rng, 50);
  int bits = types[to].bits;
  double hi = is_signed ? (double)((uint64_t)1 << (bits - 1))
                        : 2.0 * (double)((uint64_t)1 << (bits - 1));
  double lo = is_signed ? -hi : -1.0;
  const char *tn = types[from].name;
  Value *x = pick_value(g, from);
  Value *above = new_value(g, 'v', T_I1), *below = new_value(g, 'v', T_I1);
  emit(g, "%s = arith.cmpf ogt, %s, %s : %s", above->name, x->name,
       float_constant(g, from, lo)->name, tn);
  emit(g, "%s = arith.cmpf olt, %s, %s : %s", below->name, x->name,
       float_constant(g, from, hi)->name, tn);
  Value *inside = binary(g, "arith.andi", above, below);
  Value *y = new_value(g, 'v', from);
  emit(g, "%s = arith.select %s, %s, %s : %s", y->name, inside->name, x->name,
       float_constant(g, from, 0.0)->name, tn);
  Value *r = new_value(g, 'v', to);
  emit(g, "%s = arith.%s %s : %s to %s", r->name,
       is_signed ? "fptosi" : "fptoui", y->name, tn, types[to].name);
}

/* sitofp/uitofp, extf/truncf, and int-to-float bitcasts. */
static void gen_to_float(Gen *g) {
  int kind = rnd(&g->rng, 4), to = random_float_type(&g->rng), from;
  Value *r;
  if (kind < 2) {
    from = rnd(&g->rng, T_I64 + 1);
    r = new_value(g, 'v', to);
    emit(g, "%s = arith.%s %s : %s to %s", r->name,
         kind == 0 ? "sitofp" : "uitofp", pick_value(g, from)->name,
         types[from].name, types[to].name);
  } else if (kind == 2) {
    from = to == T_F32 ? T_F64 : T_F32;
    r = new_value(g, 'v', to);
    emit(g, "%s = arith.%s %s : %s to %s", r->name,
         to == T_F32 ? "truncf" : "extf", pick_value(g, from)->name,
         types[from].name, types[to].name);
  } else {
    from = to == T_F32 ? T_I32 : T_I64;
    r = new_value(g, 'v', to);
    emit(g, "%s = arith.bitcast %s : %s to %s", r->name,
         pick_value(g, from)->name, types[from].name, types[to].name);
  }
}

void gen_cast(Gen *g) {
  int kind = rnd(&g->rng, 6);
  if (kind < 3)
    gen_int_cast(g);
  else if (kind < 4)
    gen_float_to_int(g);
  else
    gen_to_float(g);
}

/* cmpi/cmpf with a random predicate, then often a select on the result. */
void gen_compare_select(Gen *g) {
  static const char *const ipred[] = {"eq", "ne", "slt", "sle", "sgt",
                                      "sge", "ult", "ule", "ugt", "uge"};
  static const char *const fpred[] = {
      "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
      "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  int t = random_type(&g->rng);
  Value *a = pick_value(g, t), *b = pick_value(g, t);
  Value *c = new_value(g, 'v', T_I1);
  emit(g, "%s = arith.%s %s, %s, %s : %s", c->name,
       is_float(t) ? "cmpf" : "cmpi",
       is_float(t) ? fpred[rnd(&g->rng, 16)] : ipred[rnd(&g->rng, 10)],
       a->name, b->name, types[t].name);
  if (chance(&g->rng, 40))
    return;
  int u = random_type(&g->rng);
  Value *x = pick_value(g, u), *y = pick_value(g, u);
  Value *r = new_value(g, 'v', u);
  emit(g, "%s = arith.select %s, %s, %s : %s", r->name, c->name, x->name,
       y->name, types[u].name);
  if (u == T_INDEX && x->bounded && y->bounded)
    set_interval(r, x->lo < y->lo ? x->lo : y->lo,
                 x->hi > y->hi ? x->hi : y->hi);
}
