/*
 * element_access.c - what the passes that move values out of memory ask
 * of loads and stores (element_access.h).
 */
#include "element_access.h"

#include "dialects/affine.h"
#include "dialects/dialect.h"

IrValue *scalar_access(const IrOp *op, AffineAccess *a) {
  if ((!ir_op_is(op, "affine.load") && !ir_op_is(op, "affine.store")) ||
      !affine_access_get(op, a))
    return NULL;
  return op->operands[a->memref].value;
}

bool same_element(const IrOp *x, const IrOp *y) {
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

bool may_access(const IrOp *op, const IrValue *m, bool reads) {
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
