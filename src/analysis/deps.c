/*
 * deps.c - MLIR's checkMemrefAccessDependence on exact isl relations.
 *
 * The analysis keeps one entry per access (per memref of a DMA op): its
 * AccessModel, its integer rows (dep_rows.h) and its access relation,
 * each built on first use. A question goes to the rows where both
 * accesses have them: one isl emptiness test per disjunct. The isl maps
 * answer the rest (expressions the rows leave alone, too many
 * disjuncts); there the dependence relation of the last pair asked about
 * is kept, since callers ask about every depth of a pair in a row.
 *
 * The steps and their order are MLIR's, because the order decides which
 * answer wins (a pair on different memrefs is independent even when one
 * access cannot be analysed): different memrefs, then two reads, then
 * different analysis scopes or no common block (failure), then the access
 * relations (failure when not affine), then the lexical order of the two
 * ops at the loop-independent depth, then the dependence polyhedron.
 */
#include "deps.h"

#include <stdlib.h>
#include <string.h>

#include "access_model.h"
#include "dep_memo.h"
#include "dep_rows.h"
#include "deps_quick.h"
#include "presburger.h"

/* What came of building an entry's access relation. */
typedef enum EntryState {
  ENTRY_PENDING, /* the access relation is not built yet */
  ENTRY_READY,   /* rel is the access relation */
  ENTRY_FAILURE, /* not analysable (DEP_FAILURE) */
  ENTRY_UNKNOWN, /* the work bound was reached (DEP_UNKNOWN) */
} EntryState;

/* What came of flattening an entry's model into rows. */
typedef enum RowsState { ROWS_PENDING, ROWS_READY, ROWS_NONE } RowsState;

typedef struct DepEntry {
  IrOp *op;
  unsigned part;
  bool modelled; /* am_build succeeded */
  AccessModel model;
  bool affine; /* dq_model_is_affine */
  RowsState rows_state;
  DrModel rows;
  EntryState state;
  isl_map *rel;
} DepEntry;

/* What the places of two accesses tell, found in time linear in their
 * depth: kept for the last pair, asked about at every depth in a row. */
typedef struct PairFacts {
  const DepEntry *src, *dst;
  bool in_block;  /* they have a common block in their scope */
  bool src_first; /* then: src's ancestor there comes first */
  unsigned n_common;
} PairFacts;

struct DepAnalysis {
  IrContext *ctx;
  DepOptions opts;
  isl_ctx *isl;
  unsigned long unknown;
  /* Open addressing on (op, part); cap is a power of two. */
  DepEntry **slots;
  size_t cap, used;
  DrKey key; /* the memo's key of the question being answered */
  /* Where the ops of the last pair asked about sit (pair_facts). */
  PairFacts facts;
  /* The dependence relation of the last pair asked about, and what is
   * known of it before any ordering. */
  DepEntry *last_src, *last_dst;
  isl_map *last_dep;
  DepAnswer last_answer;
};

DepOptions dep_default_options(void) {
  return (DepOptions){.max_operations = 2000000};
}

DepAnalysis *dep_analysis_create(IrContext *ctx, const DepOptions *opts) {
  DepOptions o = opts ? *opts : dep_default_options();
  DepAnalysis *da = calloc(1, sizeof *da);
  if (!da)
    ir_oom();
  da->ctx = ctx;
  da->opts = o;
  return da;
}

void dep_analysis_destroy(DepAnalysis *da) {
  if (!da)
    return;
  for (size_t i = 0; i < da->cap; i++)
    if (da->slots[i]) {
      isl_map_free(da->slots[i]->rel);
      if (da->slots[i]->rows_state == ROWS_READY)
        dr_model_free(&da->slots[i]->rows);
      free(da->slots[i]);
    }
  free(da->slots);
  free(da->key.words);
  isl_map_free(da->last_dep);
  if (da->isl)
    isl_ctx_free(da->isl);
  free(da);
}

unsigned long dep_unknown_count(const DepAnalysis *da) { return da->unknown; }

IrContext *dep_analysis_context(const DepAnalysis *da) { return da->ctx; }

const DepOptions *dep_analysis_options(const DepAnalysis *da) {
  return &da->opts;
}

/* The isl context, made on first need: with a memo, most analyses answer
 * every question without it. */
