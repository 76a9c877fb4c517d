/*
 * fusion_cost.c - MLIR's cost model for affine-loop-fusion, so that affc
 * fuses where mlir-opt does (isFusionProfitable, getFusionComputeCost and
 * getComputeCost in MLIR's LoopFusion.cpp and LoopFusionUtils.cpp).
 *
 * The cost of a nest is its number of op instances: per loop, the ops of
 * its body but affine.for, affine.if and the terminator, plus the cost of
 * its inner loops, times its trip count (constant, or the model gives
 * up; bounds that differ by a constant count). A fused nest costs what
 * the consumer costs with the slice's cost added to the body of the loop
 * it goes into, the slice being the producer with the trip counts of its
 * loops in one slice. When a slice
 * runs one iteration, MLIR expects the consumer's loads of what the
 * producer stores to be forwarded, and counts one op less per load.
 *
 * Of the depths whose extra work (fused / (producer + consumer) - 1)
 * stays below the tolerance, MLIR picks the one whose slice's store
 * writes the smallest box (the greatest storage reduction), the deepest
 * among equals.
 */
#include "fusion_cost.h"

#include "analysis/deps.h"
#include "dialects/affine.h"
#include "ir/rewrite.h"
#include "pass.h"

/* A loop's trip count in one slice, or op instances added to one
 * iteration of its body. */
typedef struct Edit {
  const IrOp *loop;
  int64_t value;
} Edit;

typedef struct Edits {
  IrContext *ctx;
  Edit *trips, *adds;
  unsigned num_trips, num_adds;
} Edits;

static Edit *find(Edit *list, unsigned n, const IrOp *loop) {
  for (unsigned i = 0; i < n; i++)
    if (list[i].loop == loop)
      return &list[i];
  return NULL;
}

/* Sets (or, when add, adds to) the value of loop in *list. */
static void edit(IrContext *ctx, Edit **list, unsigned *n, const IrOp *loop,
                 int64_t value, bool add) {
  Edit *e = find(*list, *n, loop);
  if (!e) {
    *list = ir_grow(ctx, *list, *n, *n + 1, sizeof **list);
    e = &(*list)[(*n)++];
    *e = (Edit){loop, 0};
  }
  e->value = add ? e->value + value : value;
}

/* The op instances of nest `loop` (an affine.for) with edits; false when
 * a trip count is not constant or a loop sits in an affine.if. */
static bool nest_cost(const IrOp *loop, Edits *edits, int64_t *cost) {
  int64_t ops = -1, trip, inner; /* the terminator is free */
  for (const IrOp *op = loop->regions[0].first->first; op; op = op->next) {
    if (ir_op_is(op, "affine.for")) {
      if (!nest_cost(op, edits, &inner))
        return false;
      ops += inner;
    } else if (ir_op_is(op, "affine.if")) {
      unsigned loops;
      ir_collect_ops(edits->ctx, (IrOp *)op, "affine.for", &loops);
      if (loops)
        return false;
    } else {
      ops++;
    }
  }
  Edit *add = find(edits->adds, edits->num_adds, loop);
  Edit *over = find(edits->trips, edits->num_trips, loop);
  if (!over && !affine_for_const_trip(edits->ctx, loop, &trip))
    return false;
  *cost = ((add ? add->value : 0) + ops) * (over ? over->value : trip);
  return true;
}

/* The trip count in one slice of each loop of src around the store:
 * 1 for the outer `depth` of aligned loops, the width of the slice's
 * bounds for a loop it bounds, the loop's own count else (in *edits);
 * their product in *count. False when one is not a constant. */
static bool slice_trips(IrContext *ctx, IrOp *src, const FusionDepth *c,
                        Edits *edits, int64_t *count) {
  const IrOp *loops[PASS_MAX_NEST_DEPTH];
  unsigned n = 0;
  for (IrOp *op = ir_op_parent_op(c->slice->store); op && n < PASS_MAX_NEST_DEPTH;
       op = op == src ? NULL : ir_op_parent_op(op))
    if (ir_op_is(op, "affine.for"))
      loops[n++] = op;
  *count = 1;
  for (unsigned i = n; i-- > 0;) {
    unsigned k = n - 1 - i; /* loops[i] is src's loop k */
    const DepSlice *s = c->slice;
    int64_t trip;
    bool ok = c->aligned && k < c->depth ? (trip = 1, true)
              : !c->aligned && k < s->num_loops && s->lbs[k]
                  ? (trip = s->trips[k]) > 0
                  : affine_for_const_trip(ctx, loops[i], &trip);
    if (!ok)
      return false;
    edit(ctx, &edits->trips, &edits->num_trips, loops[i], trip, false);
    *count *= trip;
  }
  return true;
}

