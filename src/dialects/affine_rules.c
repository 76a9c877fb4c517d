/*
 * affine_rules.c - which values may be affine dimensions and symbols, and
 * the accessors of affine.h.
 *
 * The rules are MLIR's (mlir/lib/Dialect/Affine/IR/AffineOps.cpp): a use of
 * an index value may be bound to a symbol when the value is defined at the
 * top of the affine scope holding the use (the region of the closest
 * func.func or other IR_TRAIT_AFFINE_SCOPE op), dominates that scope's op
 * (unless the op is isolated from above), is a constant, is the result of
 * a pure op whose operands are symbols, or is a dim op whose size is a
 * symbol. Dimensions may be bound to all of those and to induction
 * variables of affine.for/affine.parallel, results of affine.apply,
 * linearize_index and delinearize_index on dimensions, and dim ops on
 * memrefs defined at the top of a scope.
 *
 * Every affine scope op (func.func, builtin.module) is isolated from
 * above, so an op sees only values inside its own scope: for them "defined
 * at the top of the user's scope" is "defined at the top of a scope", and
 * no value is a symbol for dominating the scope's op. The rules are
 * applied that way, never walking up to the scope, so verifying an op
 * costs the same however deeply it is nested.
 *
 * The walks follow operands; SSA values of graph regions may form cycles,
 * so recursion stops (answering "no") past a fixed depth.
 */
#include <assert.h>
#include <string.h>

#include "affine.h"
#include "affine_ops.h"
#include "dialect_util.h"

/* Deeper chains of pure ops than this are not symbols. */
#define MAX_DEPTH 200

/* ----------------------------------------------------------------- walks */

static IrOp *region_op(const IrRegion *r) { return r ? r->parent : NULL; }

/* The region holding op, or NULL when op is detached. */
static IrRegion *op_region(const IrOp *op) {
  return op && op->parent ? op->parent->parent : NULL;
}

/* The region where v is defined (its block's region), or NULL. */
static IrRegion *value_region(const IrValue *v) {
  IrBlock *b = v->kind == IR_VALUE_BLOCK_ARG ? v->block
                                             : (v->op ? v->op->parent : NULL);
  return b ? b->parent : NULL;
}

/* The op defining v, or NULL for block arguments. */
static IrOp *def_op(const IrValue *v) {
  return v->kind == IR_VALUE_RESULT ? v->op : NULL;
}

static bool is_index(const IrValue *v) {
  return v && v->type && v->type->kind == IR_TYPE_INDEX;
}

/* MLIR's isTopLevelValue(value): defined or bound directly inside an op
 * with the affine scope trait. */
static bool is_top_level(const IrValue *v) {
  IrOp *parent = region_op(value_region(v));
  if (!parent || !ir_op_has_trait(parent, IR_TRAIT_AFFINE_SCOPE))
    return false;
  assert(ir_op_has_trait(parent, IR_TRAIT_ISOLATED) &&
         "the rules rely on affine scopes being isolated from above");
  return true;
}

IrRegion *affine_scope_region(const IrOp *op) {
  for (const IrOp *cur = op;;) {
    IrRegion *r = op_region(cur);
    IrOp *parent = region_op(r);
    if (!parent)
      return NULL;
    if (ir_op_has_trait(parent, IR_TRAIT_AFFINE_SCOPE))
      return r;
    cur = parent;
  }
}

bool affine_is_induction_var(const IrValue *v) {
  if (!v || v->kind != IR_VALUE_BLOCK_ARG || !v->block || !v->block->parent)
    return false;
  IrRegion *r = v->block->parent;
  if (r->first != v->block)
    return false;
  return ir_op_is(r->parent, "affine.parallel") ||
         (ir_op_is(r->parent, "affine.for") && v->index == 0);
}

IrOp *affine_for_of_iv(const IrValue *v) {
  if (!affine_is_induction_var(v))
    return NULL;
  IrOp *op = v->block->parent->parent;
  return ir_op_is(op, "affine.for") ? op : NULL;
}

/* ------------------------------------------------------ dim ops, symbols */

static bool valid_symbol(const IrValue *v, int depth);

/* The integer an arith.constant defines for v, in *out. */
static bool constant_int(const IrValue *v, int64_t *out) {
  IrOp *def = v ? def_op(v) : NULL;
  IrAttr *a = ir_op_is(def, "arith.constant") ? ir_op_attr(def, "value") : NULL;
  if (!a || a->kind != IR_ATTR_INTEGER)
    return false;
  *out = a->u.integer.value;
  return true;
}

