/*
 * affine_register_promotion.c - the affine-register-promotion pass
 * (affc's own): an element that a loop loads and stores at subscripts the
 * loop does not change lives, across the loop, in a value the loop
 * carries (iter_args): loaded once before it, stored once after it.
 *
 *   affine.for %j = ... {                %s0 = affine.load %buf[%i]
 *     %a = affine.load %buf[%i]          %s = affine.for %j = ...
 *     %b = arith.addf %a, %x               iter_args(%acc = %s0) {
 *     affine.store %b, %buf[%i]    =>      %b = arith.addf %acc, %x
 *   }                                      affine.yield %b
 *                                        }
 *                                        affine.store %s, %buf[%i]
 *
 * After the scheduler, this puts the sums that scalar expansion kept in
 * memory back in registers, inside the tiles of the new order (mvt's sum
 * of row i across the j loop of a tile). The C emitter writes the carried
 * value as a local variable, which a C compiler keeps in a register even
 * where it cannot prove that the buffer and the other arrays do not
 * overlap.
 *
 * Only where nothing else in the loop may touch the memref (another
 * memref may alias it unless one of the two is an allocation of the
 * function: element_access.h), and where the loop runs at least once:
 * otherwise the load and store around it would touch an element the loop
 * never touched, which another thread may be writing. The values and
 * their order are unchanged, so the results are the input's bit for bit.
 */
#include "dialects/affine.h"
#include "dialects/affine_build.h"
#include "dialects/dialect.h"
#include "element_access.h"
#include "ir/rewrite.h"
#include "pass.h"

/* The most elements one loop keeps in registers. */
enum { MAX_PROMOTED = 8 };

/* True when v is defined outside loop. */
static bool defined_outside(const IrValue *v, const IrOp *loop) {
  const IrOp *def = v->kind == IR_VALUE_RESULT ? v->op
                                               : v->block->parent->parent;
  return def != loop && !ir_op_is_nested_in(def, loop);
}

/* True when the subscripts of access op do not change in loop. */
static bool invariant(const IrOp *op, const IrOp *loop) {
  AffineAccess a;
  scalar_access(op, &a);
  unsigned n = a.map->num_dims + a.map->num_symbols;
  for (unsigned i = 0; i < n; i++)
    if (!defined_outside(op->operands[a.first_index + i].value, loop))
      return false;
  return true;
}

/* True when loop runs at least once: constant bounds, or an upper bound
 * that is the lower one plus a positive constant (a point loop of a
 * full tile). */
static bool runs_at_least_once(IrContext *ctx, const IrOp *loop) {
  AffineForBounds fb;
  if (!affine_for_get_bounds(loop, &fb) || fb.lb_map->num_results != 1 ||
      fb.ub_map->num_results != 1)
    return false;
  unsigned nl = fb.lb_map->num_dims + fb.lb_map->num_symbols;
  unsigned nu = fb.ub_map->num_dims + fb.ub_map->num_symbols;
  if (fb.lb_map->num_dims != fb.ub_map->num_dims || nl != nu)
    return false;
  for (unsigned i = 0; i < nl; i++)
    if (loop->operands[fb.first_lb + i].value !=
        loop->operands[fb.first_ub + i].value)
      return false;
  IrAffineExpr *trips = ir_affine_sub(ctx, fb.ub_map->results[0],
                                      fb.lb_map->results[0]);
  return trips->kind == IR_AFFINE_CONSTANT && trips->value > 0;
}

/* True when the accesses of body's block to the element of access op
 * (in *group, their number in *n) are all nothing else in the body may
 * touch of its memref, and one of them is a store. */
static bool promotable(const IrOp *op, IrBlock *body, IrOp **group,
                       unsigned *n) {
  AffineAccess a;
  IrValue *m = scalar_access(op, &a);
  bool stores = false;
  *n = 0;
  for (IrOp *in = body->first; in; in = in->next) {
    if (same_element(in, op)) {
      group[(*n)++] = in;
      stores = stores || ir_op_is(in, "affine.store");
    } else if (may_access(in, m, true) || may_access(in, m, false)) {
      return false;
    }
  }
  return stores;
}

/* An element: a memref and its subscripts, map(operands). */
typedef struct Element {
  IrValue *memref;
  IrAffineMap *map;
  IrValue **operands;
} Element;

static Element element_of(IrContext *ctx, const IrOp *access) {
  AffineAccess a;
  IrValue *m = scalar_access(access, &a);
  return (Element){m, a.map,
                   ir_op_operand_values(ctx, access, a.first_index,
                                        a.map->num_dims +
                                            a.map->num_symbols)};
}

/* Takes the accesses of group g out of body: loads read the value the
 * body holds at that point (its carried value, arg, at first), stores
 * set it. Returns the value at the end of the body. */