static isl_ctx *isl_of(DepAnalysis *da) {
  if (!da->isl)
    da->isl = pres_ctx_create(da->opts.max_operations);
  return da->isl;
}

/* ---------------------------------------------------------------- entries */

static size_t slot_of(const DepAnalysis *da, const IrOp *op, unsigned part) {
  size_t h = ((uintptr_t)op >> 4) * 0x9E3779B97F4A7C15u + part;
  return (h ^ (h >> 29)) & (da->cap - 1);
}

/* Doubles the table (first use: 64 slots). */
static void grow_table(DepAnalysis *da) {
  DepEntry **old = da->slots;
  size_t old_cap = da->cap;
  da->cap = old_cap ? old_cap * 2 : 64;
  da->slots = calloc(da->cap, sizeof *da->slots);
  if (!da->slots)
    ir_oom();
  for (size_t i = 0; i < old_cap; i++) {
    if (!old[i])
      continue;
    size_t s = slot_of(da, old[i]->op, old[i]->part);
    while (da->slots[s])
      s = (s + 1) & (da->cap - 1);
    da->slots[s] = old[i];
  }
  free(old);
}

/* Builds the model of a new entry; its access relation waits until a
 * question needs it (ensure_relation): most pairs are answered from the
 * models alone (another memref, two reads), and isl is the costly part. */
static void fill_entry(DepAnalysis *da, DepEntry *e) {
  e->modelled = am_build(da->ctx, e->op, e->part, &e->model);
  e->affine = e->modelled && dq_model_is_affine(&e->model);
  e->state = e->modelled ? ENTRY_PENDING : ENTRY_FAILURE;
}

/* Builds e's access relation, once. */
static void ensure_relation(DepAnalysis *da, DepEntry *e) {
  if (e->state != ENTRY_PENDING)
    return;
  e->state = ENTRY_FAILURE;
  pres_begin(isl_of(da));
  e->rel = pres_access_relation(da->isl, &e->model);
  if (e->rel)
    e->state = ENTRY_READY;
  else if (pres_out_of_budget(da->isl))
    e->state = ENTRY_UNKNOWN;
}

/* True when e has its rows (built on first need). */
static bool has_rows(DepEntry *e) {
  if (e->rows_state == ROWS_PENDING)
    e->rows_state = e->modelled && dr_model_build(&e->model, &e->rows)
                        ? ROWS_READY
                        : ROWS_NONE;
  return e->rows_state == ROWS_READY;
}

/* Builds the access relations of src and dst: DEP_NONE when both are
 * ready, else the answer their failure gives. */
static DepAnswer ensure_relations(DepAnalysis *da, DepEntry *src,
                                  DepEntry *dst) {
  ensure_relation(da, src);
  ensure_relation(da, dst);
  if (src->state == ENTRY_FAILURE || dst->state == ENTRY_FAILURE)
    return DEP_FAILURE;
  if (src->state == ENTRY_UNKNOWN || dst->state == ENTRY_UNKNOWN)
    return DEP_UNKNOWN;
  return DEP_NONE;
}

/* The entry of part `part` of access op, built on first use. */
static DepEntry *entry_of(DepAnalysis *da, IrOp *op, unsigned part) {
  if (2 * (da->used + 1) > da->cap)
    grow_table(da);
  size_t s = slot_of(da, op, part);
  for (; da->slots[s]; s = (s + 1) & (da->cap - 1))
    if (da->slots[s]->op == op && da->slots[s]->part == part)
      return da->slots[s];
  DepEntry *e = calloc(1, sizeof *e);
  if (!e)
    ir_oom();
  e->op = op;
  e->part = part;
  fill_entry(da, e);
  da->slots[s] = e;
  da->used++;
  return e;
}

/* ------------------------------------------------------------ accesses */

typedef struct Collector {
  IrContext *ctx;
  AmKind kind;
  IrOp **ops;
  unsigned num;
} Collector;

static void collect_one(IrOp *op, void *arg) {
  Collector *c = arg;
  if (!am_is_access(op, c->kind))
    return;
  c->ops = ir_grow(c->ctx, c->ops, c->num, c->num + 1, sizeof *c->ops);
  c->ops[c->num++] = op;
}

