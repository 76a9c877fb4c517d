/*
 * diag.c - MLIR/clang-style diagnostics.
 *
 * A diagnostic is printed as "file:line:col: kind: message". When the text
 * of the file was registered (ir_diag_add_source), the source line follows
 * with a caret under the column, tabs expanded to 8-column stops as LLVM's
 * SourceMgr does. Errors are counted in the context.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "context.h"

void ir_diag_add_source(IrContext *ctx, const char *file, const char *text,
                        size_t len) {
  if (ctx->num_sources == ctx->cap_sources) {
    unsigned cap = ctx->cap_sources ? ctx->cap_sources * 2 : 4;
    DiagSource *s = realloc(ctx->sources, cap * sizeof *s);
    if (!s)
      ir_oom();
    ctx->sources = s;
    ctx->cap_sources = cap;
  }
  DiagSource *src = &ctx->sources[ctx->num_sources++];
  memset(src, 0, sizeof *src);
  src->file = ir_intern(ctx, file, strlen(file));
  src->text = text;
  src->len = len;
}

/* The registered source named file, or NULL. The latest registration of a
 * name wins. */
static DiagSource *find_source(IrContext *ctx, const char *file) {
  for (unsigned i = ctx->num_sources; i-- > 0;) {
    DiagSource *s = &ctx->sources[i];
    if (s->file == file || strcmp(s->file, file) == 0)
      return s;
  }
  return NULL;
}

/* Builds the table of line start offsets of src (once). */
static void index_lines(DiagSource *src) {
  if (src->line_starts)
    return;
  size_t n = 1;
  for (size_t i = 0; i < src->len; i++)
    n += src->text[i] == '\n';
  src->line_starts = malloc(n * sizeof *src->line_starts);
  if (!src->line_starts)
    ir_oom();
  src->line_starts[0] = 0;
  size_t k = 1;
  for (size_t i = 0; i < src->len; i++)
    if (src->text[i] == '\n')
      src->line_starts[k++] = i + 1;
  src->num_lines = n;
}

/* Prints line `line` of src and a caret under byte column col (both from
 * 1), expanding tabs to 8-column stops in both lines. */
static void print_source_line(FILE *out, DiagSource *src, int line, int col) {
  index_lines(src);
  if (line < 1 || (size_t)line > src->num_lines)
    return;
  size_t start = src->line_starts[line - 1], stop = start;
  while (stop < src->len && src->text[stop] != '\n' && src->text[stop] != '\r')
    stop++;
  size_t caret = 0, width = 0;
  for (size_t i = start; i < stop; i++) {
    if ((int)(i - start) == col - 1)
      caret = width;
    if (src->text[i] == '\t') {
      size_t next = (width / 8 + 1) * 8;
      fprintf(out, "%*s", (int)(next - width), "");
      width = next;
    } else {
      fputc(src->text[i], out);
      width++;
    }
  }
  if (col - 1 >= (int)(stop - start))
    caret = width + (size_t)(col - 1) - (stop - start);
  fprintf(out, "\n%*s^\n", (int)caret, "");
}

static const char *const kind_names[] = {
    [IR_DIAG_ERROR] = "error",
    [IR_DIAG_WARNING] = "warning",
    [IR_DIAG_NOTE] = "note",
    [IR_DIAG_REMARK] = "remark",
};

/* Prints one diagnostic; the message is fmt applied to ap. */
static void diag_print(IrContext *ctx, IrDiagKind kind, IrLocation loc,
                       const char *fmt, va_list ap) {
  FILE *out = ctx->diag_out ? ctx->diag_out : stderr;
  if (kind == IR_DIAG_ERROR)
    ctx->num_errors++;
  if (loc.file && loc.line > 0)
    fprintf(out, "%s:%d:%d: ", loc.file, loc.line, loc.col > 0 ? loc.col : 1);
  else if (loc.file)
    fprintf(out, "%s: ", loc.file);
  fprintf(out, "%s: ", kind_names[kind]);
  vfprintf(out, fmt, ap);
  fputc('\n', out);
  if (loc.file && loc.line > 0) {
    DiagSource *src = find_source(ctx, loc.file);
    if (src)
      print_source_line(out, src, loc.line, loc.col > 0 ? loc.col : 1);
  }
  fflush(out);
}

void ir_diag(IrContext *ctx, IrDiagKind kind, IrLocation loc, const char *fmt,
             ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_print(ctx, kind, loc, fmt, ap);
  va_end(ap);
}

bool ir_error(IrContext *ctx, IrLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_print(ctx, IR_DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  return false;
}

unsigned ir_diag_error_count(const IrContext *ctx) { return ctx->num_errors; }

void ir_diag_set_stream(IrContext *ctx, FILE *out) { ctx->diag_out = out; }
