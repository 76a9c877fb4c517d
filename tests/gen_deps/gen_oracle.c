/*
 * gen_oracle.c - the exact dependence remarks of a generated program, by
 * running every iteration (gen_deps.h).
 *
 * Each access records every instance it executes: the values of its
 * enclosing induction variables and the element it touches. Two instances
 * of a source and a destination access on the same element form a
 * dependence at the depth MLIR's ordering constraints give them: the first
 * common loop where their iterations differ (the destination's greater),
 * or, when all common iterations agree, the loop-independent depth if the
 * source op comes first in their common block. Per (source, destination,
 * depth) the oracle keeps whether any pair exists and the least and
 * greatest distance along each common loop.
 *
 * With mlir_model the oracle runs the program as MLIR's dependence
 * analysis models it rather than as it runs: a step is ignored when the
 * lower bound is not a single constant, affine.parallel steps are ignored
 * and its bound groups of constants keep their first constant only, and
 * an else region runs where its if's condition holds. mlir-opt's answers
 * must then contain the oracle's, any excess being Fourier-Motzkin's.
 */
#include <stdlib.h>
#include <string.h>

#include "gen_deps.h"

enum { MAX_INSTANCES = 60000, MAX_PATH = 16 };
static const long long MAX_PAIR_STEPS = 40000000;

typedef struct Inst {
  int64_t iv[GEN_MAX_IVS];
  int64_t elem[GEN_MAX_RANK];
} Inst;

typedef struct Access {
  const GenStmt *stmt;
  int func, num_ivs, depth;
  int ivs[GEN_MAX_IVS];             /* global iv numbers, outermost first */
  const void *block[MAX_PATH];      /* blocks from the function's down */
  int index[MAX_PATH];              /* the ancestor's position in each */
  Inst *insts;
  size_t num, cap;
} Access;

typedef struct Result {
  bool found;
  int64_t lb[GEN_MAX_IVS], ub[GEN_MAX_IVS];
} Result;

typedef struct Oracle {
  const GenProgram *p;
  Access *acc;
  Result *res; /* [src][dst][depth] */
  int64_t env[GEN_MAX_IVS], syms[GEN_MAX_SYMS];
  size_t total;
  bool too_big, mlir_model;
} Oracle;

static Result *result(Oracle *o, int a, int b, int depth) {
  int n = o->p->num_accesses;
  return &o->res[((size_t)a * n + b) * (GEN_MAX_IVS + 2) + depth];
}

/* ------------------------------------------------------------ evaluation */

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t eval_linear(const GenLinear *l, const int64_t *ivs,
                           const int64_t *syms) {
  int64_t v = l->cst;
  for (int k = 0; k < GEN_MAX_IVS; k++)
    v += (int64_t)l->iv[k] * ivs[k];
  for (int s = 0; s < GEN_MAX_SYMS; s++)
    v += (int64_t)l->sym[s] * syms[s];
  return v;
}

int64_t gen_eval(const GenExpr *e, const int64_t *ivs, const int64_t *syms) {
  int64_t v = eval_linear(&e->lin, ivs, syms);
  if (e->div == GEN_NO_DIV)
    return v;
  int64_t x = eval_linear(&e->inner, ivs, syms), d = e->divisor, r;
  if (e->div == GEN_FLOORDIV)
    r = floor_div(x, d);
  else if (e->div == GEN_CEILDIV)
    r = -floor_div(-x, d);
  else
    r = x - d * floor_div(x, d);
  return v + e->mult * r;
}

/* ------------------------------------------------------ static structure */

typedef struct Walk {
  int func, num_ivs, depth;
  int ivs[GEN_MAX_IVS];
  const void *block[MAX_PATH];
  int index[MAX_PATH];
} Walk;

static void describe_body(Oracle *o, Walk *w, GenStmt *const *body, int n);

static void describe_stmt(Oracle *o, Walk *w, const GenStmt *s) {
  if (s->kind == GEN_ACCESS) {
    Access *a = &o->acc[s->access];
    a->stmt = s;
    a->func = w->func;
    a->num_ivs = w->num_ivs;
    a->depth = w->depth;
    memcpy(a->ivs, w->ivs, sizeof a->ivs);
    memcpy(a->block, w->block, sizeof a->block);
    memcpy(a->index, w->index, sizeof a->index);
    return;
  }
  Walk inner = *w;
  for (int i = 0; i < s->num_vars; i++)
    inner.ivs[inner.num_ivs++] = s->vars[i].iv;
  describe_body(o, &inner, s->body, s->num_body);
  describe_body(o, w, s->else_body, s->num_else);
}

static void describe_body(Oracle *o, Walk *w, GenStmt *const *body, int n) {
  if (w->depth >= MAX_PATH)
    return;
  for (int i = 0; i < n; i++) {
    Walk inner = *w;
    inner.block[inner.depth] = body;
    inner.index[inner.depth++] = i;
    describe_stmt(o, &inner, body[i]);
  }
}

/* True when a's op comes strictly before b's in their closest common
 * block (MLIR's srcAppearsBeforeDstInAncestralBlock). */
