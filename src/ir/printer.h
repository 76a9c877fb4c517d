/*
 * printer.h - MLIR text output.
 *
 * ir_print_module writes a module in MLIR's custom form, readable by
 * mlir-opt and by affc itself. Ops whose def has a print hook are printed
 * through it; all others in the generic form. Value names come from the
 * source where they are valid and unique, else fresh numbers are used.
 *
 * The pr_* functions are the toolkit of dialect print hooks. A hook is
 * called after "%results = op.name" has been written and writes the rest
 * of the op (starting with a space when it writes anything).
 */
#ifndef AFFC_PRINTER_H
#define AFFC_PRINTER_H

#include <string.h>

#include "ir.h"

typedef struct IrPrinter IrPrinter;

/* Prints the module op and everything in it, ending with a newline. */
void ir_print_module(FILE *out, IrContext *ctx, IrOp *module);
/* The same with every op in the generic form, as mlir-opt
 * --mlir-print-op-generic prints it: "dialect.op"(%a) <{properties}>
 * ({regions}) {attributes} : (T) -> U. The module must not have been
 * streamed (stream.h). */
void ir_print_module_generic(FILE *out, IrContext *ctx, IrOp *module);
/* A top-level printer prints ops of a module's body that are isolated
 * from above, one after another into memory, as the module's print shows
 * them, without the indentation before each and the newline after it
 * (stream.c). ir_print_top_level_op returns op's text (*len bytes, in one
 * piece), which stays where it is until the printer is destroyed. */
IrPrinter *ir_top_level_printer_create(IrContext *ctx);
const char *ir_print_top_level_op(IrPrinter *p, IrOp *op, size_t *len);
void ir_top_level_printer_destroy(IrPrinter *p);
/* A line printer gives the first line of an op as the module's print
 * shows it ("%r = scf.for ... {"), as a string in the context's arena, for
 * diagnostics. It costs the length of that line, not the size of the op's
 * regions, plus naming the op's isolated scope, done once for all the ops
 * asked for in a row from one scope. The IR must not change meanwhile. */
IrPrinter *ir_line_printer_create(IrContext *ctx);
const char *ir_line_printer_op(IrPrinter *p, IrOp *op);
void ir_line_printer_destroy(IrPrinter *p);
/* The MLIR spelling of a type or attribute as a string in the context's
 * arena, for diagnostics ("'i32' vs 'f32'"). */
const char *ir_type_str(IrContext *ctx, IrType *t);
const char *ir_attr_str(IrContext *ctx, IrAttr *a);
/* "2, 3, 4": the sizes of a shape, in the arena, for diagnostics. Dynamic
 * sizes print as the raw number, as MLIR's own messages show them. */
const char *ir_shape_str(IrContext *ctx, unsigned rank, const int64_t *shape);

/* The text being written: the first member of every IrPrinter, so that
 * the writers below, which print hooks call at every turn, are inline
 * (and strlen of a literal is a constant). */
typedef struct PrText {
  char *buf;
  size_t len, cap;
} PrText;

/* pr_write and pr_char when buf has no room (printer.c). */
void pr_write_slow(IrPrinter *p, const char *s, size_t n);
void pr_char_slow(IrPrinter *p, char c);

static inline void pr_write(IrPrinter *p, const char *s, size_t n) {
  PrText *w = (PrText *)p;
  if (w->cap - w->len < n) {
    pr_write_slow(p, s, n);
    return;
  }
  memcpy(w->buf + w->len, s, n);
  w->len += n;
}

static inline void pr_puts(IrPrinter *p, const char *s) {
  pr_write(p, s, strlen(s));
}

/* Takes no address of c: with AddressSanitizer that would give every
 * printing function a stack slot, and deep nests recurse through them. */
static inline void pr_char(IrPrinter *p, char c) {
  PrText *w = (PrText *)p;
  if (w->len == w->cap) {
    pr_char_slow(p, c);
    return;
  }
  w->buf[w->len++] = c;
}

