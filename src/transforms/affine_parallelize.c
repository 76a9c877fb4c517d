/*
 * affine_parallelize.c - the affine-parallelize pass: each affine.for
 * whose iterations may run at once becomes a one-dimensional
 * affine.parallel, as MLIR's pass of the same name does.
 *
 * Like MLIR's pass, it first decides every loop of the function, outer
 * loops first (the IR does not change while the analysis is alive), then
 * converts the parallel ones in that order, leaving alone a loop already
 * inside max-nested affine.parallel ops. A loop is parallel when no memory
 * dependence is carried by it (deps.h, exact where MLIR's analysis is
 * not), no op in it has effects the analysis does not model, and each of
 * its iter_args is a reduction (one combiner op yielded back). The
 * reduction's combiner moves after the affine.parallel, combining the
 * loop's init value with the parallel reduction's result.
 *
 * Options: MLIR's max-nested and parallel-reductions (iter_args loops
 * only with it), and affc's own exact-reductions: the reductions whose
 * result does not depend on the order values are combined in (integers,
 * which wrap, and minimumf/maximumf) are parallelized even without
 * parallel-reductions; and array-reductions: a loop whose only carried
 * dependences are reductions into memory (y[j] += A[i][j] * x[i] in the
 * i loop) stays an affine.for, marked AFFINE_PARALLEL_REDUCTIONS_ATTR for
 * affc's C, when each memref it reduces into is small enough for every
 * thread to hold a copy. -O1 runs it so, keeping the input's exact bits
 * unless --parallel-reductions.
 */
#include <string.h>

#include "analysis/deps.h"
#include "dialects/affine_build.h"
#include "dialects/dialect.h"
#include "ir/printer.h"
#include "ir/rewrite.h"
#include "pass.h"

enum {
  OPT_MAX_NESTED,
  OPT_PARALLEL_REDUCTIONS,
  OPT_EXACT_REDUCTIONS,
  OPT_ARRAY_REDUCTIONS,
  OPT_BANDS
};

/* The most bytes of a memref a loop reduces into: each thread holds a
 * copy, and OpenMP puts it on the thread's stack. */
enum { MAX_PRIVATE_BYTES = 256 << 10 };

static const PassOption options[] = {
    [OPT_MAX_NESTED] = {"max-nested", PASS_OPT_UINT, UINT32_MAX,
                        "most affine.parallel ops nested in one another"},
    [OPT_PARALLEL_REDUCTIONS] = {"parallel-reductions", PASS_OPT_BOOL, 0,
                                 "parallelize loops with iter_args reductions"},
    [OPT_EXACT_REDUCTIONS] = {"exact-reductions", PASS_OPT_BOOL, 0,
                              "also without parallel-reductions, those whose "
                              "result does not depend on the order (affc)"},
    [OPT_ARRAY_REDUCTIONS] = {"array-reductions", PASS_OPT_BOOL, 0,
                              "also loops reducing into memory, marked "
                              AFFINE_PARALLEL_REDUCTIONS_ATTR " (affc)"},
    [OPT_BANDS] = {"bands", PASS_OPT_BOOL, 0,
                   "a perfect nest of parallel loops becomes one "
                   "affine.parallel of several dimensions (affc)"},
};

/* One affine.for of the function and what was decided for it. */
typedef struct Loop Loop;
struct Loop {
  IrOp *op;
  IrLocation loc;
  const char *why_not; /* NULL: parallel */
  int64_t *kinds;      /* the reduction of each iter_arg */
  const char *into;    /* its reductions into memory, or NULL */
  const Loop *band;    /* the outer loop of the band it went into, or NULL */
};

/* ------------------------------------------------------------ deciding */

static const char *bound_str(IrContext *ctx, int64_t v) {
  if (v == DEP_NEG_INF)
    return "-inf";
  if (v == DEP_POS_INF)
    return "inf";
  return ir_sprintf(ctx, "%lld", (long long)v);
}

