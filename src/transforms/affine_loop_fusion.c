/*
 * affine_loop_fusion.c - the affine-loop-fusion pass: producer-consumer
 * fusion, as MLIR's pass of the same name does it (seed 003). A loop nest
 * that writes a memref a later nest of the same block reads (its
 * producer) moves into that nest (its consumer), so that values are used
 * soon after they are made.
 *
 * Fused at depth d, the producer's iterations a consumer iteration needs
 * run just before it, inside the consumer's outer d loops. Where the
 * outer d loops of both nests have the same bounds and steps and that
 * keeps every dependence (dep_fusion_check), the loops merge: each
 * producer iteration runs with the consumer iterations whose outer ivs
 * equal its own. Else the producer runs as a computation slice
 * (dep_fusion_slice, fusion_slice.c): its loops bounded by functions of
 * the consumer's ivs, recomputing iterations where the slices overlap,
 * and staying where it was too when some of its iterations are in no
 * slice; the analysis proves that this computes what the two nests
 * computed. As MLIR, affc fuses only slices within the producer's own
 * iterations. Of the depths that qualify, MLIR's cost model picks one
 * (fusion_cost.c: the extra work within fusion-compute-tolerance, the
 * fewest elements written per slice), or the deepest with
 * fusion-maximal. Nests of any block fuse: the function's body first,
 * then the bodies of the loops left, where fusion may have made new
 * neighbours. After a producer-consumer fusion, the temporaries only the
 * fused nest uses shrink to private buffers (fusion_private.c).
 *
 * The producer may move down past the ops between the two nests, or the
 * consumer up past them (dep_between_check; the fused nest then sits
 * where the producer was, as MLIR's fused nests may).
 *
 * For each consumer, in program order, the pass looks at the nests before
 * it from the closest back, and fuses each producer it can; a producer's
 * own producers, met later in that walk, can then fuse into the consumer.
 *
 * Sibling fusion (input reuse) works the same way (loops aligned, the
 * deepest depth) on the nests before a nest that read a memref it reads,
 * and write nothing it reads. MLIR's option mode picks the kinds: greedy
 * (the default) runs producer-consumer fusion over the function, then
 * sibling fusion.
 */
#include "analysis/deps.h"
#include "dialects/affine.h"
#include "fusion_cost.h"
#include "fusion_private.h"
#include "fusion_slice.h"
#include "ir/rewrite.h"
#include "pass.h"

enum {
  OPT_MODE,
  OPT_LOCAL_BUF_THRESHOLD,
  OPT_FAST_MEM_SPACE,
  OPT_COMPUTE_TOLERANCE,
  OPT_MAXIMAL
};
enum { MODE_GREEDY, MODE_PRODUCER, MODE_SIBLING };

static const char *const modes[] = {"greedy", "producer", "sibling", NULL};

static const PassOption options[] = {
    [OPT_MODE] = {"mode", PASS_OPT_ENUM, MODE_GREEDY,
                  "greedy (producer-consumer, then siblings), producer or "
                  "sibling",
                  modes},
    [OPT_LOCAL_BUF_THRESHOLD] = {"fusion-local-buf-threshold", PASS_OPT_UINT,
                                 0,
                                 "private buffers of at most this many KiB "
                                 "go to fusion-fast-mem-space",
                                 NULL, "local-buf-threshold"},
    [OPT_FAST_MEM_SPACE] = {"fusion-fast-mem-space", PASS_OPT_UINT, 0,
                            "the memory space of small private buffers (0: "
                            "the memref's own)",
                            NULL, "fast-mem-space"},
    [OPT_COMPUTE_TOLERANCE] = {"fusion-compute-tolerance", PASS_OPT_FRACTION,
                               300000,
                               "the most extra work (a fraction of the "
                               "unfused nests') a fusion may add",
                               NULL, "compute-tolerance"},
    [OPT_MAXIMAL] = {"fusion-maximal", PASS_OPT_BOOL, 0,
                     "fuse at the deepest depth that keeps the results, "
                     "whatever the cost model says",
                     NULL, "maximal"},
};

