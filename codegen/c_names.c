/*
 * c_names.c - C identifiers for SSA values and symbols.
 *
 * A value keeps its SSA name where C allows it (%i -> i, %A -> A); numbered
 * values get a letter (%0 -> v0). A name that is a C keyword, a name the
 * output's headers declare, or one that starts with the runtime's affc_
 * prefix gets a trailing underscore. A name already taken in the function
 * or at file scope gets _1, _2, ... so every variable of a function is
 * unique and no local hides a function, a global or a library name.
 */
#include <ctype.h>
#include <stdint.h>
#include <string.h>

#include "c_emit.h"

/* Keywords of C11, and names the output's headers declare that an SSA
 * name could plausibly spell. */
static const char *const reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short",
    "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "bool", "true", "false",
    "main", "malloc", "calloc", "free", "memcpy", "memset", "abort", "exit",
    "printf", "puts", "putchar", "fflush", "stdout", "stderr", "errno",
    "NULL", "NAN", "INFINITY", "assert", "abs", "labs", "div", "exp",
    "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "sqrt", "cbrt",
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
    "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "fabs", "floor",
    "ceil", "round", "trunc", "fmod", "fma", "fmin", "fmax", "copysign",
    "rint", "nearbyint", "isnan", "isinf", "signbit", "y0", "y1", "j0",
    "j1", "gamma", "lgamma", "tgamma", "remainder", "ldexp", "frexp",
    "modf", "scalbn", "ilogb", "nan", "hypot",
};

static bool is_reserved(const char *s) {
  if (!strncmp(s, "affc_", 5) || !strncmp(s, "AFFC_", 5) ||
      !strncmp(s, "_mlir_", 6) || s[0] == '_')
    return true;
  size_t n = strlen(s);
  if (n > 2 && !strcmp(s + n - 2, "_t")) /* int64_t, size_t, ... */
    return true;
  for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++)
    if (!strcmp(reserved[i], s))
      return true;
  return false;
}

/* A valid C identifier made from raw (an SSA or symbol name). */
static const char *c_ident(IrContext *ctx, const char *raw) {
  size_t n = strlen(raw);
  char *s = ir_alloc(ctx, n + 3);
  size_t k = 0;
  if (!isalpha((unsigned char)raw[0]) && raw[0] != '_')
    s[k++] = 'v';
  for (size_t i = 0; i < n; i++)
    s[k++] = isalnum((unsigned char)raw[i]) ? raw[i] : '_';
  if (is_reserved(s))
    s[k++] = '_';
  s[k] = '\0';
  return is_reserved(s) ? ir_sprintf(ctx, "v%s", s) : s;
}

static bool taken(CEmit *e, const char *s) {
  if (strmap_get(e->globals, s, strlen(s)))
    return true;
  if (e->stream)
    c_stream_note_local(e, s);
  return e->locals && strmap_get(e->locals, s, strlen(s));
}

/* hint made an identifier when it is free, else the first free of
 * hint_N, N counting on from the last suffix given for hint (kept in map
 * under "\1hint", a key no identifier spells), so a thousand values named
 * %r cost linear time. The name is stored in map. */
static const char *fresh_in(CEmit *e, StrMap *map, const char *hint) {
  const char *base = c_ident(e->ctx, hint), *name = base;
  if (taken(e, base)) {
    const char *key = ir_sprintf(e->ctx, "\1%s", base);
    uintptr_t n = (uintptr_t)strmap_get(map, key, strlen(key));
    do
      name = ir_sprintf(e->ctx, "%s_%lu", base, (unsigned long)++n);
    while (taken(e, name));
    strmap_put(map, key, strlen(key), (void *)n);
  }
  if (map == e->globals && e->stream)
    c_stream_note_global(e, name);
  strmap_put(map, name, strlen(name), (void *)name);
  return name;
}

const char *c_fresh(CEmit *e, const char *hint) {
  const char *name = fresh_in(e, e->locals, hint);
  if (e->num_scoped == e->cap_scoped) {
    unsigned cap = e->cap_scoped ? 2 * e->cap_scoped : 16;
    e->scoped = ir_grow(e->ctx, e->scoped, e->num_scoped, cap, sizeof *e->scoped);
    e->cap_scoped = cap;
  }
  e->scoped[e->num_scoped++] = name;
  return name;
}

const char *c_fresh_label(CEmit *e, const char *hint) {
  return fresh_in(e, e->locals, hint);
}

const char *c_fresh_global(CEmit *e, const char *hint) {
  return fresh_in(e, e->globals, hint);
}

const char *c_value_hint(CEmit *e, const IrValue *v) {
  const char *name = v->name ? v->name : "v";
  IrOp *op = v->kind == IR_VALUE_RESULT ? v->op : NULL;
  if (op && op->num_results > 1)
    return ir_sprintf(e->ctx, "%s_%u", name, v->index);
  return name;
}
