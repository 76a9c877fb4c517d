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
#include "dialects/dialect_util.h"
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

/* Sets op's attribute `name` to the map of e. */
static void set_map(IrContext *ctx, IrOp *op, const char *name,
                    const AffineExprs *e) {
  IrAffineMap *map = ir_affine_map(ctx, e->num_dims, e->num_syms,
                                   e->num_exprs, e->exprs);
  ir_op_set_attr(ctx, op, ir_intern(ctx, name, strlen(name)),
                 ir_attr_map(ctx, map));
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
  set_map(ctx, op, "map", &out);
  ir_op_recreate(ctx, op, first + n, keep_then(ctx, op, first, n, out.operands),
                 op->attrs);
  return true;
}

/* A loop's bounds: lb_map over operands first_lb.. and ub_map over
 * first_ub.. of op, composed into *lb and *ub, and their operands one
 * after the other in a new array with room for `extra` more; NULL when
 * neither bound changes. */
static IrValue **compose_bounds(IrContext *ctx, const IrOp *op,
                                const IrAffineMap *lb_map, unsigned first_lb,
                                const IrAffineMap *ub_map, unsigned first_ub,
                                unsigned extra, AffineExprs *lb,
                                AffineExprs *ub) {
  bool changed = compose_map(ctx, lb_map, op, first_lb, lb);
  changed |= compose_map(ctx, ub_map, op, first_ub, ub);
  if (!changed)
    return NULL;
  unsigned nl = lb->num_dims + lb->num_syms, nu = ub->num_dims + ub->num_syms;
  IrValue **ops = ir_alloc(ctx, (nl + nu + extra + 1) * sizeof *ops);
  memcpy(ops, lb->operands, nl * sizeof *ops);
  memcpy(ops + nl, ub->operands, nu * sizeof *ops);
  return ops;
}

static bool compose_for(IrContext *ctx, IrOp *op) {
  AffineForBounds fb;
  AffineExprs lb, ub;
  IrValue **ops;
  if (!affine_for_get_bounds(op, &fb) ||
      !(ops = compose_bounds(ctx, op, fb.lb_map, fb.first_lb, fb.ub_map,
                             fb.first_ub, fb.num_inits, &lb, &ub)))
    return false;
  unsigned nl = lb.num_dims + lb.num_syms, nu = ub.num_dims + ub.num_syms;
  for (unsigned i = 0; i < fb.num_inits; i++)
    ops[nl + nu + i] = ir_op_operand(op, fb.first_init + i);
  int64_t sizes[3] = {nl, nu, fb.num_inits};
  set_map(ctx, op, "lowerBoundMap", &lb);
  set_map(ctx, op, "upperBoundMap", &ub);
  ir_op_set_attr(ctx, op, ir_intern(ctx, "operandSegmentSizes", 19),
                 du_i32_dense(ctx, 3, sizes));
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
  IrValue **ops;
  if (!affine_parallel_get_bounds(ctx, op, &pb) ||
      !(ops = compose_bounds(ctx, op, pb.lb_map, pb.first_lb, pb.ub_map,
                             pb.first_ub, 0, &lb, &ub)))
    return false;
  unsigned nl = lb.num_dims + lb.num_syms, nu = ub.num_dims + ub.num_syms;
  set_map(ctx, op, "lowerBoundsMap", &lb);
  set_map(ctx, op, "upperBoundsMap", &ub);
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

static bool run(Pass *pass, IrOp *func) {
  unsigned num, changed = 0;
  IrOp **ops = ir_collect_ops(pass->ctx, func, NULL, &num);
  for (unsigned i = 0; i < num; i++)
    changed += compose_op(pass->ctx, ops[i]);
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
