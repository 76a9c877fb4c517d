/*
 * printer_numbers.c - the numbers in attributes, as mlir-opt writes them:
 * floats as the shortest decimal that reads back to the same bits (hex
 * for infinities and NaNs; f16 and bf16 rounded from their doubles),
 * integers by their type's width and signedness, and the element data of
 * dense attributes: splats, lists nested by shape, and hex blobs of raw
 * storage for large ones.
 */
#include "printer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ floats */

/* True when text, read back as a number of kind k, gives exactly bits.
 * f32 is checked both read directly and through a double, so the text is
 * safe whichever way the reader rounds. */
static bool float_text_reads_back(const char *text, IrFloatKind k,
                                  uint64_t bits) {
  double d = strtod(text, NULL);
  if (k == IR_F32) {
    float f = strtof(text, NULL);
    return ir_float_bits(k, f) == bits && ir_float_bits(k, d) == bits;
  }
  return ir_float_bits(k, d) == bits;
}

/* MLIR's hexadecimal spelling of an infinity or NaN of kind k. */
static void print_float_hex(IrPrinter *p, IrFloatKind k, uint64_t bits,
                            double value) {
  static const int digits[] = {[IR_F16] = 4, [IR_BF16] = 4, [IR_F32] = 8,
                               [IR_F64] = 16};
  if (k == IR_F80 || k == IR_F128) {
    /* Only the double is known: print the canonical infinity or NaN. */
    pr_puts(p, signbit(value) ? "0xFFFF" : "0x7FFF");
    if (k == IR_F80)
      pr_puts(p, isnan(value) ? "C000000000000000" : "8000000000000000");
    else
      pr_puts(p, isnan(value) ? "8000000000000000000000000000"
                              : "0000000000000000000000000000");
    return;
  }
  pr_printf(p, "0x%0*llX", digits[k], (unsigned long long)bits);
}

/* Prints the float with bit pattern bits (or, for f80/f128, the double
 * value) as the shortest "%.Ne" decimal, N >= 6, that reads back to the same
 * bits; infinities and NaNs in hexadecimal. */
static void print_float_bits(IrPrinter *p, IrFloatKind k, uint64_t bits,
                             double value) {
  if (k != IR_F80 && k != IR_F128)
    value = ir_float_from_bits(k, bits);
  else
    bits = ir_float_bits(k, value);
  if (isfinite(value)) {
    char text[64];
    for (int prec = 6; prec <= 17; prec++) {
      snprintf(text, sizeof text, "%.*e", prec, value);
      if (float_text_reads_back(text, k, bits)) {
        pr_puts(p, text);
        return;
      }
    }
  }
  print_float_hex(p, k, bits, value);
}

/* The float kind of t (f64 when t is not a float type). */
static IrFloatKind float_kind(const IrType *t) {
  return t && t->kind == IR_TYPE_FLOAT ? t->u.fp.kind : IR_F64;
}

void pr_float_value(IrPrinter *p, const IrAttr *a, const IrType *t) {
  print_float_bits(p, float_kind(t), a->u.fp.bits, a->u.fp.value);
}

/* ---------------------------------------------------------------- integers */

/* Prints an integer attribute's value as MLIR does: i1 as true/false,
 * unsigned types zero-extended, everything else sign-extended to its
 * width; values wider than 64 bits from their decimal text. */
void pr_int_value(IrPrinter *p, const IrAttr *a, const IrType *t) {
  int64_t v = a->u.integer.value;
  unsigned width = t && t->kind == IR_TYPE_INTEGER ? t->u.integer.width : 64;
  bool is_unsigned = t && t->kind == IR_TYPE_INTEGER &&
                     t->u.integer.signedness == IR_UNSIGNED;
  if (t && t->kind == IR_TYPE_INTEGER && width == 1 &&
      t->u.integer.signedness == IR_SIGNLESS) {
    pr_puts(p, v & 1 ? "true" : "false");
    return;
  }
  if (width > 64 && a->u.integer.text) {
    pr_puts(p, a->u.integer.text);
    return;
  }
  uint64_t u = (uint64_t)v;
  if (width < 64) {
    uint64_t mask = (1ull << width) - 1;
    u &= mask;
    if (!is_unsigned && (u >> (width - 1)) & 1)
      u |= ~mask;
  }
  if (is_unsigned)
    pr_u64(p, u);
  else
    pr_i64(p, (int64_t)u);
}

