/*
 * lex.c - the C side of the scanner (grammar/lexer.l): locations, token
 * values, keywords, op names, and the look-ahead decisions that turn
 * MLIR's context-dependent tokens into distinct token kinds.
 *
 * Look-ahead reads the original text (LexState.text), never flex's buffer.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "lex_inline.h"

/* At split_at, once: true when the scan may end here, between two
 * top-level ops (no bracket open, the last op closed by its '}'), and
 * then takes the token back (it starts a line: one line long). Whether
 * the parse may end here too is known once the last op is built
 * (ps_split_join). */
bool lex_stop_at_split(LexState *ls, bool initial) {
  ls->split_at = SIZE_MAX;
  ls->split_taken = initial && ls->depth == 0 && ls->num_braces == 0 &&
                    ls->nesting == 0 && ls->last_token == RBRACE &&
                    !ls->in_results;
  if (ls->split_taken) {
    ls->offset = ls->tok_start;
    ls->col = ls->tok_col;
  }
  return ls->split_taken;
}

/* The token just advanced over is a newline and the indentation after it
 * (the commonest token of all: no need to look for its newlines). */
void lex_newline(LexState *ls) {
  ls->line++;
  ls->line_start = ls->tok_start + 1;
  ls->col = (int)(ls->offset - ls->line_start) + 1;
}

/* Counts the newlines of the token just advanced over (text, len). */
void lex_newlines(LexState *ls, const char *text, size_t len) {
  const char *end = text + len;
  for (const char *p = memchr(text, '\n', len); p;
       p = memchr(p + 1, '\n', (size_t)(end - p - 1))) {
    ls->line++;
    ls->line_start = ls->tok_start + (size_t)(p - text) + 1;
  }
  ls->col = (int)(ls->offset - ls->line_start) + 1;
}

/* Takes back the last lex_advance (for yyless(0) on a one-line token). */
void lex_undo_advance(LexState *ls, YYLTYPE *loc) {
  ls->offset = ls->tok_start;
  ls->line = loc->first_line;
  ls->col = loc->first_column;
}

/* Brackets may nest this deep. The parser itself needs no limit, but the
 * printer, the verifier's hooks and the back ends recurse on nested ops,
 * attributes and types: input nested deeper than this is rejected with an
 * error instead of overflowing their stack (10,000-deep loop nests, still
 * fine, are tested). */
enum { MAX_NESTING = 16384 };

bool lex_open_bracket(LexState *ls) {
  if (++ls->nesting > ls->alias_peak)
    ls->alias_peak = ls->nesting;
  if (ls->nesting <= MAX_NESTING)
    return true;
  IrLocation loc = {ls->file, ls->tok_line, ls->tok_col};
  return ir_error(ls->ctx, loc, "brackets nested more than %d deep",
                  MAX_NESTING);
}

/* An alias nests as deep as its value would where it is referenced, which
 * the brackets alone do not show: each alias carries its depth, so a chain
 * of aliases that would nest too deep written out is refused, at the first
 * reference that goes past the limit. */
void lex_alias_begin(LexState *ls) {
  ls->alias_base = ls->alias_peak = ls->nesting;
}

unsigned lex_alias_depth(const LexState *ls) {
  return ls->alias_peak - ls->alias_base;
}

bool lex_alias_reach(LexState *ls, unsigned depth, IrLocation loc,
                     const char *name) {
  unsigned reach = ls->nesting + depth;
  if (reach > MAX_NESTING)
    return ir_error(ls->ctx, loc,
                    "brackets nested more than %d deep (through alias '%s')",
                    MAX_NESTING, name);
  if (reach > ls->alias_peak)
    ls->alias_peak = reach;
  return true;
}

/* A dimension of a shape: the text without its trailing 'x'. */
int lex_dim(LexState *ls, YYSTYPE *val, size_t len) {
  return lex_token(ls, val, len, DIMX);
}

/* Counts the brackets as the pieces "memref" "<" ... ">" would, so the
 * nesting limit and alias depths come out the same (an error at the '<'). */
