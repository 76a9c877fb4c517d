/*
 * c_live.c - which ops of a function the C needs.
 *
 * An op is live when it does something besides computing its results
 * (stores, calls, control flow, terminators) or when a live op needs one
 * of its results. A terminator that hands values to its parent (yields,
 * scf.condition) needs operand i only when the value it becomes (the
 * parent's result i, a loop's carried argument) is itself needed, so a
 * value computed only to be yielded into an unused result is dead too.
 * Everything dead stays out of the C: compilers warn about unused
 * variables, and the output must compile with -Wall -Wextra -Werror.
 */
#include <string.h>

#include "c_emit.h"
#include "dialects/affine.h"

static void set_live(CEmit *e, const IrOp *op) {
  c_map_put(e, e->live, op, (void *)op);
}

bool c_is_live(const CEmit *e, const IrOp *op) {
  return c_map_get(e->live, op) != NULL;
}

bool c_used(const CEmit *e, const IrValue *v) {
  for (const IrUse *u = v->first_use; u; u = u->next)
    if (c_is_live(e, u->owner))
      return true;
  return false;
}

/* True when use u of block argument v only hands v back to itself: the
 * yield of its own for loop, at v's position. */
static bool c_self_carried(const IrUse *u, const IrValue *v) {
  const IrOp *loop =
      v->kind == IR_VALUE_BLOCK_ARG && v->block->parent ? v->block->parent->parent
                                                        : NULL;
  return (ir_op_is(loop, "affine.for") || ir_op_is(loop, "scf.for")) &&
         u->owner == ir_block_terminator(v->block) &&
         ir_use_index(u) + 1 == v->index;
}

static bool operand_needed(const CEmit *e, const IrOp *t, unsigned i,
                           int depth);

/* c_needed with a bound on the values it follows: past it (a cycle of
 * loop-carried values), the value counts as needed. */
static bool needed(const CEmit *e, const IrValue *v, int depth) {
  if (depth > 16)
    return true;
  for (const IrUse *u = v->first_use; u; u = u->next) {
    if (!c_is_live(e, u->owner) || c_self_carried(u, v))
      continue;
    if (operand_needed(e, u->owner, ir_use_index(u), depth + 1))
      return true;
  }
  return false;
}

bool c_needed(const CEmit *e, const IrValue *v) { return needed(e, v, 0); }

/* True when init operand k of loop op (affine.for, scf.for) is needed:
 * its result or its carried argument is. */
static bool init_needed(const CEmit *e, const IrOp *loop, unsigned k,
                        int depth) {
  return needed(e, loop->results[k], depth) ||
         needed(e, loop->regions[0].first->args[k + 1], depth);
}

/* Operand i of a loop: needed unless it is an unneeded initial value. */
static bool loop_operand_needed(const CEmit *e, const IrOp *op, unsigned i,
                                int depth) {
  AffineForBounds b;
  if (ir_op_is(op, "affine.for") && affine_for_get_bounds(op, &b) &&
      i >= b.first_init && i < b.first_init + b.num_inits)
    return init_needed(e, op, i - b.first_init, depth);
  if (ir_op_is(op, "scf.for") && i >= 3)
    return init_needed(e, op, i - 3, depth);
  if (ir_op_is(op, "scf.while"))
    return needed(e, op->regions[0].first->args[i], depth);
  unsigned n, inits = ir_op_is(op, "scf.parallel") ? ir_op_segment(op, 3, &n) : 0;
  if (inits && i >= inits)
    return needed(e, op->results[i - inits], depth);
  return true;
}

/* True when operand i of op is needed: for a terminator or a loop's
 * initial value, when what it becomes is. */
static bool operand_needed(const CEmit *e, const IrOp *t, unsigned i,
                           int depth) {
  if (!ir_op_has_trait(t, IR_TRAIT_TERMINATOR))
    return c_affine_reads(e->ctx, t, i) && loop_operand_needed(e, t, i, depth);
  const IrOp *parent = t->parent->parent ? t->parent->parent->parent : NULL;
  bool yield = ir_op_is(t, "affine.yield") || ir_op_is(t, "scf.yield");
  if (ir_op_is(t, "scf.condition"))
    return i == 0 || needed(e, parent->results[i - 1], depth) ||
           needed(e, parent->regions[1].first->args[i - 1], depth);
  if (ir_op_is(t, "scf.reduce") && parent)
    return needed(e, parent->results[i], depth);
  if (!yield || !parent)
    return true;
  if (ir_op_is(parent, "scf.while"))
    return needed(e, parent->regions[0].first->args[i], depth);
  bool loop = ir_op_is(parent, "affine.for") || ir_op_is(parent, "scf.for");
  return (i < parent->num_results && needed(e, parent->results[i], depth)) ||
         (loop && needed(e, t->parent->args[i + 1], depth));
}

/* Marks live what op needs; returns whether anything changed. */
static bool mark_operands(CEmit *e, const IrOp *op) {
  bool changed = false;
  for (unsigned i = 0; i < op->num_operands; i++) {
    const IrValue *v = ir_op_operand(op, i);
    if (v->kind != IR_VALUE_RESULT || c_is_live(e, v->op) ||
        !operand_needed(e, op, i, 0))
      continue;
    set_live(e, v->op);
    changed = true;
  }
  return changed;
}

/* One pass over r: roots become live, live ops mark what they need. */
static bool pass(CEmit *e, const IrRegion *r) {
  bool changed = false;
  for (const IrBlock *b = r->first; b; b = b->next)
    for (const IrOp *op = b->last; op; op = op->prev) {
      if (!c_is_live(e, op) &&
          (!c_is_read_only(op) || !op->num_results ||
           ir_op_has_trait(op, IR_TRAIT_TERMINATOR))) {
        set_live(e, op);
        changed = true;
      }
      if (c_is_live(e, op))
        changed |= mark_operands(e, op);
      for (unsigned i = 0; i < op->num_regions; i++)
        changed |= pass(e, &op->regions[i]);
    }
  return changed;
}

/* Passes run backwards through each block, so a chain of uses in one
 * block settles in one pass; values flowing out through yields may need
 * another. */
void c_find_live(CEmit *e, const IrRegion *body) {
  while (pass(e, body))
    ;
}
