/*
 * scalar_expand.c - iter_args into memory (scalar_expand.h).
 *
 *   %r = affine.for %j = 0 to 4000 iter_args(%acc = %x) -> (f64) {
 *     %s = arith.addf %acc, ... : f64
 *     affine.yield %s : f64
 *   }
 *   affine.store %r, %x2[%i]
 *
 * inside affine.for %i = 0 to 4000 becomes
 *
 *   affine.store %x, %buf[%i]
 *   affine.for %j = 0 to 4000 {
 *     %acc = affine.load %buf[%i]
 *     %s = arith.addf %acc, ... : f64
 *     affine.store %s, %buf[%i]
 *   }
 *   %r = affine.load %buf[%i]
 *   affine.store %r, %x2[%i]
 *
 * with %buf = memref.alloc() : memref<4000xf64> before the nest. Each use
 * of the carried value or of the loop's result gets its own load, right
 * before the op that uses it, so that a load and its use are always one
 * statement of the scheduler's model. The element of an iteration is its
 * loops' induction variables less their least values; the sums still
 * add up in the order the loop ran them, whatever order the scheduler
 * then picks for the other loops, since each element's updates depend on
 * one another.
 */
#include "scalar_expand.h"

#include "analysis/scop.h"
#include "dialects/affine.h"
#include "dialects/affine_build.h"
#include "dialects/memref_build.h"
#include "ir/rewrite.h"

/* A buffer's element for the iteration of the loops in box: ivs - lo. */
static IrAffineMap *element_map(IrContext *ctx, const ScopIvBox *box) {
  unsigned n = box->num_ivs;
  IrAffineExpr **exprs = ir_alloc(ctx, (n + 1) * sizeof *exprs);
  for (unsigned d = 0; d < n; d++)
    exprs[d] = ir_affine_add(ctx, ir_affine_dim(ctx, d),
                             ir_affine_constant(ctx, -box->lo[d]));
  return ir_affine_map(ctx, n, 0, n, exprs);
}

/* The type of a buffer of elem with one element per point of box; NULL
 * when it would hold more than max_elements. */
static IrType *buffer_type(IrContext *ctx, const ScopIvBox *box,
                           IrType *elem, int64_t max_elements) {
  int64_t *shape = ir_alloc(ctx, (box->num_ivs + 1) * sizeof *shape);
  int64_t total = 1;
  for (unsigned d = 0; d < box->num_ivs; d++) {
    shape[d] = box->hi[d] - box->lo[d] + 1;
    if (shape[d] <= 0 || shape[d] > max_elements / total)
      return NULL;
    total *= shape[d];
  }
  return ir_type_memref(ctx, (int)box->num_ivs, shape, elem, NULL, NULL);
}

/* Whether loop's carried values can go to memory: scalars, and loops
 * around it whose ranges are constants; their box in *box. */
static bool expandable(IrContext *ctx, isl_ctx *ictx, IrOp *loop,
                       int64_t max_elements, ScopIvBox *box) {
  for (unsigned i = 0; i < loop->num_results; i++) {
    IrType *t = loop->results[i]->type;
    if (!(ir_type_is_int_or_index(t) || ir_type_is_float(t)))
      return false;
  }
  if (!scop_iv_box(ctx, ictx, loop, box))
    return false;
  return buffer_type(ctx, box, loop->results[0]->type, max_elements);
}

/* Makes every use of v a load of buf's element (map of ivs), placed right
 * before the op that uses it. */
static void load_at_uses(IrContext *ctx, IrValue *v, IrValue *buf,
                         IrAffineMap *map, IrValue **ivs) {
  while (v->first_use) {
    IrUse *u = v->first_use;
    IrOp *user = u->owner;
    IrOp *load = affine_build_load(ctx, user->loc, buf, map, ivs);
    ir_op_insert_before(user, load);
    ir_op_set_operand(user, ir_use_index(u), load->results[0]);
  }
}

/* The loop's iter_arg i in buf: stored first, loaded where used, stored
 * again where the body yields it. */
