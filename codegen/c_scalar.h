/*
 * c_scalar.h - scalar values in C: types, literals and the exact semantics
 * of every arith and math op, and of the reductions.
 *
 * The C emitter (emit_c*.c) owns statements, names and control flow; this
 * module owns what one scalar value means in C. Every function returns a C
 * expression as a string in the context's arena, fully parenthesized unless
 * it is a primary expression, so the caller can embed it anywhere. Operand
 * expressions passed in must be of the same kind (primary or
 * parenthesized). Expressions that need a helper of the scalar runtime
 * (runtime/affc_rt_scalar.h, functions named affc_*) set *uses_rt.
 *
 * Vectors are the emitter's business: it applies these per lane.
 */
#ifndef AFFC_C_SCALAR_H
#define AFFC_C_SCALAR_H

#include "dialects/affine.h"
#include "ir/ir.h"

/* The C type that holds a value of scalar type t ("int32_t", "double",
 * "int64_t" for index, ...), or NULL when t is not a scalar C can hold. */
const char *c_scalar_type(const IrType *t);
/* True when c_scalar_type(t) is defined by the scalar runtime (affc_f16,
 * affc_bf16): a program holding such values needs that piece. */
bool c_scalar_type_uses_rt(const IrType *t);

/* The value of an integer, float or bool attribute of scalar type t as a C
 * expression of type c_scalar_type(t); NULL for other attributes. */
const char *c_scalar_literal(IrContext *ctx, const IrAttr *a,
                             const IrType *t, bool *uses_rt);

/* Result number `result` of arith/math op `op` computed from the operand
 * expressions args[0 .. op->num_operands). NULL when op is not an arith or
 * math op on scalars (the caller reports it). */
const char *c_scalar_op(IrContext *ctx, const IrOp *op, unsigned result,
                        const char *const *args, bool *uses_rt);

/* acc (op) value for reduction kind k on scalar type t, with MLIR's
 * semantics (maximumf propagates NaN, ...), and its identity value. */
const char *c_scalar_combine(IrContext *ctx, AffineReduction k,
                             const IrType *t, const char *acc,
                             const char *value, bool *uses_rt);
const char *c_scalar_identity(IrContext *ctx, AffineReduction k,
                              const IrType *t, bool *uses_rt);

#endif