/* "[1, 0..inf]": each component's distance, or its range. */
static const char *components_str(IrContext *ctx, const DepLoopInfo *info) {
  const char *s = "[";
  for (unsigned k = 0; k < info->num_components; k++) {
    const DepComponent *c = &info->components[k];
    const char *lb = bound_str(ctx, c->lb);
    s = ir_sprintf(ctx, "%s%s%s%s%s", s, k ? ", " : "", lb,
                   c->lb == c->ub ? "" : "..",
                   c->lb == c->ub ? "" : bound_str(ctx, c->ub));
  }
  return ir_sprintf(ctx, "%s]", s);
}

/* The depth of loop among the components (1 = outermost), or 0. */
static unsigned depth_of(const DepLoopInfo *info, const IrOp *loop) {
  for (unsigned k = 0; k < info->num_components; k++)
    if (info->components[k].loop == loop)
      return k + 1;
  return 0;
}

/* Why the memory accesses keep loop sequential, or NULL (see pass_reason
 * for the text). */
static const char *memory_reason(const Pass *pass, const DepLoopInfo *info,
                                 const IrOp *loop) {
  IrContext *ctx = pass->ctx;
  if (!info->unknown_effects && info->carried == DEP_NONE)
    return NULL;
  if (info->unknown_effects)
    return pass_reason(pass, "%s has memory effects the dependence analysis "
                             "does not model",
                       pass_where(ctx, info->unknown_effects));
  if (!info->src)
    return pass_reason(pass, "the loop is malformed");
  const char *src = pass_where(ctx, info->src);
  const char *dst = pass_where(ctx, info->dst);
  if (info->carried == DEP_EXISTS)
    return pass_reason(pass, "%s and %s carry a dependence at depth %u, "
                             "distance %s",
                       src, dst, depth_of(info, loop),
                       components_str(ctx, info));
  if (info->carried == DEP_UNKNOWN)
    return pass_reason(pass, "whether %s and %s depend on each other was not "
                             "decided within the analysis's work bound",
                       src, dst);
  return pass_reason(pass, "%s and %s cannot be analysed (a non-affine "
                           "subscript)",
                     src, dst);
}

/* True when reduction kind k combines to the same bits in any order
 * (maxnumf and minnumf may return either zero of -0 and +0). */
static bool is_exact(int64_t k) {
  return k != AFFINE_RED_ADDF && k != AFFINE_RED_MULF &&
         k != AFFINE_RED_MAXNUMF && k != AFFINE_RED_MINNUMF;
}

/* Why the iter_args keep loop sequential, or NULL (kinds filled in). */
static const char *reduction_reason(const Pass *pass, const DepLoopInfo *info,
                                    const IrOp *loop, int64_t *kinds) {
  IrContext *ctx = pass->ctx;
  bool all = pass->values[OPT_PARALLEL_REDUCTIONS];
  bool exact = pass->values[OPT_EXACT_REDUCTIONS];
  if (info->num_iter_args && !all && !exact)
    return "it has iter_args and parallel-reductions is off";
  for (unsigned k = 0; k < info->num_iter_args; k++) {
    int kind = info->reductions[k];
    IrType *type = loop->results[k]->type;
    if (kind >= 0 && !affine_reduction_accepts(kind, type))
      return ir_sprintf(ctx, "iter_arg #%u is a '%s' reduction of %s, which "
                             "affine.parallel cannot hold",
                        k, affine_reduction_name(kind), ir_type_str(ctx, type));
    if (kind < 0)
      return ir_sprintf(ctx, "iter_arg #%u is not a reduction (one arith "
                             "op combining it with a value, yielded back)",
                        k);
    if (!all && !is_exact(kind))
      return ir_sprintf(ctx, "iter_arg #%u is a floating-point '%s' "
                             "reduction, whose bits depend on the order of "
                             "its operations (--parallel-reductions allows it)",
                        k, affine_reduction_name(kind));
    kinds[k] = kind;
  }
  return NULL;
}

