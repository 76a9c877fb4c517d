/*
 * fusion_slice.c - the IR side of fusing with a computation slice: the
 * producer nest (or a copy of it) moves to the start of a consumer loop's
 * body, and each of its outer loops the slice bounds runs from the
 * greatest of its own lower bounds and the slice's to the least of the
 * upper ones (the slice's are functions of the consumer's ivs).
 */
#include "fusion_slice.h"

#include "dialects/affine_build.h"
#include "ir/rewrite.h"

/* bound as is, and the slice's bound map over the slice's operands, as
 * one bound taking the greatest (lower) or least of their results. */
static AffineBound with_slice(IrContext *ctx, AffineBound bound,
                              IrAffineMap *map, IrValue **slice_operands) {
  AffineBound both[2] = {bound, {map, slice_operands}};
  return affine_bound_concat(ctx, 2, both, NULL);
}

/* The operands of the slice's maps: the outer ivs, then the symbols. */
static IrValue **slice_operands(IrContext *ctx, const DepSlice *slice) {
  unsigned n = slice->num_outer + slice->num_syms;
  IrValue **ops = ir_alloc(ctx, (n + 1) * sizeof *ops);
  for (unsigned i = 0; i < slice->num_outer; i++)
    ops[i] = slice->outer[i];
  for (unsigned i = 0; i < slice->num_syms; i++)
    ops[slice->num_outer + i] = slice->syms[i];
  return ops;
}

/* Replaces loop (an affine.for with step 1 and no iter_args) by one over
 * its iterations within lb and ub, the slice's maps over operands (its
 * own bounds dropped when implied); returns it. */
static IrOp *rebound(IrContext *ctx, IrOp *loop, IrAffineMap *lb,
                     IrAffineMap *ub, IrValue **operands, bool implied) {
  AffineForBounds b;
  affine_for_get_bounds(loop, &b);
  IrValue **ops = ir_op_operand_values(ctx, loop, 0, loop->num_operands);
  AffineBound slice_lb = {lb, operands}, slice_ub = {ub, operands};
  if (!implied) {
    slice_lb = with_slice(ctx, (AffineBound){b.lb_map, ops + b.first_lb}, lb,
                          operands);
    slice_ub = with_slice(ctx, (AffineBound){b.ub_map, ops + b.first_ub}, ub,
                          operands);
  }
  IrBlock *body = loop->regions[0].first;
  ir_block_unlink(body);
  IrOp *bounded = affine_build_for(ctx, loop->loc, slice_lb, slice_ub, b.step,
                                   0, NULL, body);
  ir_op_insert_before(loop, bounded);
  ir_op_erase(loop);
  return bounded;
}

/* Replaces loop, which runs once, with its iv at lb(operands) (one
 * result), by its body. Returns the first op of the body, or the op
 * after loop when the body is empty. */
static IrOp *promote(IrContext *ctx, IrOp *loop, IrAffineMap *lb,
                     IrValue **operands) {
  IrBlock *body = loop->regions[0].first;
  const IrAffineExpr *e = lb->results[0];
  IrValue *at;
  if (e->kind == IR_AFFINE_DIM) {
    at = operands[e->value];
  } else {
    IrOp *apply = affine_build_apply(ctx, loop->loc, lb, operands);
    ir_op_insert_before(loop, apply);
    at = apply->results[0];
  }
  ir_value_replace_all_uses(body->args[0], at);
  IrOp *first = body->first, *end = ir_block_terminator(body);
  if (first == end)
    first = loop->next;
  for (IrOp *op = body->first, *next; op != end; op = next) {
    next = op->next;
    ir_op_move_before(loop, op);
  }
  ir_op_erase(loop);
  return first;
}

IrOp *fusion_insert_slice(IrContext *ctx, IrOp *src, IrOp *into,
                          const DepSlice *slice) {
  IrOp *anchor = into->regions[0].first->first;
  IrOp *nest = src;
  if (slice->whole) {
    ir_op_move_before(anchor, src);
  } else {
    IrMap *map = ir_map_create();
    nest = ir_op_clone(ctx, src, map);
    ir_map_destroy(map);
    ir_op_insert_before(anchor, nest);
  }
  IrValue **operands = slice_operands(ctx, slice);
  bool implied = slice->own_bounds_implied;
  IrOp *loop = nest;
  for (unsigned k = 0; k < slice->num_loops; k++) {
    bool outermost = loop == nest;
    if (implied && slice->trips[k] == 1 &&
        slice->lbs[k]->num_results == 1) {
      loop = promote(ctx, loop, slice->lbs[k], operands);
      nest = outermost ? loop : nest;
      continue; /* the chain is perfect: loop is the next one */
    }
    if (slice->lbs[k]) {
      loop = rebound(ctx, loop, slice->lbs[k], slice->ubs[k], operands,
                     implied);
      nest = outermost ? loop : nest;
    }
    loop = loop->regions[0].first->first;
  }
  return nest;
}
