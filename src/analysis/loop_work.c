/*
 * loop_work.c - whether the iterations of a parallel loop do equal work
 * (loop_work.h).
 */
#include "loop_work.h"

#include <string.h>

#include "dialects/affine.h"

/* True when v is an induction variable of `band` or computed inside band
 * from one (looked for up to a few ops back). */
static bool varies_with_band(const IrValue *v, const IrOp *band,
                             unsigned depth) {
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return v->block == band->regions[0].first;
  if (depth > 8 || !ir_op_is_nested_in(v->op, band))
    return false;
  for (unsigned i = 0; i < v->op->num_operands; i++)
    if (varies_with_band(ir_op_operand(v->op, i), band, depth + 1))
      return true;
  return false;
}

/* True when one of operands first .. first+n-1 of op varies. */
static bool operands_vary(const IrOp *op, unsigned first, unsigned n,
                          const IrOp *band) {
  for (unsigned i = first; i < first + n; i++)
    if (varies_with_band(ir_op_operand(op, i), band, 0))
      return true;
  return false;
}

/* ------------------------------------------------------ affine bounds */

/* One affine bound: result `result` of map over op's operands from first. */
typedef struct Bound {
  const IrAffineMap *map;
  unsigned result, first;
} Bound;

/* b's expression over dims that number the distinct operand values in
 * vals (appending new ones to vals, *n of them). */
static IrAffineExpr *over_values(IrContext *ctx, const IrOp *op, Bound b,
                                 const IrValue **vals, unsigned *n) {
  unsigned inputs = b.map->num_dims + b.map->num_symbols;
  IrAffineExpr **repl = ir_alloc(ctx, (inputs + 1) * sizeof *repl);
  for (unsigned i = 0; i < inputs; i++) {
    const IrValue *v = ir_op_operand(op, b.first + i);
    unsigned k = 0;
    while (k < *n && vals[k] != v)
      k++;
    if (k == *n)
      vals[(*n)++] = v;
    repl[i] = ir_affine_dim(ctx, k);
  }
  return ir_affine_replace(ctx, b.map->results[b.result], repl,
                           repl + b.map->num_dims);
}

static bool mentions_dim(const IrAffineExpr *x, unsigned k) {
  if (x->kind == IR_AFFINE_DIM)
    return x->value == (int64_t)k;
  return x->lhs && (mentions_dim(x->lhs, k) || mentions_dim(x->rhs, k));
}

/* True when upper - lower, simplified, mentions an operand that varies. */
static bool span_varies(IrContext *ctx, const IrOp *op, Bound lower,
                        Bound upper, const IrOp *band) {
  const IrValue **vals = ir_alloc(ctx, (op->num_operands + 1) * sizeof *vals);
  unsigned n = 0;
  IrAffineExpr *span = ir_affine_sub(ctx, over_values(ctx, op, upper, vals, &n),
                                     over_values(ctx, op, lower, vals, &n));
  for (unsigned k = 0; k < n; k++)
    if (mentions_dim(span, k) && varies_with_band(vals[k], band, 0))
      return true;
  return false;
}

static bool affine_for_varies(IrContext *ctx, const IrOp *op,
                              const IrOp *band) {
  AffineForBounds b;
  if (!affine_for_get_bounds(op, &b))
    return false;
  if (b.lb_map->num_results != 1 || b.ub_map->num_results != 1)
    return operands_vary(op, 0, b.first_init, band);
  return span_varies(ctx, op, (Bound){b.lb_map, 0, b.first_lb},
                     (Bound){b.ub_map, 0, b.first_ub}, band);
}

static bool affine_parallel_varies(IrContext *ctx, const IrOp *op,
                                   const IrOp *band) {
  AffineParallelBounds b;
  if (!affine_parallel_get_bounds(ctx, op, &b))
    return false;
  for (unsigned d = 0; d < b.num_ivs; d++) {
    bool single = b.lb_groups[d] == 1 && b.ub_groups[d] == 1;
    if (single ? span_varies(ctx, op, (Bound){b.lb_map, d, b.first_lb},
                             (Bound){b.ub_map, d, b.first_ub}, band)
               : operands_vary(op, 0, op->num_operands, band))
      return true;
  }
  return false;
}

/* ------------------------------------------------------------ walk */

/* True when loop op's trip count varies with band (false for non-loops). */
static bool trip_varies(IrContext *ctx, const IrOp *op, const IrOp *band) {
  unsigned n;
  if (ir_op_is(op, "affine.for"))
    return affine_for_varies(ctx, op, band);
  if (ir_op_is(op, "affine.parallel"))
    return affine_parallel_varies(ctx, op, band);
  if (ir_op_is(op, "scf.for"))
    return operands_vary(op, 0, 3, band);
  if (ir_op_is(op, "scf.parallel"))
    return operands_vary(op, 0, ir_op_segment(op, 3, &n), band);
  return false;
}

static bool region_varies(IrContext *ctx, const IrRegion *r,
                          const IrOp *band) {
  for (const IrBlock *b = r->first; b; b = b->next)
    for (const IrOp *op = b->first; op; op = op->next) {
      if (trip_varies(ctx, op, band))
        return true;
      for (unsigned k = 0; k < op->num_regions; k++)
        if (region_varies(ctx, &op->regions[k], band))
          return true;
    }
  return false;
}

bool loop_work_varies(IrContext *ctx, const IrOp *band) {
  return band->num_regions == 1 && band->regions[0].first &&
         region_varies(ctx, &band->regions[0], band);
}
