/*
 * parse_cursor.c - the ItemCursor API of parse.h: how build hooks walk the
 * items of an op's custom form, with "expected ..." errors located at the
 * item (or just past the last one).
 */
#include <string.h>

#include "parse_state.h"
#include "printer.h"

ItemCursor pc_begin(OpParser *p) {
  ItemCursor c = {p, p->items, p->num_items, 0, p->end_loc};
  return c;
}

ItemCursor pc_sub(ItemCursor *c, ParsedItem *list) {
  ItemCursor s = {c->p, list->items, list->num_items, 0, list->loc};
  if (list->num_items)
    s.end_loc = list->items[list->num_items - 1]->loc;
  return s;
}

bool pc_at_end(const ItemCursor *c) { return c->pos >= c->num; }

ParsedItem *pc_peek(const ItemCursor *c) {
  return pc_at_end(c) ? NULL : c->items[c->pos];
}

ParsedItem *pc_next(ItemCursor *c) {
  return pc_at_end(c) ? NULL : c->items[c->pos++];
}

IrLocation pc_loc(const ItemCursor *c) {
  return pc_at_end(c) ? c->end_loc : c->items[c->pos]->loc;
}

/* A short description of an item for "unexpected X" messages. */
static const char *describe(const ParsedItem *it) {
  if (!it)
    return "end of operation";
  switch (it->kind) {
  case PI_SSA: return "SSA value";
  case PI_BLOCK: return "block name";
  case PI_INT: return "integer";
  case PI_FLOAT: return "float";
  case PI_STRING: return "string";
  case PI_KEYWORD: return it->text;
  case PI_TYPE: return "type";
  case PI_ATTR: return "attribute";
  case PI_SYMREF: return "symbol reference";
  case PI_PUNCT:
    switch (it->punct) {
    case ',': return "','";
    case '=': return "'='";
    case ':': return "':'";
    case '>': return "'->'";
    default: return "'?'";
    }
  case PI_PAREN: return "'('";
  case PI_SQUARE: return "'['";
  case PI_ANGLE: return "'<'";
  case PI_DICT: return "'{'";
  case PI_CALL: return it->text;
  case PI_BINOP:
  case PI_NEG: return "expression";
  }
  return "item";
}

/* Where MLIR reports the item c expected and did not find: just past the
 * text before the next item, or, at the end of an op's items, before the
 * token after the op (when no region came between). At the end of a
 * list's items, at its last item. */
static IrLocation expected_loc(const ItemCursor *c) {
  const LexState *ls = c->p->ps->lex;
  IrLocation loc = pc_loc(c);
  bool top = c->items == c->p->items;
  if (pc_at_end(c) && (!top || c->p->num_regions))
    return loc;
  size_t at = pc_at_end(c) ? ls->tok_start : lex_offset_of(ls, loc);
  return at == SIZE_MAX ? loc : lex_wrong_token_loc(ls, at, loc);
}

bool pc_error_expected(ItemCursor *c, const char *what) {
  op_parser_error(c->p, expected_loc(c), "expected %s", what);
  return false;
}

bool pc_error_missing_region(OpParser *p) {
  ItemCursor end = pc_begin(p);
  end.pos = end.num;
  return pc_error_expected(&end, "'{' to begin a region");
}

static bool is_punct(const ParsedItem *it, char punct) {
  return it && it->kind == PI_PUNCT && it->punct == punct;
}

bool pc_accept_punct(ItemCursor *c, char punct) {
  if (!is_punct(pc_peek(c), punct))
    return false;
  c->pos++;
  return true;
}

bool pc_expect_punct(ItemCursor *c, char punct) {
  static const char *names[] = {"','", "'='", "':'", "'->'", "'*'", "'?'"};
  const char *all = ",=:>*?";
  if (pc_accept_punct(c, punct))
    return true;
  const char *at = strchr(all, punct);
  return pc_error_expected(c, at ? names[at - all] : "punctuation");
}

static bool is_keyword(const ParsedItem *it, const char *kw) {
  return it && it->kind == PI_KEYWORD && !it->has_angle &&
         strcmp(it->text, kw) == 0;
}

bool pc_accept_keyword(ItemCursor *c, const char *kw) {
  if (!is_keyword(pc_peek(c), kw))
    return false;
  c->pos++;
  return true;
}

bool pc_expect_keyword(ItemCursor *c, const char *kw) {
  if (pc_accept_keyword(c, kw))
    return true;
  op_parser_custom_error(c->p, pc_loc(c), "expected '%s'", kw);
  return false;
}

ParsedItem *pc_accept_kind(ItemCursor *c, ParsedItemKind kind) {
  ParsedItem *it = pc_peek(c);
  if (!it || it->kind != kind)
    return NULL;
  c->pos++;
  return it;
}

ParsedItem *pc_expect_kind(ItemCursor *c, ParsedItemKind kind,
                           const char *what) {
  ParsedItem *it = pc_accept_kind(c, kind);
  if (!it)
    pc_error_expected(c, what);
  return it;
}

