/*
 * c_scalar_math.c - the math dialect in C.
 *
 * Float functions call libm's function for the width (sinf for f32 and
 * the half types, sin for f64); f16 and bf16 compute in float and round
 * back, as LLVM does. Where MLIR's lowering (math-to-funcs, math-to-llvm,
 * math-to-libm, in that order) does not call the libm function of the
 * same name, affc computes what that lowering computes: rsqrt is 1 / sqrt,
 * expm1 is exp(x) - 1 and log1p log(1 + x) (unless MLIR folds them, with
 * libm's expm1 and log1p), roundeven is rint (the default rounding mode is
 * to nearest even), fpowi and ipowi are MLIR's square-and-multiply loops.
 */
#include <string.h>

#include "c_scalar_impl.h"

#define T (c->type)
#define UP(i) cs_float_up(c, T, c->args[i])

/* The float ops that are one libm call: op name, libm base name. */
static const struct {
  const char *op, *fn;
} libm_calls[] = {
    {"math.absf", "fabs"},     {"math.acos", "acos"},
    {"math.acosh", "acosh"},   {"math.asin", "asin"},
    {"math.asinh", "asinh"},   {"math.atan", "atan"},
    {"math.atanh", "atanh"},   {"math.cbrt", "cbrt"},
    {"math.ceil", "ceil"},     {"math.cos", "cos"},
    {"math.cosh", "cosh"},     {"math.erf", "erf"},
    {"math.erfc", "erfc"},     {"math.exp", "exp"},
    {"math.exp2", "exp2"},
    {"math.floor", "floor"},   {"math.log", "log"},
    {"math.log10", "log10"},
    {"math.log2", "log2"},     {"math.round", "round"},
    {"math.roundeven", "rint"}, {"math.sin", "sin"},
    {"math.sinh", "sinh"},     {"math.sqrt", "sqrt"},
    {"math.tan", "tan"},       {"math.tanh", "tanh"},
    {"math.trunc", "trunc"},   {"math.atan2", "atan2"},
    {"math.copysign", "copysign"}, {"math.powf", "pow"},
    {"math.fma", "fma"},
};

static const char *libm_base(const char *op) {
  for (size_t i = 0; i < sizeof libm_calls / sizeof libm_calls[0]; i++)
    if (strcmp(libm_calls[i].op, op) == 0)
      return libm_calls[i].fn;
  return NULL;
}

/* fn(operands...) for the libm function of the op. */
static const char *libm_call(const CsCall *c) {
  const char *args = UP(0);
  for (unsigned i = 1; i < c->op->num_operands; i++)
    args = cs_fmt(c, "%s, %s", args, UP(i));
  return cs_float_down(c, T, cs_fmt(c, "%s(%s)",
                                    cs_libm(c, T, libm_base(c->op->name)),
                                    args));
}

/* e of type T rounded to T, as an operand of the next step of a formula
 * (a no-op for f32 and f64). */
static const char *round_step(const CsCall *c, const char *e) {
  return cs_float_up(c, T, cs_float_down(c, T, e));
}

/* expm1 and log1p: MLIR folds constant operands with libm's expm1 and
 * log1p, and lowers the others to exp(x) - 1 and log(1 + x), each step
 * rounded to the type. */
static const char *expm1_op(const CsCall *c) {
  if (!cs_float_is_half(T) && cs_operands_fold(c))
    return cs_fmt(c, "%s(%s)", cs_libm(c, T, "expm1"), c->args[0]);
  const char *e = round_step(c, cs_fmt(c, "%s(%s)", cs_libm(c, T, "exp"),
                                       UP(0)));
  return cs_float_down(c, T, cs_fmt(c, "(%s - %s)", e,
                                    T->u.fp.kind == IR_F64 ? "1.0" : "1.0f"));
}

static const char *log1p_op(const CsCall *c) {
  if (!cs_float_is_half(T) && cs_operands_fold(c))
    return cs_fmt(c, "%s(%s)", cs_libm(c, T, "log1p"), c->args[0]);
  const char *e = round_step(c, cs_fmt(c, "(%s + %s)",
                                       T->u.fp.kind == IR_F64 ? "1.0" : "1.0f",
                                       UP(0)));
  return cs_float_down(c, T, cs_fmt(c, "%s(%s)", cs_libm(c, T, "log"), e));
}