static bool src_first(const Access *a, const Access *b) {
  for (int k = 0; k < a->depth && k < b->depth; k++) {
    if (a->block[k] != b->block[k])
      return false;
    if (a->index[k] != b->index[k])
      return a->index[k] < b->index[k];
  }
  return false;
}

static int common_ivs(const Access *a, const Access *b) {
  int n = 0;
  while (n < a->num_ivs && n < b->num_ivs && a->ivs[n] == b->ivs[n])
    n++;
  return a->func == b->func ? n : 0;
}

/* ------------------------------------------------------------ enumeration */

static void run_body(Oracle *o, GenStmt *const *body, int n);

static void record(Oracle *o, const GenStmt *s) {
  Access *a = &o->acc[s->access];
  if (++o->total > MAX_INSTANCES) {
    o->too_big = true;
    return;
  }
  if (a->num == a->cap) {
    a->cap = a->cap ? 2 * a->cap : 256;
    a->insts = realloc(a->insts, a->cap * sizeof *a->insts);
    if (!a->insts)
      abort();
  }
  Inst *in = &a->insts[a->num++];
  memset(in, 0, sizeof *in);
  for (int k = 0; k < a->num_ivs; k++)
    in->iv[k] = o->env[a->ivs[k]];
  for (int d = 0; d < o->p->funcs[a->func].rank[s->memref]; d++)
    in->elem[d] = gen_eval(&s->sub[d], o->env, o->syms);
}

/* True when e is a constant (no iv, no symbol, no division). */
static bool is_constant(const GenExpr *e) {
  for (int k = 0; k < GEN_MAX_IVS; k++)
    if (e->lin.iv[k])
      return false;
  for (int s = 0; s < GEN_MAX_SYMS; s++)
    if (e->lin.sym[s])
      return false;
  return e->div == GEN_NO_DIV;
}

/* max (want_max) or min of the bounds es[0..n), where MLIR's model of an
 * affine.parallel group of constants keeps the first one only. */
static int64_t bound_of(Oracle *o, const GenExpr *es, int n, bool want_max,
                        bool parallel) {
  bool all_constant = true;
  for (int i = 0; i < n; i++)
    all_constant &= is_constant(&es[i]);
  if (o->mlir_model && parallel && all_constant)
    n = 1;
  int64_t out = want_max ? INT64_MIN : INT64_MAX;
  for (int i = 0; i < n; i++) {
    int64_t x = gen_eval(&es[i], o->env, o->syms);
    out = want_max ? (x > out ? x : out) : (x < out ? x : out);
  }
  return out;
}

/* The step loop var runs by (1 where MLIR's model ignores it). */
static int64_t step_of(const Oracle *o, const GenStmt *s,
                       const GenLoopVar *var) {
  bool constant_lb = var->num_lbs == 1 && is_constant(&var->lbs[0]);
  if (o->mlir_model && (s->kind == GEN_PARALLEL || !constant_lb))
    return 1;
  return var->step;
}

/* Runs loop var `v` of s and the ones after it, then the body. */
static void run_vars(Oracle *o, const GenStmt *s, int v) {
  if (v >= s->num_vars || v >= GEN_MAX_VARS) {
    run_body(o, s->body, s->num_body);
    return;
  }
  const GenLoopVar *var = &s->vars[v];
  bool parallel = s->kind == GEN_PARALLEL;
  int64_t lb = bound_of(o, var->lbs, var->num_lbs, true, parallel);
  int64_t ub = bound_of(o, var->ubs, var->num_ubs, false, parallel);
  int64_t step = step_of(o, s, var);
  for (int64_t iv = lb; iv < ub && !o->too_big; iv += step) {
    o->env[var->iv] = iv;
    run_vars(o, s, v + 1);
  }
}

static bool holds(Oracle *o, const GenStmt *s) {
  for (int i = 0; i < s->num_cond; i++) {
    int64_t v = gen_eval(&s->cond[i], o->env, o->syms);
    if (s->eq[i] ? v != 0 : v < 0)
      return false;
  }
  return true;
}

/* Runs the region of if s that executes (for MLIR's model: the else
 * region runs under the condition, like the then region). */
static void run_if(Oracle *o, const GenStmt *s) {
  bool cond = holds(o, s);
  if (cond)
    run_body(o, s->body, s->num_body);
  if (cond == o->mlir_model)
    run_body(o, s->else_body, s->num_else);
}

static void run_body(Oracle *o, GenStmt *const *body, int n) {
  for (int i = 0; i < n && !o->too_big; i++) {
    const GenStmt *s = body[i];
    if (s->kind == GEN_ACCESS)
      record(o, s);
    else if (s->kind == GEN_IF)
      run_if(o, s);
    else
      run_vars(o, s, 0);
  }
}

/* ---------------------------------------------------------------- pairs */

static int compare_elems(const void *x, const void *y) {
  const Inst *a = x, *b = y;
  for (int d = 0; d < GEN_MAX_RANK; d++)
    if (a->elem[d] != b->elem[d])
      return a->elem[d] < b->elem[d] ? -1 : 1;
  return 0;
}