/* -------------------------------------------------------------- dense data */

/* One element of a dense attribute, without its type. */
static void print_dense_elem(IrPrinter *p, const IrAttr *e, IrType *elt) {
  if (!e) {
    pr_puts(p, "<<NULL ATTRIBUTE>>");
  } else if (elt && elt->kind == IR_TYPE_COMPLEX && e->kind == IR_ATTR_ARRAY &&
             e->u.array.num == 2) { /* "(re,im)" */
    pr_char(p, '(');
    print_dense_elem(p, e->u.array.elems[0], elt->u.complex.elem);
    pr_char(p, ',');
    print_dense_elem(p, e->u.array.elems[1], elt->u.complex.elem);
    pr_char(p, ')');
  } else if (e->kind == IR_ATTR_BOOL) {
    pr_puts(p, e->u.b ? "true" : "false");
  } else if (e->kind == IR_ATTR_INTEGER) {
    pr_int_value(p, e, e->type ? e->type : elt);
  } else if (e->kind == IR_ATTR_FLOAT) {
    pr_float_value(p, e, e->type ? e->type : elt);
  } else {
    pr_attr(p, (IrAttr *)e);
  }
}

/* The elements *pos.. of a dense attribute nested by shape[0..rank). */
static void print_dense_nested(IrPrinter *p, const IrAttr *a, IrType *elt,
                               const int64_t *shape, int rank, size_t *pos) {
  if (rank == 0) {
    print_dense_elem(p, a->u.dense.elems[(*pos)++], elt);
    return;
  }
  pr_char(p, '[');
  for (int64_t i = 0; i < shape[0]; i++) {
    if (i)
      pr_puts(p, ", ");
    print_dense_nested(p, a, elt, shape + 1, rank - 1, pos);
  }
  pr_char(p, ']');
}

/* mlir-opt writes the elements of a non-splat dense attribute with more
 * than this many as a hex string of their raw data. */
enum { DENSE_HEX_THRESHOLD = 100 };

/* Can the elements of type elt be written as raw data? Integers, index,
 * f16, bf16, f32 and f64; f80 and f128 keep only a double's precision and
 * print as element lists, which mlir-opt reads as the same attribute. */
static bool dense_hex_printable(const IrAttr *a, const IrType *elt) {
  bool is_float = elt->kind == IR_TYPE_FLOAT;
  if (is_float ? elt->u.fp.kind == IR_F80 || elt->u.fp.kind == IR_F128
               : !ir_type_is_int_or_index(elt))
    return false;
  for (unsigned i = 0; i < a->u.dense.num; i++) {
    const IrAttr *e = a->u.dense.elems[i];
    if (!e || e->kind != (is_float ? IR_ATTR_FLOAT : IR_ATTR_INTEGER))
      return false;
  }
  return true;
}

/* The n-byte little-endian two's complement of a decimal spelling
 * ("-123"). */
static void decimal_to_bytes(const char *text, unsigned char *out, size_t n) {
  bool negative = text[0] == '-';
  memset(out, 0, n);
  for (const char *d = text + negative; *d; d++) {
    unsigned carry = (unsigned)(*d - '0'); /* out = out * 10 + digit */
    for (size_t k = 0; k < n; k++, carry >>= 8)
      out[k] = (unsigned char)(carry += out[k] * 10u);
  }
  unsigned carry = 1; /* -x = ~x + 1 */
  for (size_t k = 0; negative && k < n; k++, carry >>= 8)
    out[k] = (unsigned char)(carry += (unsigned char)~out[k]);
}

/* Element e's storage, ceil(width / 8) bytes little-endian into out: the
 * value's low width bits in two's complement, from its decimal text when
 * it has one (wider than 64 bits), else from its 64 bits sign-extended. */
