/*
 * affine_compose.c - composition of maps with the ops that define their
 * operands (affine_compose.h).
 */
#include "affine_compose.h"

#include <string.h>

/* The operands being collected: values in dimension and in symbol
 * positions, in order of first use. */
typedef struct Composer {
  IrContext *ctx;
  IrValue **dims, **syms;
  unsigned num_dims, num_syms;
} Composer;

/* The position of v in list (of *n), added when new. */
static unsigned position(IrContext *ctx, IrValue ***list, unsigned *n,
                         IrValue *v) {
  for (unsigned i = 0; i < *n; i++)
    if ((*list)[i] == v)
      return i;
  *list = ir_grow(ctx, *list, *n, *n + 1, sizeof **list);
  (*list)[*n] = v;
  return (*n)++;
}

/* The integer an index (or integer) constant op defines, in *value. */
static bool constant_of(const IrValue *v, int64_t *value) {
  IrOp *def = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  IrAttr *a = ir_op_is(def, "arith.constant") ? ir_op_attr(def, "value") : NULL;
  if (!a || a->kind != IR_ATTR_INTEGER || !ir_type_is_int_or_index(v->type))
    return false;
  *value = a->u.integer.value;
  return true;
}

/* The map of the affine.apply defining v, when it composes. */
static IrAffineMap *apply_map(const IrValue *v) {
  IrOp *def = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  IrAttr *a = ir_op_is(def, "affine.apply") ? ir_op_attr(def, "map") : NULL;
  if (!a || a->kind != IR_ATTR_AFFINE_MAP || a->u.map->num_results != 1 ||
      a->u.map->num_dims + a->u.map->num_symbols != def->num_operands)
    return NULL;
  return a->u.map;
}

/* v as an expression over the collected operands; as_symbol when v sits
 * in a symbol position. */
static IrAffineExpr *compose_value(Composer *c, IrValue *v, bool as_symbol) {
  int64_t k;
  if (constant_of(v, &k))
    return ir_affine_constant(c->ctx, k);
  IrAffineMap *map = apply_map(v);
  if (!map) {
    return as_symbol
               ? ir_affine_symbol(c->ctx,
                                  position(c->ctx, &c->syms, &c->num_syms, v))
               : ir_affine_dim(c->ctx,
                               position(c->ctx, &c->dims, &c->num_dims, v));
  }
  unsigned n = map->num_dims + map->num_symbols;
  IrAffineExpr **vals = ir_alloc(c->ctx, (n + 1) * sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = compose_value(c, v->op->operands[i].value,
                            as_symbol || i >= map->num_dims);
  return ir_affine_replace(c->ctx, map->results[0], vals,
                           vals + map->num_dims);
}

/* Marks in used[] the dims (0..) and symbols (num_dims..) e uses. */
static void mark_used(const IrAffineExpr *e, unsigned num_dims, bool *used) {
  if (e->kind == IR_AFFINE_DIM)
    used[e->value] = true;
  else if (e->kind == IR_AFFINE_SYMBOL)
    used[num_dims + e->value] = true;
  else if (e->kind != IR_AFFINE_CONSTANT) {
    mark_used(e->lhs, num_dims, used);
    mark_used(e->rhs, num_dims, used);
  }
}

/* Makes a value collected both as a dim and as a symbol a symbol only
 * (it is a valid symbol, so valid in a dim position too): MLIR's text
 * gives an operand one kind, and %v mod symbol(%v) would read as a
 * product of dims. */
static void merge_dims_into_symbols(IrContext *ctx, AffineExprs *out,
                                    Composer *c) {
  IrAffineExpr **dims = ir_alloc(ctx, (c->num_dims + 1) * sizeof *dims);
  bool any = false;
  for (unsigned i = 0; i < c->num_dims; i++)
    for (unsigned j = 0; j < c->num_syms && !dims[i]; j++)
      if (c->dims[i] == c->syms[j]) {
        dims[i] = ir_affine_symbol(ctx, j);
        any = true;
      }
  for (unsigned i = 0; any && i < out->num_exprs; i++)
    out->exprs[i] = ir_affine_replace(ctx, out->exprs[i], dims, NULL);
}

/* Renumbers out's operands to those its expressions use. */
static void drop_unused(IrContext *ctx, AffineExprs *out, Composer *c) {
  unsigned n = c->num_dims + c->num_syms, nd = 0, ns = 0;
  bool *used = ir_alloc(ctx, n + 1);
  for (unsigned i = 0; i < out->num_exprs; i++)
    mark_used(out->exprs[i], c->num_dims, used);
  IrAffineExpr **dims = ir_alloc(ctx, (c->num_dims + 1) * sizeof *dims);
  IrAffineExpr **syms = ir_alloc(ctx, (c->num_syms + 1) * sizeof *syms);
  out->operands = ir_alloc(ctx, (n + 1) * sizeof *out->operands);
  for (unsigned i = 0; i < c->num_dims; i++)
    if (used[i]) {
      dims[i] = ir_affine_dim(ctx, nd);
      out->operands[nd++] = c->dims[i];
    }
  for (unsigned i = 0; i < c->num_syms; i++)
    if (used[c->num_dims + i]) {
      syms[i] = ir_affine_symbol(ctx, ns);
      out->operands[nd + ns++] = c->syms[i];
    }
  for (unsigned i = 0; i < out->num_exprs; i++)
    out->exprs[i] = ir_affine_replace(ctx, out->exprs[i], dims, syms);
  out->num_dims = nd;
  out->num_syms = ns;
}

/* True when composing in changes nothing: no operand is a constant or an
 * affine.apply's result (folded in), none is repeated (merged) and the
 * expressions use each (dropped otherwise). Most maps are so, and are
 * answered without building anything. */
static bool already_composed(IrContext *ctx, const AffineExprs *in) {
  unsigned n = in->num_dims + in->num_syms;
  int64_t k;
  for (unsigned i = 0; i < n; i++) {
    if (constant_of(in->operands[i], &k) || apply_map(in->operands[i]))
      return false;
    for (unsigned j = 0; j < i; j++)
      if (in->operands[j] == in->operands[i])
        return false;
  }
  bool *used = ir_alloc(ctx, n + 1);
  for (unsigned i = 0; i < in->num_exprs; i++)
    mark_used(in->exprs[i], in->num_dims, used);
  for (unsigned i = 0; i < n; i++)
    if (!used[i])
      return false;
  return true;
}

bool affine_compose(IrContext *ctx, const AffineExprs *in, AffineExprs *out) {
  if (already_composed(ctx, in)) {
    *out = *in;
    return false;
  }
  Composer c = {.ctx = ctx};
  unsigned n = in->num_dims + in->num_syms;
  IrAffineExpr **vals = ir_alloc(ctx, (n + 1) * sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = compose_value(&c, in->operands[i], i >= in->num_dims);
  out->num_exprs = in->num_exprs;
  out->exprs = ir_alloc(ctx, (in->num_exprs + 1) * sizeof *out->exprs);
  for (unsigned i = 0; i < in->num_exprs; i++)
    out->exprs[i] = ir_affine_replace(ctx, in->exprs[i], vals,
                                      vals + in->num_dims);
  merge_dims_into_symbols(ctx, out, &c);
  drop_unused(ctx, out, &c);
  return true;
}