/* The first instance in sorted[0..n) whose element is not below x's. */
static size_t lower_bound(const Inst *sorted, size_t n, const Inst *x) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (compare_elems(&sorted[mid], x) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* Adds the dependence of instance pair (x, y) of accesses (a, b). */
static void add_pair(Oracle *o, int a, int b, int nc, bool first,
                     const Inst *x, const Inst *y) {
  int k = 0;
  while (k < nc && x->iv[k] == y->iv[k])
    k++;
  if ((k == nc && !first) || (k < nc && y->iv[k] < x->iv[k]))
    return;
  Result *r = result(o, a, b, k + 1);
  for (int c = 0; c < nc; c++) {
    int64_t d = y->iv[c] - x->iv[c];
    if (!r->found || d < r->lb[c])
      r->lb[c] = d;
    if (!r->found || d > r->ub[c])
      r->ub[c] = d;
  }
  r->found = true;
}

/* Whether two accesses can depend on each other at all. */
static bool related(const Access *a, const Access *b) {
  return a->func == b->func && a->stmt->memref == b->stmt->memref &&
         (a->stmt->store || b->stmt->store);
}

/* Matches the instances of every related pair. */
static bool match_pairs(Oracle *o) {
  int n = o->p->num_accesses;
  long long steps = 0;
  for (int b = 0; b < n; b++) {
    Access *db = &o->acc[b];
    if (db->num > 1)
      qsort(db->insts, db->num, sizeof *db->insts, compare_elems);
    for (int a = 0; a < n; a++) {
      Access *sa = &o->acc[a];
      if (!related(sa, db))
        continue;
      int nc = common_ivs(sa, db);
      bool first = src_first(sa, db);
      for (size_t i = 0; i < sa->num; i++)
        for (size_t j = lower_bound(db->insts, db->num, &sa->insts[i]);
             j < db->num && !compare_elems(&db->insts[j], &sa->insts[i]); j++) {
          if (++steps > MAX_PAIR_STEPS)
            return false;
          add_pair(o, a, b, nc, first, &sa->insts[i], &db->insts[j]);
        }
    }
  }
  return true;
}

/* ---------------------------------------------------------------- output */

static void put_answer(FILE *out, const Result *r, int nc, int depth) {
  if (!r->found) {
    fputs("false", out);
    return;
  }
  if (depth > nc)
    fputs("true", out);
  for (int c = 0; depth <= nc && c < nc; c++)
    fprintf(out, "[%lld, %lld]", (long long)r->lb[c], (long long)r->ub[c]);
}

static void write_remarks(Oracle *o, const char *name, FILE *out) {
  int n = o->p->num_accesses;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      int nc = common_ivs(&o->acc[a], &o->acc[b]);
      for (int d = 1; d <= nc + 1; d++) {
        const GenStmt *s = o->acc[a].stmt;
        fprintf(out, "%s:%d:%d: remark: dependence from %d to %d at depth %d = ",
                name, s->line, s->col, a, b, d);
        put_answer(out, result(o, a, b, d), nc, d);
        fputc('\n', out);
      }
    }
}

/* Runs the program once for the current symbol values. */
static bool run_once(Oracle *o) {
  for (int a = 0; a < o->p->num_accesses; a++)
    o->acc[a].num = 0;
  o->total = 0;
  for (int f = 0; f < o->p->num_funcs; f++)
    run_body(o, o->p->funcs[f].top, o->p->funcs[f].num_top);
  return !o->too_big && match_pairs(o);
}

/* Runs the program for every value in [lo, hi] of symbols s.. */
static bool run_symbols(Oracle *o, int s, int lo, int hi) {
  if (s == GEN_MAX_SYMS)
    return run_once(o);
  for (int v = lo; v <= hi; v++) {
    o->syms[s] = v;
    if (!run_symbols(o, s + 1, lo, hi))
      return false;
  }
  return true;
}

bool gen_oracle(const GenProgram *p, const char *name, int lo, int hi,
                bool mlir_model, FILE *out) {
  int n = p->num_accesses;
  Oracle o = {.p = p, .mlir_model = mlir_model};
  o.acc = calloc((size_t)n + 1, sizeof *o.acc);
  o.res = calloc((size_t)n * n * (GEN_MAX_IVS + 2) + 1, sizeof *o.res);
  if (!o.acc || !o.res)
    abort();
  for (int f = 0; f < p->num_funcs; f++) {
    Walk w = {.func = f};
    describe_body(&o, &w, p->funcs[f].top, p->funcs[f].num_top);
  }
  bool symbols = false;
  for (int f = 0; f < p->num_funcs; f++)
    symbols |= p->funcs[f].num_syms > 0;
  bool ok = symbols ? run_symbols(&o, 0, lo, hi) : run_once(&o);
  if (ok)
    write_remarks(&o, name, out);
  for (int a = 0; a < n; a++)
    free(o.acc[a].insts);
  free(o.acc);
  free(o.res);
  return ok;
}
