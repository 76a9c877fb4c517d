/*
 * affine_loop_fusion.c - the affine-loop-fusion pass: producer-consumer
 * fusion, as MLIR's pass of the same name does it (seed 003). A loop nest
 * that writes a memref a later nest of the function reads (its producer)
 * moves into that nest (its consumer), so that values are used soon after
 * they are made.
 *
 * Fused at depth d, each iteration of the producer runs just before the
 * consumer's iterations whose outer d induction variables equal its own.
 * That needs no slice arithmetic when the outer d loops of both nests have
 * the same bounds and steps: every producer iteration then runs exactly
 * once, none is lost and none recomputed. This version fuses only there
 * (nests of other shapes need slices; sibling fusion and private buffers
 * are still to come), and only nests directly in the function's body.
 *
 * A fusion happens only when affc's exact dependence analysis proves that
 * it keeps every dependence (dep_fusion_check) and that the producer may
 * move down past the ops between the two nests (dep_move_check). Of the
 * depths that qualify, the deepest wins: with no recomputed iteration, it
 * is the one MLIR's cost model picks (seed 003's two-matmul chain fuses at
 * depth 2).
 *
 * For each consumer, in program order, the pass looks at the nests before
 * it from the closest back, and fuses each producer it can; a producer's
 * own producers, met later in that walk, can then fuse into the consumer.
 */
#include "analysis/deps.h"
#include "dialects/affine.h"
#include "ir/rewrite.h"
#include "pass.h"

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

/* Fuses producer src into consumer dst at the deepest depth that keeps
 * every dependence; returns whether it did, with a remark either way. */
static bool try_fuse(Pass *pass, DepAnalysis *da, IrOp *src, IrOp *dst) {
  IrContext *ctx = pass->ctx;
  IrOp *src_loops[PASS_MAX_NEST_DEPTH], *dst_loops[PASS_MAX_NEST_DEPTH];
  IrOp *witness[2];
  const char *not_fused = ir_sprintf(ctx, "loop not fused into the loop at %d:%d",
                                     dst->loc.line, dst->loc.col);
  DepAnswer moved = dep_move_check(da, src, dst, witness);
  if (moved != DEP_NONE) {
    pass_remark(pass, src->loc, "%s: %s", not_fused,
                why(ctx, moved, witness, "touch one element, and the second "
                                         "is between the two loops"));
    return false;
  }
  unsigned n_src = perfect_chain(src, src_loops);
  unsigned depth = aligned_depth(src_loops, n_src, dst_loops,
                                 perfect_chain(dst, dst_loops));
  if (depth == 0) {
    pass_remark(pass, src->loc, "%s: their outermost loops run over "
                                "different values (fusing them needs slices, "
                                "which affc does not compute yet)", not_fused);
    return false;
  }
  const char *deepest_failure = NULL;
  for (unsigned d = depth; d > 0; d--) {
    DepAnswer a = dep_fusion_check(da, src, dst, d, witness);
    if (a == DEP_NONE) {
      fuse(src_loops, dst_loops, d);
      pass_remark(pass, src->loc, "loop fused into the loop at %d:%d at "
                                  "depth %u", dst->loc.line, dst->loc.col, d);
      return true;
    }
    if (!deepest_failure)
      deepest_failure = ir_sprintf(
          ctx, "at depth %u, %s", d,
          why(ctx, a, witness, "would run in the wrong order"));
  }
  pass_remark(pass, src->loc, "%s: %s", not_fused, deepest_failure);
  return false;
}

/* Fuses into consumer dst the producers before it that it can. */
static void fuse_into(Pass *pass, IrOp *dst) {
  DepAnalysis *da = dep_analysis_create(pass->ctx, NULL);
  for (IrOp *src = dst->prev, *prev; src; src = prev) {
    prev = src->prev;
    if (!ir_op_is(src, "affine.for") || !dep_nest_feeds(da, src, dst))
      continue;
    if (try_fuse(pass, da, src, dst)) { /* the models of moved ops changed */
      dep_analysis_destroy(da);
      da = dep_analysis_create(pass->ctx, NULL);
    }
  }
  dep_analysis_destroy(da);
}

static bool run(Pass *pass, IrOp *func) {
  if (pass_too_deep(pass, func))
    return true;
  for (IrOp *op = body_of(func)->first; op; op = op->next)
    if (ir_op_is(op, "affine.for"))
      fuse_into(pass, op);
  return true;
}

const PassDef pass_affine_loop_fusion = {
    .name = "affine-loop-fusion",
    .summary = "fuse each loop nest that writes what a later nest reads into "
               "that nest, where the dependence analysis proves it exact",
    .run = run,
};
