/*
 * affine_build.c - builders of affine ops for passes (affine_build.h).
 */
#include "affine_build.h"

#include <string.h>

#include "dialect.h"
#include "dialect_util.h"
#include "ir/rewrite.h"

/* A detached op named name, found in the op table. */
static IrOp *create(IrContext *ctx, const char *name, IrLocation loc,
                    unsigned num_operands, IrValue **operands,
                    unsigned num_results, IrType **types,
                    unsigned num_regions, IrAttr *attrs) {
  const IrOpDef *def = ir_opdef_lookup(name, strlen(name));
  return ir_op_create(ctx, def, def->name, loc, num_operands, operands,
                      num_results, types, num_regions, 0, NULL, attrs);
}

static unsigned num_map_operands(const IrAffineMap *map) {
  return map->num_dims + map->num_symbols;
}

/* The operands of lb, then ub, then n extra values, in a temporary array;
 * their number in *num. */
static IrValue **bound_operands(IrContext *ctx, AffineBound lb, AffineBound ub,
                                unsigned n, IrValue **extra, unsigned *num) {
  unsigned nl = num_map_operands(lb.map), nu = num_map_operands(ub.map);
  IrValue **ops = ir_temp_alloc(ctx, (nl + nu + n + 1) * sizeof *ops);
  for (unsigned i = 0; i < nl; i++)
    ops[i] = lb.operands[i];
  for (unsigned i = 0; i < nu; i++)
    ops[nl + i] = ub.operands[i];
  for (unsigned i = 0; i < n; i++)
    ops[nl + nu + i] = extra[i];
  *num = nl + nu + n;
  return ops;
}

/* A new block with num_ivs index arguments, then arguments of
 * types[0..num_types), ending in a yield of those unless `open`. */
static IrBlock *new_body(IrContext *ctx, IrLocation loc, unsigned num_ivs,
                         unsigned num_types, IrType **types, bool open) {
  IrBlock *body = ir_block_create(ctx, loc);
  for (unsigned i = 0; i < num_ivs; i++)
    ir_block_add_arg(ctx, body, ir_type_index(ctx), NULL, loc);
  for (unsigned i = 0; i < num_types; i++)
    ir_block_add_arg(ctx, body, types[i], NULL, loc);
  if (!open)
    ir_block_append_op(body, affine_build_yield(ctx, loc, num_types,
                                                body->args + num_ivs));
  return body;
}

/* attrs[0..n) as a dictionary (ir_attr_dict sorts them). */
static IrAttr *dict(IrContext *ctx, unsigned n, IrNamedAttr *attrs) {
  for (unsigned i = 0; i < n; i++)
    attrs[i].name = ir_intern(ctx, attrs[i].name, strlen(attrs[i].name));
  return ir_attr_dict(ctx, n, attrs);
}

IrOp *affine_build_for(IrContext *ctx, IrLocation loc, AffineBound lb,
                       AffineBound ub, int64_t step, unsigned num_inits,
                       IrValue **inits, IrBlock *body) {
  unsigned n;
  IrValue **ops = bound_operands(ctx, lb, ub, num_inits, inits, &n);
  int64_t sizes[3] = {num_map_operands(lb.map), num_map_operands(ub.map),
                      num_inits};
  IrType **types = ir_temp_alloc(ctx, (num_inits + 1) * sizeof *types);
  for (unsigned i = 0; i < num_inits; i++)
    types[i] = inits[i]->type;
  IrNamedAttr attrs[] = {
      {"lowerBoundMap", ir_attr_map(ctx, lb.map)},
      {"operandSegmentSizes", du_i32_dense(ctx, 3, sizes)},
      {"step", ir_attr_integer(ctx, ir_type_index(ctx), step)},
      {"upperBoundMap", ir_attr_map(ctx, ub.map)}};
  IrOp *op = create(ctx, "affine.for", loc, n, ops, num_inits, types, 1,
                    dict(ctx, 4, attrs));
  ir_region_append_block(&op->regions[0],
                         body ? body
                              : new_body(ctx, loc, 1, num_inits, types, false));
  return op;
}

AffineBound affine_bound_concat(IrContext *ctx, unsigned n,
                                const AffineBound *b, int64_t *groups) {
  unsigned nd = 0, ns = 0, nr = 0;
  for (unsigned d = 0; d < n; d++) {
    nd += b[d].map->num_dims;
    ns += b[d].map->num_symbols;
    nr += b[d].map->num_results;
  }
  IrAffineExpr **results = ir_alloc(ctx, (nr + 1) * sizeof *results);
  IrValue **ops = ir_alloc(ctx, (nd + ns + 1) * sizeof *ops);
  unsigned od = 0, os = 0, r = 0;
  for (unsigned d = 0; d < n; d++) {
    const IrAffineMap *m = b[d].map;
    IrAffineExpr **dims = ir_alloc(ctx, (m->num_dims + 1) * sizeof *dims);
    IrAffineExpr **syms = ir_alloc(ctx, (m->num_symbols + 1) * sizeof *syms);
    for (unsigned i = 0; i < m->num_dims; i++) {
      dims[i] = ir_affine_dim(ctx, od + i);
      ops[od + i] = b[d].operands[i];
    }
    for (unsigned i = 0; i < m->num_symbols; i++) {
      syms[i] = ir_affine_symbol(ctx, os + i);
      ops[nd + os + i] = b[d].operands[m->num_dims + i];
    }
    for (unsigned i = 0; i < m->num_results; i++)
      results[r++] = ir_affine_replace(ctx, m->results[i], dims, syms);
    if (groups)
      groups[d] = m->num_results;
    od += m->num_dims;
    os += m->num_symbols;
  }
  return (AffineBound){ir_affine_map(ctx, nd, ns, nr, results), ops};
}

