/*
 * emit_c_atomic.c - memref.atomic_rmw and memref.generic_atomic_rmw: the
 * element read, changed and written back inside one OpenMP critical
 * section that every atomic update of the program shares, so that no
 * other thread's update comes between (without -fopenmp the pragma is
 * ignored and the update is the plain sequence, the same sequential
 * meaning). The op's result, when used, is the value the element held
 * before.
 */
#include "c_emit.h"
#include "c_scalar.h"
#include "dialects/memref.h"

/* The element operand `first` and the subscripts after it name, or NULL
 * after reporting. */
static const char *element(CEmit *e, IrOp *op, unsigned first) {
  CMemref *m = c_val(e, ir_op_operand(op, first))->mem;
  if (!m)
    return c_unsupported(e, op, "on this memref"), NULL;
  int rank = m->type->u.shaped.rank;
  const char **idx = ir_alloc(e->ctx, ((size_t)rank + 1) * sizeof *idx);
  for (int i = 0; i < rank; i++)
    idx[i] = c_operand(e, op, first + 1 + (unsigned)i);
  return c_memref_elem(e, m, idx);
}

/* A variable for op's result when it is used, else NULL. */
static const char *old_value(CEmit *e, IrOp *op) {
  return c_used(e, op->results[0]) ? c_declare(e, op->results[0], NULL) : NULL;
}

/* Opens the critical section; returns the mark for c_close. */
static unsigned open_atomic(CEmit *e) {
  c_line(e, "#pragma omp critical(affc_atomic)");
  unsigned mark = c_mark(e);
  c_open(e, "{");
  return mark;
}

/* elem = elem <kind> value, the old value saved in old (when not NULL). */
static bool emit_atomic_rmw(CEmit *e, IrOp *op) {
  int kind = memref_atomic_rmw_kind(op);
  IrType *t = op->results[0]->type;
  const char *elem = element(e, op, 1);
  if (!elem)
    return false;
  const char *value = c_operand(e, op, 0), *old = old_value(e, op);
  unsigned mark = open_atomic(e);
  if (old)
    c_line(e, "%s = %s;", old, elem);
  bool uses_rt = false;
  const char *updated =
      kind == AFFINE_RED_ASSIGN
          ? value
          : c_scalar_combine(e->ctx, (AffineReduction)kind, t, old ? old : elem,
                             value, &uses_rt);
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  c_line(e, "%s = %s;", elem, c_unparen(e->ctx, updated));
  c_close(e, mark, "}");
  return true;
}

/* The body runs on the old value (its block argument) and yields the new
 * one. */
static bool emit_generic_atomic_rmw(CEmit *e, IrOp *op) {
  IrBlock *body = op->regions[0].first;
  const char *elem = element(e, op, 0);
  if (!elem)
    return false;
  const char *old = c_declare(e, op->results[0], NULL);
  unsigned mark = open_atomic(e);
  c_line(e, "%s = %s;", old, elem);
  c_set_expr(e, body->args[0], old);
  IrOp *yield = c_emit_body(e, &op->regions[0]);
  c_line(e, "%s = %s;", elem, c_unparen(e->ctx, c_operand(e, yield, 0)));
  c_close(e, mark, "}");
  return true;
}

const COpRow c_rows_atomic[] = {
    {"memref.atomic_rmw", emit_atomic_rmw},
    {"memref.generic_atomic_rmw", emit_generic_atomic_rmw},
    {NULL, NULL},
};