int lex_memref_type(LexState *ls, YYSTYPE *val, size_t len) {
  int col = ls->tok_col;
  ls->tok_col += (int)strlen("memref");
  bool ok = lex_track_nesting(ls, LESS);
  ls->tok_col = col;
  if (!ok)
    return YYerror;
  lex_track_nesting(ls, GREATER);
  return lex_token(ls, val, len, MEMREF_TYPE);
}

/* Hands the pages of a mapped text that flex has been given back to the
 * kernel, a few megabytes at a time: they stay in the page cache and fault
 * in again if read (look-ahead and diagnostics read the text directly). */
static void release_read_text(LexState *ls) {
#if defined(__linux__) && defined(MADV_DONTNEED)
  enum { RELEASE_STEP = 4 << 20 };
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  uintptr_t start = (uintptr_t)ls->text + ls->released;
  uintptr_t end = ((uintptr_t)ls->text + ls->read) & ~(uintptr_t)(page - 1);
  if (!ls->mapped || end < start + RELEASE_STEP)
    return;
  start &= ~(uintptr_t)(page - 1);
  madvise((void *)start, end - start, MADV_DONTNEED);
  ls->released = end - (uintptr_t)ls->text;
#else
  (void)ls;
#endif
}

/* Flex's input (YY_INPUT): the next piece of the text, copied into flex's
 * buffer, so the whole input is never copied at once. */
int lex_read(LexState *ls, char *buf, size_t max) {
  size_t n = ls->len - ls->read;
  if (n > max)
    n = max;
  memcpy(buf, ls->text + ls->read, n);
  ls->read += n;
  release_read_text(ls);
  return (int)n;
}

int lex_error(LexState *ls, const char *msg) {
  IrLocation loc = {ls->file, ls->tok_line, ls->tok_col};
  ir_error(ls->ctx, loc, "%s", msg);
  return YYerror;
}

/* ------------------------------------------------------------- look-ahead */

static size_t skip_space(const LexState *ls, size_t i) {
  for (;;) {
    while (i < ls->len && (ls->text[i] == ' ' || ls->text[i] == '\t' ||
                           ls->text[i] == '\r' || ls->text[i] == '\n'))
      i++;
    if (i + 1 < ls->len && ls->text[i] == '/' && ls->text[i + 1] == '/') {
      while (i < ls->len && ls->text[i] != '\n')
        i++;
      continue;
    }
    return i;
  }
}

static bool is_suffix_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.' ||
         c == '-';
}

static char char_at(const LexState *ls, size_t i) {
  return i < ls->len ? ls->text[i] : '\0';
}

/* Skips ":123" after a result name. */
static size_t skip_result_count(const LexState *ls, size_t i) {
  size_t j = skip_space(ls, i);
  if (char_at(ls, j) != ':')
    return i;
  j = skip_space(ls, j + 1);
  if (!(char_at(ls, j) >= '0' && char_at(ls, j) <= '9'))
    return i;
  while (char_at(ls, j) >= '0' && char_at(ls, j) <= '9')
    j++;
  return j;
}

/* Is only blank space before offset i on its line? */
static bool starts_line(const LexState *ls, size_t i) {
  while (i > ls->released &&
         (ls->text[i - 1] == ' ' || ls->text[i - 1] == '\t'))
    i--;
  return i == ls->released || ls->text[i - 1] == '\n';
}

/* Is the %name just scanned the first of the results of an op, as in
 * "%a = ", "%a:2 = " or "%a, %b = "? The scan of a list that turns out to
 * be operands ("return %a, %b, ...") is remembered, so that the names after
 * the first do not scan the rest of it again. Names that start a line of
 * a file cut short after them are taken for results: MLIR reads an op
 * there and reports the missing '='. */
bool lex_is_result(LexState *ls) {
  if (ls->in_results)
    return true;
  if (ls->depth != 0 || op_name_kind(ls->last_token) || ls->op_keyword ||
      ls->offset < ls->operands_until)
    return false;
  size_t i = skip_result_count(ls, ls->offset);
  for (;;) {
    i = skip_space(ls, i);
    bool op_cut_short = i >= ls->len && starts_line(ls, ls->tok_start);
    if ((char_at(ls, i) == '=' && char_at(ls, i + 1) != '=') || op_cut_short) {
      ls->in_results = true;
      return true;
    }
    if (char_at(ls, i) != ',') {
      ls->operands_until = i;
      return false;
    }
    i = skip_space(ls, i + 1);
    if (char_at(ls, i) != '%') {
      ls->operands_until = i;
      return false;
    }
    for (i++; is_suffix_char(char_at(ls, i)); i++)
      ;
    i = skip_result_count(ls, i);
  }
}

