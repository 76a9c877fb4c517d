/*
 * gen_affine.c - writes random affine programs for differential testing:
 * tests/gen/run.sh runs each under mlir-runner and as affc's C and
 * compares what they print.
 *
 * Usage: gen_affine SEED FIRST COUNT [--plain | --fusion]
 * writes one module holding programs FIRST .. FIRST+COUNT-1 as functions
 * @prog<N> and a @main calling them in order. Program N depends only on
 * (SEED, N, the option), so any one of them can be written again alone
 * (COUNT = 1). --plain programs have no affine.parallel or scf.parallel:
 * their loops are affine.for, as MLIR's lowerings write them, with more
 * of them reductions into an iter_arg or element-wise nests, for the
 * passes (affc -O1) to find the parallel ones. --fusion programs are
 * plain, with one shape for all their memrefs and mostly nests over it at
 * their top level, reading and writing each other's memrefs, for loop
 * fusion to find producers and consumers; some memrefs are temporaries,
 * not printed at the end, for affine-scalrep to remove, and some of
 * those only a producer and its consumer use, for fusion's private
 * buffers.
 *
 * A program allocates a few small memrefs and fills them, then runs random
 * statements: integer ops at widths 1..64 and index, float ops in f32 and
 * f64, casts, compares and selects, affine.apply/min/max with floordiv,
 * ceildiv and mod of negative operands, loads and stores, affine.for with
 * min/max bounds (negative ones too), steps and iter_args, affine.if with
 * integer sets and results, affine.parallel (nested too) and scf.parallel
 * with reductions (scf.reduce of every associative and commutative arith
 * op), float sums and products exact in any order. It ends by
 * printing every value it defined at its top level and every memref
 * element, one per line, as exact bits (a NaN as one canonical NaN).
 *
 * Every program is valid MLIR and free of what MLIR leaves undefined:
 * divisors are never 0 nor -1, shift amounts are below the width,
 * float-to-int conversions are guarded to the target's range, subscripts
 * stay in bounds (reduced mod the size when they could leave it), affine
 * expressions stay far from 64-bit overflow, loops are a few iterations
 * long, parallel loop bodies do not store and the float sums and products
 * they reduce are exact whatever the order in which they are combined
 * (which MLIR leaves open). What IEEE leaves open is kept
 * out of the output: which zero maxnumf/minnumf return for -0 and +0 (0.0
 * is added to their result), the sign and payload of NaNs (no float-to-int
 * bitcast, copysign only by constants).
 */
#include "gen.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void gen_block(Gen *g, int statements);
static int reduction_type(Gen *g);
static const char *reduction_kind(Gen *g, int type);
static Value *reduce_operand(Gen *g, const char *op, int type,
                             Value *const *ivs, int n);

/* ------------------------------------------------------------ scopes */

/* Enters a region's body: deeper, indented. The caller notes g->nvals
 * first (before adding the region's arguments) to pass to close_region. */
static void open_region(Gen *g) {
  g->depth++;
  g->indent++;
}

/* Leaves a region: the values from `mark` on go out of scope; `closing`
 * ("}" or "} else {") ends it. */
static void close_region(Gen *g, int mark, const char *closing) {
  g->nvals = mark;
  g->depth--;
  g->indent--;
  emit(g, "%s", closing);
}

/* The induction variable of a loop from lb to ub: a dim, never a symbol,
 * in [lb.lo, ub.hi - 1]. In a loop that never runs it is kept out of
 * affine expressions: mlir-opt 22's canonicalization folds a bound that
 * uses the induction variable of a constant empty loop into a map with no
 * result, which its verifier then rejects. */
static Value *new_iv(Gen *g, int64_t lb_lo, int64_t ub_hi) {
  Value *iv = new_value(g, 'i', T_INDEX);
  iv->sym = false;
  iv->dim = true;
  if (ub_hi > lb_lo)
    set_interval(iv, lb_lo, ub_hi - 1);
  return iv;
}

/* Adds the n results of the op whose name was reserved as %v<id>. */
static void add_results(Gen *g, int id, int n, const int *result_types) {
  for (int k = 0; k < n; k++) {
    Value *v = new_value(g, 'v', result_types[k]);
    g->next_id--; /* new_value took an id the results do not use */
    if (n == 1)
      snprintf(v->name, sizeof v->name, "%%v%d", id);
    else
      snprintf(v->name, sizeof v->name, "%%v%d#%d", id, k);
  }
}

/* "%v<id> = " or "%v<id>:<n> = " for an op with n results, "" for none. */
static const char *results_prefix(int id, int n, char *buf, size_t size) {
  if (n == 0)
    buf[0] = '\0';
  else if (n == 1)
    snprintf(buf, size, "%%v%d = ", id);
  else
    snprintf(buf, size, "%%v%d:%d = ", id, n);
  return buf;
}

/* "(T1, T2)" */
static const char *types_text(int n, const int *t, char *buf, size_t size) {
  size_t len = (size_t)snprintf(buf, size, "(");
  for (int k = 0; k < n; k++)
    len += (size_t)snprintf(buf + len, size - len, k ? ", %s" : "%s",
                            types[t[k]].name);
  snprintf(buf + len, size - len, ")");
  return buf;
}

/* `affine.yield v1, v2 : T1, T2` with values of the given types. */
static void emit_yield(Gen *g, int n, const int *t) {
  char values[256] = "", tys[128] = "";
  for (int k = 0; k < n; k++) {
    Value *v = pick_value(g, t[k]);
    size_t a = strlen(values), b = strlen(tys);
    snprintf(values + a, sizeof values - a, k ? ", %s" : "%s", v->name);
    snprintf(tys + b, sizeof tys - b, k ? ", %s" : "%s", types[t[k]].name);
  }
  if (n > 0)
    emit(g, "affine.yield %s : %s", values, tys);
}

/* ------------------------------------------------------------ memrefs */

static const char *memref_type(const Memref *m, char *buf, size_t size) {
  if (m->rank == 1)
    snprintf(buf, size, "memref<%dx%s>", m->shape[0], types[m->type].name);
  else
    snprintf(buf, size, "memref<%dx%dx%s>", m->shape[0], m->shape[1],
             types[m->type].name);
  return buf;
}

