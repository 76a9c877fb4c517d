/*
 * gen_program.c - random programs for the dependence analysis (gen_deps.h).
 *
 * The programs stay small enough for the oracle to run every iteration:
 * at most three nested loop levels of a few iterations each, a handful of
 * accesses per function, constants and coefficients of a few units. Within
 * that they mix what the analysis must get right: max/min bounds on outer
 * induction variables, steps, floordiv/ceildiv/mod, coupled and
 * multi-dimensional subscripts, guards with else branches, affine.parallel,
 * imperfect nests, accesses routed through affine.apply, several memrefs
 * and several functions, and (on request) symbols.
 */
#include <stdlib.h>
#include <string.h>

#include "gen_deps.h"

uint64_t gen_next(GenRng *r) {
  r->state ^= r->state >> 12;
  r->state ^= r->state << 25;
  r->state ^= r->state >> 27;
  return r->state * 0x2545F4914F6CDD1Du;
}

int gen_range(GenRng *r, int lo, int hi) {
  return lo + (int)(gen_next(r) % (uint64_t)(hi - lo + 1));
}

bool gen_chance(GenRng *r, int percent) { return gen_range(r, 1, 100) <= percent; }

enum { MAX_LOOP_LEVELS = 3, MAX_GUARDS = 2, MAX_FUNC_ACCESSES = 6 };

typedef struct Gen {
  GenRng rng;
  const GenOptions *opts;
  GenProgram *p;
  GenFunc *f;
  int next_iv;
  int scope[GEN_MAX_IVS]; /* ivs in scope, outermost first */
  int num_scope, levels, guards, func_accesses;
} Gen;

/* ------------------------------------------------------------ expressions */

/* A linear form over up to `terms` ivs in scope and (maybe) a symbol. */
static GenLinear random_linear(Gen *g, int terms, int cst_lo, int cst_hi) {
  static const int coefs[] = {1, 1, 1, -1, 2, -2, 3};
  GenLinear l = {.cst = gen_range(&g->rng, cst_lo, cst_hi)};
  for (int t = 0; t < terms && g->num_scope; t++) {
    int iv = g->scope[gen_range(&g->rng, 0, g->num_scope - 1)];
    l.iv[iv] += coefs[gen_range(&g->rng, 0, 6)];
  }
  if (g->opts->symbols && g->f->num_syms && gen_chance(&g->rng, 30))
    l.sym[gen_range(&g->rng, 0, g->f->num_syms - 1)] += gen_chance(&g->rng, 70) ? 1 : -1;
  return l;
}

/* Adds a mult * (inner div divisor) term to e. */
static void add_division(Gen *g, GenExpr *e) {
  static const GenDiv kinds[] = {GEN_FLOORDIV, GEN_CEILDIV, GEN_MOD};
  e->inner = random_linear(g, gen_range(&g->rng, 1, 2), -2, 2);
  e->div = kinds[gen_range(&g->rng, 0, 2)];
  e->divisor = gen_range(&g->rng, 2, 4);
  e->mult = gen_chance(&g->rng, 70) ? 1 : gen_chance(&g->rng, 50) ? -1 : 2;
}

/* A subscript or guard expression. */
static GenExpr random_expr(Gen *g, int div_percent) {
  GenExpr e = {.lin = random_linear(g, gen_range(&g->rng, 0, 2), -3, 3)};
  if (gen_chance(&g->rng, div_percent))
    add_division(g, &e);
  return e;
}

static GenExpr constant_expr(int c) { return (GenExpr){.lin = {.cst = c}}; }

/* A subscript: mostly an iv plus a small offset, or the sum or difference
 * of two ivs, so that accesses collide often; otherwise any expression. */
static GenExpr random_subscript(Gen *g) {
  int shape = gen_range(&g->rng, 1, 10);
  if (!g->num_scope || shape > 7)
    return random_expr(g, 30);
  GenExpr e = constant_expr(gen_range(&g->rng, -2, 2));
  for (int t = 0; t < (shape > 5 ? 2 : 1); t++)
    e.lin.iv[g->scope[gen_range(&g->rng, 0, g->num_scope - 1)]] +=
        t && gen_chance(&g->rng, 50) ? -1 : 1;
  return e;
}

/* ---------------------------------------------------------------- loops */

/* A lower bound: a constant, or an outer iv (maybe halved) plus a
 * constant, or a symbol expression. */
static GenExpr random_lower(Gen *g) {
  if (!g->num_scope || gen_chance(&g->rng, 55))
    return constant_expr(gen_range(&g->rng, -2, 3));
  GenExpr e = {.lin = random_linear(g, 1, -2, 2)};
  if (gen_chance(&g->rng, 15))
    add_division(g, &e);
  return e;
}

/* An upper bound a few iterations past lower bound lb. */
static GenExpr random_upper(Gen *g, const GenExpr *lb) {
  GenExpr e = *lb;
  if (gen_chance(&g->rng, 25) && g->num_scope)
    e = random_lower(g);
  e.lin.cst += gen_range(&g->rng, 0, 7);
  return e;
}

static void random_loop_var(Gen *g, GenLoopVar *v) {
  v->iv = g->next_iv++;
  v->num_lbs = gen_chance(&g->rng, 20) ? 2 : 1;
  v->num_ubs = gen_chance(&g->rng, 20) ? 2 : 1;
  for (int i = 0; i < v->num_lbs; i++)
    v->lbs[i] = random_lower(g);
  for (int i = 0; i < v->num_ubs; i++)
    v->ubs[i] = random_upper(g, &v->lbs[0]);
  v->step = gen_chance(&g->rng, 65) ? 1 : gen_chance(&g->rng, 70) ? 2 : 3;
}