/* Is the ^name just scanned a block label: "^bb1:" or "^bb1(%a: i32):"? */
bool lex_is_block_label(LexState *ls) {
  if (ls->depth != 0)
    return false;
  size_t i = skip_space(ls, ls->offset);
  if (char_at(ls, i) == '(') {
    int depth = 0;
    for (; i < ls->len; i++) {
      char c = ls->text[i];
      if (c == '(')
        depth++;
      else if (c == ')' && --depth == 0)
        break;
      else if (c == '"')
        for (i++; i < ls->len && ls->text[i] != '"'; i++)
          i += ls->text[i] == '\\';
    }
    i = skip_space(ls, i + 1);
  }
  return char_at(ls, i) == ':' && char_at(ls, i + 1) != ':';
}

/* Is the string just scanned the name of an op in generic form? */
bool lex_is_generic_name(LexState *ls) {
  if (ls->depth != 0 || op_name_kind(ls->last_token))
    return false;
  return char_at(ls, skip_space(ls, ls->offset)) == '(';
}

/* A '<': true when it opens the shape of a memref/vector/tensor; it opens
 * the body of a map or set after affine_map/affine_set. */
bool lex_angle_open(LexState *ls) {
  if (ls->map_pending)
    ls->in_map = true;
  return ls->shape_pending;
}

/* A '>': maps and sets hold no other '>' token, so this one ends a body. */
void lex_angle_close(LexState *ls) { ls->in_map = false; }

/* An open '{': the ( [ depth outside it, and the default dialect inside
 * it, that of the op whose region (or dictionary) it opens: a string whose
 * text before its first '.' (if any) is the dialect's name. */
struct OpenBrace {
  int outer_depth;
  const char *dialect;
};

/* The dialect whose ops are named without their prefix where the scan is,
 * as in OpenBrace (MLIR's default dialect: an op in custom form sets it
 * for its regions, see IR_TRAIT_DEFAULT_DIALECT; the file's top level is
 * builtin's). */
static const char *default_dialect(const LexState *ls) {
  return ls->num_braces ? ls->braces[ls->num_braces - 1].dialect : "builtin";
}

void lex_generic_name(LexState *ls) { ls->op_dialect = default_dialect(ls); }

/* A '{' starts a region or a dictionary: ops inside it begin at depth 0
 * again, whatever brackets enclose it (the generic form's "({ ... })"). */
void lex_brace_open(LexState *ls) {
  if (ls->num_braces == ls->cap_braces) {
    ls->cap_braces = ls->cap_braces ? 2 * ls->cap_braces : 64;
    ls->braces = realloc(ls->braces, ls->cap_braces * sizeof *ls->braces);
    if (!ls->braces)
      ir_oom();
  }
  const char *dialect = ls->op_dialect ? ls->op_dialect : default_dialect(ls);
  ls->braces[ls->num_braces++] = (struct OpenBrace){ls->depth, dialect};
  ls->depth = 0;
}

/* A '}': what follows may be another region of the same op (scf.if's
 * else), with the same default dialect. */
void lex_brace_close(LexState *ls) {
  if (ls->num_braces) {
    struct OpenBrace *b = &ls->braces[--ls->num_braces];
    ls->depth = b->outer_depth;
    ls->op_dialect = b->dialect;
  }
}

/* -------------------------------------------------------------- keywords */

static const struct {
  const char *name;
  size_t len;
  int kind;
} keywords[] = {
    {"affine_map", 10, AFFINE_MAP},
    {"affine_set", 10, AFFINE_SET},
    {"array", 5, ARRAY},
    {"attributes", 10, ATTRIBUTES},
    {"ceildiv", 7, CEILDIV},
    {"complex", 7, COMPLEX},
    {"dense", 5, DENSE},
    {"do", 2, DO},
    {"else", 4, ELSE},
    {"false", 5, FALSE},
    {"floordiv", 8, FLOORDIV},
    {"index", 5, INDEX},
    {"max", 3, MAX},
    {"min", 3, MIN},
    {"mod", 3, MOD},
    {"none", 4, NONE},
    {"offset", 6, OFFSET},
    {"strided", 7, STRIDED},
    {"symbol", 6, SYMBOL},
    {"true", 4, TRUE},
    {"tuple", 5, TUPLE},
    {"unit", 4, UNIT},
};

