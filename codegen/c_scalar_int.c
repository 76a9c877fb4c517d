/*
 * c_scalar_int.c - integer values in C and the integer ops of arith.
 *
 * Operands are widened to the compute type (c_scalar_impl.h) before any
 * arithmetic, so every addition, subtraction and multiplication is
 * unsigned and wraps; the result is wrapped back to the type. Signed
 * operations read operands sign-extended, unsigned ones zero-extended.
 * Ops C lacks (floor division, saturating shifts, high products) call the
 * scalar runtime with 64-bit operands.
 */
#include <stdlib.h>
#include <string.h>

#include "c_scalar_impl.h"

unsigned cs_int_width(const IrType *t) {
  return t->kind == IR_TYPE_INDEX ? 64 : t->u.integer.width;
}

bool cs_int_is_native(const IrType *t) {
  unsigned w = cs_int_width(t);
  return w == 8 || w == 16 || w == 32 || w == 64;
}

/* The number of bits of the C type holding t. */
static unsigned held_bits(const IrType *t) {
  unsigned w = cs_int_width(t);
  return w <= 8 ? 8 : w <= 16 ? 16 : w <= 32 ? 32 : 64;
}

const char *cs_int_compute_type(const IrType *t) {
  return held_bits(t) <= 32 ? "uint32_t" : "uint64_t";
}

/* The mask of t's bits as an unsigned C constant. */
static const char *mask_of(const CsCall *c, const IrType *t) {
  unsigned w = cs_int_width(t);
  return cs_fmt(c, "0x%llxu", (unsigned long long)((1ull << w) - 1));
}

const char *cs_int_low(const CsCall *c, const IrType *t, const char *e) {
  if (!cs_int_is_native(t) && held_bits(t) >= 32)
    return e;
  return cs_fmt(c, "(%s)%s", cs_int_compute_type(t), e);
}

const char *cs_int_zext(const CsCall *c, const IrType *t, const char *e) {
  if (!cs_int_is_native(t))
    return e;
  return cs_fmt(c, "(uint%u_t)%s", cs_int_width(t), e);
}

const char *cs_int_sext(const CsCall *c, const IrType *t, const char *e) {
  if (cs_int_is_native(t))
    return e;
  return cs_rt(c, "affc_sext(%s, %u)", e, cs_int_width(t));
}

const char *cs_int_wrap(const CsCall *c, const IrType *t, const char *e) {
  if (cs_int_is_native(t))
    return cs_fmt(c, "((int%u_t)%s)", cs_int_width(t), e);
  return cs_fmt(c, "((%s)(%s & %s))", c_scalar_type(t), e, mask_of(c, t));
}

const char *cs_narrow(const CsCall *c, const IrType *t, const char *e) {
  const char *ct = c_scalar_type(t);
  bool narrow = ir_type_is_float(t) ? cs_float_is_half(t) : held_bits(t) < 32;
  return narrow ? cs_fmt(c, "((%s)%s)", ct, e) : e;
}

/* ------------------------------------------------------- binary ops */

#define A (c->args[0])
#define B (c->args[1])
#define T (c->type)

/* A op B on the low bits, wrapped: addi, subi, muli. */
static const char *wrapping(const CsCall *c, const char *op) {
  return cs_int_wrap(c, T, cs_fmt(c, "(%s %s %s)", cs_int_low(c, T, A), op,
                                  cs_int_low(c, T, B)));
}

static const char *addi(const CsCall *c) { return wrapping(c, "+"); }
static const char *subi(const CsCall *c) { return wrapping(c, "-"); }
static const char *muli(const CsCall *c) { return wrapping(c, "*"); }

/* Bitwise ops never leave the type's bits. i1 operands go as int: clang
 * warns of & and | between two bools when a side calls a function
 * (-Wbitwise-instead-of-logical), and both sides must be evaluated. */
static const char *bitwise(const CsCall *c, const char *op) {
  if (T->kind == IR_TYPE_INTEGER && T->u.integer.width == 1)
    return cs_narrow(c, T, cs_fmt(c, "((int)%s %s (int)%s)", A, op, B));
  return cs_narrow(c, T, cs_fmt(c, "(%s %s %s)", A, op, B));
}

static const char *andi(const CsCall *c) { return bitwise(c, "&"); }
static const char *ori(const CsCall *c) { return bitwise(c, "|"); }
/* clang reads "2 ^ 3" as a mistaken power: a decimal literal on the left
 * of ^ is written in hex. */
static const char *xori(const CsCall *c) {
  char *end;
  unsigned long long v = strtoull(A, &end, 10);
  if (end == A || (*end && strcmp(end, "u") && strcmp(end, "ull")))
    return bitwise(c, "^");
  return cs_narrow(c, T, cs_fmt(c, "(0x%llx%s ^ %s)", v, end, B));
}

/* Signed division and remainder truncate like C's; for the native types C
 * is undefined exactly where MLIR is (b == 0, minimum / -1). */