/* --------------------------------------------------------------- bodies */

static void random_body(Gen *g, GenStmt **body, int *num);

static GenStmt *new_stmt(GenKind kind) {
  GenStmt *s = calloc(1, sizeof *s);
  if (!s)
    abort();
  s->kind = kind;
  return s;
}

static GenStmt *random_access(Gen *g) {
  GenStmt *s = new_stmt(GEN_ACCESS);
  s->memref = gen_range(&g->rng, 0, g->f->num_memrefs - 1);
  s->store = gen_chance(&g->rng, 50);
  s->via_apply = gen_chance(&g->rng, 15);
  for (int d = 0; d < g->f->rank[s->memref]; d++)
    s->sub[d] = random_subscript(g);
  s->access = g->p->num_accesses;
  g->p->accesses[g->p->num_accesses++] = s;
  g->func_accesses++;
  return s;
}

/* A loop (GEN_FOR or GEN_PARALLEL) and its body. */
static GenStmt *random_loop(Gen *g, GenKind kind) {
  GenStmt *s = new_stmt(kind);
  s->num_vars = kind == GEN_PARALLEL && gen_chance(&g->rng, 60) ? 2 : 1;
  for (int i = 0; i < s->num_vars; i++)
    random_loop_var(g, &s->vars[i]);
  int saved = g->num_scope;
  for (int i = 0; i < s->num_vars; i++)
    g->scope[g->num_scope++] = s->vars[i].iv;
  g->levels++;
  random_body(g, s->body, &s->num_body);
  g->levels--;
  g->num_scope = saved;
  return s;
}

/* A guard condition: mostly "iv + c >= 0" with c making it hold for some
 * iterations and not others, sometimes any expression. */
static void random_condition(Gen *g, GenExpr *e, bool *eq) {
  *eq = gen_chance(&g->rng, 12);
  if (!g->num_scope || gen_chance(&g->rng, 30)) {
    *e = random_expr(g, 25);
    return;
  }
  *e = (GenExpr){.lin = {.cst = gen_range(&g->rng, -4, 4)}};
  e->lin.iv[g->scope[gen_range(&g->rng, 0, g->num_scope - 1)]] =
      gen_chance(&g->rng, 50) ? 1 : -1;
}

static GenStmt *random_if(Gen *g) {
  GenStmt *s = new_stmt(GEN_IF);
  s->num_cond = gen_range(&g->rng, 1, GEN_MAX_COND);
  for (int i = 0; i < s->num_cond; i++)
    random_condition(g, &s->cond[i], &s->eq[i]);
  g->guards++;
  random_body(g, s->body, &s->num_body);
  /* MLIR gives an else region its if's condition (a soundness bug), so
   * with symbols, where the oracle cannot prove affc exact, no else. */
  if (!g->opts->symbols && gen_chance(&g->rng, 40))
    random_body(g, s->else_body, &s->num_else);
  g->guards--;
  return s;
}

/* One statement of a body. */
static GenStmt *random_stmt(Gen *g) {
  int room = g->levels < MAX_LOOP_LEVELS && g->next_iv + 2 <= GEN_MAX_IVS;
  int roll = gen_range(&g->rng, 1, 100);
  if (room && roll <= 38)
    return random_loop(g, GEN_FOR);
  if (room && roll <= 46)
    return random_loop(g, GEN_PARALLEL);
  if (g->guards < MAX_GUARDS && roll <= 56)
    return random_if(g);
  return random_access(g);
}

static void random_body(Gen *g, GenStmt **body, int *num) {
  int want = gen_range(&g->rng, 1, 3);
  for (*num = 0; *num < want && g->func_accesses < MAX_FUNC_ACCESSES &&
                 g->p->num_accesses < 60;)
    body[(*num)++] = random_stmt(g);
}

static void random_func(Gen *g, GenFunc *f) {
  g->f = f;
  g->func_accesses = 0;
  f->num_memrefs = gen_range(&g->rng, 1, 3);
  f->num_syms = g->opts->symbols ? gen_range(&g->rng, 1, GEN_MAX_SYMS) : 0;
  for (int m = 0; m < f->num_memrefs; m++)
    f->rank[m] = gen_range(&g->rng, 1, 2);
  random_body(g, f->top, &f->num_top);
  while (g->func_accesses < 2 && f->num_top < GEN_MAX_BODY)
    f->top[f->num_top++] = random_access(g);
}

GenProgram *gen_program(uint64_t seed, const GenOptions *opts) {
  Gen g = {.rng = {seed * 0x9E3779B97F4A7C15u + 1}, .opts = opts};
  g.p = calloc(1, sizeof *g.p);
  if (!g.p)
    abort();
  g.p->num_funcs = gen_chance(&g.rng, 75) ? 1 : 2;
  for (int i = 0; i < g.p->num_funcs; i++)
    random_func(&g, &g.p->funcs[i]);
  return g.p;
}

static void free_stmt(GenStmt *s) {
  for (int i = 0; i < s->num_body; i++)
    free_stmt(s->body[i]);
  for (int i = 0; i < s->num_else; i++)
    free_stmt(s->else_body[i]);
  free(s);
}

void gen_free(GenProgram *p) {
  for (int f = 0; f < p->num_funcs; f++)
    for (int i = 0; i < p->funcs[f].num_top; i++)
      free_stmt(p->funcs[f].top[i]);
  free(p);
}
