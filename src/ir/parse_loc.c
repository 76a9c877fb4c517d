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
 * An alias inside a location must be defined above it. The alias a
 * trailing location (an op's or a block argument's) names whole may be
 * defined further down the file: it is looked up when the file ends, as
 * MLIR does, and must name a location. What a dialect attribute holds is
 * not checked.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "printer.h"
#include "strmap.h"

#include "parse_state.h"

/* A cursor over the loc text, which starts at `loc(` at position start. */
typedef struct LocScan {
  ParseState *ps;
  bool trailing;          /* an op's or block argument's own location */
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

static bool fail_at(LocScan *s, IrLocation at, const char *message) {
  if (!s->error) {
    s->error = message;
    s->error_pos = at;
  }
  return false;
}

static bool fail(LocScan *s, const char *message) {
  return fail_at(s, s->text_end, message);
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

static bool location(LocScan *s, bool whole);

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
    return location(s, false) &&
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
    if (!location(s, false))
      return false;
  while (accept(s, ','));
  return accept(s, ']') || fail(s, "expected ']' in fused location");
}

static bool callsite(LocScan *s) {
  if (!accept(s, '('))
    return fail(s, "expected '(' in callsite location");
  if (!location(s, false))
    return false;
  if (!accept_word(s, "at"))
    return fail(s, "expected 'at' in callsite location");
  return location(s, false) && (accept(s, ')') ||
                         fail(s, "expected ')' in callsite location"));
}

/* A location that names an alias defined further down: the first such
 * use of each name, in the order of the text, checked when the file ends.
 * A definition that is a location resolves its name's use. */
struct LocAliasUse {
  LocAliasUse *prev, *next;
  const char *name; /* interned */
  IrLocation at;    /* of the '#' */
};

/* Records that the alias name[0..len) is used, at at, before it is defined. */
static void defer_alias(ParseState *ps, const char *name, size_t len,
                        IrLocation at) {
  name = ir_intern(ps->ctx, name, len);
  if (strmap_get(ps->loc_alias_uses, name, len))
    return;
  LocAliasUse *u = malloc(sizeof *u);
  if (!u)
    ir_oom();
  *u = (LocAliasUse){ps->loc_alias_last, NULL, name, at};
  *(u->prev ? &u->prev->next : &ps->loc_alias_first) = u;
  ps->loc_alias_last = u;
  strmap_put(ps->loc_alias_uses, name, len, u);
}

static void forget_use(ParseState *ps, LocAliasUse *u) {
  *(u->prev ? &u->prev->next : &ps->loc_alias_first) = u->next;
  *(u->next ? &u->next->prev : &ps->loc_alias_last) = u->prev;
  strmap_put(ps->loc_alias_uses, u->name, strlen(u->name), NULL);
  free(u);
}

void ps_loc_alias_defined(ParseState *ps, const char *name, IrAttr *value) {
  LocAliasUse *u = strmap_get(ps->loc_alias_uses, name, strlen(name));
  if (u && value->kind == IR_ATTR_LOCATION)
    forget_use(ps, u);
}

/* MLIR's message for an alias of a location that names something else. */
static const char *not_a_location(ParseState *ps, IrAttr *value) {
  return ir_sprintf(ps->ctx, "expected location, but found '%s'",
                    ir_attr_str(ps->ctx, value));
}

void ps_check_loc_alias_uses(ParseState *ps) {
  for (LocAliasUse *u = ps->loc_alias_first; u; u = u->next) {
    IrAttr *value = ps_attr_alias_value(ps, u->name, strlen(u->name));
    if (!value) {
      ps_fail(ps, u->at, "operation location alias was never defined");
      return;
    }
    if (value->kind != IR_ATTR_LOCATION) {
      ps_fail(ps, u->at, "%s", not_a_location(ps, value));
      return;
    }
  }
}

void ps_loc_alias_uses_free(ParseState *ps) {
  while (ps->loc_alias_first)
    forget_use(ps, ps->loc_alias_first);
  strmap_destroy(ps->loc_alias_uses);
}

/* The alias a trailing location names whole, name[0..len) at at: one
 * defined above must be a location, one not defined yet is looked up when
 * the file ends. */
static bool whole_alias(LocScan *s, const char *name, size_t len,
                        IrLocation at) {
  IrAttr *value = ps_attr_alias_value(s->ps, name, len);
  if (!value)
    defer_alias(s->ps, name, len, at);
  else if (value->kind != IR_ATTR_LOCATION)
    return fail_at(s, at, not_a_location(s->ps, value));
  return true;
}

/* `#`alias, or a dialect attribute (`#name<...>`, `#dialect.name`) whose
 * contents are not checked. whole: the location is this alone. */
static bool alias(LocScan *s, bool whole) {
  IrLocation at = s->pos;
  advance(s, 1);
  size_t len = ident_len(s);
  if (!len)
    return fail(s, "expected location instance");
  const char *name = s->p;
  advance(s, len);
  if (whole && s->trailing)
    return whole_alias(s, name, len, at);
  skip_space(s);
  if (s->p < s->end && *s->p == '<') {
    skip_balanced(s, '<', '>');
    return true;
  }
  if (memchr(name, '.', len))
    return true;
  IrAttr *value = ps_attr_alias_value(s->ps, name, len);
  if (!value)
    return fail(s, ir_sprintf(s->ps->ctx, "undefined symbol alias id '%.*s'",
                              (int)len, name));
  return value->kind == IR_ATTR_LOCATION ||
         fail_at(s, s->pos,
                 ir_sprintf(s->ps->ctx, "expected location attribute, but got%s",
                            ir_attr_str(s->ps->ctx, value)));
}

static bool location(LocScan *s, bool whole) {
  skip_space(s);
  if (s->p < s->end && *s->p == '"')
    return name_or_file(s);
  if (s->p < s->end && *s->p == '#')
    return alias(s, whole);
  if (accept_word(s, "unknown"))
    return true;
  if (accept_word(s, "callsite"))
    return callsite(s);
  if (accept_word(s, "fused"))
    return fused(s);
  return fail(s, "expected location instance");
}

bool ps_check_loc(ParseState *ps, const Token *t, IrLocation loc,
                  bool trailing) {
  LocScan s = {ps, trailing, t->text, t->text + t->len, loc, loc, NULL, loc};
  advance(&s, strlen("loc("));
  if (location(&s, true) && !accept(&s, ')'))
    fail(&s, "expected ')' in location");
  if (!s.error)
    return true;
  ps_fail(ps, s.error_pos, "%s", s.error);
  return false;
}
