/*
 * access_model.c - builds AccessModels: the loops, guards, symbols and
 * subscripts of a memory access, gathered the way MLIR's
 * MemRefAccess::getAccessRelation and getOpIndexSet gather them.
 *
 * An operand of a map is replaced by what it stands for: an enclosing
 * induction variable becomes a dimension, an affine.apply result its
 * (recursively composed) expression, an integer constant its value, and
 * anything else a symbol, one per SSA value.
 */
#include "access_model.h"

#include <string.h>

#include "dialects/affine.h"
#include "dialects/dialect.h"

/* ------------------------------------------------------------------ walks */

void am_walk(IrOp *root, void (*fn)(IrOp *op, void *arg), void *arg) {
  fn(root, arg);
  for (unsigned r = 0; r < root->num_regions; r++)
    for (IrBlock *b = root->regions[r].first; b; b = b->next)
      for (IrOp *op = b->first; op; op = op->next)
        am_walk(op, fn, arg);
}

/* The op whose region holds op, or NULL at the top. */
static IrOp *parent_of(const IrOp *op) {
  return op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
}

static bool is_affine_structure(const IrOp *op) {
  return ir_op_is(op, "affine.for") || ir_op_is(op, "affine.if") ||
         ir_op_is(op, "affine.parallel");
}

/* The induction variables loop op defines in *ivs; their number (0 for
 * other ops). */
static unsigned loop_ivs(const IrOp *op, IrValue ***ivs) {
  IrBlock *body = op->num_regions ? op->regions[0].first : NULL;
  if (!body || !(ir_op_is(op, "affine.for") || ir_op_is(op, "affine.parallel")))
    return 0;
  *ivs = body->args;
  return ir_op_is(op, "affine.for") ? 1 : body->num_args;
}

/* The affine.for/if/parallel ops around op, innermost first, up to the
 * affine scope, in a new arena array; their number in *num. */
static IrOp **enclosing_structures(IrContext *ctx, const IrOp *op,
                                   unsigned *num) {
  unsigned n = 0;
  for (IrOp *p = parent_of(op); p && !ir_op_has_trait(p, IR_TRAIT_AFFINE_SCOPE);
       p = parent_of(p))
    n += is_affine_structure(p);
  IrOp **out = ir_alloc(ctx, (n + 1) * sizeof *out);
  *num = 0;
  for (IrOp *p = parent_of(op); p && !ir_op_has_trait(p, IR_TRAIT_AFFINE_SCOPE);
       p = parent_of(p))
    if (is_affine_structure(p))
      out[(*num)++] = p;
  return out;
}

unsigned am_common_ivs(const AccessModel *a, const AccessModel *b) {
  unsigned n = 0;
  while (n < a->num_ivs && n < b->num_ivs && a->ivs[n] == b->ivs[n])
    n++;
  return n;
}

/* --------------------------------------------------------- where op sits */

static IrRegion *analysis_scope(const IrOp *op) {
  for (const IrOp *cur = op; parent_of(cur); cur = parent_of(cur))
    if (!is_affine_structure(parent_of(cur)))
      return cur->parent->parent;
  return NULL;
}

/* Fills m's chain of blocks: op's block, the block of the op holding it,
 * ..., up to the first block directly inside an affine scope. */
static void fill_block_chain(IrContext *ctx, AccessModel *m) {
  unsigned n = 0;
  for (const IrOp *a = m->op; a && a->parent; a = parent_of(a)) {
    n++;
    IrOp *holder = parent_of(a);
    if (!holder || ir_op_has_trait(holder, IR_TRAIT_AFFINE_SCOPE))
      break;
  }
  m->blocks = ir_alloc(ctx, (n + 1) * sizeof *m->blocks);
  m->ancestors = ir_alloc(ctx, (n + 1) * sizeof *m->ancestors);
  m->num_blocks = n;
  IrOp *a = m->op;
  for (unsigned i = 0; i < n; i++, a = parent_of(a)) {
    m->blocks[i] = a->parent;
    m->ancestors[i] = a;
  }
}