/* Opens `affine.for %i = 0 to n {` and returns its induction variable. */
static Value *open_counted_loop(Gen *g, int n) {
  Value *iv = new_iv(g, 0, n);
  emit(g, "affine.for %s = 0 to %d {", iv->name, n);
  open_region(g);
  return iv;
}

/* The element value for position (i, j) of a fresh memref: a small
 * number from an affine formula, converted to the element type. */
static Value *initial_element(Gen *g, const Memref *m, Value *i, Value *j) {
  Value *x = new_value(g, 'v', T_INDEX);
  int a = (int)rnd_range(&g->rng, 1, 9), b = (int)rnd_range(&g->rng, 1, 9);
  int c = (int)rnd_range(&g->rng, 5, 13);
  emit(g, "%s = affine.apply affine_map<(d0, d1) -> ((d0 * %d + d1 * %d) "
          "mod %d - %d)>(%s, %s)", x->name, a, b, c, c / 2, i->name,
       j ? j->name : i->name);
  if (m->type == T_INDEX)
    return x;
  int as_int = is_float(m->type) ? T_I32 : m->type;
  Value *n = new_value(g, 'v', as_int);
  emit(g, "%s = arith.index_cast %s : index to %s", n->name, x->name,
       types[as_int].name);
  if (!is_float(m->type))
    return n;
  Value *f = new_value(g, 'v', m->type);
  emit(g, "%s = arith.sitofp %s : i32 to %s", f->name, n->name,
       types[m->type].name);
  return f;
}

/* A nest that stores initial_element into every element of m. */
static void fill_elements(Gen *g, const Memref *m) {
  char ty[64];
  int mark = g->nvals;
  Value *i = open_counted_loop(g, m->shape[0]), *j = NULL;
  if (m->rank == 2)
    j = open_counted_loop(g, m->shape[1]);
  Value *x = initial_element(g, m, i, j);
  emit(g, "affine.store %s, %s[%s%s%s] : %s", x->name, m->name, i->name,
       j ? ", " : "", j ? j->name : "", memref_type(m, ty, sizeof ty));
  for (int r = 0; r < m->rank; r++)
    close_region(g, mark, "}");
}

/* Allocates memref number k and fills every element. */
static void gen_memref(Gen *g, Memref *m, int k) {
  char ty[64];
  snprintf(m->name, sizeof m->name, "%%m%d", k);
  m->type = random_type(&g->rng);
  if (g->fusion && k > 0) { /* the shape of the first */
    memcpy(m->shape, g->mems[0].shape, sizeof m->shape);
    m->rank = g->mems[0].rank;
  } else {
    m->rank = 1 + rnd(&g->rng, 2);
    m->shape[0] = 1 + rnd(&g->rng, 6);
    m->shape[1] = 1 + rnd(&g->rng, 5);
  }
  m->heap = chance(&g->rng, 60);
  m->temp = g->fusion && k > 0 && chance(&g->rng, 40);
  emit(g, "%s = memref.%s() : %s", m->name, m->heap ? "alloc" : "alloca",
       memref_type(m, ty, sizeof ty));
  fill_elements(g, m);
}

/* "e1, e2" subscripts for m, each always within its dimension. */
static void subscripts(Gen *g, const Memref *m, char *buf, size_t size) {
  size_t len = 0;
  for (int d = 0; d < m->rank; d++) {
    AffineOperands ops = operands_choose(g, 2, 1, SAFE_LIMIT / 64);
    Expr e;
    expr_in_range(g, &ops, true, 0, m->shape[d] - 1, &e);
    len += (size_t)snprintf(buf + len, size - len, d ? ", %s" : "%s", e.text);
  }
}

static void gen_load(Gen *g) {
  Memref *m = &g->mems[rnd(&g->rng, g->nmems)];
  char subs[1400], ty[64];
  subscripts(g, m, subs, sizeof subs);
  Value *v = new_value(g, 'v', m->type);
  emit(g, "%s = affine.load %s[%s] : %s", v->name, m->name, subs,
       memref_type(m, ty, sizeof ty));
}

static void gen_store(Gen *g) {
  if (g->no_store)
    return;
  Memref *m = &g->mems[rnd(&g->rng, g->nmems)];
  char subs[1400], ty[64];
  Value *v = pick_value(g, m->type);
  subscripts(g, m, subs, sizeof subs);
  emit(g, "affine.store %s, %s[%s] : %s", v->name, m->name, subs,
       memref_type(m, ty, sizeof ty));
}

/* ------------------------------------------------------------ loops */

/* A loop bound of 1 or 2 expressions over operands chosen here: the lower
 * bound is their max, the upper their min. Upper-bound expressions are
 * shifted so that the loop runs at most `limit` iterations of `step`
 * from the smallest lower bound (and now and then none at all). */
typedef struct Bound {
  AffineOperands ops;
  Expr e[2];
  int n;
  int64_t lo, hi; /* the interval of the max (lower) or min (upper) */
} Bound;

static void bound_random(Gen *g, Bound *b, bool inline_names, bool upper,
                         int64_t target_hi) {
  b->ops = operands_choose(g, 2, 1, 64);
  b->n = 1 + chance(&g->rng, 35);
  for (int k = 0; k < b->n; k++) {
    expr_random(g, &b->ops, inline_names, &b->e[k]);
    if (upper)
      expr_add_constant(&b->e[k], target_hi - b->e[k].hi);
    int64_t lo = b->e[k].lo, hi = b->e[k].hi;
    bool better_lo = upper ? lo < b->lo : lo > b->lo;
    bool better_hi = upper ? hi < b->hi : hi > b->hi;
    b->lo = k == 0 || better_lo ? lo : b->lo;
    b->hi = k == 0 || better_hi ? hi : b->hi;
  }
}

/* The upper bound's largest value for a loop from `lower` by `step`. */
static int64_t upper_target(Gen *g, const Bound *lower, int limit, int step) {
  if (chance(&g->rng, 10))
    return lower->lo - rnd(&g->rng, 4); /* an empty loop */
  return lower->lo + rnd_range(&g->rng, 1, (int64_t)limit * step);
}