/* Can a short op name ("return", "constant") stand here? Only where an op
 * starts: first on its line, after "%r =" or a brace, and not as a key of
 * a dictionary; elsewhere it is a keyword (memref.global "private"
 * constant @g). */
static bool short_op_position(const LexState *ls) {
  char next = char_at(ls, skip_space(ls, ls->offset));
  if (next == '=' || next == ',')
    return false;
  if (ls->last_token == EQUAL || ls->last_token == LBRACE ||
      ls->last_token == RBRACE)
    return true;
  for (size_t i = ls->tok_start; i-- > 0 && ls->text[i] != '\n';)
    if (ls->text[i] != ' ' && ls->text[i] != '\t')
      return false;
  return true;
}

/* Checks the escapes of the string just scanned: \\ \" \n \t and two hex
 * digits. Reports the first bad one. */
bool lex_check_string(LexState *ls) {
  const char *s = ls->text + ls->tok_start;
  size_t len = ls->offset - ls->tok_start;
  for (size_t i = 1; i + 1 < len; i++) {
    if (s[i] != '\\')
      continue;
    char c = s[i + 1];
    bool hex = isxdigit((unsigned char)c) && i + 2 < len &&
               isxdigit((unsigned char)s[i + 2]);
    if (!(c == '\\' || c == '"' || c == 'n' || c == 't' || hex)) {
      IrLocation loc = {ls->file, ls->tok_line, ls->tok_col + (int)i};
      ir_error(ls->ctx, loc, "unknown escape in string literal");
      return false;
    }
    i += hex ? 2 : 1;
  }
  return true;
}

/* True when def, named text[0..len) without its dialect, is of the
 * default dialect here; else reports MLIR's error. */
static bool short_name_here(LexState *ls, const IrOpDef *def,
                            const char *text, size_t len) {
  const char *dialect = default_dialect(ls);
  int n = (int)strcspn(dialect, ".");
  if (!strncmp(def->name, dialect, (size_t)n) && def->name[n] == '.')
    return true;
  IrLocation loc = {ls->file, ls->tok_line, ls->tok_col};
  if (n)
    ir_error(ls->ctx, loc,
             "custom op '%.*s' is unknown (tried '%.*s.%.*s' as well)",
             (int)len, text, n, dialect, (int)len, text);
  else
    ir_error(ls->ctx, loc, "Dialect `' not found for custom op '%.*s'  "
             "(tried '.%.*s' as well)", (int)len, text, (int)len, text);
  return false;
}

/* A bare identifier: a keyword, an op name, or a plain identifier. */
int lex_identifier(LexState *ls) {
  const char *text = ls->text + ls->tok_start;
  size_t len = ls->offset - ls->tok_start;
  bool dotted = memchr(text, '.', len) != NULL; /* keywords have no dot */
  for (size_t i = 0; !dotted && i < sizeof keywords / sizeof keywords[0]; i++)
    if (keywords[i].len == len && text[0] == keywords[i].name[0] &&
        memcmp(keywords[i].name, text, len) == 0)
      return keywords[i].kind;
  if (ls->in_map)
    return MAP_ID;
  if (!dotted && !short_op_position(ls))
    return BARE_ID;
  const IrOpDef *def = ir_opdef_lookup(text, len);
  if (!def && dotted && short_op_position(ls) &&
      char_at(ls, skip_space(ls, ls->offset)) != '}') {
    IrLocation loc = {ls->file, ls->tok_line, ls->tok_col};
    int dialect = (int)((const char *)memchr(text, '.', len) - text);
    if (ir_dialect_known(text, (size_t)dialect))
      ir_error(ls->ctx, loc, "custom op '%.*s' is unknown", (int)len, text);
    else
      ir_error(ls->ctx, loc, "Dialect `%.*s' not found for custom op '%.*s' ",
               dialect, text, (int)len, text);
    return YYerror;
  }
  if (!def)
    return BARE_ID;
  if (!dotted && !short_name_here(ls, def, text, len))
    return YYerror;
  ls->op_dialect = def->traits & IR_TRAIT_DEFAULT_DIALECT ? def->name : "";
  return def->format == IR_FORMAT_REGION ? REGION_OP : FLAT_OP;
}

