/*
 * diag.h - MLIR/clang-style diagnostics.
 *
 * Every message is "file:line:col: error: text", followed by the source line
 * and a caret when the source text is known. Errors are counted in the
 * context; a phase that reported errors makes the driver stop after it.
 * Only the first IR_DIAG_MAX_ERRORS errors are printed (with their notes),
 * so that input with an error on every line is rejected in linear time.
 */
#ifndef AFFC_DIAG_H
#define AFFC_DIAG_H

#include "ir.h"

/* Errors printed per context; later ones are only counted. */
#define IR_DIAG_MAX_ERRORS 100

typedef enum IrDiagKind {
  IR_DIAG_ERROR,
  IR_DIAG_WARNING,
  IR_DIAG_NOTE,
  IR_DIAG_REMARK,
} IrDiagKind;

/* Makes the text of file known, so diagnostics can quote its lines. The
 * text is not copied: it must outlive the context. */
void ir_diag_add_source(IrContext *ctx, const char *file, const char *text,
                        size_t len);
/* Reports a diagnostic at loc; errors increment the error count. */
void ir_diag(IrContext *ctx, IrDiagKind kind, IrLocation loc, const char *fmt,
             ...) __attribute__((format(printf, 4, 5)));
/* Shorthand for ir_diag(ctx, IR_DIAG_ERROR, ...). Always returns false, so
 * checks can end with "return ir_error(...);". */
bool ir_error(IrContext *ctx, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Errors reported so far. */
unsigned ir_diag_error_count(const IrContext *ctx);
/* True when the next error would be counted but not printed: a check may
 * then skip building a costly message. */
bool ir_diag_errors_hidden(const IrContext *ctx);
/* Where diagnostics go (stderr by default). */
void ir_diag_set_stream(IrContext *ctx, FILE *out);
/* Tries something quietly: from ir_diag_mute on, diagnostics are neither
 * printed nor counted; ir_diag_unmute ends that and returns the number of
 * diagnostics (errors, warnings, ...) left unsaid. */
void ir_diag_mute(IrContext *ctx);
unsigned ir_diag_unmute(IrContext *ctx);

#endif
