/*
 * stream.h - reading a module for printing only, one function at a time.
 *
 * When the module will only be verified and printed (--emit=mlir, or
 * --emit=c without passes), the parser hands each op of the module's body
 * to ir_stream_top_level_op as soon as it is read. A function that
 * verifies on its own is printed to memory there and then (as MLIR, or by
 * the stream's printer), and its ops, blocks and values are given back
 * (the context's body arena): what stays is a shell, an op with the
 * function's name, attributes and location and no regions, which symbol
 * lookups find as they would the function, which the verifier passes
 * over and which the printer prints as the text saved for it. So memory
 * holds one function's IR at a time, plus the output text.
 *
 * The output is the same as without streaming, byte for byte, and so are
 * the diagnostics: a function is only streamed when the file has no error
 * so far, no forward reference is pending, it refers to no symbol (calls
 * are checked against their callee at the end, as before: a function
 * that calls or names a symbol is kept whole) and it verifies quietly.
 * Anything else stays in the module and is verified at the end as usual.
 */
#ifndef AFFC_IR_STREAM_H
#define AFFC_IR_STREAM_H

#include <stdbool.h>
#include <stddef.h>

#include "ir.h"

/* What a stream prints functions as, when not MLIR: print sets *text
 * (*len bytes that last as long as ctx) and *data (ir_stream_data) for op,
 * a function that verified quietly, or returns false to keep op whole;
 * destroy frees arg with the stream. */
typedef struct IrStreamPrinter {
  bool (*print)(void *arg, IrContext *ctx, IrOp *op, const char **text,
                size_t *len, void **data);
  void (*destroy)(void *arg);
  void *arg;
} IrStreamPrinter;

/* Lets the next parse with ctx stream (see above), printing functions
 * with printer (NULL: as MLIR). */
void ir_stream_enable(IrContext *ctx, const IrStreamPrinter *printer);
/* The arg of ctx's stream printer, or NULL. */
void *ir_stream_printer_arg(const IrContext *ctx);
/* True when a second thread may read part of the input into a sibling
 * that streams too (parse_split.c): the printer is MLIR's. */
bool ir_stream_may_split(const IrContext *ctx);
/* Called by the parser once module and its body block exist, before the
 * first op is read. */
void ir_stream_begin(IrContext *ctx);
/* Called by the parser after each op of module's body, op being the last
 * one; clean says that the parse has no error and no pending forward
 * reference. */
void ir_stream_top_level_op(IrContext *ctx, IrOp *module, IrOp *op,
                            bool clean);
/* The text printed for op when it is a shell of ctx or of a sibling
 * (*len bytes, without the indentation before it and the newline after
 * it), else NULL. */
const char *ir_stream_text(IrContext *ctx, const IrOp *op, size_t *len);
/* The data the stream's printer gave for shell op of ctx, or NULL. */
void *ir_stream_data(IrContext *ctx, const IrOp *op);
/* True when op is a shell. */
bool ir_stream_is_shell(const IrOp *op);
/* Frees the streaming state of ctx (ir_context_destroy). */
void ir_stream_destroy(IrContext *ctx);

#endif
