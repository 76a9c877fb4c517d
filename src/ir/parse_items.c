/*
 * parse_items.c - the parser's scratch memory and the items of custom op
 * syntax (see parse.h). Items live in a scratch arena that is released when
 * the op that owns them has been built, so parsing a large file keeps only
 * the IR, not every token of it.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "context.h"
#include "parse_state.h"

/* ----------------------------------------------------------------- scratch */

struct ScratchChunk {
  ScratchChunk *prev;
  size_t base, cap; /* base: logical offset of data[0] */
  _Alignas(16) char data[];
};

enum { CHUNK_SIZE = 1 << 20 };

static void chunk_free(ScratchChunk *c) {
  pages_free(c, sizeof *c + c->cap);
}

/* Makes c the current chunk, with its first used bytes taken. */
static void scratch_enter(Scratch *s, ScratchChunk *c, size_t used) {
  s->cur = c;
  s->top = c ? c->data + used : NULL;
  s->end = c ? c->data + c->cap : NULL;
}

/* The logical offset of the next allocation: release to it later. */
size_t ps_scratch_mark(ParseState *ps) {
  Scratch *s = ps->scratch;
  return s->cur ? s->cur->base + (size_t)(s->top - s->cur->data) : 0;
}

/* Frees everything allocated after mark was taken. */
void ps_scratch_release(ParseState *ps, size_t mark) {
  Scratch *s = ps->scratch;
  ScratchChunk *c = s->cur;
  while (c && c->base > mark) {
    ScratchChunk *prev = c->prev;
    chunk_free(c);
    c = prev;
  }
  scratch_enter(s, c, c ? mark - c->base : 0);
}

void *ps_scratch_refill(ParseState *ps, size_t size) {
  Scratch *s = ps->scratch;
  size_t cap = size > CHUNK_SIZE ? size : CHUNK_SIZE;
  if (cap > SIZE_MAX / 2)
    ir_oom();
  size_t bytes = pages_round(sizeof(ScratchChunk) + cap);
  ScratchChunk *n = pages_alloc(bytes); /* zeroed */
  if (!n)
    ir_oom();
  n->prev = s->cur;
  n->base = ps_scratch_mark(ps);
  n->cap = bytes - sizeof *n;
  scratch_enter(s, n, size);
  return n->data;
}

/* Like ir_grow, in scratch memory. */
void *ps_scratch_grow(ParseState *ps, void *old, size_t old_len,
                      size_t new_cap, size_t elem_size) {
  if (new_cap && elem_size > SIZE_MAX / new_cap)
    ir_oom();
  void *p = ps_scratch_alloc(ps, new_cap * elem_size);
  size_t keep = old_len < new_cap ? old_len : new_cap;
  if (old && keep)
    memcpy(p, old, keep * elem_size);
  return p;
}

void *op_parser_alloc(OpParser *p, size_t size) {
  return ps_scratch_alloc(p->ps, size);
}

void *op_parser_grow(OpParser *p, void *old, size_t old_len, size_t new_cap,
                     size_t elem_size) {
  return ps_scratch_grow(p->ps, old, old_len, new_cap, elem_size);
}

Scratch *ps_scratch_create(void) {
  Scratch *s = calloc(1, sizeof *s);
  if (!s)
    ir_oom();
  return s;
}

void ps_scratch_destroy(Scratch *s) {
  for (ScratchChunk *c = s->cur, *prev; c; c = prev) {
    prev = c->prev;
    chunk_free(c);
  }
  free(s);
}

/* Reports an error from a grammar action and marks the parse failed.
 * Returns NULL, for "return ps_fail(...)" in actions that build values. */
void *ps_fail(ParseState *ps, IrLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ps_vfail(ps, loc, fmt, ap);
  va_end(ap);
  return NULL;
}

void ps_vfail(ParseState *ps, IrLocation loc, const char *fmt, va_list ap) {
  char buf[1024];
  vsnprintf(buf, sizeof buf, fmt, ap);
  ir_error(ps->ctx, loc, "%s", buf);
  ps->failed = true;
}

/* ------------------------------------------------------------------ tokens */

IrLocation ps_loc(ParseState *ps, YYLTYPE loc) {
  IrLocation l = {ps->lex->file, loc.first_line, loc.first_column};
  return l;
}