static bool is_dim_op(const IrOp *op) {
  return (ir_op_is(op, "memref.dim") || ir_op_is(op, "tensor.dim")) &&
         op->num_operands == 2;
}

/* True when size `index` of the memref made by def (memref.alloc, .view or
 * .subview) is static or one of its size operands that is a symbol. */
static bool memref_size_is_symbol(const IrOp *def, int64_t index, int depth) {
  IrType *t = def->num_results ? def->results[0]->type : NULL;
  if (!t || t->kind != IR_TYPE_MEMREF || index < 0 ||
      index >= t->u.shaped.rank)
    return false;
  if (t->u.shaped.shape[index] != IR_DYNAMIC)
    return true;
  unsigned pos = 0, first, len;
  for (int64_t i = 0; i < index; i++)
    pos += t->u.shaped.shape[i] == IR_DYNAMIC;
  if (ir_op_is(def, "memref.view")) {
    first = 2;
    len = def->num_operands > 2 ? def->num_operands - 2 : 0;
  } else {
    first = ir_op_segment(def, ir_op_is(def, "memref.alloc") ? 0 : 2, &len);
  }
  return pos < len && valid_symbol(ir_op_operand(def, first + pos), depth + 1);
}

/* MLIR's isDimOpValidSymbol: the dim op's source is defined at the top of
 * a scope, or (through memref.casts) an alloc/view/subview whose size at
 * the constant index is a symbol. */
static bool dim_is_symbol(const IrOp *dim, int depth) {
  IrValue *src = ir_op_operand(dim, 0);
  int64_t index;
  if (!src)
    return false;
  if (is_top_level(src))
    return true;
  if (!def_op(src) || !constant_int(ir_op_operand(dim, 1), &index))
    return false;
  IrOp *def = def_op(src);
  while (ir_op_is(def, "memref.cast")) {
    IrValue *from = ir_op_operand(def, 0);
    if (!from || from->type->kind != IR_TYPE_MEMREF ||
        from->type->u.shaped.rank < 0 || !def_op(from))
      return false;
    def = def_op(from);
  }
  if (ir_op_is(def, "memref.alloc") || ir_op_is(def, "memref.view") ||
      ir_op_is(def, "memref.subview"))
    return memref_size_is_symbol(def, index, depth);
  return false;
}

/* MLIR's isValidSymbol(value, region) for a use that sees v. */
static bool valid_symbol(const IrValue *v, int depth) {
  if (!is_index(v) || depth > MAX_DEPTH)
    return false;
  if (is_top_level(v))
    return true;
  IrOp *def = def_op(v);
  if (!def)
    return false;
  if (ir_op_is(def, "arith.constant"))
    return true;
  if (ir_op_has_trait(def, IR_TRAIT_PURE)) {
    bool all = true;
    for (unsigned i = 0; all && i < def->num_operands; i++)
      all = valid_symbol(ir_op_operand(def, i), depth + 1);
    if (all)
      return true;
  }
  return is_dim_op(def) && dim_is_symbol(def, depth);
}

/* MLIR's isValidDim(value, region) for a use that sees v. */
static bool valid_dim(const IrValue *v, int depth) {
  if (!is_index(v) || depth > MAX_DEPTH)
    return false;
  if (valid_symbol(v, depth))
    return true;
  IrOp *def = def_op(v);
  if (!def)
    return affine_is_induction_var(v);
  if (ir_op_is(def, "affine.apply") || ir_op_is(def, "affine.linearize_index") ||
      ir_op_is(def, "affine.delinearize_index")) {
    for (unsigned i = 0; i < def->num_operands; i++)
      if (!valid_dim(ir_op_operand(def, i), depth + 1))
        return false;
    return true;
  }
  return is_dim_op(def) && ir_op_operand(def, 0) &&
         is_top_level(ir_op_operand(def, 0));
}

bool affine_is_valid_symbol(const IrValue *v) { return valid_symbol(v, 0); }

bool affine_is_valid_dim(const IrValue *v) { return valid_dim(v, 0); }

/* ------------------------------------------------------------- accessors */

bool affine_access_get(const IrOp *op, AffineAccess *out) {
  static const struct {
    const char *name;
    unsigned memref;
    int value;
  } forms[] = {{"affine.load", 0, -1},         {"affine.vector_load", 0, -1},
               {"affine.store", 1, 0},         {"affine.vector_store", 1, 0},
               {"affine.prefetch", 0, -1}};
  for (unsigned i = 0; i < sizeof forms / sizeof forms[0]; i++) {
    if (!ir_op_is(op, forms[i].name))
      continue;
    IrAttr *map = ir_op_attr(op, "map");
    if (!map || map->kind != IR_ATTR_AFFINE_MAP ||
        forms[i].memref + 1 + affine_map_inputs(map->u.map) !=
            op->num_operands)
      return false;
    out->map = map->u.map;
    out->memref = forms[i].memref;
    out->first_index = forms[i].memref + 1;
    out->value = forms[i].value;
    IrAttr *write = ir_op_attr(op, "isWrite");
    out->is_write = forms[i].value >= 0 ||
                    (write && write->kind == IR_ATTR_BOOL && write->u.b);
    return true;
  }
  return false;
}