bool pc_expect_int(ItemCursor *c, int64_t *out) {
  ParsedItem *it = pc_peek(c);
  bool neg = it && it->kind == PI_NEG;
  ParsedItem *v = neg ? it->lhs : it;
  if (!v || v->kind != PI_INT) {
    op_parser_custom_error(c->p, pc_loc(c), "expected integer value");
    return false;
  }
  if (v->overflow || (!neg && v->ival < 0) ||
      (neg && (uint64_t)v->ival > (uint64_t)1 << 63))
    return op_parser_error(c->p, it->loc, "integer value too large") != NULL;
  *out = neg ? (int64_t)((uint64_t)0 - (uint64_t)v->ival) : v->ival;
  c->pos++;
  return true;
}

ParsedItem *pc_expect_symbol_name(ItemCursor *c) {
  ParsedItem *it = pc_peek(c);
  if (!it || it->kind != PI_SYMREF || it->attr->u.symref.num != 1) {
    op_parser_custom_error(c->p, pc_loc(c),
                           "expected valid '@'-identifier for symbol name");
    return NULL;
  }
  return pc_next(c);
}

/* The comma-separated types inside a PI_PAREN (which may be empty). */
static bool paren_types(ItemCursor *c, ParsedItem *paren, TypeVec *out) {
  ItemCursor s = pc_sub(c, paren);
  while (!pc_at_end(&s)) {
    if (out->len && !pc_expect_punct(&s, ','))
      return false;
    IrType *t = pc_expect_type(&s);
    if (!t)
      return false;
    type_vec_push(c->p->ctx, out, t);
  }
  return true;
}

IrType *pc_expect_function_type(ItemCursor *c) {
  ParsedItem *in = pc_peek(c);
  if (in && in->kind == PI_TYPE)
    return op_parser_custom_error(c->p, in->loc,
                                  "invalid kind of type specified: expected "
                                  "builtin.function, but found '%s'",
                                  ir_type_str(c->p->ctx, in->type)),
           NULL;
  if (!in || in->kind != PI_PAREN)
    return pc_error_expected(c, "non-function type"), NULL;
  c->pos++;
  TypeVec ins = {0}, outs = {0};
  if (!paren_types(c, in, &ins))
    return NULL;
  if (!pc_accept_punct(c, '>'))
    return pc_error_expected(c, "'->' in function type"), NULL;
  ParsedItem *res = pc_peek(c);
  if (res && res->kind == PI_PAREN) {
    c->pos++;
    if (!paren_types(c, res, &outs))
      return NULL;
  } else {
    IrType *t = pc_expect_type(c);
    if (!t)
      return NULL;
    type_vec_push(c->p->ctx, &outs, t);
  }
  return ir_type_function(c->p->ctx, ins.len, ins.data, outs.len, outs.data);
}

IrType *pc_expect_type(ItemCursor *c) {
  ParsedItem *it = pc_peek(c);
  if (it && it->kind == PI_TYPE) {
    c->pos++;
    return it->type;
  }
  if (it && it->kind == PI_PAREN && c->pos + 1 < c->num &&
      is_punct(c->items[c->pos + 1], '>'))
    return pc_expect_function_type(c);
  pc_error_expected(c, "non-function type");
  return NULL;
}

static bool starts_type(const ItemCursor *c, unsigned pos) {
  if (pos >= c->num)
    return false;
  const ParsedItem *it = c->items[pos];
  return it->kind == PI_TYPE ||
         (it->kind == PI_PAREN && pos + 1 < c->num &&
          is_punct(c->items[pos + 1], '>'));
}

bool pc_expect_type_list(ItemCursor *c, IrType ***types, unsigned *num) {
  TypeVec v = {0};
  do {
    IrType *t = pc_expect_type(c);
    if (!t)
      return false;
    type_vec_push(c->p->ctx, &v, t);
  } while (is_punct(pc_peek(c), ',') && starts_type(c, c->pos + 1) &&
           pc_accept_punct(c, ','));
  *types = v.data;
  *num = v.len;
  return true;
}

bool pc_expect_result_types(ItemCursor *c, TypeVec *out) {
  ParsedItem *list = pc_accept_kind(c, PI_PAREN);
  if (!list) {
    IrType *t = pc_expect_type(c);
    if (t)
      type_vec_push(c->p->ctx, out, t);
    return t != NULL;
  }
  ItemCursor sub = pc_sub(c, list);
  IrType **types;
  unsigned n;
  if (pc_at_end(&sub))
    return true;
  if (!pc_expect_type_list(&sub, &types, &n) || !pc_expect_end(&sub))
    return false;
  for (unsigned i = 0; i < n; i++)
    type_vec_push(c->p->ctx, out, types[i]);
  return true;
}

bool pc_expect_end(ItemCursor *c) {
  if (pc_at_end(c))
    return true;
  op_parser_error(c->p, pc_loc(c), "unexpected %s", describe(pc_peek(c)));
  return false;
}

IrValue *pc_expect_operand(ItemCursor *c, IrType *type) {
  ParsedItem *it = pc_expect_kind(c, PI_SSA, "SSA operand");
  return it ? op_parser_use(c->p, it, type) : NULL;
}