static const char *signed_div(const CsCall *c, const char *op) {
  const char *e = cs_fmt(c, "(%s %s %s)", cs_int_sext(c, T, A), op,
                         cs_int_sext(c, T, B));
  return cs_int_is_native(T) ? cs_narrow(c, T, e) : cs_int_wrap(c, T, e);
}

static const char *divsi(const CsCall *c) { return signed_div(c, "/"); }
static const char *remsi(const CsCall *c) { return signed_div(c, "%"); }

static const char *unsigned_div(const CsCall *c, const char *op) {
  return cs_int_wrap(c, T, cs_fmt(c, "(%s %s %s)", cs_int_zext(c, T, A), op,
                                  cs_int_zext(c, T, B)));
}

static const char *divui(const CsCall *c) { return unsigned_div(c, "/"); }
static const char *remui(const CsCall *c) { return unsigned_div(c, "%"); }

/* fn(sext A, sext B) or fn(zext A, zext B) from the runtime, wrapped. */
static const char *rt_signed(const CsCall *c, const char *fn) {
  return cs_int_wrap(c, T, cs_rt(c, "%s(%s, %s)", fn, cs_int_sext(c, T, A),
                                 cs_int_sext(c, T, B)));
}

static const char *rt_unsigned(const CsCall *c, const char *fn) {
  return cs_int_wrap(c, T, cs_rt(c, "%s(%s, %s)", fn, cs_int_zext(c, T, A),
                                 cs_int_zext(c, T, B)));
}

static const char *floordivsi(const CsCall *c) {
  return rt_signed(c, "affc_floordivsi");
}
static const char *ceildivsi(const CsCall *c) {
  return rt_signed(c, "affc_ceildivsi");
}
static const char *ceildivui(const CsCall *c) {
  return rt_unsigned(c, "affc_ceildivui");
}
static const char *maxsi(const CsCall *c) { return rt_signed(c, "affc_maxsi"); }
static const char *minsi(const CsCall *c) { return rt_signed(c, "affc_minsi"); }
static const char *maxui(const CsCall *c) { return rt_unsigned(c, "affc_maxui"); }
static const char *minui(const CsCall *c) { return rt_unsigned(c, "affc_minui"); }

/* ------------------------------------------------------------ shifts */

/* True when the shift amount (operand 1) is a constant below the width,
 * where C's shift operators mean what MLIR's do. */
static bool amount_in_range(const CsCall *c) {
  const IrValue *v = c->op ? ir_op_operand(c->op, 1) : NULL;
  const IrOp *def = v ? v->op : NULL;
  IrAttr *a = def && !strcmp(def->name, "arith.constant")
                  ? ir_op_attr(def, "value") : NULL;
  uint64_t w = cs_int_width(T);
  if (!a || a->kind != IR_ATTR_INTEGER)
    return false;
  return ((uint64_t)a->u.integer.value & (w == 64 ? UINT64_MAX
                                                  : (1ull << w) - 1)) < w;
}

static const char *shli(const CsCall *c) {
  if (amount_in_range(c))
    return cs_int_wrap(c, T, cs_fmt(c, "(%s << %s)", cs_int_low(c, T, A), B));
  return cs_int_wrap(c, T, cs_rt(c, "affc_shli(%s, %s, %u)",
                                 cs_int_low(c, T, A), cs_int_zext(c, T, B),
                                 cs_int_width(T)));
}

static const char *shrui(const CsCall *c) {
  if (amount_in_range(c))
    return cs_int_wrap(c, T, cs_fmt(c, "(%s >> %s)", cs_int_zext(c, T, A), B));
  return cs_int_wrap(c, T, cs_rt(c, "affc_shrui(%s, %s, %u)",
                                 cs_int_zext(c, T, A), cs_int_zext(c, T, B),
                                 cs_int_width(T)));
}

/* A constant in-range shift of a native type is C's >>, which GCC and
 * Clang define as arithmetic on negative values. */
static const char *shrsi(const CsCall *c) {
  if (amount_in_range(c) && cs_int_is_native(T))
    return cs_narrow(c, T, cs_fmt(c, "(%s >> %s)", A, B));
  return cs_int_wrap(c, T, cs_rt(c, "affc_shrsi(%s, %s, %u)",
                                 cs_int_sext(c, T, A), cs_int_zext(c, T, B),
                                 cs_int_width(T)));
}

/* ------------------------------------------------------- comparisons */

/* The value of operand i when the emitter wrote it as a literal (C
 * compilers warn about comparisons a literal makes constant), else false. */
static bool literal_operand(const CsCall *c, unsigned i, int64_t *value) {
  const IrValue *v = ir_op_operand(c->op, i);
  const IrOp *def = v ? v->op : NULL;
  IrAttr *a = def && !strcmp(def->name, "arith.constant")
                  ? ir_op_attr(def, "value") : NULL;
  bool uses_rt = false;
  const char *lit = a ? c_scalar_literal(c->ctx, a, T, &uses_rt) : NULL;
  if (!lit || strcmp(lit, c->args[i]) != 0)
    return false;
  *value = a->kind == IR_ATTR_BOOL ? a->u.b : a->u.integer.value;
  return true;
}

