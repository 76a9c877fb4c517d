/*
 * compose_affine_maps.c - the compose-affine-maps pass (affc's own): every
 * affine op's maps absorb the affine.apply ops and index constants that
 * compute their operands (dialects/affine_compose.h), as MLIR's
 * canonicalization does, so that later passes and readers see one
 * expression per subscript and bound: affine.load %A[%j] with
 * %j = affine.apply (d0) -> (d0 + 1)(%i) becomes affine.load %A[%i + 1],
 * and affine.for %i = 0 to %c10 becomes affine.for %i = 0 to 10. The
 * affine.apply and constant ops are left to remove-dead-ops.
 */
#include <string.h>

#include "dialects/affine_compose.h"
#include "ir/rewrite.h"
#include "pass.h"

/* map applied to operands first .. of op, composed into *out; false when
 * nothing changes. */
static bool compose_map(IrContext *ctx, const IrAffineMap *map, const IrOp *op,
                        unsigned first, AffineExprs *out) {
  AffineExprs in = {map->num_results, map->results, map->num_dims,
                    map->num_symbols,
                    ir_op_operand_values(ctx, op, first,
                                         map->num_dims + map->num_symbols)};
  return affine_compose(ctx, &in, out);
}

static IrAttr *map_attr(IrContext *ctx, const AffineExprs *e) {
  return ir_attr_map(ctx, ir_affine_map(ctx, e->num_dims, e->num_syms,
                                        e->num_exprs, e->exprs));
}

/* Operands [0, keep) of op, then the n values of more. */
static IrValue **keep_then(IrContext *ctx, const IrOp *op, unsigned keep,
                           unsigned n, IrValue **more) {
  IrValue **ops = ir_op_operand_values(ctx, op, 0, keep + n);
  memcpy(ops + keep, more, n * sizeof *ops);
  return ops;
}

/* Ops with one "map" over their operands from `first` on: the accesses,
 * affine.apply, affine.min and affine.max. */
static bool compose_single(IrContext *ctx, IrOp *op, unsigned first) {
  IrAttr *a = ir_op_attr(op, "map");
  AffineExprs out;
  if (!a || a->kind != IR_ATTR_AFFINE_MAP ||
      !compose_map(ctx, a->u.map, op, first, &out))
    return false;
  unsigned n = out.num_dims + out.num_syms;
  ir_op_set_attr(ctx, op, ir_intern(ctx, "map", 3), map_attr(ctx, &out));
  ir_op_recreate(ctx, op, first + n, keep_then(ctx, op, first, n, out.operands),
                 op->attrs);
  return true;
}

static bool compose_for(IrContext *ctx, IrOp *op) {
  AffineForBounds fb;
  AffineExprs lb, ub;
  if (!affine_for_get_bounds(op, &fb))
    return false;
  bool changed = compose_map(ctx, fb.lb_map, op, fb.first_lb, &lb);
  changed |= compose_map(ctx, fb.ub_map, op, fb.first_ub, &ub);
  if (!changed)
    return false;
  unsigned nl = lb.num_dims + lb.num_syms, nu = ub.num_dims + ub.num_syms;
  IrValue **ops = ir_alloc(ctx, (nl + nu + fb.num_inits + 1) * sizeof *ops);
  memcpy(ops, lb.operands, nl * sizeof *ops);
  memcpy(ops + nl, ub.operands, nu * sizeof *ops);
  for (unsigned i = 0; i < fb.num_inits; i++)
    ops[nl + nu + i] = ir_op_operand(op, fb.first_init + i);
  int64_t sizes[3] = {nl, nu, fb.num_inits};
  ir_op_set_attr(ctx, op, ir_intern(ctx, "lowerBoundMap", 13), map_attr(ctx, &lb));
  ir_op_set_attr(ctx, op, ir_intern(ctx, "upperBoundMap", 13), map_attr(ctx, &ub));
  ir_op_set_attr(ctx, op, ir_intern(ctx, "operandSegmentSizes", 19),
                 ir_attr_dense_array(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS),
                                     3, sizes, NULL));
  ir_op_recreate(ctx, op, nl + nu + fb.num_inits, ops, op->attrs);
  return true;
}