/* Why a reduction into memory keeps l sequential, or NULL. */
static const char *array_reason(const Pass *pass, const DepArrayReduction *r) {
  IrContext *ctx = pass->ctx;
  IrType *t = r->memref->type, *elem = ir_type_element(t);
  const char *name = r->memref->name
                         ? ir_sprintf(ctx, "'%%%s'", r->memref->name)
                         : "a memref";
  int64_t count = ir_type_num_elements(t);
  if (!pass->values[OPT_PARALLEL_REDUCTIONS] && !is_exact(r->kind))
    return ir_sprintf(ctx, "its '%s' reduction into %s is in floating point, "
                           "whose bits depend on the order of its operations "
                           "(--parallel-reductions allows it)",
                      affine_reduction_name(r->kind), name);
  if (ir_type_bitwidth(elem) == 1) /* bool in C: clang 14 crashes on it */
    return ir_sprintf(ctx, "its reduction into %s is over i1, whose C form "
                           "(bool) not every OpenMP compiler reduces in an "
                           "array section",
                      name);
  if (t->u.shaped.layout || count < 0 ||
      count > MAX_PRIVATE_BYTES / (int64_t)((ir_type_bitwidth(elem) + 7) / 8))
    return ir_sprintf(ctx, "its reduction into %s would give every thread a "
                           "copy of it, which takes a static shape, the "
                           "identity layout and at most %d bytes",
                      name, MAX_PRIVATE_BYTES);
  return NULL;
}

/* Lets l, sequential for its memory dependences only, run with its
 * reductions into memory when they are all it carries (l->into) or says
 * why not (l->why_not). */
static void try_array_reductions(const Pass *pass, DepAnalysis *da, Loop *l) {
  DepArrayReduction *reds;
  unsigned n;
  if (!dep_loop_array_reductions(da, l->op, &reds, &n))
    return;
  const char *into = "";
  for (unsigned k = 0; k < n; k++) {
    const char *why = array_reason(pass, &reds[k]);
    if (why) {
      l->why_not = why;
      return;
    }
    into = pass_reason(pass, "%s%s'%%%s' ('%s')", into, k ? ", " : "",
                       reds[k].memref->name ? reds[k].memref->name : "?",
                       affine_reduction_name(reds[k].kind));
  }
  l->into = into;
  l->why_not = NULL;
}

static void decide(const Pass *pass, DepAnalysis *da, Loop *l) {
  DepLoopInfo info;
  dep_loop_is_parallel(da, l->op, &info);
  l->kinds = ir_alloc(pass->ctx, (info.num_iter_args + 1) * sizeof *l->kinds);
  l->why_not = reduction_reason(pass, &info, l->op, l->kinds);
  if (l->why_not)
    return;
  l->why_not = memory_reason(pass, &info, l->op);
  if (l->why_not && info.carried == DEP_EXISTS && !info.unknown_effects &&
      !info.num_iter_args && pass->values[OPT_ARRAY_REDUCTIONS])
    try_array_reductions(pass, da, l);
}

/* ---------------------------------------------------------- converting */

/* The number of parallel loops around op in its affine scope:
 * affine.parallel ops and loops marked to run with their reductions. */
static unsigned parallel_parents(const IrOp *op) {
  unsigned n = 0;
  for (const IrOp *p = ir_op_parent_op(op);
       p && !ir_op_has_trait(p, IR_TRAIT_AFFINE_SCOPE); p = ir_op_parent_op(p))
    n += ir_op_is(p, "affine.parallel") ||
         ir_op_attr(p, AFFINE_PARALLEL_REDUCTIONS_ATTR);
  return n;
}

/* The bounds and step of affine.for `loop`, with their operands. */
static AffineForBounds loop_bounds(IrContext *ctx, const IrOp *loop,
                                   AffineBound *lb, AffineBound *ub) {
  AffineForBounds fb;
  affine_for_get_bounds(loop, &fb);
  *lb = (AffineBound){fb.lb_map,
                      ir_op_operand_values(ctx, loop, fb.first_lb,
                                           fb.first_ub - fb.first_lb)};
  *ub = (AffineBound){fb.ub_map,
                      ir_op_operand_values(ctx, loop, fb.first_ub,
                                           fb.first_init - fb.first_ub)};
  return fb;
}

