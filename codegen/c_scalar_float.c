/*
 * c_scalar_float.c - float values in C and the float ops of arith.
 *
 * f32 and f64 use C's operators and libm, which are IEEE's on every
 * target affc supports (FLT_EVAL_METHOD 0). f16 and bf16 values are bit
 * patterns: each op widens its operands to float, computes there and
 * rounds the result back, which is what LLVM does for half types on
 * targets without half arithmetic (and exact for + - * / and sqrt, since
 * float has more than twice their precision). Fastmath flags are ignored:
 * they only allow MLIR to be less exact, and mlir-runner's results
 * without optimization are the exact ones.
 */
#include "c_scalar_impl.h"

bool cs_float_is_half(const IrType *t) {
  return t->u.fp.kind == IR_F16 || t->u.fp.kind == IR_BF16;
}

const char *cs_float_compute_type(const IrType *t) {
  return t->u.fp.kind == IR_F64 ? "double" : "float";
}

const char *cs_float_up(const CsCall *c, const IrType *t, const char *e) {
  if (!cs_float_is_half(t))
    return e;
  return cs_rt(c, "affc_%s_to_f32(%s)",
               t->u.fp.kind == IR_F16 ? "f16" : "bf16", e);
}

const char *cs_float_down(const CsCall *c, const IrType *t, const char *e) {
  if (!cs_float_is_half(t))
    return e;
  return cs_rt(c, "affc_f32_to_%s(%s)",
               t->u.fp.kind == IR_F16 ? "f16" : "bf16", e);
}

const char *cs_libm(const CsCall *c, const IrType *t, const char *base) {
  return cs_fmt(c, "%s%s", base, t->u.fp.kind == IR_F64 ? "" : "f");
}

#define T (c->type)
#define UP(i) cs_float_up(c, T, c->args[i])

static const char *infix(const CsCall *c, const char *op) {
  return cs_float_down(c, T, cs_fmt(c, "(%s %s %s)", UP(0), op, UP(1)));
}

static const char *addf(const CsCall *c) { return infix(c, "+"); }
static const char *subf(const CsCall *c) { return infix(c, "-"); }
static const char *mulf(const CsCall *c) { return infix(c, "*"); }
static const char *divf(const CsCall *c) { return infix(c, "/"); }

/* fn(a, b) computed in the compute type, from libm (name without its f
 * suffix) or the runtime (rt: full f64 name; f32 adds "_f32"). */
static const char *call2(const CsCall *c, const char *fn, bool rt) {
  const char *name = rt ? (T->u.fp.kind == IR_F64 ? fn
                                                  : cs_fmt(c, "%s_f32", fn))
                        : cs_libm(c, T, fn);
  const char *e = cs_fmt(c, "%s(%s, %s)", name, UP(0), UP(1));
  if (rt)
    *c->uses_rt = true;
  return cs_float_down(c, T, e);
}

static const char *remf(const CsCall *c) { return call2(c, "fmod", false); }
/* maxnumf and minnumf differ between MLIR's folder and its lowering on
 * zeros of different signs (see affc_maxnumf in the runtime). The
 * lowering returns the first operand, but on f16 the second: x86-64
 * without AVX512-FP16 promotes f16 maxnum/minnum to calls of libm's
 * fmaxf/fminf, and glibc's (maxss/minss) return the second operand, so
 * affc swaps the operands there. LLVM leaves +0 vs -0 open, and with
 * AVX512-FP16 (vmaxsh, the first operand) mlir-runner's own f16 result
 * depends on the CPU it compiles for; affc's C must not, so it keeps
 * this one answer. */
static const char *num_minmax(const CsCall *c, const char *fn) {
  if (cs_operands_fold(c))
    return call2(c, cs_fmt(c, "%s_ordered", fn), true);
  if (T->u.fp.kind == IR_F16) {
    const char *f32 = cs_fmt(c, "%s_f32", fn);
    return cs_float_down(c, T, cs_rt(c, "%s(%s, %s)", f32, UP(1), UP(0)));
  }
  return call2(c, fn, true);
}

static const char *maxnumf(const CsCall *c) {
  return num_minmax(c, "affc_maxnumf");
}
static const char *minnumf(const CsCall *c) {
  return num_minmax(c, "affc_minnumf");
}
static const char *maximumf(const CsCall *c) {
  return call2(c, "affc_maximumf", true);
}
static const char *minimumf(const CsCall *c) {
  return call2(c, "affc_minimumf", true);
}

/* Negation flips the sign bit, NaNs included. */
static const char *negf(const CsCall *c) {
  if (cs_float_is_half(T))
    return cs_fmt(c, "((%s)(%s ^ 0x8000u))", c_scalar_type(T), c->args[0]);
  return cs_fmt(c, "(-%s)", c->args[0]);
}

/* arith.cmpf: predicate values follow arith's CmpFPredicate. Ordered
 * predicates are false on NaN, unordered ones true; the isgreater family
 * compares each operand once. false and true keep a use of the operands,
 * so no variable becomes unused. */
static const char *cmpf(const CsCall *c) {
  static const char *const forms[] = {
      "((void)%s, (void)%s, 0)", "(%s == %s)",
      "(%s > %s)",             "(%s >= %s)",
      "(%s < %s)",             "(%s <= %s)",
      "islessgreater(%s, %s)", "(!isunordered(%s, %s))",
      "(!islessgreater(%s, %s))", "(!islessequal(%s, %s))",
      "(!isless(%s, %s))",     "(!isgreaterequal(%s, %s))",
      "(!isgreater(%s, %s))",  "(%s != %s)",
      "isunordered(%s, %s)",   "((void)%s, (void)%s, 1)"};
  int64_t p = ir_op_int_attr(c->op, "predicate", -1);
  if (p < 0 || p > 15)
    return NULL;
  return cs_fmt(c, forms[p], UP(0), UP(1));
}

static const CsRuleEntry float_rules[] = {
    {"arith.addf", addf},         {"arith.subf", subf},
    {"arith.mulf", mulf},         {"arith.divf", divf},
    {"arith.remf", remf},         {"arith.maxnumf", maxnumf},
    {"arith.minnumf", minnumf},   {"arith.maximumf", maximumf},
    {"arith.minimumf", minimumf}, {"arith.negf", negf},
    {"arith.cmpf", cmpf},         {NULL, NULL},
};

CsRule cs_float_rule(const char *name) {
  return cs_rule_find(float_rules, name);
}