static bool compose_if(IrContext *ctx, IrOp *op) {
  IrAttr *a = ir_op_attr(op, "condition");
  if (!a || a->kind != IR_ATTR_INTEGER_SET)
    return false;
  const IrIntegerSet *set = a->u.set;
  AffineExprs in = {set->num_constraints, set->constraints, set->num_dims,
                    set->num_symbols,
                    ir_op_operand_values(ctx, op, 0,
                                         set->num_dims + set->num_symbols)},
              out;
  if (!affine_compose(ctx, &in, &out))
    return false;
  IrIntegerSet *composed = ir_integer_set(ctx, out.num_dims, out.num_syms,
                                          out.num_exprs, out.exprs,
                                          set->is_eq);
  ir_op_set_attr(ctx, op, ir_intern(ctx, "condition", 9),
                 ir_attr_set(ctx, composed));
  ir_op_recreate(ctx, op, out.num_dims + out.num_syms, out.operands,
                 op->attrs);
  return true;
}

static bool compose_parallel(IrContext *ctx, IrOp *op) {
  AffineParallelBounds pb;
  AffineExprs lb, ub;
  if (!affine_parallel_get_bounds(ctx, op, &pb))
    return false;
  bool changed = compose_map(ctx, pb.lb_map, op, pb.first_lb, &lb);
  changed |= compose_map(ctx, pb.ub_map, op, pb.first_ub, &ub);
  if (!changed)
    return false;
  unsigned nl = lb.num_dims + lb.num_syms, nu = ub.num_dims + ub.num_syms;
  IrValue **ops = ir_alloc(ctx, (nl + nu + 1) * sizeof *ops);
  memcpy(ops, lb.operands, nl * sizeof *ops);
  memcpy(ops + nl, ub.operands, nu * sizeof *ops);
  ir_op_set_attr(ctx, op, ir_intern(ctx, "lowerBoundsMap", 14), map_attr(ctx, &lb));
  ir_op_set_attr(ctx, op, ir_intern(ctx, "upperBoundsMap", 14), map_attr(ctx, &ub));
  ir_op_recreate(ctx, op, nl + nu, ops, op->attrs);
  return true;
}

/* Composes op's maps; true when it changed. */
static bool compose_op(IrContext *ctx, IrOp *op) {
  AffineAccess acc;
  if (affine_access_get(op, &acc))
    return compose_single(ctx, op, acc.first_index);
  if (ir_op_is(op, "affine.apply") || ir_op_is(op, "affine.min") ||
      ir_op_is(op, "affine.max"))
    return compose_single(ctx, op, 0);
  if (ir_op_is(op, "affine.for"))
    return compose_for(ctx, op);
  if (ir_op_is(op, "affine.if"))
    return compose_if(ctx, op);
  if (ir_op_is(op, "affine.parallel"))
    return compose_parallel(ctx, op);
  return false;
}

typedef struct OpList {
  IrContext *ctx;
  IrOp **ops;
  unsigned num;
} OpList;

static void collect(OpList *l, IrOp *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *in = b->first; in; in = in->next) {
        l->ops = ir_grow(l->ctx, l->ops, l->num, l->num + 1, sizeof *l->ops);
        l->ops[l->num++] = in;
        collect(l, in);
      }
}

static bool run(Pass *pass, IrOp *func) {
  OpList l = {.ctx = pass->ctx};
  collect(&l, func);
  unsigned changed = 0;
  for (unsigned i = 0; i < l.num; i++)
    changed += compose_op(pass->ctx, l.ops[i]);
  if (changed)
    pass_remark(pass, func->loc, "composed the maps of %u op%s", changed,
                changed == 1 ? "" : "s");
  return true;
}

const PassDef pass_compose_affine_maps = {
    .name = "compose-affine-maps",
    .summary = "fold the affine.apply ops and index constants feeding affine "
               "maps into the maps (affc)",
    .run = run,
};