/* `max affine_map<(d0)[s0] -> (e1, e2)>(%a)[%b]` for affine.for. */
static void bound_map_text(const Bound *b, bool upper, char *buf,
                           size_t size) {
  char dims[64], operands[128];
  map_dims_text(&b->ops, dims, sizeof dims);
  map_operands_text(&b->ops, operands, sizeof operands);
  snprintf(buf, size, "%saffine_map<%s -> (%s%s%s)>%s",
           b->n == 1 ? "" : upper ? "min " : "max ", dims, b->e[0].text,
           b->n == 1 ? "" : ", ", b->n == 1 ? "" : b->e[1].text, operands);
}

/* `max(e1, e2)` or `e1` for affine.parallel. */
static void bound_inline_text(const Bound *b, bool upper, char *buf,
                              size_t size) {
  if (b->n == 1)
    snprintf(buf, size, "%s", b->e[0].text);
  else
    snprintf(buf, size, "%s(%s, %s)", upper ? "min" : "max", b->e[0].text,
             b->e[1].text);
}

/* The most iterations one loop (or one affine.parallel dim) runs. */
enum { MAX_TRIP = 8 };

/* The most iterations a loop nest started here may run; 0: none. */
static int loop_limit(Gen *g) {
  int limit = 300 / g->work;
  return limit > MAX_TRIP ? MAX_TRIP : limit < 2 ? 0 : limit;
}

static int random_step(Gen *g) {
  static const int steps[] = {1, 1, 1, 1, 2, 2, 3, 5};
  return steps[rnd(&g->rng, 8)];
}

/* affine.for with max/min bounds, a step, and 0..2 iter_args; or, given
 * a reduction kind, one iter_arg of type rtype that only the kind's
 * combiner uses, with terms exact in any order (reduce_operand): a loop
 * -O1 may run in parallel. */
static void gen_for(Gen *g, const char *reduction, int rtype) {
  int limit = loop_limit(g), step = random_step(g);
  if (limit == 0)
    return;
  Bound lb, ub;
  bound_random(g, &lb, false, false, 0);
  bound_random(g, &ub, false, true, upper_target(g, &lb, limit, step));
  int n = reduction ? 1 : rnd(&g->rng, 3), rtypes[2] = {0, 0};
  int id = g->next_id++;
  Value *inits[2];
  char iters[256] = "", lbt[1400], ubt[1400], res[32], tys[64], tail[400];
  char acc[24] = "";
  for (int k = 0; k < n; k++) {
    inits[k] = reduction ? reduce_operand(g, reduction, rtype, NULL, 0)
                         : pick_any(g);
    rtypes[k] = inits[k]->type;
  }
  bound_map_text(&lb, false, lbt, sizeof lbt);
  bound_map_text(&ub, true, ubt, sizeof ubt);
  int mark = g->nvals;
  Value *iv = new_iv(g, lb.lo, ub.hi);
  for (int k = 0; k < n; k++) {
    Value *a = new_value(g, 'a', rtypes[k]);
    a->sym = a->dim = false;
    size_t len = strlen(iters);
    snprintf(iters + len, sizeof iters - len, "%s%s = %s", k ? ", " : "",
             a->name, inits[k]->name);
    if (reduction) { /* out of scope: only the combiner uses it */
      snprintf(acc, sizeof acc, "%s", a->name);
      g->nvals--;
    }
  }
  if (n)
    snprintf(tail, sizeof tail, " iter_args(%s) -> %s", iters,
             types_text(n, rtypes, tys, sizeof tys));
  else
    tail[0] = '\0';
  emit(g, "%saffine.for %s = %s to %s step %d%s {",
       results_prefix(id, n, res, sizeof res), iv->name, lbt, ubt, step, tail);
  int work = g->work;
  g->work *= limit;
  open_region(g);
  gen_block(g, 1 + rnd(&g->rng, 6));
  if (reduction) {
    const char *ty = types[rtypes[0]].name;
    Value *term = reduce_operand(g, reduction, rtypes[0], &iv, 1);
    int c = g->next_id++;
    emit(g, "%%c%d = arith.%s %s, %s : %s", c, reduction, acc, term->name, ty);
    emit(g, "affine.yield %%c%d : %s", c, ty);
  } else {
    emit_yield(g, n, rtypes);
  }
  close_region(g, mark, "}");
  g->work = work;
  add_results(g, id, n, rtypes);
}

/* A reduction loop for plain programs: gen_for with a reduction kind. */
static void gen_for_reduction(Gen *g) {
  int t = reduction_type(g);
  gen_for(g, reduction_kind(g, t), t);
}

/* Opens the loops over m's shape; returns the ivs in i and j (NULL for
 * rank 1) and writes m's subscripts "%i, %j" into sub. */
static void open_shape_loops(Gen *g, const Memref *m, Value **i, Value **j,
                             char *sub, size_t size) {
  *i = open_counted_loop(g, m->shape[0]);
  *j = m->rank == 2 ? open_counted_loop(g, m->shape[1]) : NULL;
  snprintf(sub, size, "%s%s%s", (*i)->name, *j ? ", " : "",
           *j ? (*j)->name : "");
}

/* A nest over the elements of a memref that computes a value and stores
 * it at (i, j): parallel unless the body reads the memref elsewhere or
 * stores too. */
static void gen_for_elementwise(Gen *g) {
  Memref *m = &g->mems[rnd(&g->rng, g->nmems)];
  int size = m->shape[0] * (m->rank == 2 ? m->shape[1] : 1);
  if (g->no_store || g->work * size > 300)
    return;
  int mark = g->nvals, work = g->work;
  char ty[64], sub[64];
  Value *i, *j;
  open_shape_loops(g, m, &i, &j, sub, sizeof sub);
  g->work *= size;
  gen_block(g, 1 + rnd(&g->rng, 3));
  emit(g, "affine.store %s, %s[%s] : %s", pick_value(g, m->type)->name,
       m->name, sub, memref_type(m, ty, sizeof ty));
  for (int r = 0; r < m->rank; r++)
    close_region(g, mark, "}");
  g->work = work;
}

/* A nest copying memref t to m (their type ty) element by element. */
static void gen_copy(Gen *g, const Memref *t, const Memref *m, const char *ty) {
  int mark = g->nvals;
  char sub[64];
  Value *i, *j;
  open_shape_loops(g, t, &i, &j, sub, sizeof sub);
  Value *v = new_value(g, 'v', t->type);
  emit(g, "%s = affine.load %s[%s] : %s", v->name, t->name, sub, ty);
  emit(g, "affine.store %s, %s[%s] : %s", v->name, m->name, sub, ty);
  for (int r = 0; r < t->rank; r++)
    close_region(g, mark, "}");
}

