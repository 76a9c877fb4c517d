/*
 * deps_query.c - the questions later passes ask (deps.h, "queries"):
 * whether a loop is parallel, the dependence vectors of a nest, and which
 * accesses conflict. All are answered with dep_check.
 *
 * dep_loop_is_parallel follows MLIR's isLoopParallel: an op with memory
 * effects the analysis does not model makes the loop sequential; memrefs
 * allocated inside the loop are private to an iteration; iter_args must be
 * reductions (MLIR's getSupportedReductions: one combiner op).
 * dep_parallel_hazard asks the opposite question of an op that says it is
 * parallel: only what is proven (or a call) stops it.
 */
#include "deps.h"

#include <string.h>

#include "access_model.h"
#include "dialects/affine.h"
#include "dialects/dialect.h"

/* ------------------------------------------------------- local memrefs */

/* MLIR's isLocallyDefined: memref v comes from an allocation inside loop,
 * possibly through views. */
static bool locally_defined(const IrValue *v, const IrOp *loop) {
  IrOp *def = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  if (!def)
    return false;
  if (am_is_alloc(def))
    return ir_op_is_nested_in(def, loop);
  return ir_op_is_memref_view(def) && def->num_operands &&
         locally_defined(def->operands[0].value, loop);
}

/* True when every memref op touches is local to loop. */
static bool touches_only_local(const IrOp *op, const IrOp *loop) {
  bool any = false;
  for (unsigned i = 0; i < op->num_operands; i++) {
    IrValue *v = op->operands[i].value;
    if (v->type->kind != IR_TYPE_MEMREF)
      continue;
    if (!locally_defined(v, loop))
      return false;
    any = true;
  }
  return any;
}

/* ----------------------------------------------------------- parallel */

typedef struct LoopScan {
  IrContext *ctx;
  const IrOp *loop;
  IrOp *unknown_effects; /* the first op whose effects are not known */
  IrOp **accesses;
  unsigned num;
} LoopScan;

static void scan_op(IrOp *op, void *arg) {
  LoopScan *s = arg;
  if (op == s->loop)
    return;
  if (!am_effects_known(op) && !s->unknown_effects)
    s->unknown_effects = op;
  if (!am_is_access(op, AM_ALL) || touches_only_local(op, s->loop))
    return;
  s->accesses = ir_grow(s->ctx, s->accesses, s->num, s->num + 1,
                        sizeof *s->accesses);
  s->accesses[s->num++] = op;
}

/* The reduction kind of the arith op combining a value into a loop-carried
 * one (MLIR's getSupportedReduction), or -1. */