/* The constant answer of predicate p when it does not depend on the
 * operands: the same operand twice, or a literal at the end of the
 * type's range (x <= max, x < 0 unsigned, ...). -1 when it depends. */
static int constant_compare(const CsCall *c, int64_t p) {
  static const int same[] = {1, 0, 0, 1, 0, 1, 0, 1, 0, 1};
  unsigned w = cs_int_width(T);
  uint64_t umax = w == 64 ? UINT64_MAX : ((uint64_t)1 << w) - 1;
  int64_t v;
  if (!strcmp(A, B))
    return same[p];
  for (unsigned i = 0; i < 2; i++) {
    if (!literal_operand(c, i, &v))
      continue;
    bool is_signed = p >= 2 && p < 6;
    uint64_t bits = (uint64_t)v & umax;
    /* The bound the literal sits at, seen from the other operand. */
    bool at_max = is_signed ? bits == umax >> 1 : bits == umax;
    bool at_min = is_signed ? bits == (umax >> 1) + 1 : bits == 0;
    int64_t q = i == 0 ? p : (int64_t[]){0, 1, 4, 5, 2, 3, 8, 9, 6, 7}[p];
    /* Now "literal q other". */
    if ((at_min && (q == 3 || q == 7)) || (at_max && (q == 5 || q == 9)))
      return 1;
    if ((at_min && (q == 4 || q == 8)) || (at_max && (q == 2 || q == 6)))
      return 0;
  }
  return -1;
}

/* arith.cmpi: predicate values follow arith's CmpIPredicate. A comparison
 * whose answer is fixed is written as that answer (keeping a use of the
 * operand, so no variable becomes unused). */
static const char *cmpi(const CsCall *c) {
  static const char *const ops[] = {"==", "!=", "<", "<=", ">",
                                    ">=", "<", "<=", ">", ">="};
  int64_t p = ir_op_int_attr(c->op, "predicate", -1);
  if (p < 0 || p > 9)
    return NULL;
  int fixed = constant_compare(c, p);
  if (fixed >= 0)
    return cs_fmt(c, "((void)%s, (void)%s, %s)", A, B,
                  fixed ? "true" : "false");
  if (p < 2)
    return cs_fmt(c, "(%s %s %s)", A, ops[p], B);
  if (p < 6)
    return cs_fmt(c, "(%s %s %s)", cs_int_sext(c, T, A), ops[p],
                  cs_int_sext(c, T, B));
  return cs_fmt(c, "(%s %s %s)", cs_int_zext(c, T, A), ops[p],
                cs_int_zext(c, T, B));
}

/* arith.select: the condition is i1 (vectors of conditions are the
 * emitter's, lane by lane). */
static const char *select_op(const CsCall *c) {
  return cs_narrow(c, c->rtype,
                   cs_fmt(c, "(%s ? %s : %s)", A, B, c->args[2]));
}

/* ---------------------------------------------- multi-result ops */

static const char *addui_extended(const CsCall *c) {
  if (c->result == 0)
    return wrapping(c, "+");
  return cs_rt(c, "affc_addui_carry(%s, %s, %u)", cs_int_zext(c, T, A),
               cs_int_zext(c, T, B), cs_int_width(T));
}

static const char *mului_extended(const CsCall *c) {
  if (c->result == 0)
    return wrapping(c, "*");
  return cs_int_wrap(c, T, cs_rt(c, "affc_mului_high(%s, %s, %u)",
                                 cs_int_zext(c, T, A), cs_int_zext(c, T, B),
                                 cs_int_width(T)));
}

static const char *mulsi_extended(const CsCall *c) {
  if (c->result == 0)
    return wrapping(c, "*");
  return cs_int_wrap(c, T, cs_rt(c, "affc_mulsi_high(%s, %s, %u)",
                                 cs_int_sext(c, T, A), cs_int_sext(c, T, B),
                                 cs_int_width(T)));
}

static const CsRuleEntry int_rules[] = {
    {"arith.addi", addi},
    {"arith.subi", subi},
    {"arith.muli", muli},
    {"arith.andi", andi},
    {"arith.ori", ori},
    {"arith.xori", xori},
    {"arith.divsi", divsi},
    {"arith.remsi", remsi},
    {"arith.divui", divui},
    {"arith.remui", remui},
    {"arith.floordivsi", floordivsi},
    {"arith.ceildivsi", ceildivsi},
    {"arith.ceildivui", ceildivui},
    {"arith.maxsi", maxsi},
    {"arith.minsi", minsi},
    {"arith.maxui", maxui},
    {"arith.minui", minui},
    {"arith.shli", shli},
    {"arith.shrui", shrui},
    {"arith.shrsi", shrsi},
    {"arith.cmpi", cmpi},
    {"arith.select", select_op},
    {"arith.addui_extended", addui_extended},
    {"arith.mului_extended", mului_extended},
    {"arith.mulsi_extended", mulsi_extended},
    {NULL, NULL},
};

CsRule cs_int_rule(const char *name) { return cs_rule_find(int_rules, name); }