IrOp **dep_collect_accesses(IrContext *ctx, IrOp *root, DepAccessKinds kinds,
                            unsigned *num) {
  Collector c = {ctx, kinds == DEP_LOADS_STORES ? AM_LOAD_STORE : AM_ALL,
                 NULL, 0};
  am_walk(root, collect_one, &c);
  *num = c.num;
  return c.ops;
}

/* The facts of the pair (src, dst), both modelled. */
static const PairFacts *pair_facts(DepAnalysis *da, const DepEntry *src,
                                   const DepEntry *dst) {
  PairFacts *f = &da->facts;
  if (f->src == src && f->dst == dst)
    return f;
  *f = (PairFacts){src, dst, false, false, 0};
  f->in_block = am_common_block_order(&src->model, &dst->model, &f->src_first);
  f->n_common = am_common_ivs(&src->model, &dst->model);
  return f;
}

unsigned dep_common_loops(DepAnalysis *da, IrOp *a, IrOp *b) {
  if (!am_num_parts(a) || !am_num_parts(b))
    return 0;
  DepEntry *ea = entry_of(da, a, 0), *eb = entry_of(da, b, 0);
  if (!ea->modelled || !eb->modelled)
    return 0;
  return pair_facts(da, ea, eb)->n_common;
}

/* True when the loops around src or dst are too many for isl
 * (DEP_MAX_LOOPS). */
static bool too_deep(const DepEntry *src, const DepEntry *dst) {
  return src->model.num_ivs > DEP_MAX_LOOPS || dst->model.num_ivs > DEP_MAX_LOOPS;
}

/* ------------------------------------------------------------ questions */

/* The dependence relation of the pair (src, dst), cached for the next
 * question about the same pair. *answer is DEP_NONE when it is empty
 * (every depth then answers no), DEP_UNKNOWN when the work bound ran out,
 * DEP_EXISTS otherwise. */
static isl_map *pair_relation(DepAnalysis *da, DepEntry *src, DepEntry *dst,
                              DepAnswer *answer) {
  if (da->last_src != src || da->last_dst != dst) {
    isl_map_free(da->last_dep);
    da->last_src = src;
    da->last_dst = dst;
    da->last_dep = pres_dependence(src->rel, dst->rel);
    PresTruth empty = da->last_dep ? pres_is_empty(da->last_dep) : PRES_UNKNOWN;
    da->last_answer = empty == PRES_TRUE    ? DEP_NONE
                      : empty == PRES_FALSE ? DEP_EXISTS
                                            : DEP_UNKNOWN;
  }
  *answer = da->last_answer;
  return da->last_dep;
}

/* The loop defining induction variable iv. */
static IrOp *loop_of(const IrValue *iv) { return iv->block->parent->parent; }

/* The polyhedral part of a question: does the dependence relation of
 * (src, dst) ordered at `depth` have integer points, and over which
 * component intervals? */
static DepAnswer solve(DepAnalysis *da, DepEntry *src, DepEntry *dst,
                       unsigned n_common, unsigned depth, DepComponent *comps) {
  DepAnswer whole;
  pres_begin(da->isl);
  isl_map *dep = pair_relation(da, src, dst, &whole);
  if (whole != DEP_EXISTS)
    return whole;
  isl_map *ordered = pres_order(isl_map_copy(dep), n_common, depth);
  PresTruth empty = ordered ? pres_is_empty(ordered) : PRES_UNKNOWN;
  DepAnswer answer = empty == PRES_TRUE    ? DEP_NONE
                     : empty == PRES_FALSE ? DEP_EXISTS
                                           : DEP_UNKNOWN;
  if (answer == DEP_EXISTS && comps &&
      !pres_components(ordered, n_common, depth - 1, comps))
    answer = DEP_UNKNOWN;
  isl_map_free(ordered);
  for (unsigned k = 0; comps && answer == DEP_EXISTS && k < n_common; k++)
    comps[k].loop = loop_of(src->model.ivs[k]);
  return answer;
}

/* What the disjuncts of a question on rows showed so far. */
typedef struct RowsRun {
  isl_ctx *isl;
  bool want_points; /* keep every nonempty disjunct in `points` */
  bool exists, unknown;
  isl_set *points;
  unsigned src_iv, dst_iv;
} RowsRun;

