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
 *
 * Passes may stream too (ir_stream_set_passes): a function that verifies
 * quietly is transformed before it is printed, so a pipeline whose passes
 * each work on one function at a time costs no more memory than -O0.
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

/* What a stream does to each function before printing it: begin makes
 * the state of one context (the parser's, or a sibling's on another
 * thread) from arg, run transforms func with it and returns false after
 * an error (reported as a diagnostic), end frees it with the stream. */
typedef struct IrStreamPasses {
  void *(*begin)(const void *arg, IrContext *ctx);
  bool (*run)(void *state, IrOp *module, IrOp *func);
  void (*end)(void *state);
  const void *arg;
} IrStreamPasses;

/* Lets the next parse with ctx stream (see above), printing functions
 * with printer (NULL: as MLIR). */
void ir_stream_enable(IrContext *ctx, const IrStreamPrinter *printer);
/* Makes ctx's stream run passes on each function it streams. */
void ir_stream_set_passes(IrContext *ctx, const IrStreamPasses *passes);
/* Lets sibling stream as owner does, printing as MLIR (parse_split.c). */
void ir_stream_enable_like(IrContext *sibling, const IrContext *owner);
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