static void expand_value(IrContext *ctx, IrOp *loop, unsigned i, IrValue *buf,
                         IrAffineMap *map, IrValue **ivs) {
  AffineForBounds fb;
  affine_for_get_bounds(loop, &fb);
  IrBlock *body = loop->regions[0].first;
  IrOp *yield = ir_block_terminator(body);
  IrValue *arg = body->args[1 + i], *next = ir_op_operand(yield, i);
  ir_op_insert_before(loop, affine_build_store(ctx, loop->loc,
                                               ir_op_operand(loop,
                                                             fb.first_init + i),
                                               buf, map, ivs));
  if (next != arg)
    ir_op_insert_before(yield,
                        affine_build_store(ctx, yield->loc, next, buf, map,
                                           ivs));
}

/* Replaces loop, its iter_args in bufs, by a loop without them. */
static void drop_iter_args(IrContext *ctx, IrOp *loop, IrValue **bufs,
                            IrAffineMap *map, IrValue **ivs) {
  IrBlock *body = loop->regions[0].first;
  IrOp *yield = ir_block_terminator(body);
  ir_op_insert_before(yield, affine_build_yield(ctx, yield->loc, 0, NULL));
  ir_op_erase(yield);
  for (unsigned i = 0; i < loop->num_results; i++) {
    load_at_uses(ctx, body->args[1 + i], bufs[i], map, ivs);
    load_at_uses(ctx, loop->results[i], bufs[i], map, ivs);
  }
  for (unsigned i = loop->num_results; i > 0; i--)
    ir_block_erase_arg(body, i);
  affine_for_rebuild(ctx, loop, 0, NULL);
}

/* Expands loop's iter_args into new buffers, recorded in out. */
static void expand_loop(IrContext *ctx, IrOp *loop, const ScopIvBox *box,
                        ExpandedNest *out) {
  IrAffineMap *map = element_map(ctx, box);
  IrValue **bufs = ir_alloc(ctx, loop->num_results * sizeof *bufs);
  IrBlock *block = out->nest->parent;
  for (unsigned i = 0; i < loop->num_results; i++) {
    IrType *t = buffer_type(ctx, box, loop->results[i]->type, INT64_MAX);
    IrOp *alloc = memref_build_alloc(ctx, "memref.alloc", loop->loc, t);
    ir_op_insert_before(block->first, alloc);
    ir_op_insert_before(ir_block_terminator(block),
                        memref_build_dealloc(ctx, loop->loc,
                                             alloc->results[0]));
    out->allocs[out->num_buffers++] = alloc;
    bufs[i] = alloc->results[0];
    expand_value(ctx, loop, i, bufs[i], map, box->ivs);
  }
  drop_iter_args(ctx, loop, bufs, map, box->ivs);
}

bool scalar_expand_nest(IrContext *ctx, isl_ctx *ictx, IrOp *nest,
                        int64_t max_elements, ExpandedNest *out) {
  if (nest->num_results)
    return false;
  unsigned num;
  IrOp **loops = ir_collect_ops(ctx, nest, "affine.for", &num);
  ScopIvBox *boxes = ir_alloc(ctx, (num + 1) * sizeof *boxes);
  unsigned carried = 0, num_buffers = 0;
  for (unsigned k = 0; k < num; k++) {
    if (!loops[k]->num_results)
      continue;
    if (!expandable(ctx, ictx, loops[k], max_elements, &boxes[k]))
      return false;
    carried++;
    num_buffers += loops[k]->num_results;
  }
  if (!carried)
    return false;
  IrMap *copies = ir_map_create();
  *out = (ExpandedNest){nest, ir_op_clone(ctx, nest, copies), 0,
                        ir_alloc(ctx, num_buffers * sizeof *out->allocs)};
  ir_map_destroy(copies);
  for (unsigned k = 0; k < num; k++)
    if (loops[k]->num_results)
      expand_loop(ctx, loops[k], &boxes[k], out);
  return true;
}

void scalar_expand_undo(ExpandedNest *e) {
  ir_op_insert_before(e->nest, e->original);
  ir_op_erase(e->nest);
  for (unsigned i = 0; i < e->num_buffers; i++) {
    IrValue *buf = e->allocs[i]->results[0];
    while (buf->first_use)
      ir_op_erase(buf->first_use->owner); /* its memref.dealloc */
    ir_op_erase(e->allocs[i]);
  }
}

void scalar_expand_keep(ExpandedNest *e) { ir_op_erase(e->original); }