/* A nest reading a window of memref t (its type ty): over a part of the
 * first dimension, i from lo to n - hi, it reads t at i + d1 and i + d2
 * (within the window) and stores both at i in m, the second last: loop
 * fusion needs slices there, shifted, recomputing iterations when the
 * two differ. */
static void gen_window_copy(Gen *g, const Memref *t, const Memref *m,
                            const char *ty) {
  int n = t->shape[0], lo = (int)rnd(&g->rng, 3), hi = (int)rnd(&g->rng, 3);
  if (n <= lo + hi) {
    gen_copy(g, t, m, ty);
    return;
  }
  int d1 = (int)rnd(&g->rng, lo + hi + 1) - lo;
  int d2 = (int)rnd(&g->rng, lo + hi + 1) - lo;
  int mark = g->nvals;
  Value *i = new_iv(g, lo, n - hi), *j = NULL;
  emit(g, "affine.for %s = %d to %d {", i->name, lo, n - hi);
  open_region(g);
  if (t->rank == 2)
    j = open_counted_loop(g, t->shape[1]);
  char rest[32] = "";
  if (j)
    snprintf(rest, sizeof rest, ", %s", j->name);
  const int shift[2] = {d1, d2};
  for (int k = 0; k < 2; k++) {
    Value *v = new_value(g, 'v', t->type);
    emit(g, "%s = affine.load %s[%s + %d%s] : %s", v->name, t->name, i->name,
         shift[k], rest, ty);
    emit(g, "affine.store %s, %s[%s%s] : %s", v->name, m->name, i->name, rest,
         ty);
  }
  for (int r = 0; r < t->rank; r++)
    close_region(g, mark, "}");
}

/* A temporary that only two nests use (--fusion): an element-wise nest
 * writes it, the next copies it (or a shifted window of it) into one of
 * the program's memrefs, so that loop fusion may shrink it to a private
 * buffer. An alloca, never
 * freed: a dealloc would be one more use. */
static void gen_private_temp(Gen *g) {
  Memref *m = &g->mems[rnd(&g->rng, g->nmems)], t = *m;
  int size = m->shape[0] * (m->rank == 2 ? m->shape[1] : 1);
  if (g->no_store || g->work * size > 300)
    return;
  char ty[64], sub[64];
  snprintf(t.name, sizeof t.name, "%%t%d", g->next_id++);
  emit(g, "%s = memref.alloca() : %s", t.name,
       memref_type(&t, ty, sizeof ty));
  int mark = g->nvals, work = g->work;
  Value *i, *j;
  open_shape_loops(g, &t, &i, &j, sub, sizeof sub);
  g->work *= size;
  gen_block(g, 1 + rnd(&g->rng, 3));
  emit(g, "affine.store %s, %s[%s] : %s", pick_value(g, t.type)->name,
       t.name, sub, ty);
  for (int r = 0; r < t.rank; r++)
    close_region(g, mark, "}");
  if (chance(&g->rng, 50))
    gen_window_copy(g, &t, m, ty);
  else
    gen_copy(g, &t, m, ty);
  g->work = work;
}

/* ------------------------------------------------------------ if */

/* `affine_set<(d0)[s0] : (e1 >= 0, e2 == 0)>(%a)[%b]` */
static void set_text(Gen *g, char *buf, size_t size) {
  AffineOperands ops = operands_choose(g, 2, 2, SAFE_LIMIT / 64);
  char dims[64], operands[128], constraints[2000] = "";
  int n = 1 + rnd(&g->rng, 3);
  for (int k = 0; k < n; k++) {
    Expr e;
    expr_random(g, &ops, false, &e);
    size_t len = strlen(constraints);
    snprintf(constraints + len, sizeof constraints - len, "%s%s %s 0",
             k ? ", " : "", e.text, chance(&g->rng, 25) ? "==" : ">=");
  }
  map_dims_text(&ops, dims, sizeof dims);
  map_operands_text(&ops, operands, sizeof operands);
  snprintf(buf, size, "affine_set<%s : (%s)>%s", dims, constraints, operands);
}

/* affine.if with 0..2 results (then an else yielding them too). */
static void gen_if(Gen *g) {
  int n = rnd(&g->rng, 3), rtypes[2] = {0, 0}, id = g->next_id++;
  char set[2300], res[32], tys[64];
  for (int k = 0; k < n; k++)
    rtypes[k] = random_type(&g->rng);
  set_text(g, set, sizeof set);
  emit(g, "%saffine.if %s%s%s {", results_prefix(id, n, res, sizeof res), set,
       n ? " -> " : "", n ? types_text(n, rtypes, tys, sizeof tys) : "");
  bool has_else = n > 0 || chance(&g->rng, 50);
  int mark = g->nvals;
  open_region(g);
  gen_block(g, 1 + rnd(&g->rng, 4));
  emit_yield(g, n, rtypes);
  close_region(g, mark, has_else ? "} else {" : "}");
  if (has_else) {
    open_region(g);
    gen_block(g, 1 + rnd(&g->rng, 4));
    emit_yield(g, n, rtypes);
    close_region(g, mark, "}");
  }
  add_results(g, id, n, rtypes);
}

/* ------------------------------------------------------------ parallel */

/* A type affine.parallel can reduce (it has no identity for index). */
static int reduction_type(Gen *g) {
  int t = random_type(&g->rng);
  return t == T_INDEX ? T_I64 : t;
}

/* A reduction kind affine.parallel accepts for the type. */
static const char *reduction_kind(Gen *g, int type) {
  static const char *const ints[] = {"addi", "muli", "andi", "ori"};
  static const char *const floats[] = {"addf", "mulf", "maximumf",
                                       "minimumf"};
  return is_float(type) ? floats[rnd(&g->rng, 4)] : ints[rnd(&g->rng, 4)];
}

/* The `(%i, %j) = (lbs) to (ubs) step (s, t)` part of affine.parallel.
 * The induction variables join the scope after all bounds are made: no
 * bound may use them. */