/* #name or !name: a dialect attribute/type (the name has a dot; its <...>
 * body is scanned as a balanced token), an alias definition (followed by
 * '=' at the top level) or an alias use. */
int lex_alias(LexState *ls, YYLTYPE *loc, int dialect_kind, int use_kind,
              int def_kind) {
  const char *text = ls->text + ls->tok_start;
  size_t len = ls->offset - ls->tok_start;
  if (memchr(text, '.', len)) {
    if (char_at(ls, ls->offset) != '<')
      return dialect_kind;
    lex_balanced_begin(ls, loc, dialect_kind, '<');
    return LEX_BALANCED;
  }
  size_t i = skip_space(ls, ls->offset);
  if (ls->depth == 0 && char_at(ls, i) == '=' && char_at(ls, i + 1) != '=')
    return def_kind;
  return use_kind;
}

/* ------------------------------------------------------- balanced tokens */

/* Starts scanning a token that ends at the bracket matching `open`; the
 * token text so far is part of it (and may already contain `open`). */
void lex_balanced_begin(LexState *ls, YYLTYPE *loc, int kind, char open) {
  ls->bal_kind = kind;
  ls->bal_open = open;
  ls->bal_close = open == '(' ? ')' : open == '<' ? '>' : open == '[' ? ']'
                                                                      : '}';
  ls->bal_start = ls->tok_start;
  ls->bal_loc = *loc;
  ls->bal_depth = ls->text[ls->offset - 1] == open ? 1 : 0;
}

/* Counts a bracket inside a balanced token; true when it closes it. */
bool lex_balance(LexState *ls, char c) {
  if (c == ls->bal_open)
    ls->bal_depth++;
  else if (c == ls->bal_close)
    return --ls->bal_depth == 0;
  return false;
}

int lex_balanced_token(LexState *ls, YYSTYPE *val, YYLTYPE *loc) {
  val->tok.text = ls->text + ls->bal_start;
  val->tok.len = ls->offset - ls->bal_start;
  *loc = ls->bal_loc;
  ls->last_token = ls->bal_kind;
  ls->shape_pending = ls->map_pending = false;
  return ls->bal_kind;
}

/* ------------------------------------------- where an unexpected token is */

/* The offset of the start of the line holding offset i (not before lo). */
static size_t line_start_of(const LexState *ls, size_t i, size_t lo) {
  while (i > lo && ls->text[i - 1] != '\n')
    i--;
  return i;
}

size_t lex_offset_of(const LexState *ls, IrLocation loc) {
  size_t start = ls->tok_start - (size_t)(ls->tok_col - 1);
  for (int line = ls->tok_line; line > loc.line; line--) {
    if (start <= ls->released)
      return SIZE_MAX;
    start = line_start_of(ls, start - 1, ls->released);
  }
  return start + (size_t)(loc.col - 1);
}

/* MLIR's emitWrongTokenError: back over blanks; at a line end, drop it
 * and cut the line before it at its first "//"; stop at other text. */
IrLocation lex_wrong_token_loc(const LexState *ls, size_t at, IrLocation loc) {
  const char *t = ls->text;
  size_t lo = ls->released, p = at;
  int line = loc.line;
  if (at >= ls->len && at > lo) { /* at the end: from the last byte */
    p = at - 1;
    line -= t[p] == '\n';
  }
  for (;;) {
    while (p > lo && (t[p - 1] == ' ' || t[p - 1] == '\t'))
      p--;
    if (p == lo)
      return loc;
    if (t[p - 1] != '\n' && t[p - 1] != '\r')
      break;
    line -= t[--p] == '\n';
    size_t start = line_start_of(ls, p, lo);
    for (size_t i = start; i + 1 < p; i++)
      if (t[i] == '/' && t[i + 1] == '/') {
        p = i;
        break;
      }
  }
  return (IrLocation){loc.file, line,
                      (int)(p - line_start_of(ls, p, lo)) + 1};
}