static IrValue *carry(IrOp **group, unsigned n, IrValue *arg) {
  IrValue *current = arg;
  for (unsigned k = 0; k < n; k++) {
    IrOp *op = group[k];
    if (ir_op_is(op, "affine.store")) {
      current = ir_op_operand(op, 0);
    } else {
      ir_value_replace_all_uses(op->results[0], current);
    }
    ir_op_erase(op);
  }
  return current;
}

/* Rebuilds loop with the elements of groups[0..num) carried; returns the
 * new loop. The new yield is built first, yielding each carried value
 * unchanged, so that the value a group leaves at the end of the body is
 * a use there before the next group is carried: that group may replace
 * it (a load of one element stored into the other, and back). */
static IrOp *promote(IrContext *ctx, IrOp *loop, IrOp ***groups,
                     const unsigned *sizes, const Element *elements,
                     unsigned num) {
  AffineForBounds fb;
  affine_for_get_bounds(loop, &fb);
  IrBlock *body = loop->regions[0].first;
  IrOp *yield = ir_block_terminator(body);
  unsigned old = fb.num_inits, total = old + num;
  IrValue **inits = ir_alloc(ctx, (total + 1) * sizeof *inits);
  IrValue **yields = ir_alloc(ctx, (total + 1) * sizeof *yields);
  for (unsigned i = 0; i < old; i++) {
    inits[i] = ir_op_operand(loop, fb.first_init + i);
    yields[i] = ir_op_operand(yield, i);
  }
  for (unsigned g = 0; g < num; g++) {
    const Element *e = &elements[g];
    IrOp *load = affine_build_load(ctx, loop->loc, e->memref, e->map,
                                   e->operands);
    ir_op_insert_before(loop, load);
    inits[old + g] = load->results[0];
    yields[old + g] = ir_block_add_arg(ctx, body, load->results[0]->type,
                                       NULL, loop->loc);
  }
  IrOp *carried = affine_build_yield(ctx, yield->loc, total, yields);
  ir_op_insert_before(yield, carried);
  ir_op_erase(yield);
  for (unsigned g = 0; g < num; g++)
    ir_op_set_operand(carried, old + g,
                      carry(groups[g], sizes[g], yields[old + g]));
  return affine_for_rebuild(ctx, loop, total, inits);
}

/* Keeps in registers the elements loop may keep there. */
static void visit_loop(Pass *pass, IrOp *loop) {
  IrContext *ctx = pass->ctx;
  IrBlock *body = loop->regions[0].first;
  if (!runs_at_least_once(ctx, loop))
    return;
  IrOp **groups[MAX_PROMOTED];
  IrOp *firsts[MAX_PROMOTED];
  Element elements[MAX_PROMOTED];
  unsigned sizes[MAX_PROMOTED], num = 0, body_ops = 0;
  for (IrOp *in = body->first; in; in = in->next)
    body_ops++;
  for (IrOp *op = body->first; op && num < MAX_PROMOTED; op = op->next) {
    bool seen = false;
    for (unsigned g = 0; g < num && !seen; g++)
      seen = same_element(op, firsts[g]);
    if (seen || !scalar_access(op, &(AffineAccess){0}) ||
        !invariant(op, loop))
      continue;
    groups[num] = ir_alloc(ctx, body_ops * sizeof **groups);
    if (!promotable(op, body, groups[num], &sizes[num]))
      continue;
    firsts[num] = op;
    elements[num] = element_of(ctx, op);
    pass_remark(pass, op->loc,
                "element kept in a register across the loop at %d:%d "
                "(loaded before it, stored after it)",
                loop->loc.line, loop->loc.col);
    num++;
  }
  if (!num)
    return;
  IrOp *carrying = promote(ctx, loop, groups, sizes, elements, num);
  unsigned first = carrying->num_results - num;
  for (unsigned g = num; g > 0; g--) {
    const Element *e = &elements[g - 1];
    ir_op_insert_after(carrying,
                       affine_build_store(ctx, carrying->loc,
                                          carrying->results[first + g - 1],
                                          e->memref, e->map, e->operands));
  }
}

static bool run(Pass *pass, IrOp *func) {
  unsigned num;
  IrOp **loops = ir_collect_ops(pass->ctx, func, "affine.for", &num);
  for (unsigned i = num; i > 0; i--) /* inner loops first */
    visit_loop(pass, loops[i - 1]);
  return true;
}

const PassDef pass_affine_register_promotion = {
    .name = "affine-register-promotion",
    .summary = "keep an element a loop loads and stores at the same "
               "subscripts in a value the loop carries, loaded before the "
               "loop and stored after it",
    .run = run,
};
