/*
 * c_scalar.c - the entry points of c_scalar.h: C types, literals, the
 * dispatch of arith and math ops to their rules (c_scalar_int.c,
 * c_scalar_float.c, c_scalar_cast.c, c_scalar_math.c) and the reductions
 * of affine.parallel.
 */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "c_scalar_impl.h"

const char *c_scalar_type(const IrType *t) {
  static const char *const ints[] = {"int8_t", "int16_t", "int32_t",
                                     "int64_t"};
  static const char *const uints[] = {"uint8_t", "uint16_t", "uint32_t",
                                      "uint64_t"};
  switch (t->kind) {
  case IR_TYPE_INDEX: return "int64_t";
  case IR_TYPE_INTEGER: {
    unsigned w = t->u.integer.width;
    unsigned i = w <= 8 ? 0 : w <= 16 ? 1 : w <= 32 ? 2 : 3;
    if (w == 1)
      return "bool";
    if (w > 64)
      return NULL;
    return cs_int_is_native(t) ? ints[i] : uints[i];
  }
  case IR_TYPE_FLOAT:
    switch (t->u.fp.kind) {
    case IR_F16: return "affc_f16";
    case IR_BF16: return "affc_bf16";
    case IR_F32: return "float";
    case IR_F64: return "double";
    default: return NULL;
    }
  default: return NULL;
  }
}

bool c_scalar_type_uses_rt(const IrType *t) {
  return t->kind == IR_TYPE_FLOAT && cs_float_is_half(t);
}

CsRule cs_rule_find(const CsRuleEntry *table, const char *name) {
  for (; table->name; table++)
    if (strcmp(table->name, name) == 0)
      return table->rule;
  return NULL;
}

const char *cs_rt(const CsCall *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int len = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = ir_alloc(c->ctx, (size_t)len + 1);
  va_start(ap, fmt);
  vsnprintf(s, (size_t)len + 1, fmt, ap);
  va_end(ap);
  *c->uses_rt = true;
  return s;
}

/* ------------------------------------------------------------ literals */

/* An integer of type t holding the bits of v, as a C constant. */
static const char *int_literal(IrContext *ctx, int64_t v, const IrType *t) {
  unsigned w = cs_int_width(t);
  if (w == 1)
    return v & 1 ? "true" : "false";
  /* Types held in uint64_t need 64-bit literals: 4294967295u is 32 bits
   * wide, and 4294967295u + 4294967295u would wrap there. */
  if (!cs_int_is_native(t))
    return ir_sprintf(ctx, "%" PRIu64 "%s",
                      (uint64_t)v & (((uint64_t)1 << w) - 1),
                      w > 32 ? "ull" : "u");
  int64_t s = w == 64 ? v : (int64_t)((uint64_t)v << (64 - w)) >> (64 - w);
  if (s == INT64_MIN)
    return "INT64_MIN";
  if (s < 0)
    return ir_sprintf(ctx, "(%" PRId64 ")", s);
  return ir_sprintf(ctx, "%" PRId64, s);
}

/* The shortest decimal that reads back as exactly x in t's format, with
 * t's C suffix: C compilers round decimal constants correctly. */
static const char *decimal_literal(IrContext *ctx, double x, bool is_f32) {
  char buf[64];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*g", prec, x);
    if (is_f32 ? strtof(buf, NULL) == (float)x : strtod(buf, NULL) == x)
      break;
  }
  const char *dot = strpbrk(buf, ".e") ? "" : ".0";
  return ir_sprintf(ctx, x < 0 ? "(%s%s%s)" : "%s%s%s", buf, dot,
                    is_f32 ? "f" : "");
}

/* The float of type t with the given bits, as a C constant expression:
 * infinities and the default quiet NaN of either sign from <math.h> (GCC
 * and clang's NAN has MLIR's 0x7FC00000 pattern, a constant expression a
 * global's initializer may hold), other NaNs from their bit pattern (a
 * call), f16 and bf16 as their bits. */
