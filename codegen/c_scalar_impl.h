/*
 * c_scalar_impl.h - what the c_scalar*.c files share: one op's call (its
 * operands as C expressions and their types), the rules that turn a call
 * into a C expression, and the value representation of integers and
 * floats (README, "Value representation"):
 *
 *   i1          bool (0 or 1)
 *   i8 .. i64   int8_t .. int64_t, index int64_t
 *   other iN    zero-extended in the smallest uint8_t .. uint64_t, as
 *               LLVM stores such integers in memory
 *   f32, f64    float, double
 *   f16, bf16   affc_f16, affc_bf16: the bit pattern in a uint16_t;
 *               arithmetic converts to float, computes and rounds back
 *               after every op, as LLVM does without native half math.
 *
 * Integer arithmetic runs in the "compute type", uint32_t for widths up to
 * 32 and uint64_t above, so C never sees a signed overflow; the result is
 * converted back (wrapped) to the type.
 */
#ifndef AFFC_C_SCALAR_IMPL_H
#define AFFC_C_SCALAR_IMPL_H

#include "codegen/c_scalar.h"

/* One op (or reduction step) being translated. */
typedef struct CsCall {
  IrContext *ctx;
  const IrOp *op;       /* NULL for reduction steps */
  unsigned result;      /* which result is wanted */
  const IrType *type;   /* operand 0's scalar type */
  const IrType *rtype;  /* the wanted result's scalar type */
  const char *const *args;
  bool *uses_rt;
} CsCall;

/* Returns the C expression of the call, or NULL when the types are not
 * supported. */
typedef const char *(*CsRule)(const CsCall *c);

typedef struct CsRuleEntry {
  const char *name; /* full op name, e.g. "arith.addi" */
  CsRule rule;
} CsRuleEntry;

/* The rule of op `name` in each part, or NULL. */
CsRule cs_int_rule(const char *name);
CsRule cs_float_rule(const char *name);
CsRule cs_cast_rule(const char *name);
CsRule cs_math_rule(const char *name);
/* The rule named `name` in a table ending with a NULL name, or NULL. */
CsRule cs_rule_find(const CsRuleEntry *table, const char *name);

/* True when MLIR folds every operand of the call to a constant before
 * lowering (its folders then compute the op, sometimes not as its
 * lowering does). False for reduction steps. */
bool cs_operands_fold(const CsCall *c);

/* Formats a C expression into the arena. */
#define cs_fmt(c, ...) ir_sprintf((c)->ctx, __VA_ARGS__)
/* Formats an expression that calls the scalar runtime. */
const char *cs_rt(const CsCall *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* ------------------------------------------------------------ integers */

/* Width in bits of an integer or index type (index: 64). */
unsigned cs_int_width(const IrType *t);
/* True for i8, i16, i32, i64 and index: held in intN_t. */
bool cs_int_is_native(const IrType *t);
/* "uint32_t" or "uint64_t": where arithmetic on t runs. */
const char *cs_int_compute_type(const IrType *t);
/* e (of type t) as a compute-type value whose low bits are e's bits. */
const char *cs_int_low(const CsCall *c, const IrType *t, const char *e);
/* e's value zero-extended (a non-negative C value). */
const char *cs_int_zext(const CsCall *c, const IrType *t, const char *e);
/* e's value sign-extended (a signed C value). */
const char *cs_int_sext(const CsCall *c, const IrType *t, const char *e);
/* Any C integer expression e wrapped to type t (its low bits kept). */
const char *cs_int_wrap(const CsCall *c, const IrType *t, const char *e);
/* e (of an integer C type that may promote) cast back to t's C type when
 * that type is narrower than int. */
const char *cs_narrow(const CsCall *c, const IrType *t, const char *e);

/* -------------------------------------------------------------- floats */

/* "float" for f16, bf16 and f32, "double" for f64: where t computes. */
const char *cs_float_compute_type(const IrType *t);
/* e of float type t as a compute-type value, and back (rounding). */
const char *cs_float_up(const CsCall *c, const IrType *t, const char *e);
const char *cs_float_down(const CsCall *c, const IrType *t, const char *e);
/* True for f16 and bf16, held as bits. */
bool cs_float_is_half(const IrType *t);
/* The f32 or f64 libm name for t: base "sqrt" gives "sqrtf" or "sqrt". */
const char *cs_libm(const CsCall *c, const IrType *t, const char *base);

#endif