/* Tests one disjunct; goes on while the answer may still change. */
static bool test_piece(const DrPiece *p, void *arg) {
  RowsRun *r = arg;
  isl_basic_set *bset = pres_rows_set(r->isl, p->rows->width - 1,
                                      p->rows->num, p->rows->coef, p->rows->eq);
  isl_bool empty = isl_basic_set_is_empty(bset);
  if (empty != isl_bool_false || !r->want_points) {
    isl_basic_set_free(bset);
    r->unknown |= empty == isl_bool_error;
    r->exists |= empty == isl_bool_false;
    return empty == isl_bool_true;
  }
  r->exists = true;
  r->src_iv = p->src_iv;
  r->dst_iv = p->dst_iv;
  isl_set *set = isl_set_from_basic_set(bset);
  r->points = r->points ? isl_set_union(r->points, set) : set;
  return true;
}

/* Answers question q on rows into *answer, with the components of the
 * first n_common loops when comps (the first n_equal are 0); false when
 * the rows do not take q (too many disjuncts). */
static bool solve_rows(DepAnalysis *da, const DrQuestion *q, unsigned n_equal,
                       DepComponent *comps, DepAnswer *answer) {
  RowsRun run = {.isl = isl_of(da), .want_points = comps != NULL};
  pres_begin(da->isl);
  if (!dr_pieces(q, test_piece, &run))
    return false;
  *answer = run.unknown ? DEP_UNKNOWN : run.exists ? DEP_EXISTS : DEP_NONE;
  for (unsigned k = 0; *answer == DEP_EXISTS && comps && k < q->n_common; k++)
    if (k < n_equal)
      comps[k].lb = comps[k].ub = 0;
    else if (!pres_span(run.points, run.src_iv + k, run.dst_iv + k, &comps[k]))
      *answer = DEP_UNKNOWN;
  isl_set_free(run.points);
  return true;
}

/* solve_rows through the options' memo, when there is one. */
static bool solve_remembered(DepAnalysis *da, const DrQuestion *q,
                             unsigned n_equal, DepComponent *comps,
                             DepAnswer *answer) {
  DepMemo *memo = da->opts.memo;
  if (!memo)
    return solve_rows(da, q, n_equal, comps, answer);
  int64_t extra[] = {n_equal, comps != NULL};
  dr_question_key(q, extra, 2, &da->key);
  unsigned n = comps ? q->n_common : 0;
  if (dep_memo_find(memo, da->key.words, da->key.len, answer, comps, n))
    return true;
  if (!solve_rows(da, q, n_equal, comps, answer))
    return false;
  if (*answer != DEP_UNKNOWN) /* the work bound may differ another time */
    dep_memo_add(memo, da->key.words, da->key.len, *answer, comps,
                 *answer == DEP_EXISTS ? n : 0);
  return true;
}

/* The question (src, dst) on rows, when both have them. */
static bool rows_question(DepEntry *src, DepEntry *dst, unsigned n_common,
                          unsigned depth, bool reversed, DrQuestion *q) {
  if (!has_rows(src) || !has_rows(dst))
    return false;
  *q = (DrQuestion){&src->model, &dst->model, &src->rows, &dst->rows,
                    n_common, depth, reversed};
  return true;
}

/* dep_check for one part of each op (see deps.c's header comment for the
 * order of the steps). */
static DepAnswer check_parts(DepAnalysis *da, DepEntry *src, DepEntry *dst,
                             unsigned depth, bool allow_rar,
                             DepComponent *comps) {
  if (!src->modelled || !dst->modelled)
    return DEP_FAILURE;
  const AccessModel *s = &src->model, *d = &dst->model;
  if (s->memref != d->memref || (!allow_rar && !s->is_write && !d->is_write))
    return DEP_NONE;
  const PairFacts *f = pair_facts(da, src, dst);
  if (s->scope != d->scope || !f->in_block)
    return DEP_FAILURE;
  unsigned n_common = f->n_common;
  bool after = !allow_rar && depth > n_common && !f->src_first;
  /* isl takes affine models, so the lexical order may answer first. */
  if (src->affine && dst->affine &&
      (after || dq_independent(s, d, n_common, depth)))
    return DEP_NONE;
  if (too_deep(src, dst))
    return DEP_UNKNOWN;
  DrQuestion q;
  DepAnswer answer;
  if (rows_question(src, dst, n_common, depth, false, &q)) {
    if (solve_remembered(da, &q, depth - 1, comps, &answer)) {
      for (unsigned k = 0; comps && answer == DEP_EXISTS && k < n_common; k++)
        comps[k].loop = loop_of(s->ivs[k]);
      return answer;
    }
  }
  DepAnswer ready = ensure_relations(da, src, dst);
  if (ready != DEP_NONE)
    return ready;
  if (after)
    return DEP_NONE;
  return solve(da, src, dst, n_common, depth, comps);
}

