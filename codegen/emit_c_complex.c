/*
 * emit_c_complex.c - the complex dialect's ops on complex<f32> and
 * complex<f64>: a value is a struct of its two parts (affc_complex_f32),
 * parts are its fields, and each op is a call of the runtime piece
 * "complex", which computes what MLIR's --convert-complex-to-standard
 * expands the op to. The ops that expansion writes with polynomial
 * approximations or long chains of special cases (pow, powi, tan, tanh,
 * sin, cos, expm1, log1p, rsqrt, atan2) and bitcast are refused.
 */
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"

/* "f32" or "f64" for complex type t, or NULL for other part types. */
static const char *part_suffix(const IrType *t) {
  if (!ir_type_is_float_complex(t))
    return NULL;
  IrFloatKind k = t->u.complex.elem->u.fp.kind;
  return k == IR_F32 ? "f32" : k == IR_F64 ? "f64" : NULL;
}

const char *c_complex_type(CEmit *e, const IrType *t) {
  const char *s = part_suffix(t);
  if (!s)
    return NULL;
  c_use(e, C_PIECE_COMPLEX);
  return ir_sprintf(e->ctx, "affc_complex_%s", s);
}

/* The complex type op works on: its first operand's, else its result's. */
static IrType *complex_of(const IrOp *op) {
  IrType *t = op->num_operands ? ir_op_operand(op, 0)->type : NULL;
  return t && t->kind == IR_TYPE_COMPLEX ? t : op->results[0]->type;
}

/* "(affc_complex_f32){re, im}" from two part expressions. */
static const char *make(CEmit *e, const IrType *t, const char *re,
                        const char *im) {
  return ir_sprintf(e->ctx, "((%s){%s, %s})", c_complex_type(e, t), re, im);
}

static bool emit_constant(CEmit *e, IrOp *op) {
  IrType *t = op->results[0]->type;
  IrAttr *v = ir_op_attr(op, "value");
  bool uses_rt = false;
  const char *re = c_scalar_literal(e->ctx, v->u.array.elems[0],
                                    t->u.complex.elem, &uses_rt);
  const char *im = c_scalar_literal(e->ctx, v->u.array.elems[1],
                                    t->u.complex.elem, &uses_rt);
  if (!part_suffix(t) || !re || !im)
    return c_unsupported(e, op, "of this type");
  c_bind(e, op->results[0], make(e, t, re, im), false);
  return true;
}

static bool emit_create(CEmit *e, IrOp *op) {
  IrType *t = op->results[0]->type;
  if (!part_suffix(t))
    return c_unsupported(e, op, "of this type");
  c_bind(e, op->results[0],
         make(e, t, c_operand(e, op, 0), c_operand(e, op, 1)), false);
  return true;
}

/* complex.re and complex.im: a field of the operand. */
static bool emit_part(CEmit *e, IrOp *op) {
  if (!part_suffix(complex_of(op)))
    return c_unsupported(e, op, "of this type");
  const char *field = strcmp(op->name, "complex.re") ? "im" : "re";
  c_bind(e, op->results[0],
         ir_sprintf(e->ctx, "%s.%s", c_operand(e, op, 0), field), false);
  return true;
}

/* Every other op the runtime has: affc_complex_<op>_<part>(operands). */
static bool emit_call(CEmit *e, IrOp *op) {
  const char *s = part_suffix(complex_of(op));
  if (!s || !c_type(e, op->results[0]->type))
    return c_unsupported(e, op, "of this type");
  c_use(e, C_PIECE_COMPLEX);
  const char *call = ir_sprintf(e->ctx, "affc_complex_%s_%s(%s",
                                op->name + strlen("complex."), s,
                                c_operand(e, op, 0));
  if (op->num_operands == 2)
    call = ir_sprintf(e->ctx, "%s, %s", call, c_operand(e, op, 1));
  c_bind(e, op->results[0], ir_sprintf(e->ctx, "%s)", call), false);
  return true;
}

/* The other complex ops: a clear refusal rather than wrong bits. */
static bool emit_refused(CEmit *e, IrOp *op) {
  return c_unsupported(e, op,
                       "(of the complex ops, affc translates constant, "
                       "create, re, im, add, sub, mul, div, neg, conj, abs, "
                       "angle, eq, neq, exp, log, sign and sqrt)");
}

const COpRow c_rows_complex[] = {
    {"complex.constant", emit_constant}, {"complex.create", emit_create},
    {"complex.re", emit_part},           {"complex.im", emit_part},
    {"complex.add", emit_call},          {"complex.sub", emit_call},
    {"complex.mul", emit_call},          {"complex.div", emit_call},
    {"complex.neg", emit_call},          {"complex.conj", emit_call},
    {"complex.abs", emit_call},          {"complex.angle", emit_call},
    {"complex.eq", emit_call},           {"complex.neq", emit_call},
    {"complex.exp", emit_call},          {"complex.log", emit_call},
    {"complex.sign", emit_call},         {"complex.sqrt", emit_call},
    {"complex.*", emit_refused},         {NULL, NULL},
};