static void parallel_header(Gen *g, int ndims, char *buf, size_t size) {
  char ivs[64] = "", lbs[2800] = "", ubs[2800] = "", steps[32] = "";
  int64_t iv_lo[2], iv_hi[2]; /* lb.lo and ub.hi of each dim */
  for (int d = 0; d < ndims; d++) {
    int limit = loop_limit(g), step = random_step(g);
    Bound lb, ub;
    char lbt[1400], ubt[1400];
    limit = limit < 1 ? 1 : limit;
    bound_random(g, &lb, true, false, 0);
    bound_random(g, &ub, true, true, upper_target(g, &lb, limit, step));
    bound_inline_text(&lb, false, lbt, sizeof lbt);
    bound_inline_text(&ub, true, ubt, sizeof ubt);
    iv_lo[d] = lb.lo;
    iv_hi[d] = ub.hi;
    const char *sep = d ? ", " : "";
    snprintf(lbs + strlen(lbs), sizeof lbs - strlen(lbs), "%s%s", sep, lbt);
    snprintf(ubs + strlen(ubs), sizeof ubs - strlen(ubs), "%s%s", sep, ubt);
    snprintf(steps + strlen(steps), sizeof steps - strlen(steps), "%s%d", sep, step);
    g->work *= limit;
  }
  for (int d = 0; d < ndims; d++) {
    Value *iv = new_iv(g, iv_lo[d], iv_hi[d]);
    snprintf(ivs + strlen(ivs), sizeof ivs - strlen(ivs), "%s%s",
             d ? ", " : "", iv->name);
  }
  snprintf(buf, size, "(%s) = (%s) to (%s) step (%s)", ivs, lbs, ubs, steps);
}

/* Exact terms for addf and mulf reductions.
 *
 * MLIR leaves open the order in which affine.parallel and scf.parallel
 * combine the values their iterations yield, and affc's OpenMP C uses that
 * freedom: each thread
 * reduces its share, then the shares are combined. A float sum or product
 * then prints the same for every thread count only when every order gives
 * the exact result, so the terms are built for that (integer, maximumf and
 * minimumf reductions are exact in any order already):
 *  - addf: (an integer in [-64, 64], or a constant in [-25, 25] in
 *    quarters) times 0.25, 0.5, 1 or 2: multiples of 1/4 of at most 2^9
 *    quarters. A parallel has at most 2 dims of MAX_TRIP (8) iterations,
 *    2^6 in all (plus scf.parallel's init value, a term too), so every
 *    partial sum is a multiple of 1/4 below 2^16 quarters: exact in f32's
 *    24-bit significand, whatever the order.
 *    No term is -0 (sitofp and the constants give +0), so an all-zero sum
 *    is +0 whichever way it is grouped.
 *  - mulf: +-1, +-2 or +-0.5: every partial product is +-2^e with |e| at
 *    most 2^6 + 1, far inside f32's exponent range (no overflow, no
 *    subnormal), and the sign is the parity of the negative terms.
 * The terms still vary: with the iteration (affine expressions of the
 * induction variables) and with what the body computed (selects on its i1
 * values). */

/* An index value in [lo, hi], an affine.apply over the induction
 * variables ivs[0..n) (those of a loop that runs) and a value in scope. */
static Value *iteration_index(Gen *g, Value *const *ivs, int n, int64_t lo,
                              int64_t hi) {
  AffineOperands ops = operands_choose(g, 1, 1, SAFE_LIMIT / 64);
  for (int d = 0; d < n && ops.ndims < 3; d++)
    if (ivs[d]->bounded)
      ops.dims[ops.ndims++] = ivs[d];
  Expr e;
  char dims[64], operands[128];
  expr_in_range(g, &ops, false, lo, hi, &e);
  map_dims_text(&ops, dims, sizeof dims);
  map_operands_text(&ops, operands, sizeof operands);
  Value *v = new_value(g, 'v', T_INDEX);
  set_interval(v, e.lo, e.hi);
  v->dim = true;
  emit(g, "%s = affine.apply affine_map<%s -> (%s)>%s", v->name, dims, e.text,
       operands);
  return v;
}

/* %r = <op> %a, %b : <type of a> */
static Value *float_binary(Gen *g, const char *op, Value *a, Value *b) {
  Value *r = new_value(g, 'v', a->type);
  emit(g, "%s = %s %s, %s : %s", r->name, op, a->name, b->name,
       types[a->type].name);
  return r;
}

/* %r = arith.select <an i1 in scope>, %a, %b */
static Value *select_by_body(Gen *g, Value *a, Value *b) {
  Value *c = pick_value(g, T_I1), *r = new_value(g, 'v', a->type);
  emit(g, "%s = arith.select %s, %s, %s : %s", r->name, c->name, a->name,
       b->name, types[a->type].name);
  return r;
}

/* The integer v (small) as a float of the type. */
static Value *index_to_float(Gen *g, Value *v, int type) {
  Value *i = new_value(g, 'v', T_I32), *f = new_value(g, 'v', type);
  emit(g, "%s = arith.index_cast %s : index to i32", i->name, v->name);
  emit(g, "%s = arith.sitofp %s : i32 to %s", f->name, i->name,
       types[type].name);
  return f;
}

/* A term of an addf reduction (see above). */
static Value *exact_sum_term(Gen *g, int type, Value *const *ivs, int n) {
  static const double scales[] = {0.25, 0.5, 1.0, 2.0};
  Value *t = index_to_float(g, iteration_index(g, ivs, n, -64, 64), type);
  if (chance(&g->rng, 40))
    t = select_by_body(
        g, t, float_constant(g, type, (double)rnd_range(&g->rng, -100, 100) / 4));
  if (chance(&g->rng, 50))
    t = float_binary(g, "arith.mulf", t,
                     float_constant(g, type, scales[rnd(&g->rng, 4)]));
  return t;
}

/* A term of a mulf reduction (see above). */
static Value *exact_product_term(Gen *g, int type, Value *const *ivs, int n) {
  Value *t = index_to_float(g, iteration_index(g, ivs, n, 1, 2), type);
  if (chance(&g->rng, 60))
    t = select_by_body(
        g, t, float_binary(g, "arith.divf", float_constant(g, type, 1.0), t));
  if (chance(&g->rng, 60)) {
    Value *neg = new_value(g, 'v', type);
    emit(g, "%s = arith.negf %s : %s", neg->name, t->name, types[type].name);
    t = select_by_body(g, t, neg);
  }
  return t;
}

