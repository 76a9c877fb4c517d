/*
 * parse_loc.c - checks the text of a loc(...) against MLIR's location
 * grammar. affc keeps a location as its text (IR_ATTR_LOCATION), so it
 * only has to refuse what mlir-opt refuses, with mlir-opt's messages:
 *
 *   loc     ::= `unknown` | `#`alias | string [`:` line [`:` col
 *               [`to` [line] `:` col]]] | string `(` loc `)`
 *             | `callsite` `(` loc `at` loc `)`
 *             | `fused` [`<` attr `>`] `[` [loc (`,` loc)*] `]`
 *
 * Whether an alias is defined is not checked (MLIR allows one defined
 * further down the file), nor what a dialect attribute holds.
 */
#include <ctype.h>
#include <string.h>

#include "parse_state.h"

/* A cursor over the loc text, which starts at `loc(` at position start. */
typedef struct LocScan {
  const char *p, *end;
  IrLocation pos;         /* of p */
  IrLocation text_end;    /* just past the last text consumed, where MLIR
                             reports what it expected and did not find */
  const char *error;      /* the first message, or NULL */
  IrLocation error_pos;
} LocScan;

/* Moves over n bytes of text, or of blanks. */
static void move(LocScan *s, size_t n, bool text) {
  if (!n)
    return;
  for (; n && s->p < s->end; n--, s->p++)
    if (*s->p == '\n') {
      s->pos.line++;
      s->pos.col = 1;
    } else {
      s->pos.col++;
    }
  if (text)
    s->text_end = s->pos;
}

static void advance(LocScan *s, size_t n) { move(s, n, true); }

static void skip_space(LocScan *s) {
  while (s->p < s->end && isspace((unsigned char)*s->p))
    move(s, 1, false);
}

static bool fail(LocScan *s, const char *message) {
  if (!s->error) {
    s->error = message;
    s->error_pos = s->text_end;
  }
  return false;
}

/* Consumes c (after blanks) when it is next. */
static bool accept(LocScan *s, char c) {
  skip_space(s);
  if (s->p < s->end && *s->p == c) {
    advance(s, 1);
    return true;
  }
  return false;
}

/* The length of the identifier at p (letters, digits, _ $ . -). */
static size_t ident_len(const LocScan *s) {
  size_t n = 0;
  while (s->p + n < s->end &&
         (isalnum((unsigned char)s->p[n]) || strchr("_$.-", s->p[n])))
    n++;
  return n;
}

static bool accept_word(LocScan *s, const char *w) {
  skip_space(s);
  size_t n = ident_len(s);
  if (n != strlen(w) || memcmp(s->p, w, n))
    return false;
  advance(s, n);
  return true;
}

static bool accept_int(LocScan *s) {
  skip_space(s);
  size_t n = 0;
  while (s->p + n < s->end && isdigit((unsigned char)s->p[n]))
    n++;
  advance(s, n);
  return n > 0;
}

/* Skips a string literal (p at its opening quote). */
static bool skip_string(LocScan *s) {
  advance(s, 1);
  while (s->p < s->end && *s->p != '"')
    advance(s, *s->p == '\\' ? 2 : 1);
  return s->p < s->end ? (advance(s, 1), true) : fail(s, "expected '\"'");
}

/* Skips balanced text from an opening bracket to its match. */
static void skip_balanced(LocScan *s, char open, char close) {
  int depth = 0;
  do {
    if (*s->p == '"') {
      skip_string(s);
      continue;
    }
    depth += (*s->p == open) - (*s->p == close);
    advance(s, 1);
  } while (s->p < s->end && depth > 0);
}

static bool location(LocScan *s);

/* After a file name: [`:` line [`:` col [`to` [line] `:` col]]]. */
static bool file_line_col(LocScan *s) {
  if (!accept(s, ':'))
    return true;
  if (!accept_int(s))
    return fail(s, "expected integer line number in FileLineColRange");
  if (!accept(s, ':'))
    return true;
  if (!accept_int(s))
    return fail(s, "expected integer column number in FileLineColRange");
  if (!accept_word(s, "to"))
    return true;
  bool line = accept_int(s);
  if (!accept(s, ':'))
    return fail(s, "expected either integer or `:` post `to` in "
                   "FileLineColRange");
  return accept_int(s) ||
         fail(s, line ? "expected integer column number in FileLineColRange"
                      : "expected integer column number after `:`");
}

static bool name_or_file(LocScan *s) {
  if (!skip_string(s))
    return false;
  skip_space(s);
  if (s->p < s->end && *s->p == '(') {
    advance(s, 1);
    return location(s) &&
           (accept(s, ')') ||
            fail(s, "expected ')' after child location of NameLoc"));
  }
  return file_line_col(s);
}

static bool fused(LocScan *s) {
  skip_space(s);
  if (s->p < s->end && *s->p == '<')
    skip_balanced(s, '<', '>');
  if (!accept(s, '['))
    return fail(s, "expected '[' in fused location");
  if (accept(s, ']'))
    return true;
  do
    if (!location(s))
      return false;
  while (accept(s, ','));
  return accept(s, ']') || fail(s, "expected ']' in fused location");
}

static bool callsite(LocScan *s) {
  if (!accept(s, '('))
    return fail(s, "expected '(' in callsite location");
  if (!location(s))
    return false;
  if (!accept_word(s, "at"))
    return fail(s, "expected 'at' in callsite location");
  return location(s) && (accept(s, ')') ||
                         fail(s, "expected ')' in callsite location"));
}

static bool location(LocScan *s) {
  skip_space(s);
  if (s->p < s->end && *s->p == '"')
    return name_or_file(s);
  if (s->p < s->end && *s->p == '#') {
    advance(s, 1);
    size_t n = ident_len(s);
    if (!n)
      return fail(s, "expected location instance");
    advance(s, n); /* an alias, or a dialect attribute (not checked) */
    skip_space(s);
    if (s->p < s->end && *s->p == '<')
      skip_balanced(s, '<', '>');
    return true;
  }
  if (accept_word(s, "unknown"))
    return true;
  if (accept_word(s, "callsite"))
    return callsite(s);
  if (accept_word(s, "fused"))
    return fused(s);
  return fail(s, "expected location instance");
}

bool ps_check_loc(ParseState *ps, const Token *t, IrLocation loc) {
  LocScan s = {t->text, t->text + t->len, loc, loc, NULL, loc};
  advance(&s, strlen("loc("));
  if (location(&s) && !accept(&s, ')'))
    fail(&s, "expected ')' in location");
  if (!s.error)
    return true;
  ps_fail(ps, s.error_pos, "%s", s.error);
  return false;
}
