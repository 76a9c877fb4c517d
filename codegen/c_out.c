/*
 * c_out.c - writing C text: indented lines, and the small questions about
 * expression text (is it primary, which names does it mention) that let
 * the emitter leave out parentheses a person would not write.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "c_emit.h"
#include "ir/diag.h"

/* Writes the indentation, capped so that a pathologically deep nest
 * (thousands of loops) does not make the output quadratic in size. */
static void indent(const CEmit *e) {
  for (int i = 0; i < e->indent && i < 40; i++)
    fputs("  ", e->out);
}

static void vline(CEmit *e, const char *fmt, va_list ap) {
  if (e->opts->line_directives && e->loc.line > 0)
    fprintf(e->out, "#@%d\n", e->loc.line);
  indent(e);
  vfprintf(e->out, fmt, ap);
  fputc('\n', e->out);
}

void c_line(CEmit *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vline(e, fmt, ap);
  va_end(ap);
}

unsigned c_mark(const CEmit *e) { return e->num_scoped; }

void c_open(CEmit *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vline(e, fmt, ap);
  va_end(ap);
  e->indent++;
}

void c_close(CEmit *e, unsigned mark, const char *line) {
  e->indent--;
  for (unsigned i = mark; i < e->num_scoped; i++)
    strmap_put(e->locals, e->scoped[i], strlen(e->scoped[i]), NULL);
  e->num_scoped = mark;
  if (line)
    c_line(e, "%s", line);
}

/* Index of the parenthesis closing the one at s[open], or -1. */
static long closing_paren(const char *s, long open) {
  int depth = 0;
  for (long i = open; s[i]; i++) {
    if (s[i] == '(')
      depth++;
    else if (s[i] == ')' && --depth == 0)
      return i;
  }
  return -1;
}

bool c_is_primary(const char *s) {
  if (s[0] == '(')
    return closing_paren(s, 0) == (long)strlen(s) - 1;
  int depth = 0;
  for (const char *p = s; *p; p++) {
    if (*p == '(' || *p == '[')
      depth++;
    else if (*p == ')' || *p == ']')
      depth--;
    else if (depth == 0 && *p == '-' && p[1] == '>')
      p++;
    else if (depth == 0 && !isalnum((unsigned char)*p) && *p != '_' &&
             *p != '.')
      return false;
  }
  return s[0] != '\0';
}

const char *c_paren(IrContext *ctx, const char *expr) {
  return c_is_primary(expr) ? expr : ir_sprintf(ctx, "(%s)", expr);
}

/* True when s has a comma outside any parentheses or brackets. */
static bool has_top_comma(const char *s, size_t n) {
  int depth = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '(' || s[i] == '[' || s[i] == '{')
      depth++;
    else if (s[i] == ')' || s[i] == ']' || s[i] == '}')
      depth--;
    else if (s[i] == ',' && depth == 0)
      return true;
  }
  return false;
}

/* A comma expression keeps its parentheses: without them it would split
 * a declaration or an argument list. */
const char *c_unparen(IrContext *ctx, const char *expr) {
  size_t n = strlen(expr);
  if (n < 2 || expr[0] != '(' || closing_paren(expr, 0) != (long)n - 1 ||
      has_top_comma(expr + 1, n - 2))
    return expr;
  return ir_strndup(ctx, expr + 1, n - 2);
}

bool c_is_int(const char *expr, int64_t *v) {
  const char *p = expr + (expr[0] == '-');
  if (!isdigit((unsigned char)*p))
    return false;
  for (; *p; p++)
    if (!isdigit((unsigned char)*p))
      return false;
  *v = strtoll(expr, NULL, 10);
  return true;
}

static bool is_ident_char(char c) {
  return isalnum((unsigned char)c) || c == '_';
}

bool c_mentions(const char *text, const char *name) {
  size_t n = strlen(name);
  for (const char *p = strstr(text, name); p; p = strstr(p + 1, name))
    if ((p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]))
      return true;
  return false;
}

/* True when the occurrence of a name ending at end is the target of an
 * assignment ("name = ...", not "name == ..."). */
static bool is_assigned(const char *end) {
  while (*end == ' ')
    end++;
  return end[0] == '=' && end[1] != '=';
}

bool c_reads(const char *text, const char *name, const char *decl) {
  size_t n = strlen(name);
  for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
    bool word = (p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]);
    bool in_decl = p >= decl && p < decl + strcspn(decl, "\n");
    if (word && !in_decl && !is_assigned(p + n))
      return true;
  }
  return false;
}

bool c_unsupported(CEmit *e, const IrOp *op, const char *why) {
  e->failed = true;
  return ir_error(e->ctx, op->loc, "affc cannot emit C for '%s'%s%s",
                  op->name, why ? " " : "", why ? why : "");
}