/* A value of the type to reduce with op (a reduction kind or the arith op
 * of an scf.reduce), exact where the combining order could show: addf and
 * mulf terms (see above), and for maxnumf/minnumf a value plus +0.0, never
 * -0, as they may return either zero for -0 and +0. ivs[0..n) are as for
 * iteration_index. */
static Value *reduce_operand(Gen *g, const char *op, int type,
                             Value *const *ivs, int n) {
  if (!strcmp(op, "addf"))
    return exact_sum_term(g, type, ivs, n);
  if (!strcmp(op, "mulf"))
    return exact_product_term(g, type, ivs, n);
  Value *v = pick_value(g, type);
  if (strcmp(op, "maxnumf") && strcmp(op, "minnumf"))
    return v;
  return float_binary(g, "arith.addf", v, float_constant(g, type, 0.0));
}

/* `affine.yield` of affine.parallel: for reduction k a value of type t[k]
 * (see reduce_operand). */
static void emit_parallel_yield(Gen *g, int n, const int *t,
                                const char *const *kinds, Value *const *ivs,
                                int nivs) {
  char values[256] = "", tys[128] = "";
  for (int k = 0; k < n; k++) {
    Value *v = reduce_operand(g, kinds[k], t[k], ivs, nivs);
    size_t a = strlen(values), b = strlen(tys);
    snprintf(values + a, sizeof values - a, k ? ", %s" : "%s", v->name);
    snprintf(tys + b, sizeof tys - b, k ? ", %s" : "%s", types[t[k]].name);
  }
  if (n > 0)
    emit(g, "affine.yield %s : %s", values, tys);
}

/* Writes the first line of parallel op `op` (its results, header, then
 * `extra` and the result types when it has n > 0 results), opens its
 * region and fills it with statements that store nothing: iterations may
 * run in any order. The caller yields, closes the region and restores
 * g->no_store. */
static void open_parallel(Gen *g, const char *op, const char *header,
                          const char *extra, int n, const int *rtypes, int id) {
  char res[32], tys[64];
  if (n)
    emit(g, "%s%s %s %s -> %s {", results_prefix(id, n, res, sizeof res), op,
         header, extra, types_text(n, rtypes, tys, sizeof tys));
  else
    emit(g, "%s %s {", op, header);
  g->no_store = true;
  open_region(g);
  gen_block(g, 1 + rnd(&g->rng, 5));
}

/* affine.parallel over 1 or 2 dims with 0..2 reductions, perhaps inside
 * another; no stores inside, as iterations may run in any order. */
static void gen_parallel(Gen *g) {
  if (loop_limit(g) < 4)
    return;
  int n = rnd(&g->rng, 3), rtypes[2] = {0, 0}, id = g->next_id++, work = g->work;
  bool no_store = g->no_store;
  const char *rkinds[2];
  char header[6000], kinds[64] = "", reduce[80];
  for (int k = 0; k < n; k++) {
    rtypes[k] = reduction_type(g);
    rkinds[k] = reduction_kind(g, rtypes[k]);
    snprintf(kinds + strlen(kinds), sizeof kinds - strlen(kinds), "%s\"%s\"",
             k ? ", " : "", rkinds[k]);
  }
  int mark = g->nvals, ndims = 1 + chance(&g->rng, 40);
  parallel_header(g, ndims, header, sizeof header);
  Value *ivs[2] = {&g->vals[mark], &g->vals[mark + ndims - 1]};
  snprintf(reduce, sizeof reduce, "reduce (%s)", kinds);
  open_parallel(g, "affine.parallel", header, reduce, n, rtypes, id);
  emit_parallel_yield(g, n, rtypes, rkinds, ivs, ndims);
  close_region(g, mark, "}");
  g->no_store = no_store;
  g->work = work;
  add_results(g, id, n, rtypes);
}

/* A combining op for an scf.reduce region: any of arith's associative and
 * commutative ops for the type. */
static const char *scf_combiner(Gen *g, int type) {
  static const char *const ints[] = {"addi",  "muli",  "andi",
                                     "ori",   "xori",  "maxsi",
                                     "minsi", "maxui", "minui"};
  static const char *const floats[] = {"addf",     "mulf",    "maximumf",
                                       "minimumf", "maxnumf", "minnumf"};
  return is_float(type) ? floats[rnd(&g->rng, 6)] : ints[rnd(&g->rng, 9)];
}

/* The `(%i, %j) = (%a, %b) to (%c, %d) step (%s, %t)` of scf.parallel:
 * bounds are affine.apply results over the scope, each dim at most
 * loop_limit() iterations (now and then none). The induction variables are
 * no affine dims, so affine expressions never use them. */
static void scf_parallel_header(Gen *g, int ndims, char *buf, size_t size) {
  char names[64] = "", lbs[128] = "", ubs[128] = "", steps[128] = "";
  for (int d = 0; d < ndims; d++) {
    int limit = loop_limit(g), step = random_step(g);
    limit = limit < 1 ? 1 : limit;
    int64_t a = rnd_range(&g->rng, -6, 6);
    int64_t ub_hi = chance(&g->rng, 10) ? a : a + (int64_t)limit * step;
    Value *lb = iteration_index(g, NULL, 0, a, a + 2);
    Value *ub = iteration_index(g, NULL, 0, ub_hi - 2, ub_hi);
    Value *st = int_constant(g, T_INDEX, step);
    const char *sep = d ? ", " : "";
    snprintf(lbs + strlen(lbs), sizeof lbs - strlen(lbs), "%s%s", sep, lb->name);
    snprintf(ubs + strlen(ubs), sizeof ubs - strlen(ubs), "%s%s", sep, ub->name);
    snprintf(steps + strlen(steps), sizeof steps - strlen(steps), "%s%s", sep,
             st->name);
    g->work *= limit;
  }
  for (int d = 0; d < ndims; d++) {
    Value *iv = new_value(g, 'i', T_INDEX);
    iv->sym = iv->dim = false;
    snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
             d ? ", " : "", iv->name);
  }
  snprintf(buf, size, "(%s) = (%s) to (%s) step (%s)", names, lbs, ubs, steps);
}

/* `scf.reduce(%y1, %y2 : T1, T2) { ^bb0(%l: T1, %r: T1): ... }, {...}`
 * yielding one operand per result, combined by ops[k]. */
