/*
 * flop_count.c - the floating-point operations of a function (see
 * flop_count.h): a walk that multiplies each op by the trip counts of the
 * loops around it, all of them constants.
 */
#include "flop_count.h"

#include <string.h>

#include "dialects/affine.h"

/* The operations op does on one element of its result: 0 for ops that
 * are not floating-point arithmetic. */
static double per_element(const IrOp *op) {
  static const char *const ones[] = {
      "arith.addf",     "arith.subf",     "arith.mulf",    "arith.divf",
      "arith.remf",     "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf"};
  if (ir_op_is(op, "math.fma"))
    return 2;
  for (unsigned i = 0; i < sizeof ones / sizeof ones[0]; i++)
    if (ir_op_is(op, ones[i]))
      return 1;
  return 0;
}

/* The elements of op's result: the lanes of a vector, else 1. */
static double elements(const IrOp *op) {
  const IrType *t = op->results[0]->type;
  double n = 1;
  if (t->kind == IR_TYPE_VECTOR)
    for (int d = 0; d < t->u.shaped.rank; d++)
      n *= (double)t->u.shaped.shape[d];
  return n;
}

/* The value of a one-result constant map without operands, into *v. */
static bool constant_map(const IrAffineMap *map, int64_t *v) {
  if (map->num_results != 1 || map->num_dims + map->num_symbols != 0 ||
      map->results[0]->kind != IR_AFFINE_CONSTANT)
    return false;
  *v = map->results[0]->value;
  return true;
}

static double trip(int64_t lb, int64_t ub, int64_t step) {
  return ub <= lb ? 0 : (double)((ub - lb + step - 1) / step);
}

/* The iterations loop op runs: its trip count (a product for the dims of
 * an affine.parallel); 1 for an op that is not a loop; -1 when it is not
 * a constant, or op runs its regions under a condition. */
static double iterations(IrContext *ctx, const IrOp *op) {
  int64_t lb, ub;
  if (ir_op_is(op, "affine.for")) {
    AffineForBounds b;
    if (!affine_for_get_bounds(op, &b) || !constant_map(b.lb_map, &lb) ||
        !constant_map(b.ub_map, &ub))
      return -1;
    return trip(lb, ub, b.step);
  }
  AffineParallelBounds p;
  if (ir_op_is(op, "affine.parallel")) {
    if (!affine_parallel_get_bounds(ctx, op, &p) ||
        p.lb_map->num_dims + p.lb_map->num_symbols ||
        p.ub_map->num_dims + p.ub_map->num_symbols)
      return -1;
    double n = 1;
    for (unsigned k = 0; k < p.num_ivs; k++) {
      const IrAffineExpr *a = p.lb_map->results[k], *b = p.ub_map->results[k];
      if (p.lb_groups[k] != 1 || p.ub_groups[k] != 1 ||
          p.lb_map->num_results != p.num_ivs ||
          p.ub_map->num_results != p.num_ivs ||
          a->kind != IR_AFFINE_CONSTANT || b->kind != IR_AFFINE_CONSTANT)
        return -1;
      n *= trip(a->value, b->value, p.steps[k]);
    }
    return n;
  }
  return op->num_regions && !ir_op_is(op, "func.func") ? -1 : 1;
}

/* The operations in op's regions, each run `times` times; -1 when they
 * cannot be counted. */
static double count_in(IrContext *ctx, const IrOp *op, double times) {
  double total = 0;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const IrBlock *b = op->regions[r].first; b; b = b->next)
      for (const IrOp *in = b->first; in; in = in->next) {
        if (ir_op_is(in, "func.call") || ir_op_is(in, "func.call_indirect"))
          return -1;
        if (in->num_results && per_element(in))
          total += times * per_element(in) * elements(in);
        if (!in->num_regions)
          continue;
        double inside = count_in(ctx, in, 1);
        if (inside < 0)
          return -1;
        double n = inside > 0 ? iterations(ctx, in) : 0;
        if (n < 0)
          return -1;
        total += times * n * inside;
      }
  return total;
}

double flop_count(IrContext *ctx, const IrOp *func) {
  return count_in(ctx, func, 1);
}