static void dense_storage_bytes(const IrAttr *e, unsigned width,
                                unsigned char *out) {
  size_t n = (width + 7) / 8;
  if (e->kind == IR_ATTR_INTEGER && e->u.integer.text) {
    decimal_to_bytes(e->u.integer.text, out, n);
  } else {
    bool is_float = e->kind == IR_ATTR_FLOAT;
    uint64_t v = is_float ? e->u.fp.bits : (uint64_t)e->u.integer.value;
    unsigned char fill = !is_float && (int64_t)v < 0 ? 0xFF : 0;
    for (size_t k = 0; k < n; k++)
      out[k] = k < 8 ? (unsigned char)(v >> (8 * k)) : fill;
  }
  if (width % 8)
    out[n - 1] &= (1u << (width % 8)) - 1;
}

/* dense<"0x..."> as mlir-opt writes large attributes: each element's
 * storage in turn, i1 packed eight to a byte from the low bit. */
static void print_dense_hex(IrPrinter *p, const IrAttr *a, IrType *elt) {
  static const char digits[] = "0123456789ABCDEF";
  unsigned width = ir_type_bitwidth(elt);
  size_t n = width == 1 ? 1 : (width + 7) / 8;
  unsigned char *bytes = calloc(n, 1);
  if (!bytes)
    ir_oom();
  pr_puts(p, "\"0x");
  for (unsigned i = 0; i < a->u.dense.num; i += width == 1 ? 8 : 1) {
    if (width == 1) {
      bytes[0] = 0;
      for (unsigned b = 0; b < 8 && i + b < a->u.dense.num; b++)
        bytes[0] |= (a->u.dense.elems[i + b]->u.integer.value & 1) << b;
    } else {
      dense_storage_bytes(a->u.dense.elems[i], width, bytes);
    }
    for (size_t k = 0; k < n; k++) {
      pr_char(p, digits[bytes[k] >> 4]);
      pr_char(p, digits[bytes[k] & 15]);
    }
  }
  pr_char(p, '"');
  free(bytes);
}

void pr_dense_elements(IrPrinter *p, const IrAttr *a) {
  IrType *t = a->type;
  IrType *elt = t ? ir_type_element(t) : NULL;
  bool shaped = t && ir_type_is_shaped(t) && t->u.shaped.rank >= 0;
  int64_t count = 1;
  for (int i = 0; shaped && i < t->u.shaped.rank; i++)
    count *= t->u.shaped.shape[i];
  pr_puts(p, "dense<");
  if (a->u.dense.splat && a->u.dense.num == 1) {
    print_dense_elem(p, a->u.dense.elems[0], elt);
  } else if (shaped && count == (int64_t)a->u.dense.num &&
             count > DENSE_HEX_THRESHOLD && dense_hex_printable(a, elt)) {
    print_dense_hex(p, a, elt);
  } else if (shaped && count == (int64_t)a->u.dense.num) {
    size_t pos = 0;
    if (count > 0)
      print_dense_nested(p, a, elt, t->u.shaped.shape, t->u.shaped.rank,
                         &pos);
  } else {
    pr_char(p, '[');
    for (unsigned i = 0; i < a->u.dense.num; i++) {
      if (i)
        pr_puts(p, ", ");
      print_dense_elem(p, a->u.dense.elems[i], elt);
    }
    pr_char(p, ']');
  }
  pr_char(p, '>');
}

void pr_dense_array(IrPrinter *p, const IrAttr *a) {
  IrType *t = a->type;
  pr_puts(p, "array<");
  pr_type(p, t);
  for (unsigned i = 0; i < a->u.dense_array.num; i++) {
    pr_puts(p, i ? ", " : ": ");
    if (t && t->kind == IR_TYPE_FLOAT) {
      double v = a->u.dense_array.floats ? a->u.dense_array.floats[i] : 0;
      print_float_bits(p, t->u.fp.kind, ir_float_bits(t->u.fp.kind, v), v);
    } else {
      IrAttr elem = {.kind = IR_ATTR_INTEGER, .type = t};
      if (a->u.dense_array.ints)
        elem.u.integer.value = a->u.dense_array.ints[i];
      pr_int_value(p, &elem, t);
    }
  }
  pr_char(p, '>');
}
