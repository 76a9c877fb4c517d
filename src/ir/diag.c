/*
 * diag.c - MLIR/clang-style diagnostics.
 *
 * A diagnostic is printed as "file:line:col: kind: message". When the text
 * of the file was registered (ir_diag_add_source), the source line follows
 * with a caret under the column, tabs expanded to 8-column stops as LLVM's
 * SourceMgr does. Errors are counted in the context.
 *
 * Bad input must cost time linear in its size, however many errors it
 * holds: only the first IR_DIAG_MAX_ERRORS errors are printed (the rest
 * are counted), and a quoted line longer than a screenful is cut to the
 * part around the caret, so a file that is one long line with an error
 * per op does not print that line once per op.
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

/* Source lines are quoted whole up to this many bytes; a longer one is cut
 * to QUOTE_CONTEXT bytes either side of the caret, "..." marking a cut. */
enum { QUOTE_MAX = 240, QUOTE_CONTEXT = 100 };

/* Writes text[start..stop) with tabs expanded to 8-column stops (counted
 * from the start of what is written). Returns the width written up to the
 * byte at caret_at, or the whole width when caret_at is past the end. */
static size_t print_expanded(FILE *out, const char *text, size_t start,
                             size_t stop, size_t caret_at) {
  size_t width = 0, caret = 0, run = start;
  for (size_t i = start; i <= stop; i++) {
    if (i == caret_at)
      caret = width;
    if (i == stop || text[i] == '\t') {
      fwrite(text + run, 1, i - run, out);
      run = i + 1;
      if (i == stop)
        break;
      size_t next = (width / 8 + 1) * 8;
      fprintf(out, "%*s", (int)(next - width), "");
      width = next;
    } else {
      width++;
    }
  }
  return caret_at >= stop ? width + (caret_at - stop) : caret;
}

/* Prints line `line` of src and a caret under byte column col (both from
 * 1): the whole line when it is short, else the part around the caret. */
static void print_source_line(FILE *out, DiagSource *src, int line, int col) {
  index_lines(src);
  if (line < 1 || (size_t)line > src->num_lines)
    return;
  size_t start = src->line_starts[line - 1], stop = start;
  while (stop < src->len && src->text[stop] != '\n' && src->text[stop] != '\r')
    stop++;
  size_t caret_at = start + (size_t)(col - 1), from = start, to = stop;
  if (stop - start > QUOTE_MAX) {
    size_t at = caret_at < stop ? caret_at : stop;
    from = at - start > QUOTE_CONTEXT ? at - QUOTE_CONTEXT : start;
    to = stop - at > QUOTE_CONTEXT ? at + QUOTE_CONTEXT : stop;
  }
  size_t lead = from > start ? 3 : 0;
  fputs(lead ? "..." : "", out);
  size_t caret = print_expanded(out, src->text, from, to, caret_at);
  fprintf(out, "%s\n%*s^\n", to < stop ? "..." : "", (int)(lead + caret), "");
}

static const char *const kind_names[] = {
    [IR_DIAG_ERROR] = "error",
    [IR_DIAG_WARNING] = "warning",
    [IR_DIAG_NOTE] = "note",
    [IR_DIAG_REMARK] = "remark",
};

/* Whether a diagnostic of kind is printed: errors up to the limit, and the
 * other kinds (notes that explain an error, mostly) while no error has
 * been left out. Says once where errors start being left out. */
static bool diag_shown(IrContext *ctx, IrDiagKind kind, IrLocation loc,
                       FILE *out) {
  if (kind == IR_DIAG_ERROR && ctx->num_errors == IR_DIAG_MAX_ERRORS + 1)
    fprintf(out, "%s: note: too many errors; only the first %d are shown\n",
            loc.file ? loc.file : "affc", IR_DIAG_MAX_ERRORS);
  return ctx->num_errors <= IR_DIAG_MAX_ERRORS;
}

/* Prints one diagnostic; the message is fmt applied to ap. */
static void diag_print(IrContext *ctx, IrDiagKind kind, IrLocation loc,
                       const char *fmt, va_list ap) {
  if (ctx->diag_muted) {
    ctx->muted_diags++;
    return;
  }
  FILE *out = ctx->diag_out ? ctx->diag_out : stderr;
  if (kind == IR_DIAG_ERROR)
    ctx->num_errors++;
  if (!diag_shown(ctx, kind, loc, out))
    return;
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

bool ir_diag_errors_hidden(const IrContext *ctx) {
  return ctx->num_errors >= IR_DIAG_MAX_ERRORS;
}

void ir_diag_set_stream(IrContext *ctx, FILE *out) { ctx->diag_out = out; }

void ir_diag_mute(IrContext *ctx) {
  ctx->diag_muted = true;
  ctx->muted_diags = 0;
}

unsigned ir_diag_unmute(IrContext *ctx) {
  ctx->diag_muted = false;
  return ctx->muted_diags;
}