/* Replaces affine.for `loop` by an affine.parallel that takes its body
 * (MLIR's affineParallelize): each reduction's combiner moves after it,
 * combining the init value with the parallel result, and the body yields
 * the values it combined. */
static IrOp *convert(IrContext *ctx, IrOp *loop, const int64_t *kinds) {
  AffineBound lb, ub;
  AffineForBounds fb = loop_bounds(ctx, loop, &lb, &ub);
  unsigned n = fb.num_inits;
  IrBlock *body = loop->regions[0].first;
  IrOp *yield = ir_block_terminator(body);
  ir_block_unlink(body);
  IrType **types = ir_alloc(ctx, (n + 1) * sizeof *types);
  for (unsigned k = 0; k < n; k++)
    types[k] = loop->results[k]->type;
  IrOp *par = affine_build_parallel(ctx, loop->loc, 1, &lb, &ub, &fb.step, n,
                                    kinds, types, body);
  par->src_loc = loop->src_loc;
  par->proven_parallel = true;
  ir_op_insert_before(loop, par);
  for (unsigned k = 0; k < n; k++) {
    IrOp *comb = ir_op_operand(yield, k)->op;
    IrValue *arg = body->args[1 + k];
    IrValue *reduced = comb->operands[ir_use_index(arg->first_use) ^ 1].value;
    ir_op_move_before(loop, comb);
    ir_op_set_operand(comb, 0, ir_op_operand(loop, fb.first_init + k));
    ir_op_set_operand(comb, 1, par->results[k]);
    ir_value_replace_all_uses(loop->results[k], comb->results[0]);
    ir_op_set_operand(yield, k, reduced);
  }
  for (unsigned k = n; k > 0; k--)
    ir_block_erase_arg(body, k);
  ir_op_erase(loop);
  return par;
}

/* True when loop's bounds use none of the induction variables of
 * band[0..n). */
static bool bounds_free_of(const IrOp *loop, const Loop *band, unsigned n) {
  for (unsigned i = 0; i < loop->num_operands; i++)
    for (unsigned d = 0; d < n; d++)
      if (loop->operands[i].value == band[d].op->regions[0].first->args[0])
        return false;
  return true;
}

/* The number of loops from loops[0] on (of num, in preorder) that make a
 * band: each one the only op but the yield of the one before, parallel
 * without results or reductions into memory, with bounds that use no
 * induction variable of the loops before it. */
static unsigned band_length(const Loop *loops, unsigned num) {
  unsigned n = 1;
  while (n < num) {
    const IrBlock *body = loops[n - 1].op->regions[0].first;
    const Loop *in = &loops[n];
    if (body->first != in->op || in->op->next != body->last || in->why_not ||
        in->into || in->op->num_results || !bounds_free_of(in->op, loops, n))
      break;
    n++;
  }
  return n;
}

/* Replaces the band loops[0..n) (affine.for ops without results, each
 * the only op of the one before) by one affine.parallel of n dimensions
 * with the innermost loop's body. */
static void convert_band(IrContext *ctx, const Loop *loops, unsigned n) {
  AffineBound *lbs = ir_alloc(ctx, n * sizeof *lbs);
  AffineBound *ubs = ir_alloc(ctx, n * sizeof *ubs);
  int64_t *steps = ir_alloc(ctx, n * sizeof *steps);
  IrOp *outer = loops[0].op;
  IrBlock *body = ir_block_create(ctx, outer->loc);
  for (unsigned d = 0; d < n; d++) {
    IrOp *loop = loops[d].op;
    steps[d] = loop_bounds(ctx, loop, &lbs[d], &ubs[d]).step;
    IrValue *iv = loop->regions[0].first->args[0];
    ir_value_replace_all_uses(
        iv, ir_block_add_arg(ctx, body, iv->type, iv->name, ir_value_loc(iv)));
  }
  IrBlock *inner = loops[n - 1].op->regions[0].first;
  while (inner->first) {
    IrOp *op = inner->first;
    ir_op_unlink(op);
    ir_block_append_op(body, op);
  }
  IrOp *par = affine_build_parallel(ctx, outer->loc, n, lbs, ubs, steps, 0,
                                    NULL, NULL, body);
  par->src_loc = outer->src_loc;
  par->proven_parallel = true;
  ir_op_insert_before(outer, par);
  ir_op_erase(outer);
}