static int combiner_kind(const IrOp *op) {
  static const struct {
    const char *name;
    AffineReduction kind;
  } kinds[] = {{"arith.addf", AFFINE_RED_ADDF},   {"arith.mulf", AFFINE_RED_MULF},
               {"arith.addi", AFFINE_RED_ADDI},   {"arith.andi", AFFINE_RED_ANDI},
               {"arith.ori", AFFINE_RED_ORI},     {"arith.muli", AFFINE_RED_MULI},
               {"arith.minimumf", AFFINE_RED_MINIMUMF},
               {"arith.maximumf", AFFINE_RED_MAXIMUMF},
               {"arith.minsi", AFFINE_RED_MINS},  {"arith.maxsi", AFFINE_RED_MAXS},
               {"arith.minui", AFFINE_RED_MINU},  {"arith.maxui", AFFINE_RED_MAXU},
               {"arith.xori", AFFINE_RED_XORI},
               {"arith.maxnumf", AFFINE_RED_MAXNUMF},
               {"arith.minnumf", AFFINE_RED_MINNUMF}};
  for (unsigned i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (ir_op_is(op, kinds[i].name))
      return (int)kinds[i].kind;
  return -1;
}

/* The reduction carried by iter_arg `arg` (yielded at position `pos` by
 * `yield`): its only user is one combiner op whose only user is the
 * yield, at that position, and whose other operand is not an iter_arg
 * (MLIR's matchReduction). */
static int reduction_of(const IrValue *arg, const IrOp *yield, unsigned pos) {
  IrUse *use = arg->first_use;
  if (!use || use->next || use->owner->num_operands != 2 ||
      use->owner->num_results != 1)
    return -1;
  IrOp *comb = use->owner;
  const IrValue *other = comb->operands[ir_use_index(use) ^ 1].value;
  if (other->kind == IR_VALUE_BLOCK_ARG && other->block == arg->block &&
      other->index > 0)
    return -1;
  IrUse *out = comb->results[0]->first_use;
  if (!out || out->next || out->owner != yield || ir_use_index(out) != pos)
    return -1;
  return combiner_kind(comb);
}

/* Fills info's iter_args and their reductions; true when all are. */
static bool find_reductions(IrContext *ctx, IrOp *loop, DepLoopInfo *info) {
  AffineForBounds fb;
  IrBlock *body = loop->regions[0].first;
  bool all = affine_for_get_bounds(loop, &fb);
  info->num_iter_args = all ? fb.num_inits : 0;
  info->reductions = ir_alloc(ctx, (info->num_iter_args + 1) *
                                       sizeof *info->reductions);
  IrOp *yield = body ? ir_block_terminator(body) : NULL;
  for (unsigned k = 0; k < info->num_iter_args; k++) {
    info->reductions[k] =
        body && yield ? reduction_of(body->args[1 + k], yield, k) : -1;
    all = all && info->reductions[k] >= 0;
  }
  return all;
}

/* The joined answer over every pair of s's accesses at depth; info (when
 * not NULL) gets the first pair with a dependence, with its components
 * unless the options leave them out, or else the first pair without an
 * answer. */
static DepAnswer carried_between(DepAnalysis *da, const LoopScan *s,
                                 unsigned depth, DepLoopInfo *info) {
  IrContext *ctx = dep_analysis_context(da);
  DepAnswer all = DEP_NONE;
  for (unsigned i = 0; i < s->num && all != DEP_EXISTS; i++)
    for (unsigned j = 0; j < s->num && all != DEP_EXISTS; j++) {
      IrOp *src = s->accesses[i], *dst = s->accesses[j];
      DepAnswer a = dep_check(da, src, dst, depth, false, NULL, NULL);
      if (info && a != DEP_NONE && (a == DEP_EXISTS || !info->src)) {
        info->src = src;
        info->dst = dst;
      }
      all = dep_answer_join(all, a);
    }
  if (info && all == DEP_EXISTS &&
      !dep_analysis_options(da)->no_witness_components) { /* once */
    info->components = ir_alloc(
        ctx, (dep_common_loops(da, info->src, info->dst) + 1) *
                 sizeof *info->components);
    dep_check(da, info->src, info->dst, depth, false, info->components,
              &info->num_components);
  }
  return all;
}

/* The number of induction variables around op (its loop depth). */
static unsigned ivs_around(const IrOp *op) {
  unsigned n = 0;
  for (const IrOp *p = ir_op_parent_op(op);
       p && !ir_op_has_trait(p, IR_TRAIT_AFFINE_SCOPE); p = ir_op_parent_op(p))
    if (ir_op_is(p, "affine.for"))
      n++;
    else if (ir_op_is(p, "affine.parallel") && p->regions[0].first)
      n += p->regions[0].first->num_args;
  return n;
}

bool dep_loop_is_parallel(DepAnalysis *da, IrOp *loop, DepLoopInfo *info) {
  IrContext *ctx = dep_analysis_context(da);
  *info = (DepLoopInfo){.carried = DEP_FAILURE};
  if (!ir_op_is(loop, "affine.for") || !loop->regions[0].first)
    return false;
  bool reductions = find_reductions(ctx, loop, info);
  LoopScan s = {.ctx = ctx, .loop = loop};
  am_walk(loop, scan_op, &s);
  info->unknown_effects = s.unknown_effects;
  if (!s.unknown_effects)
    info->carried = carried_between(da, &s, ivs_around(loop) + 1, info);
  return reductions && info->carried == DEP_NONE;
}

/* ------------------------------------------------ reductions in memory */

/* The memref access op touches. */
static IrValue *memref_of(const IrOp *op) {
  AffineAccess a;
  return affine_access_get(op, &a) ? op->operands[a.memref].value : NULL;
}

/* The kind of the chain stored by `store`: its value is one combiner op
 * whose one use is the store, combining a load of the same element (whose
 * one use is the combiner) with another value; -1 when it is not one. */
static int chain_kind(const IrOp *store) {
  AffineAccess st, ld;
  if (!ir_op_is(store, "affine.store") || !affine_access_get(store, &st))
    return -1;
  IrValue *v = store->operands[st.value].value;
  IrOp *comb = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  if (!comb || comb->num_operands != 2 || comb->num_results != 1 ||
      v->first_use->next || comb->parent != store->parent)
    return -1;
  for (unsigned k = 0; k < 2; k++) {
    IrValue *in = comb->operands[k].value;
    IrOp *load = in->kind == IR_VALUE_RESULT ? in->op : NULL;
    if (!ir_op_is(load, "affine.load") || in->first_use->next ||
        !affine_access_get(load, &ld) || ld.map != st.map ||
        load->operands[ld.memref].value != store->operands[st.memref].value)
      continue;
    unsigned n = ld.map->num_dims + ld.map->num_symbols, i = 0;
    while (i < n && load->operands[ld.first_index + i].value ==
                        store->operands[st.first_index + i].value)
      i++;
    IrValue *other = comb->operands[k ^ 1].value;
    if (i == n && !(other->kind == IR_VALUE_RESULT &&
                    memref_of(other->op) == memref_of(store)))
      return combiner_kind(comb);
  }
  return -1;
}

/* True when op is the load of a chain (chain_kind of its store). */
static bool is_chain_load(const IrOp *op) {
  if (!ir_op_is(op, "affine.load") || op->results[0]->first_use == NULL ||
      op->results[0]->first_use->next)
    return false;
  const IrOp *comb = op->results[0]->first_use->owner;
  const IrUse *out = comb->num_results == 1 ? comb->results[0]->first_use : NULL;
  return out && chain_kind(out->owner) >= 0 &&
         out->owner->operands[0].value == comb->results[0];
}

/* The kind of the chains through which loop scan s touches memref m, or
 * -1 when some access to m is not in such a chain or kinds differ. */
static int chains_kind(const LoopScan *s, const IrValue *m) {
  int kind = -1;
  for (unsigned i = 0; i < s->num; i++) {
    IrOp *op = s->accesses[i];
    if (memref_of(op) != m || is_chain_load(op))
      continue;
    int k = chain_kind(op);
    if (k < 0 || (kind >= 0 && k != kind))
      return -1;
    kind = k;
  }
  return kind;
}

/* True when m is one of reds[0..n). */
static bool among(const IrValue *m, const DepArrayReduction *reds, unsigned n) {
  for (unsigned r = 0; r < n; r++)
    if (reds[r].memref == m)
      return true;
  return false;
}

/* The accesses of s on memref m (inside true) or on none of reds[0..n)
 * (inside false), in *out. */
static void select_accesses(const LoopScan *s, const DepArrayReduction *reds,
                            unsigned n, bool inside, LoopScan *out) {
  *out = *s;
  out->accesses = ir_alloc(s->ctx, (s->num + 1) * sizeof *out->accesses);
  out->num = 0;
  for (unsigned i = 0; i < s->num; i++)
    if (among(memref_of(s->accesses[i]), reds, n) == inside)
      out->accesses[out->num++] = s->accesses[i];
}

bool dep_loop_array_reductions(DepAnalysis *da, IrOp *loop,
                               DepArrayReduction **reds, unsigned *num) {
  IrContext *ctx = dep_analysis_context(da);
  LoopScan s = {.ctx = ctx, .loop = loop}, part;
  *num = 0;
  *reds = ir_alloc(ctx, sizeof **reds);
  if (!ir_op_is(loop, "affine.for"))
    return false;
  am_walk(loop, scan_op, &s);
  for (unsigned i = 0; i < s.num; i++)
    if (!memref_of(s.accesses[i])) /* a DMA: it may touch any memref */
      return false;
  if (s.unknown_effects)
    return false;
  unsigned depth = ivs_around(loop) + 1;
  for (unsigned i = 0; i < s.num; i++) {
    IrValue *m = memref_of(s.accesses[i]);
    DepArrayReduction red = {m, m ? chains_kind(&s, m) : -1};
    if (!ir_op_is(s.accesses[i], "affine.store") || red.kind < 0 ||
        among(m, *reds, *num))
      continue;
    select_accesses(&s, &red, 1, true, &part);
    if (carried_between(da, &part, depth, NULL) == DEP_NONE)
      continue; /* nothing carried through m: no reduction needed */
    *reds = ir_grow(ctx, *reds, *num, *num + 1, sizeof **reds);
    (*reds)[(*num)++] = red;
  }
  select_accesses(&s, *reds, *num, false, &part);
  return *num > 0 && carried_between(da, &part, depth, NULL) == DEP_NONE;
}

/* ---------------------------------------------------- parallel ops */

/* Ops whose effects reach past memory: a call (into code the analysis
 * does not read) or a print. */
static bool acts_outside_memory(const IrOp *op) {
  return ir_op_is(op, "func.call") || ir_op_is(op, "func.call_indirect") ||
         ir_op_is(op, "vector.print");
}

typedef struct ParallelScan {
  LoopScan loop;
  IrOp *outside; /* the first op acting outside memory */
} ParallelScan;

static void scan_parallel_op(IrOp *op, void *arg) {
  ParallelScan *s = arg;
  if (!s->outside && acts_outside_memory(op))
    s->outside = op;
  scan_op(op, &s->loop);
}

/* True when access op touches exactly the elements its model holds: not
 * a DMA op, which is modelled as touching any element of its memrefs. */
static bool is_exact(const IrOp *op) {
  return !ir_op_is(op, "affine.dma_start") && !ir_op_is(op, "affine.dma_wait");
}

/* The first access of s whose pair with another conflicts at depth, both
 * modelled exactly (a conflict is then proven). */
static IrOp *conflict_at(DepAnalysis *da, const LoopScan *s, unsigned depth) {
  for (unsigned i = 0; i < s->num; i++)
    for (unsigned j = 0; j < s->num; j++)
      if (is_exact(s->accesses[i]) && is_exact(s->accesses[j]) &&
          dep_check(da, s->accesses[i], s->accesses[j], depth, false, NULL,
                    NULL) == DEP_EXISTS)
        return s->accesses[i];
  return NULL;
}

DepHazard dep_parallel_hazard(DepAnalysis *da, IrOp *op, IrOp **where) {
  ParallelScan s = {.loop = {.ctx = dep_analysis_context(da), .loop = op}};
  IrOp *unused;
  where = where ? where : &unused;
  am_walk(op, scan_parallel_op, &s);
  if ((*where = s.outside))
    return DEP_HAZARD_EFFECTS;
  if (!ir_op_is(op, "affine.parallel") || !op->regions[0].first)
    return DEP_HAZARD_NONE;
  unsigned outer = ivs_around(op), dims = op->regions[0].first->num_args;
  for (unsigned d = outer + 1; d <= outer + dims; d++)
    if ((*where = conflict_at(da, &s.loop, d)))
      return DEP_HAZARD_CONFLICT;
  return DEP_HAZARD_NONE;
}

/* ------------------------------------------------------------- vectors */

DepVector *dep_nest_vectors(DepAnalysis *da, IrOp *root, unsigned max_depth,
                            unsigned *num) {
  IrContext *ctx = dep_analysis_context(da);
  unsigned n_ops;
  IrOp **ops = dep_collect_accesses(ctx, root, DEP_ALL_ACCESSES, &n_ops);
  DepVector *out = NULL;
  *num = 0;
  for (unsigned d = 1; d <= max_depth; d++)
    for (unsigned i = 0; i < n_ops; i++)
      for (unsigned j = 0; j < n_ops; j++) {
        unsigned n = dep_common_loops(da, ops[i], ops[j]), n_comps;
        if (d > n + 1)
          continue;
        DepComponent comps[n + 1];
        DepAnswer a = dep_check(da, ops[i], ops[j], d, false, comps, &n_comps);
        if (a != DEP_EXISTS && a != DEP_UNKNOWN)
          continue;
        DepComponent *kept = NULL;
        if (a == DEP_EXISTS) {
          kept = ir_alloc(ctx, (n_comps + 1) * sizeof *kept);
          memcpy(kept, comps, n_comps * sizeof *kept);
        }
        out = ir_grow(ctx, out, *num, *num + 1, sizeof *out);
        out[(*num)++] = (DepVector){ops[i], ops[j], d, a, n_comps, kept};
      }
  return out;
}

/* ----------------------------------------------------------- conflicts */

/* The joined answer for a dependence between a and b in either direction
 * at any depth. */
static DepAnswer conflict_between(DepAnalysis *da, IrOp *a, IrOp *b) {
  unsigned n = dep_common_loops(da, a, b);
  DepAnswer all = DEP_NONE;
  for (unsigned d = 1; d <= n + 1 && all != DEP_EXISTS; d++)
    for (int dir = 0; dir < 2 && all != DEP_EXISTS; dir++)
      all = dep_answer_join(all, dep_check(da, dir ? b : a, dir ? a : b, d,
                                           false, NULL, NULL));
  return all;
}

DepConflict *dep_conflicts(DepAnalysis *da, IrOp *root, unsigned *num) {
  IrContext *ctx = dep_analysis_context(da);
  unsigned n_ops;
  IrOp **ops = dep_collect_accesses(ctx, root, DEP_ALL_ACCESSES, &n_ops);
  DepConflict *out = NULL;
  *num = 0;
  for (unsigned i = 0; i < n_ops; i++)
    for (unsigned j = i; j < n_ops; j++) {
      DepAnswer a = conflict_between(da, ops[i], ops[j]);
      if (a == DEP_NONE)
        continue;
      out = ir_grow(ctx, out, *num, *num + 1, sizeof *out);
      out[(*num)++] = (DepConflict){ops[i], ops[j], a};
    }
  return out;
}