/* A kind of pair of nests the pass fuses: which pairs, and how remarks
 * name the second nest. */
typedef struct PairKind {
  bool (*is_pair)(DepAnalysis *da, IrOp *src, IrOp *dst);
  const char *with; /* "into the loop", "with its sibling loop" */
  bool privatize;   /* memrefs src fed dst may become private buffers */
} PairKind;

static bool is_sibling(DepAnalysis *da, IrOp *src, IrOp *dst) {
  return dep_nests_share_input(da, src, dst) && !dep_nest_feeds(da, src, dst);
}

static const PairKind producer = {dep_nest_feeds, "into the loop", true};
static const PairKind sibling = {is_sibling, "with its sibling loop", false};

static IrBlock *body_of(const IrOp *loop) { return loop->regions[0].first; }

static IrValue *iv_of(const IrOp *loop) { return body_of(loop)->args[0]; }

static bool yields_values(const IrOp *loop) {
  AffineForBounds b;
  return !affine_for_get_bounds(loop, &b) || b.num_inits > 0;
}

/* Fills loops[] with the loops of nest from the outermost down while they
 * are perfectly nested: loops[k + 1] is the only op but the terminator in
 * the body of loops[k], which yields nothing. Returns their number. */
static unsigned perfect_chain(IrOp *nest, IrOp **loops) {
  unsigned n = 0;
  loops[n++] = nest;
  while (n < PASS_MAX_NEST_DEPTH && !yields_values(loops[n - 1])) {
    IrOp *first = body_of(loops[n - 1])->first;
    if (!ir_op_is(first, "affine.for") ||
        first->next != ir_block_terminator(body_of(loops[n - 1])))
      break;
    loops[n++] = first;
  }
  return n;
}

/* True when operand a of a src loop bound means what operand b of a dst
 * loop bound means, the ivs of the outer `outer` loops of each identified. */
static bool same_operand(IrValue *a, IrValue *b, IrOp **src, IrOp **dst,
                         unsigned outer) {
  for (unsigned k = 0; k < outer; k++)
    if (a == iv_of(src[k]))
      return b == iv_of(dst[k]);
  return a == b;
}

/* True when loop k of src and of dst run over the same values. */
static bool same_loop(IrOp **src, IrOp **dst, unsigned k) {
  AffineForBounds s, d;
  if (!affine_for_get_bounds(src[k], &s) || !affine_for_get_bounds(dst[k], &d))
    return false;
  if (s.lb_map != d.lb_map || s.ub_map != d.ub_map || s.step != d.step)
    return false;
  for (unsigned i = s.first_lb; i < s.first_init; i++)
    if (!same_operand(src[k]->operands[i].value,
                      dst[k]->operands[i - s.first_lb + d.first_lb].value, src,
                      dst, k))
      return false;
  return true;
}

/* The number of outer loops of src and dst (perfect chains of n_src and
 * n_dst loops) that run over the same values, counting only src loops
 * whose bodies may move (they yield nothing). */
static unsigned aligned_depth(IrOp **src, unsigned n_src, IrOp **dst,
                              unsigned n_dst) {
  unsigned d = 0;
  while (d < n_src && d < n_dst && !yields_values(src[d]) &&
         same_loop(src, dst, d))
    d++;
  return d;
}

/* Why a question about a pair of accesses was not answered DEP_NONE. */
static const char *why(IrContext *ctx, DepAnswer a, IrOp *const witness[2],
                       const char *exists) {
  if (witness[0] == witness[1])
    return ir_sprintf(ctx, "%s has memory effects the dependence analysis "
                           "does not model",
                      pass_where(ctx, witness[0]));
  const char *pair = ir_sprintf(ctx, "%s and %s", pass_where(ctx, witness[0]),
                                pass_where(ctx, witness[1]));
  if (a == DEP_EXISTS)
    return ir_sprintf(ctx, "%s %s", pair, exists);
  return ir_sprintf(ctx, "the dependence analysis %s %s",
                    a == DEP_UNKNOWN ? "ran out of work on"
                                     : "cannot model the accesses",
                    pair);
}