static void emit_scf_reduce(Gen *g, int n, const int *t,
                            const char *const *ops, Value **yields) {
  char values[256] = "", tys[128] = "";
  for (int k = 0; k < n; k++) {
    snprintf(values + strlen(values), sizeof values - strlen(values),
             k ? ", %s" : "%s", yields[k]->name);
    snprintf(tys + strlen(tys), sizeof tys - strlen(tys), k ? ", %s" : "%s",
             types[t[k]].name);
  }
  if (n == 0) {
    emit(g, "scf.reduce");
    return;
  }
  emit(g, "scf.reduce(%s : %s) {", values, tys);
  for (int k = 0; k < n; k++) {
    const char *ty = types[t[k]].name;
    int id = g->next_id++;
    emit(g, "^bb0(%%l%d: %s, %%r%d: %s):", id, ty, id, ty);
    g->indent++;
    emit(g, "%%x%d = arith.%s %%l%d, %%r%d : %s", id, ops[k], id, id, ty);
    emit(g, "scf.reduce.return %%x%d : %s", id, ty);
    g->indent--;
    emit(g, k + 1 < n ? "}, {" : "}");
  }
}

/* scf.parallel over 1 or 2 dims with 0..2 reductions, each an scf.reduce
 * region of one arith op, from init values in scope; no stores inside. */
static void gen_scf_parallel(Gen *g) {
  if (loop_limit(g) < 4)
    return;
  int n = rnd(&g->rng, 3), rtypes[2] = {0, 0}, work = g->work;
  const char *ops[2];
  Value *inits[2], *yields[2];
  bool no_store = g->no_store;
  char header[512], init_list[128] = "", init[140];
  for (int k = 0; k < n; k++) {
    rtypes[k] = random_type(&g->rng);
    ops[k] = scf_combiner(g, rtypes[k]);
    inits[k] = reduce_operand(g, ops[k], rtypes[k], NULL, 0);
    snprintf(init_list + strlen(init_list), sizeof init_list - strlen(init_list),
             k ? ", %s" : "%s", inits[k]->name);
  }
  int mark = g->nvals, ndims = 1 + chance(&g->rng, 40);
  scf_parallel_header(g, ndims, header, sizeof header);
  int id = g->next_id++;
  snprintf(init, sizeof init, "init (%s)", init_list);
  open_parallel(g, "scf.parallel", header, init, n, rtypes, id);
  for (int k = 0; k < n; k++)
    yields[k] = reduce_operand(g, ops[k], rtypes[k], NULL, 0);
  emit_scf_reduce(g, n, rtypes, ops, yields);
  close_region(g, mark, "}");
  g->no_store = no_store;
  g->work = work;
  add_results(g, id, n, rtypes);
}

/* ------------------------------------------------------------ programs */

/* A reduction into memory: a loop of a few iterations around a nest over
 * the elements of a memref, each combining a term (exact in any order,
 * see reduce_operand) into its element; the body stores nothing else. An
 * integer kind, or addf, maximumf or minimumf (products could overflow
 * in one order and not in another). An addf reduction starts from small
 * numbers stored again, as an accumulator is zeroed first: from what the
 * program left there (2^24 in f32, say) the sum is exact in no order. */
static void gen_array_reduction(Gen *g) {
  static const char *const floats[] = {"addf", "maximumf", "minimumf"};
  Memref *m = &g->mems[rnd(&g->rng, g->nmems)];
  int size = m->shape[0] * (m->rank == 2 ? m->shape[1] : 1), n = 2 + rnd(&g->rng, 3);
  if (g->no_store || m->type == T_INDEX || g->work * n * size > 300)
    return;
  const char *kind = is_float(m->type) ? floats[rnd(&g->rng, 3)]
                                       : reduction_kind(g, m->type);
  if (!strcmp(kind, "addf")) /* the program may have stored anything there */
    fill_elements(g, m);
  int mark = g->nvals, work = g->work;
  char ty[64], sub[64];
  Value *ivs[3] = {open_counted_loop(g, n), NULL, NULL};
  ivs[1] = open_counted_loop(g, m->shape[0]);
  if (m->rank == 2)
    ivs[2] = open_counted_loop(g, m->shape[1]);
  snprintf(sub, sizeof sub, "%s%s%s", ivs[1]->name, ivs[2] ? ", " : "",
           ivs[2] ? ivs[2]->name : "");
  g->work *= n * size;
  g->no_store = true;
  gen_block(g, rnd(&g->rng, 3));
  Value *term = reduce_operand(g, kind, m->type, ivs, m->rank + 1);
  Value *old = new_value(g, 'v', m->type), *sum = new_value(g, 'v', m->type);
  memref_type(m, ty, sizeof ty);
  emit(g, "%s = affine.load %s[%s] : %s", old->name, m->name, sub, ty);
  emit(g, "%s = arith.%s %s, %s : %s", sum->name, kind, old->name, term->name,
       types[m->type].name);
  emit(g, "affine.store %s, %s[%s] : %s", sum->name, m->name, sub, ty);
  g->no_store = false;
  for (int r = 0; r <= m->rank; r++)
    close_region(g, mark, "}");
  g->work = work;
}

/* The loops of plain programs (w in [76, 100)): affine.for only, as MLIR's
 * lowerings write them, whose loops are parallel, reductions (into an
 * iter_arg or into memory) or neither; and affine.if. */
static void gen_plain_loop(Gen *g, int w) {
  if (w < 83) gen_for(g, NULL, 0);
  else if (w < 88) gen_for_reduction(g);
  else if (w < 92) gen_for_elementwise(g);
  else if (w < 96) gen_array_reduction(g);
  else gen_if(g);
}

/* A loop of a few iterations (time steps) around 2 or 3 nests over the
 * memrefs' shape, for fusion inside a loop. */
static void gen_time_loop(Gen *g) {
  int mark = g->nvals, work = g->work, n = 2 + rnd(&g->rng, 2);
  open_counted_loop(g, 2);
  g->work *= 2;
  for (int k = 0; k < n; k++)
    gen_for_elementwise(g);
  close_region(g, mark, "}");
  g->work = work;
}

/* A top-level statement of a --fusion program: mostly nests over the
 * memrefs' shape. */