bool affine_for_get_bounds(const IrOp *op, AffineForBounds *out) {
  IrAttr *lb = ir_op_attr(op, "lowerBoundMap"), *ub = ir_op_attr(op, "upperBoundMap");
  IrAttr *step = ir_op_attr(op, "step");
  unsigned len[3], first[3];
  if (!ir_op_is(op, "affine.for") || !lb || lb->kind != IR_ATTR_AFFINE_MAP ||
      !ub || ub->kind != IR_ATTR_AFFINE_MAP || !step ||
      step->kind != IR_ATTR_INTEGER)
    return false;
  for (unsigned i = 0; i < 3; i++)
    first[i] = ir_op_segment(op, i, &len[i]);
  if (len[0] != affine_map_inputs(lb->u.map) ||
      len[1] != affine_map_inputs(ub->u.map) ||
      len[0] + len[1] + len[2] != op->num_operands)
    return false;
  *out = (AffineForBounds){lb->u.map, ub->u.map, first[0], first[1],
                           first[2],  len[2],    step->u.integer.value};
  return true;
}

/* The operands of a loop's two bounds, each value once as a dim and once
 * as a symbol at most: MLIR merges repeated operands of one kind only. */
typedef struct BoundOperands {
  IrValue **values;
  bool *symbol;
  unsigned num;
} BoundOperands;

/* The single result of a bound map whose operands start at operand first
 * of loop, over the operands in *ops (new ones added). */
static IrAffineExpr *bound_over(IrContext *ctx, const IrOp *loop,
                                const IrAffineMap *map, unsigned first,
                                BoundOperands *ops) {
  unsigned num = map->num_dims + map->num_symbols;
  IrAffineExpr **vals = ir_alloc(ctx, (num + 1) * sizeof *vals);
  for (unsigned i = 0; i < num; i++) {
    IrValue *v = ir_op_operand(loop, first + i);
    bool symbol = i >= map->num_dims;
    unsigned k = 0;
    while (k < ops->num && (ops->values[k] != v || ops->symbol[k] != symbol))
      k++;
    if (k == ops->num) {
      ops->values[k] = v;
      ops->symbol[ops->num++] = symbol;
    }
    vals[i] = symbol ? ir_affine_symbol(ctx, k) : ir_affine_dim(ctx, k);
  }
  return ir_affine_replace(ctx, map->results[0], vals, vals + map->num_dims);
}

bool affine_for_const_trip(IrContext *ctx, const IrOp *loop, int64_t *trip) {
  AffineForBounds b;
  if (!affine_for_get_bounds(loop, &b) || b.step <= 0)
    return false;
  if (b.lb_map->num_results != 1 || b.ub_map->num_results != 1)
    return false;
  unsigned max = loop->num_operands + 1;
  BoundOperands ops = {ir_alloc(ctx, max * sizeof *ops.values),
                       ir_alloc(ctx, max * sizeof *ops.symbol), 0};
  IrAffineExpr *lb = bound_over(ctx, loop, b.lb_map, b.first_lb, &ops);
  IrAffineExpr *ub = bound_over(ctx, loop, b.ub_map, b.first_ub, &ops);
  IrAffineExpr *span = ir_affine_sub(ctx, ub, lb);
  if (span->kind != IR_AFFINE_CONSTANT)
    return false;
  *trip = span->value <= 0 ? 0 : (span->value + b.step - 1) / b.step;
  return true;
}

/* True when the n group sizes are non-negative and add up to map's result
 * count. */
static bool groups_cover(const int64_t *groups, unsigned n,
                         const IrAffineMap *map) {
  int64_t total = 0;
  for (unsigned i = 0; i < n; i++) {
    if (groups[i] < 0)
      return false;
    total += groups[i];
  }
  return total == map->num_results;
}