/* True when no value defined by an op between src and dst is used in
 * dst: dst may then move up to just after src. */
static bool uses_nothing_between(const IrOp *src, const IrOp *dst) {
  for (const IrOp *op = src->next; op != dst; op = op->next)
    for (unsigned r = 0; r < op->num_results; r++)
      for (const IrUse *u = op->results[r]->first_use; u; u = u->next)
        if (u->owner == dst || ir_op_is_nested_in(u->owner, dst))
          return false;
  return true;
}

/* Puts src and dst next to each other: src down to dst when no op between
 * them conflicts with it, else dst up to src. Returns DEP_NONE when one
 * of them could move, else the answer about src moving (its witness in
 * witness[0..1]). */
static DepAnswer bring_together(DepAnalysis *da, IrOp *src, IrOp *dst,
                                IrOp *witness[2]) {
  DepAnswer down = dep_between_check(da, src, dst, true, witness);
  if (down == DEP_NONE)
    return DEP_NONE;
  IrOp *up_witness[2];
  if (!uses_nothing_between(src, dst) ||
      dep_between_check(da, src, dst, false, up_witness) != DEP_NONE)
    return down;
  ir_op_move_after(src, dst);
  return DEP_NONE;
}

/* Moves the body of src's loop depth - 1 to the start of the body of
 * dst's, the ivs of the outer `depth` loops identified, and erases src. */
static void fuse(IrOp **src, IrOp **dst, unsigned depth) {
  for (unsigned k = 0; k < depth; k++)
    ir_value_replace_all_uses(iv_of(src[k]), iv_of(dst[k]));
  IrBlock *from = body_of(src[depth - 1]);
  IrOp *anchor = body_of(dst[depth - 1])->first, *end = ir_block_terminator(from);
  for (IrOp *op = from->first, *next; op != end; op = next) {
    next = op->next;
    ir_op_move_before(anchor, op);
  }
  ir_op_erase(src[0]);
}

/* Where the pass's options put small private buffers. */
static FusionMemSpace mem_space(const Pass *pass) {
  return (FusionMemSpace){pass->values[OPT_FAST_MEM_SPACE],
                          pass->values[OPT_LOCAL_BUF_THRESHOLD] * 1024};
}

/* The number of outer loops of a perfect chain of n that a slice may
 * bound: those that yield nothing (a reduction's loop runs whole). */
static unsigned sliceable(IrOp **loops, unsigned n) {
  unsigned k = 0;
  while (k < n && !yields_values(loops[k]))
    k++;
  return k;
}

/* Why dep_fusion_slice did not answer DEP_SLICE_YES. */
static const char *why_slice(IrContext *ctx, DepSliceAnswer a,
                             IrOp *const witness[2]) {
  switch (a) {
  case DEP_SLICE_ORDER:
    return why(ctx, DEP_EXISTS, witness, "would run in the wrong order");
  case DEP_SLICE_NOT_IDEMPOTENT:
    return ir_sprintf(ctx, "some iterations would run again (or the loop "
                           "stay for those outside the slice), and %s "
                           "writes a memref its loop reads, or an element "
                           "twice",
                      pass_where(ctx, witness[0]));
  case DEP_SLICE_NO_BOUNDS:
    return "the iterations the slice needs have no affine bounds";
  default:
    return witness[0] ? why(ctx, DEP_FAILURE, witness, "")
                      : "the dependence analysis ran out of work";
  }
}

/* How src fuses into dst at one depth: their loops aligned, or a slice
 * of src. */
typedef struct Plan {
  unsigned depth;
  bool aligned;
  DepSlice slice; /* the slice (its store's sizes only, when aligned) */
} Plan;

/* Whether src may fuse into dst at depth d, with *plan filled in: with
 * the loops identified when they are aligned (the outer d loops run over
 * the same values) and that keeps every dependence, else, for a producer,
 * with a slice. Else *why_not says why (about the aligned loops when they
 * are). */