/* MLIR's expectation when a slice runs once: each load nested in `into`
 * of a memref src stores is forwarded, one op less in its loop. */
static void forward_loads(IrContext *ctx, IrOp *src, IrOp *into,
                          Edits *edits) {
  unsigned num_stores, num_loads;
  IrOp **stores = ir_collect_ops(ctx, src, NULL, &num_stores);
  IrOp **loads = ir_collect_ops(ctx, into, NULL, &num_loads);
  for (unsigned l = 0; l < num_loads; l++) {
    AffineAccess a;
    if (!affine_access_get(loads[l], &a) || a.is_write)
      continue;
    IrValue *m = loads[l]->operands[a.memref].value;
    for (unsigned s = 0; s < num_stores; s++) {
      AffineAccess w;
      if (!affine_access_get(stores[s], &w) || !w.is_write ||
          stores[s]->operands[w.memref].value != m)
        continue;
      IrOp *parent = ir_op_parent_op(loads[l]);
      if (ir_op_is(parent, "affine.for"))
        edit(ctx, &edits->adds, &edits->num_adds, parent, -1, true);
      break;
    }
  }
}

/* The op instances of dst with src's slice fused at c, or false. */
static bool fused_cost(IrContext *ctx, IrOp *src, IrOp *dst,
                       const FusionDepth *c, int64_t *cost) {
  Edits edits = {.ctx = ctx};
  int64_t count, slice_cost;
  if (!slice_trips(ctx, src, c, &edits, &count) || count == 0)
    return false;
  if (count == 1)
    forward_loads(ctx, src, c->into, &edits);
  if (!nest_cost(src, &edits, &slice_cost))
    return false;
  edit(ctx, &edits.adds, &edits.num_adds, c->into, slice_cost, false);
  edits.num_trips = 0;
  return nest_cost(dst, &edits, cost);
}

/* Why MLIR's getRegionSize has no byte count, in a remark. */
#define UNCOUNTED_BYTES                                                        \
  "(a box of elements that is not a constant, or an index or complex "        \
  "element)"

/* MLIR's last test (getMemoryFootprintBytes): the bytes src and dst
 * touch must be known. MLIR also refuses when dst's footprint with the
 * slice's store would exceed the two nests', which exact boxes never do:
 * the slice writes part of what src touches. */
static bool footprints_known(DepAnalysis *da, IrOp *src, IrOp *dst) {
  int64_t src_mem, dst_mem;
  return dep_footprint_bytes(da, src, &src_mem) &&
         dep_footprint_bytes(da, dst, &dst_mem);
}

unsigned fusion_profitable_depth(DepAnalysis *da, IrOp *src, IrOp *dst,
                                 const FusionDepth *choices, unsigned n,
                                 double tolerance, const char **why_not) {
  IrContext *ctx = dep_analysis_context(da);
  Edits none = {.ctx = ctx};
  int64_t src_cost, dst_cost, fused;
  const DepSlice *first = choices[0].slice;
  if (!first->store)
    return choices[0].depth; /* MLIR models one store only */
  *why_not = "the cost model cannot count the work of the loops (a trip "
             "count that is not a constant)";
  if (!nest_cost(src, &none, &src_cost) || !nest_cost(dst, &none, &dst_cost))
    return 0;
  *why_not = first->store_bytes < 0
                 ? "the cost model cannot count the bytes the producer "
                   "writes " UNCOUNTED_BYTES
                 : "the cost model counts no bytes in a memref with a "
                   "layout map (as MLIR's getRegionSize)";
  if (first->store_bytes <= 0)
    return 0;
  *why_not = "the cost model cannot count the work or the bytes written of "
             "a slice at any depth";
  unsigned best = 0;
  double best_reduction = 0, least_extra = -1;
  for (unsigned i = 0; i < n; i++) {
    const FusionDepth *c = &choices[i];
    if (c->slice->slice_store_bytes <= 0 ||
        !fused_cost(ctx, src, dst, c, &fused))
      continue;
    double extra = (double)fused / (double)(src_cost + dst_cost) - 1;
    double reduction =
        (double)c->slice->store_bytes / (double)c->slice->slice_store_bytes;
    if (least_extra < 0 || extra < least_extra)
      least_extra = extra;
    if (reduction > best_reduction && extra < tolerance) {
      best_reduction = reduction;
      best = c->depth;
    }
  }
  if (!best && least_extra >= 0)
    *why_not = ir_sprintf(ctx, "fused, it would do %.0f%% more work, above "
                               "the fusion-compute-tolerance of %.0f%%",
                          100 * least_extra, 100 * tolerance);
  if (best && !footprints_known(da, src, dst)) {
    *why_not = "the cost model cannot count the bytes the nests touch "
               UNCOUNTED_BYTES;
    return 0;
  }
  return best;
}