/* True when op a comes strictly before op b in their common block. */
static bool before_in_block(const IrOp *a, const IrOp *b) {
  if (a == b)
    return false;
  for (const IrOp *cur = a->next; cur; cur = cur->next)
    if (cur == b)
      return true;
  return false;
}

bool am_common_block_order(const AccessModel *a, const AccessModel *b,
                           bool *a_first) {
  unsigned i = a->num_blocks, j = b->num_blocks;
  bool found = false;
  while (i > 0 && j > 0 && a->blocks[i - 1] == b->blocks[j - 1]) {
    i--, j--;
    found = true;
  }
  if (found)
    *a_first = before_in_block(a->ancestors[i], b->ancestors[j]);
  return found;
}

/* ------------------------------------------------------------ composing */

typedef struct Composer {
  IrContext *ctx;
  AccessModel *m;
} Composer;

static IrAffineExpr *compose_value(Composer *c, IrValue *v);

/* Result r of map applied to operands ops[0..inputs), composed. */
static IrAffineExpr *compose_result(Composer *c, const IrAffineMap *map,
                                    unsigned r, IrUse *ops) {
  unsigned n = map->num_dims + map->num_symbols;
  IrAffineExpr **vals = ir_alloc(c->ctx, (n + 1) * sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = compose_value(c, ops[i].value);
  return ir_affine_replace(c->ctx, map->results[r], vals,
                           vals + map->num_dims);
}

/* The position of v among the model's symbols, adding it when new. */
static unsigned symbol_pos(Composer *c, IrValue *v) {
  AccessModel *m = c->m;
  for (unsigned i = 0; i < m->num_syms; i++)
    if (m->syms[i] == v)
      return i;
  m->syms = ir_grow(c->ctx, m->syms, m->num_syms, m->num_syms + 1,
                    sizeof *m->syms);
  m->syms[m->num_syms] = v;
  return m->num_syms++;
}

static IrAffineExpr *compose_value(Composer *c, IrValue *v) {
  for (unsigned i = 0; i < c->m->num_ivs; i++)
    if (c->m->ivs[i] == v)
      return ir_affine_dim(c->ctx, i);
  IrOp *def = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  IrAttr *map = ir_op_is(def, "affine.apply") ? ir_op_attr(def, "map") : NULL;
  if (map && map->kind == IR_ATTR_AFFINE_MAP && map->u.map->num_results == 1 &&
      map->u.map->num_dims + map->u.map->num_symbols == def->num_operands)
    return compose_result(c, map->u.map, 0, def->operands);
  IrAttr *value = ir_op_is(def, "arith.constant") ? ir_op_attr(def, "value") : NULL;
  if (value && value->kind == IR_ATTR_INTEGER)
    return ir_affine_constant(c->ctx, value->u.integer.value);
  return ir_affine_symbol(c->ctx, symbol_pos(c, v));
}

/* All results of map applied to ops, composed, in a new arena array. */
static IrAffineExpr **compose_map(Composer *c, const IrAffineMap *map,
                                  unsigned first, unsigned count,
                                  IrUse *ops) {
  IrAffineExpr **out = ir_alloc(c->ctx, (count + 1) * sizeof *out);
  for (unsigned i = 0; i < count; i++)
    out[i] = compose_result(c, map, first + i, ops);
  return out;
}

/* ---------------------------------------------------------------- domain */

static bool add_for_bound(Composer *c, IrOp *op, unsigned iv) {
  AffineForBounds fb;
  if (!affine_for_get_bounds(op, &fb))
    return false;
  AmBound *b = &c->m->bounds[iv];
  *b = (AmBound){.iv = iv, .num_lbs = fb.lb_map->num_results,
                 .num_ubs = fb.ub_map->num_results, .step = fb.step};
  b->lbs = compose_map(c, fb.lb_map, 0, b->num_lbs, op->operands + fb.first_lb);
  b->ubs = compose_map(c, fb.ub_map, 0, b->num_ubs, op->operands + fb.first_ub);
  return true;
}

static bool add_parallel_bounds(Composer *c, IrOp *op, unsigned first_iv) {
  AffineParallelBounds pb;
  if (!affine_parallel_get_bounds(c->ctx, op, &pb))
    return false;
  unsigned lb_at = 0, ub_at = 0;
  for (unsigned k = 0; k < pb.num_ivs; k++) {
    AmBound *b = &c->m->bounds[first_iv + k];
    *b = (AmBound){.iv = first_iv + k, .num_lbs = (unsigned)pb.lb_groups[k],
                   .num_ubs = (unsigned)pb.ub_groups[k], .step = pb.steps[k]};
    b->lbs = compose_map(c, pb.lb_map, lb_at, b->num_lbs,
                         op->operands + pb.first_lb);
    b->ubs = compose_map(c, pb.ub_map, ub_at, b->num_ubs,
                         op->operands + pb.first_ub);
    lb_at += b->num_lbs;
    ub_at += b->num_ubs;
  }
  return true;
}

/* The guard of affine.if `op` for an access inside its region holding
 * `inner` (the else region negates it). */
static bool add_guard(Composer *c, IrOp *op, const IrOp *inner) {
  IrAttr *cond = ir_op_attr(op, "condition");
  if (!cond || cond->kind != IR_ATTR_INTEGER_SET ||
      cond->u.set->num_dims + cond->u.set->num_symbols != op->num_operands)
    return false;
  const IrIntegerSet *set = cond->u.set;
  IrAffineMap as_map = {set->num_dims, set->num_symbols, set->num_constraints,
                        set->constraints};
  AccessModel *m = c->m;
  m->guards = ir_grow(c->ctx, m->guards, m->num_guards, m->num_guards + 1,
                      sizeof *m->guards);
  m->guards[m->num_guards++] = (AmGuard){
      .num = set->num_constraints,
      .exprs = compose_map(c, &as_map, 0, set->num_constraints, op->operands),
      .is_eq = set->is_eq,
      .negate = inner->parent->parent != &op->regions[0]};
  return true;
}

/* Fills the induction variables, bounds and guards of m from the affine
 * structures around it. */
static bool build_domain(Composer *c) {
  AccessModel *m = c->m;
  unsigned n_ops;
  IrOp **ops = enclosing_structures(c->ctx, m->op, &n_ops);
  IrValue **ivs;
  m->num_ivs = 0;
  for (unsigned i = 0; i < n_ops; i++)
    m->num_ivs += loop_ivs(ops[i], &ivs);
  m->ivs = ir_alloc(c->ctx, (m->num_ivs + 1) * sizeof *m->ivs);
  m->bounds = ir_alloc(c->ctx, (m->num_ivs + 1) * sizeof *m->bounds);
  unsigned at = 0;
  for (unsigned i = n_ops; i-- > 0;)
    for (unsigned k = 0, n = loop_ivs(ops[i], &ivs); k < n; k++)
      m->ivs[at++] = ivs[k];
  at = 0;
  for (unsigned i = n_ops; i-- > 0;) {
    const IrOp *inner = i ? ops[i - 1] : m->op;
    bool ok = ir_op_is(ops[i], "affine.for")    ? add_for_bound(c, ops[i], at)
              : ir_op_is(ops[i], "affine.if")   ? add_guard(c, ops[i], inner)
                                             : add_parallel_bounds(c, ops[i], at);
    if (!ok)
      return false;
    at += loop_ivs(ops[i], &ivs);
  }
  return true;
}

/* ---------------------------------------------------------------- access */

bool am_is_access(const IrOp *op, AmKind kind) {
  if (ir_op_is(op, "affine.load") || ir_op_is(op, "affine.store"))
    return true;
  return kind == AM_ALL &&
         (ir_op_is(op, "affine.vector_load") || ir_op_is(op, "affine.vector_store") ||
          ir_op_is(op, "affine.dma_start") || ir_op_is(op, "affine.dma_wait"));
}

bool am_is_alloc(const IrOp *op) {
  return ir_op_is(op, "memref.alloc") || ir_op_is(op, "memref.alloca");
}

bool am_effects_known(const IrOp *op) {
  return am_is_access(op, AM_ALL) || ir_op_is(op, "affine.for") ||
         ir_op_is(op, "affine.if") || ir_op_is(op, "affine.parallel") ||
         ir_op_is(op, "affine.yield") || ir_op_is(op, "affine.prefetch") ||
         am_is_alloc(op) || ir_op_is_memory_effect_free(op);
}

unsigned am_num_parts(const IrOp *op) {
  if (!am_is_access(op, AM_ALL))
    return 0;
  return ir_op_is(op, "affine.dma_start") ? 3 : 1;
}

/* The memref operand number `which` of op (counting memref operands only). */
static IrValue *nth_memref(const IrOp *op, unsigned which) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    IrValue *v = op->operands[i].value;
    if (v->type->kind == IR_TYPE_MEMREF && which-- == 0)
      return v;
  }
  return NULL;
}