static bool plan_depth(Pass *pass, DepAnalysis *da, const PairKind *kind,
                       IrOp **src_loops, unsigned n_src, IrOp *dst,
                       unsigned d, bool aligned, Plan *plan,
                       const char **why_not) {
  IrContext *ctx = pass->ctx;
  IrOp *witness[2];
  *plan = (Plan){.depth = d};
  unsigned n = sliceable(src_loops, n_src);
  DepSliceAnswer a = DEP_SLICE_NO_BOUNDS;
  if (kind == &producer && n > 0)
    a = dep_fusion_slice(da, src_loops[0], n, dst, d, &plan->slice, witness);
  if (aligned) {
    DepAnswer check = dep_fusion_check(da, src_loops[0], dst, d, witness);
    plan->aligned = check == DEP_NONE;
    if (plan->aligned)
      return true;
    *why_not = ir_sprintf(ctx, "at depth %u, %s", d,
                          why(ctx, check, witness,
                              "would run in the wrong order"));
  } else if (kind != &producer || n == 0) {
    *why_not = "their outer loops run over different values";
  } else if (a != DEP_SLICE_YES) {
    *why_not =
        ir_sprintf(ctx, "at depth %u, %s", d, why_slice(ctx, a, witness));
  } else if (!plan->slice.own_bounds_implied) {
    *why_not = ir_sprintf(ctx, "at depth %u, the slice reaches past the "
                               "loop's own iterations (as MLIR, affc fuses "
                               "only slices within them)",
                          d);
  }
  return a == DEP_SLICE_YES && plan->slice.own_bounds_implied;
}

/* Fuses src into dst as plan says (the two next to each other). */
static void fuse_planned(Pass *pass, DepAnalysis *da, const PairKind *kind,
                         IrOp **src_loops, IrOp *dst, IrOp **dst_loops,
                         const Plan *plan) {
  IrContext *ctx = pass->ctx;
  IrOp *src = src_loops[0];
  const DepSlice *slice = &plan->slice;
  unsigned d = plan->depth, num_fed = 0;
  IrValue **fed = kind->privatize ? dep_nest_fed_memrefs(da, src, dst, &num_fed)
                                  : NULL;
  const char *how = "";
  if (plan->aligned) {
    fuse(src_loops, dst_loops, d);
  } else {
    fusion_insert_slice(ctx, src, dst_loops[d - 1], slice);
    how = !slice->whole     ? ", a slice of it (the loop stays for the "
                              "iterations outside the slice)"
          : slice->recomputes ? ", a slice of it (some iterations run more "
                                "than once)"
                              : ", a slice of it";
    if (!slice->whole)
      num_fed = 0;
  }
  pass_remark(pass, src->loc, "loop fused %s at %d:%d at depth %u%s",
              kind->with, dst->loc.line, dst->loc.col, d, how);
  fusion_privatize(pass, dst, d, fed, num_fed, mem_space(pass));
}

/* The plan of plans[0..n-1] (deepest first) to fuse src into dst with:
 * the deepest for siblings and with fusion-maximal, else the one MLIR's
 * cost model picks; NULL (*why_not saying why) when it picks none. */
static const Plan *choose(Pass *pass, DepAnalysis *da, const PairKind *kind,
                          IrOp *src, IrOp *dst, IrOp **dst_loops,
                          const Plan *plans, unsigned n, const char **why_not) {
  if (kind != &producer || pass->values[OPT_MAXIMAL])
    return &plans[0];
  FusionDepth *choices = ir_alloc(pass->ctx, n * sizeof *choices);
  for (unsigned i = 0; i < n; i++)
    choices[i] = (FusionDepth){plans[i].depth, dst_loops[plans[i].depth - 1],
                               plans[i].aligned, &plans[i].slice};
  unsigned d = fusion_profitable_depth(
      da, src, dst, choices, n,
      (double)pass->values[OPT_COMPUTE_TOLERANCE] / 1e6, why_not);
  for (unsigned i = 0; i < n; i++)
    if (plans[i].depth == d)
      return &plans[i];
  return NULL;
}

/* Fuses src into dst (a pair of kind) at the depth the cost model picks
 * among those that keep the results; returns whether it did, with a
 * remark either way. */
