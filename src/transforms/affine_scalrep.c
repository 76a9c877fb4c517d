/*
 * affine_scalrep.c - the affine-scalrep pass, as MLIR's pass of the same
 * name: memory accesses replaced by the values they move.
 *
 * - Store-to-load forwarding: an affine.load of the element an
 *   affine.store before it in the same block wrote, with nothing between
 *   them that may write that memref, reads the stored value.
 * - Redundant loads: a load of the element a load before it in the same
 *   block read, with nothing between them that may write the memref,
 *   reads that load's value.
 * - Dead stores: a store whose element a later store of the same block
 *   writes again, with nothing between them that may read the memref.
 * - Write-only memrefs: a memref the function allocates (memref.alloc or
 *   memref.alloca) that is only stored into and deallocated is erased
 *   with its stores.
 *
 * After loop fusion, this is what removes the temporaries between fused
 * element-wise nests: the consumer's load reads the producer's value and
 * the temporary goes. "The same element" is the same memref value, map
 * and map operands (compose-affine-maps makes equal subscripts so); a
 * store to another memref blocks the way unless the two cannot alias (one
 * is an allocation of this function), as MLIR's local alias analysis
 * tells its pass (element_access.h).
 */
#include "dialects/affine.h"
#include "dialects/dialect.h"
#include "element_access.h"
#include "ir/rewrite.h"
#include "pass.h"

/* The value a load could read instead of memory: that of the closest
 * store or load of its element before it in its block, with no op
 * between them that may write the memref; NULL if none. *from gets that
 * access. */
static IrValue *known_value(const IrOp *load, IrOp **from) {
  AffineAccess a;
  IrValue *m = scalar_access(load, &a);
  for (IrOp *op = load->prev; op; op = op->prev) {
    if (same_element(op, load)) {
      *from = op;
      AffineAccess s;
      scalar_access(op, &s);
      return s.value >= 0 ? op->operands[s.value].value : op->results[0];
    }
    if (may_access(op, m, false))
      return NULL;
  }
  return NULL;
}

/* The store after store in its block that writes its element again
 * before anything may read the memref, or NULL. */
static IrOp *overwriting(const IrOp *store) {
  AffineAccess a;
  IrValue *m = scalar_access(store, &a);
  for (IrOp *op = store->next; op; op = op->next) {
    if (ir_op_is(op, "affine.store") && same_element(op, store))
      return op;
    if (may_access(op, m, true))
      return NULL;
  }
  return NULL;
}

/* Calls visit on every op nested in op, each after the ops nested in it;
 * visit returns the op to go on with (it may erase its op, and ops after
 * it). */
static void walk(Pass *pass, IrOp *op, IrOp *(*visit)(Pass *, IrOp *)) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *in = b->first; in;) {
        walk(pass, in, visit);
        in = visit(pass, in);
      }
}

/* Erases op when it is a store written over before any read, or a load
 * whose value is known without reading memory (its uses take the value). */
static IrOp *forward(Pass *pass, IrOp *op) {
  IrOp *next = op->next, *from, *over;
  if (ir_op_is(op, "affine.store") && (over = overwriting(op))) {
    pass_remark(pass, op->loc, "store erased: %s writes its element again",
                pass_where(pass->ctx, over));
    ir_op_erase(op);
    return next;
  }
  IrValue *v = ir_op_is(op, "affine.load") ? known_value(op, &from) : NULL;
  if (!v)
    return next;
  pass_remark(pass, op->loc, "load replaced by the value %s %s",
              ir_op_is(from, "affine.store") ? "stored by" : "read by",
              pass_where(pass->ctx, from));
  ir_value_replace_all_uses(op->results[0], v);
  ir_op_erase(op);
  return next;
}

/* True when every use of memref m is a store into it or a dealloc. */
static bool only_written(const IrValue *m) {
  AffineAccess a;
  for (const IrUse *u = m->first_use; u; u = u->next)
    if (!ir_op_is(u->owner, "memref.dealloc") &&
        !(ir_op_is(u->owner, "affine.store") &&
          scalar_access(u->owner, &a) == m && ir_use_index(u) == a.memref))
      return false;
  return true;
}

/* Erases op when it allocates a memref that is only written, with its
 * stores and deallocs. */
static IrOp *erase_write_only(Pass *pass, IrOp *op) {
  IrOp *next = op->next;
  bool alloc = ir_op_is(op, "memref.alloc") || ir_op_is(op, "memref.alloca");
  if (!alloc || !only_written(op->results[0]))
    return next;
  pass_remark(pass, op->loc, "memref erased: it is only written");
  while (op->results[0]->first_use) {
    IrOp *user = op->results[0]->first_use->owner;
    if (user == next)
      next = next->next;
    ir_op_erase(user);
  }
  ir_op_erase(op);
  return next;
}

static bool run(Pass *pass, IrOp *func) {
  walk(pass, func, forward);
  walk(pass, func, erase_write_only);
  return true;
}

const PassDef pass_affine_scalrep = {
    .name = "affine-scalrep",
    .summary = "forward stored values to loads of the same element, reuse "
               "loaded ones, and erase memrefs that are only written",
    .run = run,
};
