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
 * tells its pass.
 */
#include "dialects/affine.h"
#include "dialects/dialect.h"
#include "ir/rewrite.h"
#include "pass.h"

/* The memref op accesses as a scalar affine.load or affine.store (the
 * parts in *a), or NULL. */
static IrValue *scalar_access(const IrOp *op, AffineAccess *a) {
  if ((!ir_op_is(op, "affine.load") && !ir_op_is(op, "affine.store")) ||
      !affine_access_get(op, a))
    return NULL;
  return op->operands[a->memref].value;
}

/* True when loads or stores x and y name the same element. */
static bool same_element(const IrOp *x, const IrOp *y) {
  AffineAccess ax, ay;
  IrValue *mx = scalar_access(x, &ax), *my = scalar_access(y, &ay);
  if (!mx || mx != my || ax.map != ay.map)
    return false;
  unsigned n = ax.map->num_dims + ax.map->num_symbols;
  for (unsigned i = 0; i < n; i++)
    if (x->operands[ax.first_index + i].value !=
        y->operands[ay.first_index + i].value)
      return false;
  return true;
}

/* The memref v is a view of, through any number of views, or v. */
static const IrValue *base_of(const IrValue *v) {
  while (v->kind == IR_VALUE_RESULT && ir_op_is_memref_view(v->op))
    v = v->op->operands[0].value;
  return v;
}

static bool is_allocation(const IrValue *v) {
  return v->kind == IR_VALUE_RESULT && (ir_op_is(v->op, "memref.alloc") ||
                                        ir_op_is(v->op, "memref.alloca"));
}

/* True when memrefs a and b may share memory, as MLIR's local alias
 * analysis tells: unless their bases differ and one is an allocation
 * (two function arguments may be one buffer). */
static bool may_alias(const IrValue *a, const IrValue *b) {
  a = base_of(a);
  b = base_of(b);
  return a == b || (!is_allocation(a) && !is_allocation(b));
}

/* The memref a read (reads) or a write (!reads) of op touches: the ops
 * that read or write one memref operand; NULL for others. */
static const IrValue *touched(const IrOp *op, bool reads) {
  static const char *const readers[] = {"affine.load", "affine.vector_load",
                                        "memref.load"};
  static const char *const writers[] = {"affine.store", "affine.vector_store",
                                        "memref.store"};
  const char *const *names = reads ? readers : writers;
  for (unsigned i = 0; i < 3; i++)
    if (ir_op_is(op, names[i]))
      return op->operands[reads ? 0 : 1].value;
  return NULL;
}

/* True when op (or an op nested in it) may read (reads) or write memref
 * m: a load (a store) of it or of a memref that may alias it, or an op
 * with effects the pass does not know (a call, a copy ...). */
static bool may_access(const IrOp *op, const IrValue *m, bool reads) {
  static const char *const known[] = {"affine.load", "affine.vector_load",
                                      "memref.load", "affine.store",
                                      "affine.vector_store", "memref.store",
                                      "memref.dim", "affine.yield",
                                      "affine.for", "affine.if",
                                      "affine.parallel"};
  const IrValue *t = touched(op, reads);
  if (t)
    return may_alias(t, m);
  bool is_known = ir_op_is_memory_effect_free(op);
  for (unsigned i = 0; i < sizeof known / sizeof known[0] && !is_known; i++)
    is_known = ir_op_is(op, known[i]);
  if (!is_known)
    return true;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const IrBlock *b = op->regions[r].first; b; b = b->next)
      for (const IrOp *in = b->first; in; in = in->next)
        if (may_access(in, m, reads))
          return true;
  return false;
}

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
