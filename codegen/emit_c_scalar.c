/*
 * emit_c_scalar.c - arith, math and ub ops, whose meaning on one scalar
 * comes from c_scalar.h; on vectors they apply lane by lane
 * (emit_c_vector.c).
 */
#include "c_emit.h"
#include "c_scalar.h"

/* True when op works on vectors (some operand or result is one). */
static bool on_vectors(const IrOp *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (ir_op_operand(op, i)->type->kind == IR_TYPE_VECTOR)
      return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->type->kind == IR_TYPE_VECTOR)
      return true;
  return false;
}

bool c_bind_constant(CEmit *e, IrOp *op) {
  IrValue *r = op->results[0];
  bool uses_rt = false;
  const char *lit =
      c_scalar_literal(e->ctx, ir_op_attr(op, "value"), r->type, &uses_rt);
  if (!lit)
    return c_unsupported(e, op, "of this type");
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  /* A literal reads better than a variable holding it, at every use. */
  if (c_is_hoisted(e, r))
    c_declare(e, r, lit);
  else
    c_set_expr(e, r, c_paren(e->ctx, lit));
  return true;
}

static bool emit_constant(CEmit *e, IrOp *op) {
  if (op->results[0]->type->kind == IR_TYPE_VECTOR)
    return c_emit_vector_constant(e, op);
  return c_bind_constant(e, op);
}

/* Any arith or math op on scalars, through c_scalar_op. */
static bool emit_scalar_op(CEmit *e, IrOp *op) {
  if (on_vectors(op))
    return c_emit_lanewise(e, op);
  const char **args = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *args);
  for (unsigned i = 0; i < op->num_operands; i++)
    args[i] = c_operand(e, op, i);
  for (unsigned r = 0; r < op->num_results; r++) {
    bool uses_rt = false;
    const char *expr = c_scalar_op(e->ctx, op, r, args, &uses_rt);
    if (!expr || !c_type(e, op->results[r]->type))
      return c_unsupported(e, op, "on these types");
    if (uses_rt)
      c_use(e, C_PIECE_SCALAR);
    c_bind(e, op->results[r], expr, false);
  }
  return true;
}

/* arith.select of two ranked memrefs: the chosen one's base and parts,
 * each picked by the condition (held in a variable unless it is a name or
 * a constant, so every use sees the value it had here). */
static bool emit_select_memref(CEmit *e, IrOp *op) {
  CMemref *a = c_val(e, ir_op_operand(op, 1))->mem;
  CMemref *b = c_val(e, ir_op_operand(op, 2))->mem;
  if (!a || !b)
    return c_unsupported(e, op, "on unranked memrefs");
  const char *cond = c_stable(e, c_operand(e, op, 0), "cond");
  const char **pa, **pb;
  unsigned n = c_memref_part_values(e, a, &pa);
  c_memref_part_values(e, b, &pb);
  const char **parts = ir_alloc(e->ctx, (n + 1) * sizeof *parts);
  for (unsigned i = 0; i < n; i++)
    parts[i] = ir_sprintf(e->ctx, "(%s ? %s : %s)", cond, pa[i], pb[i]);
  const char *base = ir_sprintf(e->ctx, "(%s ? %s : %s)", cond,
                                c_memref_base(e, a), c_memref_base(e, b));
  c_bind_val(e, op->results[0],
             (CVal){.mem = c_memref_from_parts(e, op->results[0]->type, base,
                                               parts)});
  return true;
}

static bool emit_select(CEmit *e, IrOp *op) {
  return op->results[0]->type->kind == IR_TYPE_MEMREF
             ? emit_select_memref(e, op)
             : emit_scalar_op(e, op);
}

/* ub.poison: any value will do; zero is the one C can write. */
static bool emit_poison(CEmit *e, IrOp *op) {
  IrValue *r = op->results[0];
  if (!c_type(e, r->type))
    return c_unsupported(e, op, "of this type");
  if (r->type->kind == IR_TYPE_VECTOR) {
    c_declare(e, r, NULL);
    return true;
  }
  IrAttr *zero = ir_type_is_float(r->type)
                     ? ir_attr_float_value(e->ctx, r->type, 0.0)
                     : ir_attr_integer(e->ctx, r->type, 0);
  bool uses_rt = false;
  const char *lit = c_scalar_literal(e->ctx, zero, r->type, &uses_rt);
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  c_bind(e, r, lit ? lit : "0", false);
  return true;
}

const COpRow c_rows_scalar[] = {
    {"arith.constant", emit_constant},
    {"arith.select", emit_select},
    {"arith.*", emit_scalar_op},
    {"math.*", emit_scalar_op},
    {"ub.poison", emit_poison},
    {NULL, NULL},
};