static const char *kinds_str(IrContext *ctx, unsigned n, const int64_t *kinds) {
  const char *s = "";
  for (unsigned k = 0; k < n; k++)
    s = ir_sprintf(ctx, "%s%s'%s'", s, k ? ", " : "",
                   affine_reduction_name(kinds[k]));
  return n ? ir_sprintf(ctx, " with reductions %s", s) : s;
}

static bool run(Pass *pass, IrOp *func) {
  IrContext *ctx = pass->ctx;
  unsigned num;
  if (pass_too_deep(pass, func))
    return true;
  IrOp **fors = ir_collect_ops(ctx, func, "affine.for", &num);
  Loop *loops = ir_alloc(ctx, (num + 1) * sizeof *loops);
  DepOptions opts = dep_default_options();
  opts.no_witness_components = !pass->remarks; /* only remarks show them */
  if (!pass->state) /* functions often ask the same questions */
    pass->state = dep_memo_create();
  opts.memo = pass->state;
  DepAnalysis *da = dep_analysis_create(ctx, &opts);
  for (unsigned i = 0; i < num; i++) {
    loops[i] = (Loop){.op = fors[i], .loc = fors[i]->loc};
    decide(pass, da, &loops[i]);
  }
  dep_analysis_destroy(da);
  uint64_t max_nested = pass->values[OPT_MAX_NESTED];
  for (unsigned i = 0; i < num; i++) {
    Loop *l = &loops[i];
    if (l->band) {
      pass_remark(pass, l->loc, "loop parallelized in the band of the loop "
                                "at %d:%d", l->band->loc.line, l->band->loc.col);
      continue;
    }
    unsigned outer = l->why_not ? 0 : parallel_parents(l->op);
    if (!l->why_not && outer >= max_nested)
      l->why_not = pass_reason(pass, "it is nested in %u parallel loop%s "
                                     "(max-nested=%llu)",
                               outer, outer == 1 ? "" : "s",
                               (unsigned long long)max_nested);
    if (l->why_not) {
      pass_remark(pass, l->loc, "loop not parallelized: %s", l->why_not);
      continue;
    }
    if (l->into) {
      ir_op_set_attr(ctx, l->op,
                     ir_intern(ctx, AFFINE_PARALLEL_REDUCTIONS_ATTR,
                               strlen(AFFINE_PARALLEL_REDUCTIONS_ATTR)),
                     ir_attr_unit(ctx));
      pass_remark(pass, l->loc, "loop parallelized with reductions into "
                                "memory: %s", l->into);
      continue;
    }
    unsigned n = l->op->num_results;
    unsigned band = pass->values[OPT_BANDS] && !n ? band_length(l, num - i) : 1;
    if (band > 1) {
      for (unsigned d = 1; d < band; d++)
        l[d].band = l;
      convert_band(ctx, l, band);
      pass_remark(pass, l->loc, "loop parallelized as a band of %u loops",
                  band);
      continue;
    }
    convert(ctx, l->op, l->kinds);
    pass_remark(pass, l->loc, "loop parallelized%s", kinds_str(ctx, n, l->kinds));
  }
  return true;
}

static void finish(Pass *pass) { dep_memo_destroy(pass->state); }

const PassDef pass_affine_parallelize = {
    .name = "affine-parallelize",
    .summary = "turn parallel affine.for loops into affine.parallel (MLIR's "
               "pass, on affc's exact dependences)",
    .num_options = PASS_NUM_OPTIONS(options),
    .options = options,
    .run = run,
    .finish = finish,
};