static const char *float_literal(IrContext *ctx, const IrType *t,
                                 uint64_t bits, bool *uses_rt) {
  bool is_f32 = t->u.fp.kind == IR_F32;
  double x = ir_float_from_bits(t->u.fp.kind, bits);
  if (cs_float_is_half(t)) {
    *uses_rt = true;
    return ir_sprintf(ctx, "((%s)0x%04xu)", c_scalar_type(t),
                      (unsigned)(bits & 0xffff));
  }
  if (isinf(x))
    return ir_sprintf(ctx, x < 0 ? "(-%s)" : "%s",
                      is_f32 ? "HUGE_VALF" : "HUGE_VAL");
  uint64_t quiet = is_f32 ? 0x7fc00000u : 0x7ff8000000000000u;
  uint64_t sign = is_f32 ? 0x80000000u : 0x8000000000000000u;
  if (isnan(x) && (bits & ~sign) == quiet)
    return ir_sprintf(ctx, "(%s%sNAN)", bits & sign ? "-" : "",
                      is_f32 ? "" : "(double)");
  if (isnan(x)) {
    *uses_rt = true;
    if (is_f32)
      return ir_sprintf(ctx, "affc_f32_from_bits(0x%08xu)", (unsigned)bits);
    return ir_sprintf(ctx, "affc_f64_from_bits(0x%016" PRIx64 "u)", bits);
  }
  if (x == 0 && signbit(x))
    return is_f32 ? "(-0.0f)" : "(-0.0)";
  return decimal_literal(ctx, x, is_f32);
}

const char *c_scalar_literal(IrContext *ctx, const IrAttr *a,
                             const IrType *t, bool *uses_rt) {
  if (!c_scalar_type(t))
    return NULL;
  if (a->kind == IR_ATTR_BOOL && ir_type_is_integer(t))
    return int_literal(ctx, a->u.b, t);
  if (a->kind == IR_ATTR_INTEGER && ir_type_is_int_or_index(t))
    return int_literal(ctx, a->u.integer.value, t);
  if (a->kind == IR_ATTR_FLOAT && ir_type_is_float(t))
    return float_literal(ctx, t, a->u.fp.bits, uses_rt);
  return NULL;
}

/* ----------------------------------------------------------------- ops */

/* True when MLIR folds v to a constant before lowering: an
 * arith.constant, or an arith op, or a math op on f32/f64 (the types its
 * folders handle), whose operands all fold. The search stops at a depth
 * where real programs have none. */
static bool folds_to_constant(const IrValue *v, int depth) {
  const IrOp *def = v ? v->op : NULL;
  if (!def || depth > 16)
    return false;
  if (!strcmp(def->name, "arith.constant"))
    return true;
  if (strncmp(def->name, "arith.", 6) != 0 &&
      (strncmp(def->name, "math.", 5) != 0 ||
       (ir_type_is_float(v->type) && cs_float_is_half(v->type))))
    return false;
  for (unsigned i = 0; i < def->num_operands; i++)
    if (!folds_to_constant(ir_op_operand(def, i), depth + 1))
      return false;
  return def->num_operands > 0;
}

bool cs_operands_fold(const CsCall *c) {
  if (!c->op)
    return false;
  for (unsigned i = 0; i < c->op->num_operands; i++)
    if (!folds_to_constant(ir_op_operand(c->op, i), 0))
      return false;
  return true;
}


/* The rule for op, looked up in the part its operand types select. */
static CsRule rule_of(const IrOp *op, const IrType *t) {
  if (strncmp(op->name, "math.", 5) == 0)
    return cs_math_rule(op->name);
  if (ir_type_is_float(t))
    return cs_float_rule(op->name) ? cs_float_rule(op->name)
                                   : cs_cast_rule(op->name);
  return cs_int_rule(op->name) ? cs_int_rule(op->name)
                               : cs_cast_rule(op->name);
}

