/*
 * c_scalar_cast.c - arith's conversions between integer and float types.
 *
 * Integer casts read the source sign- or zero-extended and wrap into the
 * destination. Float to integer conversions go through the runtime,
 * which saturates where MLIR gives poison, so C never converts an
 * out-of-range value. Bit casts reinterpret through memcpy (f32/f64) or
 * directly (f16/bf16 are already bits).
 */
#include "c_scalar_impl.h"

#define A (c->args[0])
#define FROM (c->type)
#define TO (c->rtype)

static const char *extsi(const CsCall *c) {
  return cs_int_wrap(c, TO, cs_int_sext(c, FROM, A));
}

static const char *extui(const CsCall *c) {
  return cs_int_wrap(c, TO, cs_int_zext(c, FROM, A));
}

static const char *trunci(const CsCall *c) { return cs_int_wrap(c, TO, A); }

/* index_cast sign-extends when it widens, index_castui zero-extends;
 * both truncate when they narrow. i64 <-> index keeps the value. */
static const char *index_cast(const CsCall *c) {
  if (cs_int_width(FROM) == cs_int_width(TO))
    return A;
  return cs_int_width(FROM) < cs_int_width(TO) ? extsi(c) : trunci(c);
}

static const char *index_castui(const CsCall *c) {
  if (cs_int_width(FROM) == cs_int_width(TO))
    return A;
  return cs_int_width(FROM) < cs_int_width(TO) ? extui(c) : trunci(c);
}

static const char *int_to_float(const CsCall *c, const char *value) {
  return cs_float_down(c, TO, cs_fmt(c, "((%s)%s)",
                                     cs_float_compute_type(TO), value));
}

static const char *sitofp(const CsCall *c) {
  return int_to_float(c, cs_int_sext(c, FROM, A));
}

static const char *uitofp(const CsCall *c) {
  return int_to_float(c, cs_int_zext(c, FROM, A));
}

static const char *fptosi(const CsCall *c) {
  return cs_int_wrap(c, TO, cs_rt(c, "affc_fptosi(%s, %u)",
                                  cs_float_up(c, FROM, A), cs_int_width(TO)));
}

static const char *fptoui(const CsCall *c) {
  return cs_int_wrap(c, TO, cs_rt(c, "affc_fptoui(%s, %u)",
                                  cs_float_up(c, FROM, A), cs_int_width(TO)));
}

/* extf is exact: widen to float, then to double when needed. */
static const char *extf(const CsCall *c) {
  const char *e = cs_float_up(c, FROM, A);
  if (TO->u.fp.kind == IR_F64)
    return cs_fmt(c, "((double)%s)", e);
  return e;
}

/* truncf rounds to nearest even, once, except from f64 to bf16: MLIR's
 * lowering goes through f32 (rounding twice), its folder (constant
 * operands) rounds once. A rounding mode attribute changes nothing in MLIR
 * 22 (its lowering tells LLVM which mode is in effect instead of setting
 * it, and its folder ignores it), so affc ignores it too. */
static const char *truncf_op(const CsCall *c) {
  IrFloatKind to = TO->u.fp.kind;
  if (to == IR_F32)
    return cs_fmt(c, "((float)%s)", A);
  if (FROM->u.fp.kind != IR_F64)
    return cs_float_down(c, TO, A);
  if (to == IR_F16 || cs_operands_fold(c))
    return cs_rt(c, "affc_f64_to_%s(%s)", to == IR_F16 ? "f16" : "bf16", A);
  return cs_float_down(c, TO, cs_fmt(c, "((float)%s)", A));
}

/* Bit casts between types of one width: integer to integer and f16 to
 * bf16 keep the value (both hold bits); i16 <-> f16/bf16 convert between
 * uint16_t and int16_t; f32/f64 go through memcpy. */
static const char *bitcast(const CsCall *c) {
  bool from_float = ir_type_is_float(FROM), to_float = ir_type_is_float(TO);
  unsigned w = ir_type_bitwidth(FROM);
  if (from_float == to_float)
    return A;
  if (w == 16)
    return cs_narrow(c, TO, A);
  if (from_float)
    return cs_fmt(c, "((int%u_t)%s)", w,
                  cs_rt(c, "affc_f%u_bits(%s)", w, A));
  return cs_rt(c, "affc_f%u_from_bits((uint%u_t)%s)", w, w, A);
}

static const CsRuleEntry cast_rules[] = {
    {"arith.extsi", extsi},
    {"arith.extui", extui},
    {"arith.trunci", trunci},
    {"arith.index_cast", index_cast},
    {"arith.index_castui", index_castui},
    {"arith.sitofp", sitofp},
    {"arith.uitofp", uitofp},
    {"arith.fptosi", fptosi},
    {"arith.fptoui", fptoui},
    {"arith.extf", extf},
    {"arith.truncf", truncf_op},
    {"arith.bitcast", bitcast},
    {NULL, NULL},
};

CsRule cs_cast_rule(const char *name) {
  return cs_rule_find(cast_rules, name);
}