/* rsqrt is 1 / sqrt(x), the square root rounded to the type first. */
static const char *rsqrt(const CsCall *c) {
  const char *one = T->u.fp.kind == IR_F64 ? "1.0" : "1.0f";
  const char *root = round_step(c, cs_fmt(c, "%s(%s)", cs_libm(c, T, "sqrt"),
                                          UP(0)));
  return cs_float_down(c, T, cs_fmt(c, "(%s / %s)", one, root));
}

/* sincos: result 0 is the sine, result 1 the cosine. */
static const char *sincos(const CsCall *c) {
  return cs_float_down(c, T, cs_fmt(c, "%s(%s)",
                                    cs_libm(c, T, c->result ? "cos" : "sin"),
                                    UP(0)));
}

/* clampf(x, lo, hi) = minnumf(maxnumf(x, lo), hi), MLIR's definition
 * (its LLVM lowering has none). */
static const char *clampf(const CsCall *c) {
  const char *sfx = T->u.fp.kind == IR_F64 ? "" : "_f32";
  return cs_float_down(c, T, cs_rt(c, "affc_minnumf%s(affc_maxnumf%s(%s, %s), %s)",
                                   sfx, sfx, UP(0), UP(1), UP(2)));
}

/* The classification macros of <math.h>; isnormal of a half type tests
 * its own exponent range, not float's. */
static const char *classify(const CsCall *c, const char *macro) {
  return cs_fmt(c, "%s(%s)", macro, UP(0));
}

static const char *isnan_op(const CsCall *c) { return classify(c, "isnan"); }
static const char *isinf_op(const CsCall *c) { return classify(c, "isinf"); }
static const char *isfinite_op(const CsCall *c) {
  return classify(c, "isfinite");
}
static const char *isnormal_op(const CsCall *c) {
  if (cs_float_is_half(T))
    return cs_rt(c, "affc_isnormal_%s(%s)",
                 T->u.fp.kind == IR_F16 ? "f16" : "bf16", c->args[0]);
  return classify(c, "isnormal");
}

/* The rounding formats of affc_fpowi. */
static int format_code(const IrType *t) {
  switch (t->u.fp.kind) {
  case IR_F16: return 2;
  case IR_BF16: return 3;
  case IR_F32: return 1;
  default: return 0;
  }
}

static const char *fpowi(const CsCall *c) {
  const IrType *pt = ir_op_operand(c->op, 1)->type;
  const char *e = cs_rt(c, "affc_fpowi(%s, %s, %u, %d)", UP(0),
                        cs_int_sext(c, pt, c->args[1]), cs_int_width(pt),
                        format_code(T));
  return cs_float_down(c, T, cs_fmt(c, "((%s)%s)", cs_float_compute_type(T),
                                    e));
}

/* ---------------------------------------------------- integer math */

static const char *absi(const CsCall *c) {
  return cs_int_wrap(c, T, cs_rt(c, "affc_absi(%s)",
                                 cs_int_sext(c, T, c->args[0])));
}

static const char *ipowi(const CsCall *c) {
  return cs_int_wrap(c, T, cs_rt(c, "affc_ipowi(%s, %s)",
                                 cs_int_sext(c, T, c->args[0]),
                                 cs_int_sext(c, T, c->args[1])));
}

static const char *count(const CsCall *c, const char *fn) {
  return cs_int_wrap(c, T, cs_rt(c, "affc_%s(%s, %u)", fn,
                                 cs_int_zext(c, T, c->args[0]),
                                 cs_int_width(T)));
}

static const char *ctlz(const CsCall *c) { return count(c, "ctlz"); }
static const char *cttz(const CsCall *c) { return count(c, "cttz"); }
static const char *ctpop(const CsCall *c) {
  return cs_int_wrap(c, T, cs_rt(c, "affc_ctpop(%s)",
                                 cs_int_zext(c, T, c->args[0])));
}

static const CsRuleEntry math_rules[] = {
    {"math.rsqrt", rsqrt},       {"math.expm1", expm1_op},
    {"math.log1p", log1p_op},    {"math.sincos", sincos},
    {"math.clampf", clampf},     {"math.isnan", isnan_op},
    {"math.isinf", isinf_op},    {"math.isfinite", isfinite_op},
    {"math.isnormal", isnormal_op}, {"math.fpowi", fpowi},
    {"math.absi", absi},         {"math.ipowi", ipowi},
    {"math.ctlz", ctlz},         {"math.cttz", cttz},
    {"math.ctpop", ctpop},       {NULL, NULL},
};

CsRule cs_math_rule(const char *name) {
  if (libm_base(name))
    return libm_call;
  return cs_rule_find(math_rules, name);
}