const char *ps_token_text(ParseState *ps, const Token *t) {
  return ir_intern(ps->ctx, t->text, t->len);
}

Token ps_literal_token(const char *s) {
  Token t = {s, strlen(s)};
  return t;
}

static char *scratch_strndup(ParseState *ps, const char *s, size_t len) {
  char *d = ps_scratch_alloc(ps, len + 1);
  memcpy(d, s, len);
  return d;
}

/* ------------------------------------------------------------------- items */

ItemVec *ps_items(ParseState *ps, ItemVec *v, ParsedItem *item) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (!item)
    return v;
  if (v->len == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 4;
    ParsedItem **data = ps_scratch_alloc(ps, cap * sizeof *data);
    if (v->len)
      memcpy(data, v->data, v->len * sizeof *data);
    v->data = data;
    v->cap = cap;
  }
  v->data[v->len++] = item;
  return v;
}

static ParsedItem *new_item(ParseState *ps, ParsedItemKind kind,
                            IrLocation loc) {
  ParsedItem *it = ps_scratch_alloc(ps, sizeof *it);
  it->kind = kind;
  it->loc = loc;
  it->index = -1;
  return it;
}

static void set_children(ParsedItem *it, ItemVec *v) {
  it->items = v ? v->data : NULL;
  it->num_items = v ? v->len : 0;
}

/* %name#k, ^bb and bare identifiers: the text without the sigil and the
 * "#k" suffix, which goes to index. */
ParsedItem *ps_item_token(ParseState *ps, ParsedItemKind kind, const Token *t,
                          IrLocation loc) {
  ParsedItem *it = new_item(ps, kind, loc);
  const char *s = t->text;
  size_t len = t->len;
  if (kind != PI_KEYWORD) {
    s++, len--;
  }
  const char *hash = kind == PI_SSA ? memchr(s, '#', len) : NULL;
  if (hash) {
    it->index = atoi(hash + 1);
    len = (size_t)(hash - s);
  }
  it->text = scratch_strndup(ps, s, len);
  return it;
}

ParsedItem *ps_item_keyword(ParseState *ps, const char *kw, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_KEYWORD, loc);
  it->text = kw;
  return it;
}

ParsedItem *ps_item_angle_keyword(ParseState *ps, const Token *t, ItemVec *v,
                                  IrLocation loc) {
  ParsedItem *it = ps_item_token(ps, PI_KEYWORD, t, loc);
  it->has_angle = true;
  set_children(it, v);
  return it;
}

ParsedItem *ps_item_punct(ParseState *ps, char punct, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_PUNCT, loc);
  it->punct = punct;
  return it;
}

static int hex_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Unescapes an MLIR string literal (with its quotes) into scratch memory:
 * \\ \" \n \t and two hex digits. */
static char *unescape(ParseState *ps, const Token *t, size_t *out_len) {
  char *d = ps_scratch_alloc(ps, t->len);
  size_t n = 0;
  for (size_t i = 1; i + 1 < t->len; i++) {
    char c = t->text[i];
    if (c != '\\') {
      d[n++] = c;
      continue;
    }
    c = t->text[++i];
    if (c == 'n')
      d[n++] = '\n';
    else if (c == 't')
      d[n++] = '\t';
    else if (hex_digit(c) >= 0 && hex_digit(t->text[i + 1]) >= 0) {
      d[n++] = (char)(hex_digit(c) * 16 + hex_digit(t->text[i + 1]));
      i++;
    } else
      d[n++] = c;
  }
  *out_len = n;
  return d;
}

ParsedItem *ps_item_string(ParseState *ps, const Token *t, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_STRING, loc);
  it->str = unescape(ps, t, &it->len);
  it->text = it->str;
  return it;
}

ParsedItem *ps_item_symref(ParseState *ps, const Token *t, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_SYMREF, loc);
  it->attr = ps_symref_attr(ps, t);
  it->text = it->attr->u.symref.names[0];
  return it;
}

/* Decimal or 0x hex; sets *overflow when the value needs more than 64 bits. */
static uint64_t parse_u64(const char *s, size_t len, bool *overflow) {
  uint64_t v = 0;
  bool hex = len > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  unsigned base = hex ? 16 : 10;
  *overflow = false;
  for (size_t i = hex ? 2 : 0; i < len; i++) {
    unsigned d = (unsigned)hex_digit(s[i]);
    if (v > (UINT64_MAX - d) / base)
      *overflow = true;
    v = v * base + d;
  }
  return v;
}