static bool try_fuse(Pass *pass, DepAnalysis *da, const PairKind *kind,
                     IrOp *src, IrOp *dst) {
  IrContext *ctx = pass->ctx;
  IrOp *src_loops[PASS_MAX_NEST_DEPTH], *dst_loops[PASS_MAX_NEST_DEPTH];
  IrOp *witness[2];
  const char *not_fused = ir_sprintf(ctx, "loop not fused %s at %d:%d",
                                     kind->with, dst->loc.line, dst->loc.col);
  unsigned n_src = perfect_chain(src, src_loops);
  unsigned n_dst = perfect_chain(dst, dst_loops);
  unsigned aligned = aligned_depth(src_loops, n_src, dst_loops, n_dst);
  Plan *plans = ir_alloc(ctx, n_dst * sizeof *plans);
  unsigned n = 0;
  const char *deepest_failure = NULL, *why_not = NULL;
  for (unsigned d = n_dst; d > 0; d--) {
    if (plan_depth(pass, da, kind, src_loops, n_src, dst, d, d <= aligned,
                   &plans[n], &why_not))
      n++;
    else if (!deepest_failure)
      deepest_failure = why_not;
  }
  const Plan *plan = n ? choose(pass, da, kind, src, dst, dst_loops, plans, n,
                                &deepest_failure)
                       : NULL;
  if (!plan) {
    pass_remark(pass, src->loc, "%s: %s", not_fused, deepest_failure);
    return false;
  }
  DepAnswer moved = bring_together(da, src, dst, witness);
  if (moved != DEP_NONE) {
    pass_remark(pass, src->loc, "%s: %s", not_fused,
                why(ctx, moved, witness, "touch one element, and the "
                                         "second is between the two loops"));
    return false;
  }
  fuse_planned(pass, da, kind, src_loops, dst, dst_loops, plan);
  return true;
}

/* Fuses into dst the nests before it that make a pair of kind with it,
 * as far as it can. */
static void fuse_into(Pass *pass, const PairKind *kind, IrOp *dst) {
  DepAnalysis *da = dep_analysis_create(pass->ctx, NULL);
  for (IrOp *src = dst->prev, *prev; src; src = prev) {
    prev = src->prev;
    if (!ir_op_is(src, "affine.for") || !kind->is_pair(da, src, dst))
      continue;
    if (try_fuse(pass, da, kind, src, dst)) { /* moved ops' models changed */
      dep_analysis_destroy(da);
      da = dep_analysis_create(pass->ctx, NULL);
    }
  }
  dep_analysis_destroy(da);
}

/* Fuses the nests of block b with one another (the kinds of pairs mode
 * asks for), then those in the bodies of what is left, outer ones first:
 * a fusion makes new neighbours inside the fused loops. */
static void fuse_block(Pass *pass, IrBlock *b, uint64_t mode) {
  for (int k = 0; k < 2; k++) {
    const PairKind *kind = k == 0 ? &producer : &sibling;
    if (mode == (k == 0 ? MODE_SIBLING : MODE_PRODUCER))
      continue;
    for (IrOp *op = b->first, *next; op; op = next) {
      next = op->next; /* fusing may move op up, never past next */
      if (ir_op_is(op, "affine.for"))
        fuse_into(pass, kind, op);
    }
  }
  for (IrOp *op = b->first; op; op = op->next)
    for (unsigned r = 0; r < op->num_regions; r++)
      for (IrBlock *in = op->regions[r].first; in; in = in->next)
        fuse_block(pass, in, mode);
}

static bool run(Pass *pass, IrOp *func) {
  if (!pass_too_deep(pass, func))
    fuse_block(pass, body_of(func), pass->values[OPT_MODE]);
  return true;
}

const PassDef pass_affine_loop_fusion = {
    .name = "affine-loop-fusion",
    .summary = "fuse each loop nest into a later one that reads what it "
               "writes (or what it reads), where the dependence analysis "
               "proves it exact",
    .num_options = PASS_NUM_OPTIONS(options),
    .options = options,
    .run = run,
};