/* dep_check_reordered for one part of each op. */
static DepAnswer reordered_parts(DepAnalysis *da, DepEntry *src,
                                 DepEntry *dst, unsigned depth) {
  if (!src->modelled || !dst->modelled)
    return DEP_FAILURE;
  const AccessModel *s = &src->model, *d = &dst->model;
  if (s->memref != d->memref || (!s->is_write && !d->is_write))
    return DEP_NONE;
  unsigned n_common = pair_facts(da, src, dst)->n_common;
  if (s->scope != d->scope || s->num_ivs < n_common + depth ||
      d->num_ivs < n_common + depth)
    return DEP_FAILURE;
  if (too_deep(src, dst))
    return DEP_UNKNOWN;
  DrQuestion q;
  DepAnswer answer;
  if (rows_question(src, dst, n_common, depth, true, &q) &&
      solve_remembered(da, &q, 0, NULL, &answer))
    return answer;
  DepAnswer ready = ensure_relations(da, src, dst);
  if (ready != DEP_NONE)
    return ready;
  pres_begin(da->isl);
  isl_map *reversed = pres_prefix_reversed(
      pres_dependence(src->rel, dst->rel), n_common, depth);
  PresTruth empty = reversed ? pres_is_empty(reversed) : PRES_UNKNOWN;
  isl_map_free(reversed);
  return empty == PRES_TRUE    ? DEP_NONE
         : empty == PRES_FALSE ? DEP_EXISTS
                               : DEP_UNKNOWN;
}

DepAnswer dep_check_reordered(DepAnalysis *da, IrOp *src, IrOp *dst,
                              unsigned depth) {
  DepAnswer answer = DEP_NONE;
  for (unsigned i = 0; i < am_num_parts(src); i++)
    for (unsigned j = 0; j < am_num_parts(dst); j++)
      answer = dep_answer_join(
          answer, reordered_parts(da, entry_of(da, src, i),
                                  entry_of(da, dst, j), depth));
  da->unknown += answer == DEP_UNKNOWN;
  return answer;
}

DepAnswer dep_answer_join(DepAnswer a, DepAnswer b) {
  static const int rank[] = {[DEP_NONE] = 0, [DEP_UNKNOWN] = 1,
                             [DEP_FAILURE] = 2, [DEP_EXISTS] = 3};
  return rank[a] >= rank[b] ? a : b;
}

/* Widens the intervals in acc (n of them) to cover those in more. */
static void widen(DepComponent *acc, const DepComponent *more, unsigned n) {
  for (unsigned k = 0; k < n; k++) {
    acc[k].lb = more[k].lb < acc[k].lb ? more[k].lb : acc[k].lb;
    acc[k].ub = more[k].ub > acc[k].ub ? more[k].ub : acc[k].ub;
  }
}

DepAnswer dep_check(DepAnalysis *da, IrOp *src, IrOp *dst, unsigned depth,
                    bool allow_rar, DepComponent *comps, unsigned *num_comps) {
  unsigned n = comps ? dep_common_loops(da, src, dst) : 0; /* comps' length */
  DepComponent part_comps[n + 1];
  DepAnswer answer = DEP_NONE;
  unsigned src_parts = am_num_parts(src), dst_parts = am_num_parts(dst);
  for (unsigned i = 0; i < src_parts; i++) {
    for (unsigned j = 0; j < dst_parts; j++) {
      DepAnswer a = check_parts(da, entry_of(da, src, i), entry_of(da, dst, j),
                                depth, allow_rar, comps ? part_comps : NULL);
      if (a == DEP_EXISTS && comps && answer == DEP_EXISTS)
        widen(comps, part_comps, n);
      else if (a == DEP_EXISTS && comps)
        memcpy(comps, part_comps, n * sizeof *comps);
      answer = dep_answer_join(answer, a);
    }
  }
  if (num_comps)
    *num_comps = answer == DEP_EXISTS && comps ? n : 0;
  da->unknown += answer == DEP_UNKNOWN;
  return answer;
}