ParsedItem *ps_item_int(ParseState *ps, const Token *t, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_INT, loc);
  it->text = scratch_strndup(ps, t->text, t->len);
  it->ival = (int64_t)parse_u64(t->text, t->len, &it->overflow);
  return it;
}

ParsedItem *ps_item_float(ParseState *ps, const Token *t, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_FLOAT, loc);
  it->text = scratch_strndup(ps, t->text, t->len);
  errno = 0;
  it->fval = strtod(it->text, NULL);
  return it;
}

ParsedItem *ps_item_type(ParseState *ps, IrType *type, IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_TYPE, loc);
  it->type = type;
  return it;
}

ParsedItem *ps_item_attr(ParseState *ps, ParsedItemKind kind, IrAttr *attr,
                         IrLocation loc) {
  ParsedItem *it = new_item(ps, kind, loc);
  it->attr = attr;
  return it;
}

ParsedItem *ps_item_list(ParseState *ps, ParsedItemKind kind, ItemVec *v,
                         IrLocation loc) {
  ParsedItem *it = new_item(ps, kind, loc);
  set_children(it, v);
  return it;
}

ParsedItem *ps_item_call(ParseState *ps, const char *name, ItemVec *v,
                         IrLocation loc) {
  ParsedItem *it = new_item(ps, PI_CALL, loc);
  it->text = name;
  set_children(it, v);
  return it;
}

ParsedItem *ps_item_binop(ParseState *ps, char binop, ParsedItem *lhs,
                          ParsedItem *rhs, IrLocation loc) {
  ParsedItem *it = new_item(ps, binop == 'n' ? PI_NEG : PI_BINOP, loc);
  it->binop = binop;
  it->lhs = lhs;
  it->rhs = rhs;
  return it;
}

/* "case -1": the value is checked here, where its location is known, and
 * written in decimal for the op's build hook to read back. */
const char *ps_region_keyword(ParseState *ps, const Token *word, bool negate,
                              const Token *value, IrLocation loc) {
  if (!value)
    return ps_token_text(ps, word);
  bool overflow;
  uint64_t v = parse_u64(value->text, value->len, &overflow);
  if (overflow || v > (uint64_t)INT64_MAX + negate) {
    ps_fail(ps, loc, "integer value too large");
    return ps_token_text(ps, word);
  }
  char buf[24];
  int n = snprintf(buf, sizeof buf, "%s%" PRIu64, negate && v ? "-" : "", v);
  char *text = ps_scratch_alloc(ps, word->len + 1 + (size_t)n);
  memcpy(text, word->text, word->len);
  text[word->len] = ' ';
  memcpy(text + word->len + 1, buf, (size_t)n);
  return ir_intern(ps->ctx, text, word->len + 1 + (size_t)n);
}

/* -------------------------------------------------- vectors for build hooks */

static void *vec_grow(IrContext *ctx, void *data, unsigned len,
                      unsigned *cap, size_t elem) {
  if (len < *cap)
    return data;
  unsigned ncap = *cap ? *cap * 2 : 4;
  data = ctx->parse ? ps_scratch_grow(ctx->parse, data, len, ncap, elem)
                    : ir_grow(ctx, data, len, ncap, elem);
  *cap = ncap;
  return data;
}

void value_vec_push(IrContext *ctx, ValueVec *v, IrValue *value) {
  v->data = vec_grow(ctx, v->data, v->len, &v->cap, sizeof *v->data);
  v->data[v->len++] = value;
}

void type_vec_push(IrContext *ctx, TypeVec *v, IrType *type) {
  v->data = vec_grow(ctx, v->data, v->len, &v->cap, sizeof *v->data);
  v->data[v->len++] = type;
}

void attr_vec_push(IrContext *ctx, AttrVec *v, const char *name,
                   IrAttr *value) {
  v->data = vec_grow(ctx, v->data, v->len, &v->cap, sizeof *v->data);
  v->data[v->len].name = ir_intern(ctx, name, strlen(name));
  v->data[v->len++].value = value;
}
