/*
 * emit_c_vector_print.c - vector.print, through the print runtime, with
 * the output MLIR's lowering gives: a vector as "( a, b )" (nested for
 * each dimension), then the punctuation (a newline unless told
 * otherwise). Integers print as signed 64-bit values (i1 as 0 or 1,
 * unsigned types and index unsigned), floats as printF32 / printF64 (f16
 * and bf16 widened to f32, as runner-utils' printF16 / printBF16 do).
 */
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"

/* The call printing scalar x of type t, or NULL when there is none. */
static const char *print_scalar(CEmit *e, const IrType *t, const char *x) {
  x = c_unparen(e->ctx, x);
  if (t->kind == IR_TYPE_INDEX)
    return ir_sprintf(e->ctx, "affc_printU64((uint64_t)%s)", c_paren(e->ctx, x));
  if (t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F32)
    return ir_sprintf(e->ctx, "affc_printF32(%s)", x);
  if (t->kind == IR_TYPE_FLOAT &&
      (t->u.fp.kind == IR_F16 || t->u.fp.kind == IR_BF16)) {
    c_use(e, C_PIECE_SCALAR); /* like runner-utils' printF16 / printBF16 */
    return ir_sprintf(e->ctx, "affc_printF32(affc_%s_to_f32(%s))",
                      t->u.fp.kind == IR_F16 ? "f16" : "bf16", x);
  }
  if (t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F64)
    return ir_sprintf(e->ctx, "affc_printF64(%s)", x);
  if (t->kind != IR_TYPE_INTEGER || t->u.integer.width > 64)
    return NULL;
  unsigned w = t->u.integer.width;
  if (t->u.integer.signedness == IR_UNSIGNED || w == 1)
    return ir_sprintf(e->ctx, "affc_printU64((uint64_t)%s)", c_paren(e->ctx, x));
  if (w == 8 || w == 16 || w == 32 || w == 64)
    return ir_sprintf(e->ctx, "affc_printI64((int64_t)%s)", c_paren(e->ctx, x));
  c_use(e, C_PIECE_SCALAR);
  return ir_sprintf(e->ctx, "affc_printI64(affc_sext(%s, %u))", x, w);
}

/* Prints dims d.. of vector v (type t) at flat lane offset `at`. */
static void print_dims(CEmit *e, IrType *t, const char *v, int d,
                       const char *at) {
  unsigned mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  int64_t inner = 1;
  for (int i = d + 1; i < t->u.shaped.rank; i++)
    inner *= t->u.shaped.shape[i];
  c_line(e, "affc_printOpen();");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", k, k,
         (long long)t->u.shaped.shape[d], k);
  c_line(e, "if (%s > 0)", k);
  c_line(e, "  affc_printComma();");
  const char *lane = c_unparen(e->ctx, c_mad(e, at, k, ir_sprintf(e->ctx, "%lld", (long long)inner)));
  if (d + 1 < t->u.shaped.rank)
    print_dims(e, t, v, d + 1, c_paren(e->ctx, lane));
  else
    c_line(e, "%s;", print_scalar(e, t->u.shaped.elem, c_lane(e, t, v, lane)));
  c_close(e, mark, "}");
  c_line(e, "affc_printClose();");
}

/* Prints 0-D vector v (type t): its one lane, in parentheses all the
 * same. */
static void print_0d(CEmit *e, IrType *t, const char *v) {
  c_line(e, "affc_printOpen();");
  c_line(e, "%s;", print_scalar(e, t->u.shaped.elem, c_lane(e, t, v, "0")));
  c_line(e, "affc_printClose();");
}

/* A C string literal with the bytes of s. */
static const char *c_string(CEmit *e, const char *s, size_t n) {
  const char *out = "\"";
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    out = c == '"' || c == '\\' ? ir_sprintf(e->ctx, "%s\\%c", out, c)
          : c >= 32 && c < 127  ? ir_sprintf(e->ctx, "%s%c", out, c)
                                : ir_sprintf(e->ctx, "%s\\%03o", out, c);
  }
  return ir_sprintf(e->ctx, "%s\"", out);
}

/* The runtime call of a #vector.punctuation<...>, or NULL for none. */
static const char *punctuation(const IrOp *op) {
  static const struct {
    const char *attr, *call;
  } calls[] = {{"#vector.punctuation<newline>", "affc_printNewline();"},
               {"#vector.punctuation<comma>", "affc_printComma();"},
               {"#vector.punctuation<open>", "affc_printOpen();"},
               {"#vector.punctuation<close>", "affc_printClose();"}};
  IrAttr *p = ir_op_attr(op, "punctuation");
  for (size_t i = 0; p && i < sizeof calls / sizeof calls[0]; i++)
    if (p->kind == IR_ATTR_OPAQUE && !strcmp(p->u.opaque.text, calls[i].attr))
      return calls[i].call;
  return NULL;
}

static bool emit_print(CEmit *e, IrOp *op) {
  IrAttr *str = ir_op_attr(op, "stringLiteral");
  c_use(e, C_PIECE_PRINT);
  if (str) {
    /* MLIR prints a string alone, without punctuation. */
    c_line(e, "affc_printString(%s);",
           c_string(e, str->u.str.data, str->u.str.len));
    return true;
  }
  if (op->num_operands) {
    IrType *t = ir_op_operand(op, 0)->type;
    const char *v = c_operand(e, op, 0);
    bool vector = t->kind == IR_TYPE_VECTOR;
    if (vector && t->u.shaped.rank > 0 &&
        print_scalar(e, t->u.shaped.elem, "0"))
      print_dims(e, t, v, 0, "0");
    else if (vector && print_scalar(e, t->u.shaped.elem, "0"))
      print_0d(e, t, v);
    else if (!vector && print_scalar(e, t, v))
      c_line(e, "%s;", print_scalar(e, t, v));
    else
      return c_unsupported(e, op, "of this type");
  }
  const char *p = punctuation(op);
  if (p)
    c_line(e, "%s", p);
  return true;
}

const COpRow c_rows_vector_print[] = {
    {"vector.print", emit_print},
    {NULL, NULL},
};
