/*
 * remove_dead_ops.c - the remove-dead-ops pass (affc's own): erases the
 * ops whose results nothing uses and whose running would change nothing
 * (MLIR's trivially dead ops): ops free of memory effects (pure ops, every
 * arith and math op), reads (affine.load and vector_load, memref.load,
 * memref.dim), and affine.for and affine.if ops without results whose
 * bodies hold nothing but their terminator. Users go before what they use
 * (a walk from the end of each block), and an emptied loop goes too, so
 * one run removes whole dead chains.
 */
#include <string.h>

#include "dialects/dialect.h"
#include "ir/rewrite.h"
#include "pass.h"

static bool has_uses(const IrOp *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->first_use)
      return true;
  return false;
}

/* True when every region of op holds only blocks with only a terminator. */
static bool is_empty_structure(const IrOp *op) {
  if (!ir_op_is(op, "affine.for") && !ir_op_is(op, "affine.if"))
    return false;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const IrBlock *b = op->regions[r].first; b; b = b->next)
      if (b->first != b->last)
        return false;
  return true;
}

static bool without_effect(const IrOp *op) {
  static const char *const reads[] = {"affine.load", "affine.vector_load",
                                      "memref.load", "memref.dim"};
  if (ir_op_is_memory_effect_free(op) &&
      !ir_op_has_trait(op, IR_TRAIT_TERMINATOR))
    return true;
  for (unsigned i = 0; i < sizeof reads / sizeof reads[0]; i++)
    if (ir_op_is(op, reads[i]))
      return true;
  return is_empty_structure(op);
}

/* Removes the dead ops nested in op, innermost and last first; returns
 * how many. */
static unsigned sweep(IrOp *op) {
  unsigned n = 0;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].last; b; b = b->prev)
      for (IrOp *in = b->last, *prev; in; in = prev) {
        n += sweep(in);
        prev = in->prev;
        if (!has_uses(in) && without_effect(in) && ir_op_erase(in))
          n++;
      }
  return n;
}

static bool run(Pass *pass, IrOp *func) {
  unsigned n = sweep(func);
  if (n)
    pass_remark(pass, func->loc, "removed %u op%s nothing used", n,
                n == 1 ? "" : "s");
  return true;
}

const PassDef pass_remove_dead_ops = {
    .name = "remove-dead-ops",
    .summary = "erase ops without effect whose results nothing uses, and "
               "empty loops (affc)",
    .run = run,
};