/* A DMA part: any element of its memref; the source of a dma_start is
 * read, its destination and tag written, and dma_wait's tag written. */
static bool build_dma_part(AccessModel *m, unsigned which) {
  m->memref = nth_memref(m->op, which);
  if (!m->memref)
    return false;
  int rank = m->memref->type->u.shaped.rank;
  m->rank = rank > 0 ? (unsigned)rank : 0;
  m->whole = true;
  m->is_write = !(ir_op_is(m->op, "affine.dma_start") && which == 0);
  return true;
}

/* The element (or vector of elements) a load/store-like op touches. */
static bool build_subscripts(Composer *c) {
  AccessModel *m = c->m;
  AffineAccess acc;
  if (!affine_access_get(m->op, &acc))
    return false;
  m->memref = m->op->operands[acc.memref].value;
  m->is_write = acc.is_write;
  m->rank = acc.map->num_results;
  m->subscripts = compose_map(c, acc.map, 0, m->rank,
                              m->op->operands + acc.first_index);
  IrType *vec = ir_op_is(m->op, "affine.vector_load") ? m->op->results[0]->type
                : ir_op_is(m->op, "affine.vector_store")
                    ? m->op->operands[acc.value].value->type
                    : NULL;
  if (!vec)
    return true;
  int vrank = vec->u.shaped.rank;
  if (vrank < 0 || (unsigned)vrank > m->rank)
    return false;
  m->extents = ir_alloc(c->ctx, (m->rank + 1) * sizeof *m->extents);
  for (unsigned d = 0; d < m->rank; d++) {
    int v = (int)d - (int)(m->rank - (unsigned)vrank);
    m->extents[d] = v >= 0 ? vec->u.shaped.shape[v] : 1;
  }
  return true;
}

bool am_build_domain(IrContext *ctx, IrOp *op, AccessModel *out) {
  *out = (AccessModel){.op = op};
  Composer c = {ctx, out};
  out->scope = analysis_scope(op);
  fill_block_chain(ctx, out);
  return build_domain(&c);
}

bool am_build(IrContext *ctx, IrOp *op, unsigned which, AccessModel *out) {
  if (which >= am_num_parts(op) || !am_build_domain(ctx, op, out))
    return false;
  if (ir_op_is(op, "affine.dma_start") || ir_op_is(op, "affine.dma_wait"))
    return build_dma_part(out, which);
  Composer c = {ctx, out};
  return build_subscripts(&c);
}