const char *c_scalar_op(IrContext *ctx, const IrOp *op, unsigned result,
                        const char *const *args, bool *uses_rt) {
  if (op->num_operands == 0 || result >= op->num_results)
    return NULL;
  CsCall c = {ctx, op, result, ir_op_operand(op, 0)->type,
              op->results[result]->type, args, uses_rt};
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!c_scalar_type(ir_op_operand(op, i)->type))
      return NULL;
  if (!c_scalar_type(c.rtype))
    return NULL;
  CsRule rule = rule_of(op, c.type);
  return rule ? rule(&c) : NULL;
}

/* ------------------------------------------------------------ reductions */

const char *c_scalar_combine(IrContext *ctx, AffineReduction k,
                             const IrType *t, const char *acc,
                             const char *value, bool *uses_rt) {
  if ((unsigned)k >= AFFINE_RED_COUNT || !c_scalar_type(t))
    return NULL;
  if (k == AFFINE_RED_ASSIGN)
    return value;
  const char *args[] = {acc, value};
  CsCall c = {ctx, NULL, 0, t, t, args, uses_rt};
  CsRule rule = ir_type_is_float(t) ? cs_float_rule(affine_reduction_op(k))
                                    : cs_int_rule(affine_reduction_op(k));
  return rule ? rule(&c) : NULL;
}

/* Bit patterns of one float format, for the identities. */
typedef struct FloatBits {
  uint64_t sign, inf, quiet, one;
} FloatBits;

static const FloatBits float_bits[] = {
    [IR_F16] = {0x8000, 0x7c00, 0x200, 0x3c00},
    [IR_BF16] = {0x8000, 0x7f80, 0x40, 0x3f80},
    [IR_F32] = {0x80000000u, 0x7f800000u, 0x400000u, 0x3f800000u},
    [IR_F64] = {1ull << 63, 0x7ffull << 52, 1ull << 51, 0x3ffull << 52},
};

/* The float identity of kind k (MLIR's getIdentityValueAttr): +0, 1, -inf
 * and +inf for maximumf and minimumf, and a NaN for maxnumf (negative) and
 * minnumf, which maxNum ignores. */
static const char *float_identity(IrContext *ctx, AffineReduction k,
                                  const IrType *t, bool *uses_rt) {
  const FloatBits *f = &float_bits[t->u.fp.kind];
  uint64_t bits;
  switch (k) {
  case AFFINE_RED_ADDF: bits = 0; break;
  case AFFINE_RED_MULF: bits = f->one; break;
  case AFFINE_RED_MAXIMUMF: bits = f->sign | f->inf; break;
  case AFFINE_RED_MINIMUMF: bits = f->inf; break;
  case AFFINE_RED_MAXNUMF: bits = f->sign | f->inf | f->quiet; break;
  case AFFINE_RED_MINNUMF: bits = f->inf | f->quiet; break;
  default: return NULL;
  }
  return float_literal(ctx, t, bits, uses_rt);
}

const char *c_scalar_identity(IrContext *ctx, AffineReduction k,
                              const IrType *t, bool *uses_rt) {
  if ((unsigned)k >= AFFINE_RED_COUNT || !c_scalar_type(t))
    return NULL;
  if (ir_type_is_float(t))
    return float_identity(ctx, k, t, uses_rt);
  unsigned w = cs_int_width(t);
  uint64_t sign = 1ull << (w - 1);
  switch (k) {
  case AFFINE_RED_ADDI:
  case AFFINE_RED_ORI:
  case AFFINE_RED_XORI:
  case AFFINE_RED_MAXU: return int_literal(ctx, 0, t);
  case AFFINE_RED_MULI: return int_literal(ctx, 1, t);
  case AFFINE_RED_ANDI:
  case AFFINE_RED_MINU: return int_literal(ctx, -1, t);
  case AFFINE_RED_MAXS: return int_literal(ctx, (int64_t)sign, t);
  case AFFINE_RED_MINS: return int_literal(ctx, (int64_t)(sign - 1), t);
  default: return NULL;
  }
}