IrOp *affine_for_rebuild(IrContext *ctx, IrOp *loop, unsigned num_inits,
                         IrValue **inits) {
  AffineForBounds fb;
  affine_for_get_bounds(loop, &fb);
  AffineBound lb = {fb.lb_map,
                    ir_op_operand_values(ctx, loop, fb.first_lb,
                                         num_map_operands(fb.lb_map))};
  AffineBound ub = {fb.ub_map,
                    ir_op_operand_values(ctx, loop, fb.first_ub,
                                         num_map_operands(fb.ub_map))};
  IrBlock *body = loop->regions[0].first;
  ir_block_unlink(body);
  IrOp *rebuilt = affine_build_for(ctx, loop->loc, lb, ub, fb.step, num_inits,
                                   inits, body);
  ir_op_insert_before(loop, rebuilt);
  for (unsigned i = 0; i < loop->num_results && i < num_inits; i++)
    ir_value_replace_all_uses(loop->results[i], rebuilt->results[i]);
  ir_op_erase(loop);
  return rebuilt;
}

IrOp *affine_build_parallel(IrContext *ctx, IrLocation loc, unsigned num_dims,
                            const AffineBound *lbs, const AffineBound *ubs,
                            const int64_t *steps, unsigned num_reductions,
                            const int64_t *kinds, IrType **types,
                            IrBlock *body) {
  int64_t *lb_groups = ir_alloc(ctx, (num_dims + 1) * sizeof *lb_groups);
  int64_t *ub_groups = ir_alloc(ctx, (num_dims + 1) * sizeof *ub_groups);
  AffineBound lb = affine_bound_concat(ctx, num_dims, lbs, lb_groups);
  AffineBound ub = affine_bound_concat(ctx, num_dims, ubs, ub_groups);
  unsigned n;
  IrValue **ops = bound_operands(ctx, lb, ub, 0, NULL, &n);
  IrNamedAttr attrs[] = {
      {"lowerBoundsGroups", du_i32_tensor(ctx, num_dims, lb_groups)},
      {"lowerBoundsMap", ir_attr_map(ctx, lb.map)},
      {"reductions", du_i64_array_attr(ctx, num_reductions, kinds)},
      {"steps", du_i64_array_attr(ctx, num_dims, steps)},
      {"upperBoundsGroups", du_i32_tensor(ctx, num_dims, ub_groups)},
      {"upperBoundsMap", ir_attr_map(ctx, ub.map)}};
  IrOp *op = create(ctx, "affine.parallel", loc, n, ops, num_reductions, types,
                    1, dict(ctx, 6, attrs));
  ir_region_append_block(
      &op->regions[0],
      body ? body : new_body(ctx, loc, num_dims, 0, NULL, num_reductions > 0));
  return op;
}

/* A block holding only an affine.yield of nothing. */
static IrBlock *yield_block(IrContext *ctx, IrLocation loc) {
  IrBlock *b = ir_block_create(ctx, loc);
  ir_block_append_op(b, affine_build_yield(ctx, loc, 0, NULL));
  return b;
}

IrOp *affine_build_if(IrContext *ctx, IrLocation loc, IrIntegerSet *set,
                      IrValue **operands, bool with_else) {
  IrNamedAttr attrs[] = {{"condition", ir_attr_set(ctx, set)}};
  IrOp *op = create(ctx, "affine.if", loc, set->num_dims + set->num_symbols,
                    operands, 0, NULL, 2, dict(ctx, 1, attrs));
  ir_region_append_block(&op->regions[0], yield_block(ctx, loc));
  if (with_else)
    ir_region_append_block(&op->regions[1], yield_block(ctx, loc));
  return op;
}

IrOp *affine_build_apply(IrContext *ctx, IrLocation loc, IrAffineMap *map,
                         IrValue **operands) {
  IrNamedAttr attrs[] = {{"map", ir_attr_map(ctx, map)}};
  IrType *index = ir_type_index(ctx);
  return create(ctx, "affine.apply", loc, num_map_operands(map), operands, 1,
                &index, 0, dict(ctx, 1, attrs));
}

IrOp *affine_build_load(IrContext *ctx, IrLocation loc, IrValue *memref,
                        IrAffineMap *map, IrValue **operands) {
  unsigned n = num_map_operands(map);
  IrValue **ops = ir_temp_alloc(ctx, (n + 1) * sizeof *ops);
  ops[0] = memref;
  memcpy(ops + 1, operands, n * sizeof *ops);
  IrNamedAttr attrs[] = {{"map", ir_attr_map(ctx, map)}};
  IrType *elem = memref->type->u.shaped.elem;
  return create(ctx, "affine.load", loc, n + 1, ops, 1, &elem, 0,
                dict(ctx, 1, attrs));
}

IrOp *affine_build_store(IrContext *ctx, IrLocation loc, IrValue *value,
                         IrValue *memref, IrAffineMap *map,
                         IrValue **operands) {
  unsigned n = num_map_operands(map);
  IrValue **ops = ir_temp_alloc(ctx, (n + 2) * sizeof *ops);
  ops[0] = value;
  ops[1] = memref;
  memcpy(ops + 2, operands, n * sizeof *ops);
  IrNamedAttr attrs[] = {{"map", ir_attr_map(ctx, map)}};
  return create(ctx, "affine.store", loc, n + 2, ops, 0, NULL, 0,
                dict(ctx, 1, attrs));
}

IrOp *affine_build_yield(IrContext *ctx, IrLocation loc, unsigned num,
                         IrValue **values) {
  return create(ctx, "affine.yield", loc, num, values, 0, NULL, 0, NULL);
}