static void gen_fusion_statement(Gen *g, int w) {
  if (w < 42) gen_for_elementwise(g);
  else if (w < 50) gen_private_temp(g);
  else if (w < 58) gen_time_loop(g);
  else if (w < 65) gen_array_reduction(g);
  else if (w < 75) gen_for(g, NULL, 0);
  else if (w < 80) gen_store(g);
  else gen_int_op(g);
}

static void gen_statement(Gen *g) {
  int w = rnd(&g->rng, 100);
  g->budget--;
  if (g->fusion && g->depth == 0) gen_fusion_statement(g, w);
  else if (w < 20) gen_int_op(g);
  else if (w < 33) gen_float_op(g);
  else if (w < 43) gen_cast(g);
  else if (w < 51) gen_compare_select(g);
  else if (w < 56) gen_affine_apply(g);
  else if (w < 59) gen_affine_min_max(g);
  else if (w < 68) gen_load(g);
  else if (w < 76) gen_store(g);
  else if (g->plain) gen_plain_loop(g, w);
  else if (w < 88) gen_for(g, NULL, 0);
  else if (w < 95) gen_if(g);
  else if (w < 98) gen_parallel(g);
  else gen_scf_parallel(g);
}

static void gen_block(Gen *g, int statements) {
  for (int k = 0; k < statements && g->budget > 0; k++)
    gen_statement(g);
}

/* `call @show_<type>(%v)`: prints v's exact bits on a line. */
static void show(Gen *g, const Value *v) {
  const char *t = types[v->type].name;
  g->shown[v->type] = true;
  emit(g, "func.call @show_%s(%s) : (%s) -> ()", t, v->name, t);
}

/* Prints every element of m, in row-major order. */
static void show_memref(Gen *g, const Memref *m) {
  int mark = g->nvals;
  char ty[64];
  Value *i = open_counted_loop(g, m->shape[0]), *j = NULL;
  if (m->rank == 2)
    j = open_counted_loop(g, m->shape[1]);
  Value *x = new_value(g, 'v', m->type);
  emit(g, "%s = affine.load %s[%s%s%s] : %s", x->name, m->name, i->name,
       j ? ", " : "", j ? j->name : "", memref_type(m, ty, sizeof ty));
  show(g, x);
  for (int r = 0; r < m->rank; r++)
    close_region(g, mark, "}");
}

/* func.func @prog<index>: memrefs, random statements, then everything it
 * computed at its top level printed. */
static void gen_program(Gen *g, int index) {
  emit(g, "func.func @prog%d() {", index);
  g->indent = 1;
  g->nvals = g->depth = 0;
  g->work = 1;
  g->budget = 20 + rnd(&g->rng, 30);
  g->nmems = 1 + rnd(&g->rng, MAX_MEMREFS - 1);
  for (int k = 0; k < g->nmems; k++)
    gen_memref(g, &g->mems[k], k);
  while (g->budget > 0)
    gen_statement(g);
  int n = g->nvals;
  for (int k = 0; k < n; k++)
    if (!g->vals[k].constant)
      show(g, &g->vals[k]);
  for (int k = 0; k < g->nmems; k++) {
    char ty[64];
    if (!g->mems[k].temp)
      show_memref(g, &g->mems[k]);
    if (g->mems[k].heap)
      emit(g, "memref.dealloc %s : %s", g->mems[k].name,
           memref_type(&g->mems[k], ty, sizeof ty));
  }
  emit(g, "return");
  g->indent = 0;
  emit(g, "}");
}

/* func.func @show_<type>: one line with the value's bits as an integer
 * (sign-extended, index cast; floats bitcast with NaNs made canonical). */
static void gen_show_function(FILE *out, int t) {
  const char *n = types[t].name, *shown = "%h";
  fprintf(out, "func.func @show_%s(%%x: %s) {\n", n, n);
  if (t == T_I64) {
    shown = "%x";
  } else if (t == T_INDEX) {
    fprintf(out, "  %%h = arith.index_cast %%x : index to i64\n");
  } else if (!is_float(t)) {
    fprintf(out, "  %%h = arith.%s %%x : %s to i64\n",
            t == T_I1 ? "extui" : "extsi", n);
  } else {
    const char *bits = t == T_F32 ? "i32" : "i64";
    fprintf(out, "  %%nan = arith.cmpf uno, %%x, %%x : %s\n", n);
    fprintf(out, "  %%b = arith.bitcast %%x : %s to %s\n", n, bits);
    fprintf(out, "  %%q = arith.constant %s : %s\n",
            t == T_F32 ? "2143289344" : "9221120237041090560", bits);
    fprintf(out, "  %%s = arith.select %%nan, %%q, %%b : %s\n", bits);
    if (t == T_F32)
      fprintf(out, "  %%h = arith.extui %%s : i32 to i64\n");
    else
      shown = "%s";
  }
  fprintf(out, "  func.call @printI64(%s) : (i64) -> ()\n"
               "  func.call @printNewline() : () -> ()\n"
               "  return\n}\n\n", shown);
}

int main(int argc, char **argv) {
  static Gen g;
  g.fusion = argc == 5 && !strcmp(argv[4], "--fusion");
  g.plain = g.fusion || (argc == 5 && !strcmp(argv[4], "--plain"));
  if (argc != 4 && !g.plain) {
    fprintf(stderr, "usage: gen_affine SEED FIRST COUNT [--plain | --fusion]\n");
    return 2;
  }
  uint64_t seed = strtoull(argv[1], NULL, 0);
  int first = atoi(argv[2]), count = atoi(argv[3]);
  g.out = stdout;
  printf("// Generated by tests/gen/gen_affine %s %d %d%s%s\n", argv[1], first,
         count, argc == 5 ? " " : "", argc == 5 ? argv[4] : "");
  printf("func.func private @printI64(i64)\nfunc.func private @printNewline()\n\n");
  for (int p = first; p < first + count; p++) {
    g.rng.state = seed * 0x2545f4914f6cdd1du + (uint64_t)p;
    rng_next(&g.rng);
    gen_program(&g, p);
    printf("\n");
  }
  for (int t = 0; t < NTYPES; t++)
    if (g.shown[t])
      gen_show_function(stdout, t);
  printf("func.func @main() {\n");
  for (int p = first; p < first + count; p++)
    printf("  func.call @prog%d() : () -> ()\n", p);
  printf("  return\n}\n");
  return 0;
}
