/*
 * lex_inline.h - what the scanner (grammar/lexer.l) does for every token,
 * inline: each rule passes its token kind as a constant, so most of the
 * bookkeeping below folds away at each rule. Needs the token kinds of
 * parser.h; lexer.l and lex.c include it.
 */
#ifndef AFFC_LEX_INLINE_H
#define AFFC_LEX_INLINE_H

#include "parse_state.h"
#include "parser.h"

/* At split_at, once: true when the scan may end here, between two
 * top-level ops (lex.c). */
bool lex_stop_at_split(LexState *ls, bool initial);
/* Counts an opening bracket; false (after reporting) past the nesting
 * limit (lex.c). */
bool lex_open_bracket(LexState *ls);

/* Moves past a token of len bytes (YY_USER_ACTION) and reports its start.
 * The column is counted from the start of the line; tokens that may hold
 * a newline (spaces, balanced and metadata text) call lex_newlines. True
 * when the scan ends before the token instead (at split_at; initial: the
 * scanner is in its initial state): the caller puts the token back and
 * returns END. */
static inline bool lex_advance(LexState *ls, YYLTYPE *loc, size_t len,
                               bool initial) {
  ls->tok_start = ls->offset;
  ls->tok_line = ls->line;
  ls->tok_col = ls->col;
  loc->first_line = ls->line;
  loc->first_column = ls->col;
  ls->offset += len;
  ls->col = (int)(ls->offset - ls->line_start) + 1;
  return ls->tok_start == ls->split_at && lex_stop_at_split(ls, initial);
}

static inline bool op_name_kind(int kind) {
  return kind == FLAT_OP || kind == REGION_OP || kind == GENERIC_NAME;
}

/* Counts the brackets that open and close; false (after reporting) when
 * they nest too deep. */
static inline bool lex_track_nesting(LexState *ls, int kind) {
  if (kind == RPAREN || kind == RSQUARE || kind == RBRACE || kind == GREATER) {
    ls->nesting -= ls->nesting > 0;
    return true;
  }
  if (kind != LPAREN && kind != LSQUARE && kind != LBRACE && kind != LESS)
    return true;
  return lex_open_bracket(ls);
}

/* Fills in the token value (a slice of the source) and remembers the kind
 * for the look-ahead decisions that depend on the previous token. */
static inline int lex_token(LexState *ls, YYSTYPE *val, size_t len,
                            int kind) {
  if (!lex_track_nesting(ls, kind))
    return YYerror;
  val->tok.text = ls->text + ls->tok_start;
  val->tok.len = len;
  ls->op_keyword = kind == BARE_ID && op_name_kind(ls->last_token);
  ls->last_token = kind;
  ls->shape_pending = kind == MEMREF || kind == VECTOR || kind == TENSOR;
  ls->map_pending = kind == AFFINE_MAP || kind == AFFINE_SET;
  if (kind == EQUAL)
    ls->in_results = false;
  return kind;
}

#endif