IrContext *pr_context(IrPrinter *p);
void pr_printf(IrPrinter *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Decimal integers, without going through printf (they are frequent). */
void pr_u64(IrPrinter *p, uint64_t v);
void pr_i64(IrPrinter *p, int64_t v);
/* An integer attribute's value as MLIR prints it for type t: i1 as
 * true/false, unsigned types zero-extended, others sign-extended to the
 * width; values wider than 64 bits from their decimal text. */
void pr_int_value(IrPrinter *p, const IrAttr *a, const IrType *t);
/* A float attribute's value in the format of float type t (f64 when t is
 * not a float type). */
void pr_float_value(IrPrinter *p, const IrAttr *a, const IrType *t);
/* dense<splat>, dense<[[1, 2], [3, 4]]> (nested by the type's shape),
 * dense<"0x..."> for large ones, or dense<> when there are no elements;
 * without the " : type" suffix. */
void pr_dense_elements(IrPrinter *p, const IrAttr *a);
/* array<i32: 1, 2>, array<f32: 1.000000e+00>, array<i1: true>. */
void pr_dense_array(IrPrinter *p, const IrAttr *a);
void pr_value(IrPrinter *p, IrValue *v);                 /* %name or %g#1 */
/* "%a, %b" for operands first .. first+n-1 of op. */
void pr_operands(IrPrinter *p, IrOp *op, unsigned first, unsigned n);
void pr_type(IrPrinter *p, IrType *t);
void pr_type_list(IrPrinter *p, IrType **types, unsigned n); /* "a, b" */
/* Types of operands first .. first+n-1, comma separated. */
void pr_operand_types(IrPrinter *p, IrOp *op, unsigned first, unsigned n);
/* Result types of op, comma separated. */
void pr_result_types(IrPrinter *p, IrOp *op);
/* "-> T" or "-> (T, U)" for the op's results; nothing when it has none. */
void pr_arrow_result_types(IrPrinter *p, IrOp *op);
void pr_attr(IrPrinter *p, IrAttr *a);
/* The attribute without its ": type" suffix, as MLIR's
 * printAttributeWithoutType: "dense<[1, 2]>" (memref.global's initial
 * value). (Added for memref.c; to be implemented in printer.c.) */
void pr_attr_without_type(IrPrinter *p, IrAttr *a);
void pr_affine_map(IrPrinter *p, IrAffineMap *m);          /* affine_map<...> */
void pr_integer_set(IrPrinter *p, IrIntegerSet *s);        /* affine_set<...> */
/* Prints e with dim i replaced by "%dims[i]" and symbol i by
 * "symbol(%syms[i])" (or "%syms[i]" when bare_symbols), with MLIR's
 * precedence and parentheses. Used for affine subscripts and bounds. */
void pr_affine_expr_ssa(IrPrinter *p, IrAffineExpr *e, IrValue **dims,
                        IrValue **syms, bool bare_symbols);
/* " {name = value, ...}" listing op's attributes except those in elided;
 * nothing when none remain. With keyword set it prints " attributes {...}". */
void pr_attr_dict(IrPrinter *p, IrOp *op, const char *const *elided,
                  unsigned num_elided, bool keyword);
/* " {" newline, the region's blocks, "}" at the current indentation.
 * print_entry_args: print the entry block's label and arguments (false when
 * the op's header names them). print_empty_terminators: print terminators
 * that have no operands and no attributes (false for affine.for & co.). */
void pr_region(IrPrinter *p, IrRegion *r, bool print_entry_args,
               bool print_empty_terminators);
/* A newline and the current indentation: a custom form that puts part of
 * an op on a line of its own (scf.index_switch's "case N {"). */
void pr_newline(IrPrinter *p);
void pr_successor(IrPrinter *p, IrBlock *b); /* ^bb1 */
/* "%arg0: T" for a block argument. */
void pr_block_arg(IrPrinter *p, IrValue *arg);

#endif