bool affine_parallel_get_bounds(IrContext *ctx, const IrOp *op,
                                AffineParallelBounds *out) {
  IrAttr *lb = ir_op_attr(op, "lowerBoundsMap");
  IrAttr *ub = ir_op_attr(op, "upperBoundsMap");
  IrBlock *body = ir_op_is(op, "affine.parallel") && op->num_regions == 1
                      ? op->regions[0].first
                      : NULL;
  unsigned n_lb, n_ub, n_steps;
  if (!body || !lb || lb->kind != IR_ATTR_AFFINE_MAP || !ub ||
      ub->kind != IR_ATTR_AFFINE_MAP ||
      affine_map_inputs(lb->u.map) + affine_map_inputs(ub->u.map) !=
          op->num_operands ||
      !affine_groups_get(ctx, ir_op_attr(op, "lowerBoundsGroups"),
                         &out->lb_groups, &n_lb) ||
      !affine_groups_get(ctx, ir_op_attr(op, "upperBoundsGroups"),
                         &out->ub_groups, &n_ub) ||
      !du_int_array_values(ctx, ir_op_attr(op, "steps"), &out->steps,
                           &n_steps) ||
      n_lb != body->num_args || n_ub != body->num_args ||
      n_steps != body->num_args ||
      !groups_cover(out->lb_groups, n_lb, lb->u.map) ||
      !groups_cover(out->ub_groups, n_ub, ub->u.map))
    return false;
  out->lb_map = lb->u.map;
  out->ub_map = ub->u.map;
  out->first_lb = 0;
  out->first_ub = affine_map_inputs(lb->u.map);
  out->num_ivs = body->num_args;
  return true;
}

bool affine_groups_get(IrContext *ctx, const IrAttr *a, int64_t **v,
                       unsigned *n) {
  if (!a || a->kind != IR_ATTR_DENSE || !a->type ||
      !ir_type_is_shaped(a->type) || a->type->u.shaped.rank < 0)
    return false;
  IrType *elem = a->type->u.shaped.elem;
  if (elem->kind != IR_TYPE_INTEGER || elem->u.integer.width != 32 ||
      elem->u.integer.signedness != IR_SIGNLESS)
    return false;
  int64_t count = 1;
  for (int i = 0; i < a->type->u.shaped.rank; i++)
    count *= a->type->u.shaped.shape[i];
  bool splat = a->u.dense.splat && a->u.dense.num == 1;
  if (count < 0 || count > UINT32_MAX || (!splat && a->u.dense.num != count))
    return false;
  *n = (unsigned)count;
  *v = ir_temp_alloc(ctx, (*n + 1) * sizeof **v);
  for (unsigned i = 0; i < *n; i++) {
    IrAttr *e = a->u.dense.elems[splat ? 0 : i];
    if (e->kind != IR_ATTR_INTEGER)
      return false;
    (*v)[i] = e->u.integer.value;
  }
  return true;
}

const char *affine_reduction_name(int64_t k) {
  static const char *const names[AFFINE_RED_COUNT] = {
      "addf", "addi",     "andi",    "assign", "maximumf", "maxnumf",
      "maxs", "maxu",     "minimumf", "minnumf", "mins",    "minu",
      "mulf", "muli",     "ori",     "xori"};
  return k >= 0 && k < AFFINE_RED_COUNT ? names[k] : NULL;
}

/* The arith op each kind applies (MLIR's getReductionOp; xori and assign
 * have none there, affc gives them their plain meaning). */
static const char *const reduction_ops[AFFINE_RED_COUNT] = {
    [AFFINE_RED_ADDF] = "arith.addf",     [AFFINE_RED_ADDI] = "arith.addi",
    [AFFINE_RED_ANDI] = "arith.andi",     [AFFINE_RED_MAXIMUMF] = "arith.maximumf",
    [AFFINE_RED_MAXNUMF] = "arith.maxnumf", [AFFINE_RED_MAXS] = "arith.maxsi",
    [AFFINE_RED_MAXU] = "arith.maxui",    [AFFINE_RED_MINIMUMF] = "arith.minimumf",
    [AFFINE_RED_MINNUMF] = "arith.minnumf", [AFFINE_RED_MINS] = "arith.minsi",
    [AFFINE_RED_MINU] = "arith.minui",    [AFFINE_RED_MULF] = "arith.mulf",
    [AFFINE_RED_MULI] = "arith.muli",     [AFFINE_RED_ORI] = "arith.ori",
    [AFFINE_RED_XORI] = "arith.xori",
};

const char *affine_reduction_op(int64_t k) {
  return k >= 0 && k < AFFINE_RED_COUNT ? reduction_ops[k] : NULL;
}

int affine_reduction_of_op(const char *name) {
  for (int k = 0; k < AFFINE_RED_COUNT; k++)
    if (reduction_ops[k] && !strcmp(reduction_ops[k], name))
      return k;
  return -1;
}
