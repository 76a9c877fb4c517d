/*
 * parse_affine.c - affine expressions, maps and sets from the items the
 * grammar reads: "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)" arrives as
 * lists of expression items, which become IrAffineExprs once the dims and
 * symbols they name are known. Build hooks use ir_parse_affine_expr for
 * expressions over SSA values (affine.load subscripts, loop bounds).
 */
#include <string.h>

#include "parse_state.h"

/* ---------------------------------------------------- affine expressions */

static IrAffineExpr *affine_binop(IrContext *ctx, ParsedItem *it,
                                  IrAffineExpr *l, IrAffineExpr *r) {
  bool l_sym = ir_affine_is_symbolic(l), r_sym = ir_affine_is_symbolic(r);
  switch (it->binop) {
  case '+': return ir_affine_add(ctx, l, r);
  case '-': return ir_affine_sub(ctx, l, r);
  case '*':
    if (!l_sym && !r_sym) {
      ir_error(ctx, it->loc, "non-affine expression: at least one of the "
                             "multiply operands has to be either a constant "
                             "or symbolic");
      return NULL;
    }
    return ir_affine_mul(ctx, l, r);
  default:
    break;
  }
  const char *name = it->binop == 'f' ? "floordiv" : it->binop == 'c' ? "ceildiv" : "mod";
  if (!r_sym) {
    ir_error(ctx, it->loc, "non-affine expression: right operand of %s has "
                           "to be either a constant or symbolic", name);
    return NULL;
  }
  if (it->binop == 'f')
    return ir_affine_floordiv(ctx, l, r);
  if (it->binop == 'c')
    return ir_affine_ceildiv(ctx, l, r);
  return ir_affine_mod(ctx, l, r);
}

IrAffineExpr *ir_parse_affine_expr(IrContext *ctx, ParsedItem *it,
                                   AffineLeafFn leaf, void *data) {
  switch (it->kind) {
  case PI_INT:
    if (it->overflow || it->ival < 0) {
      ir_error(ctx, it->loc, "constant too large for index");
      return NULL;
    }
    return ir_affine_constant(ctx, it->ival);
  case PI_NEG: {
    IrAffineExpr *e = ir_parse_affine_expr(ctx, it->lhs, leaf, data);
    return e ? ir_affine_neg(ctx, e) : NULL;
  }
  case PI_BINOP: {
    if (strchr("gle", it->binop)) {
      ir_error(ctx, it->loc, "unexpected comparison in affine expression");
      return NULL;
    }
    IrAffineExpr *l = ir_parse_affine_expr(ctx, it->lhs, leaf, data);
    IrAffineExpr *r = l ? ir_parse_affine_expr(ctx, it->rhs, leaf, data) : NULL;
    return r ? affine_binop(ctx, it, l, r) : NULL;
  }
  case PI_PAREN:
    if (it->num_items == 1)
      return ir_parse_affine_expr(ctx, it->items[0], leaf, data);
    break;
  case PI_KEYWORD:
  case PI_SSA:
  case PI_CALL:
    if (!it->has_angle)
      return leaf(data, it);
    break;
  default:
    break;
  }
  ir_error(ctx, it->loc, "expected affine expression");
  return NULL;
}

/* ------------------------------------------------------------ maps, sets */

typedef struct MapScope {
  ParseState *ps;
  ParsedItem **dims, **syms; /* PI_KEYWORD names */
  unsigned num_dims, num_syms;
} MapScope;

static IrAffineExpr *map_leaf(void *data, ParsedItem *leaf) {
  MapScope *s = data;
  if (leaf->kind == PI_KEYWORD) {
    for (unsigned i = 0; i < s->num_dims; i++)
      if (strcmp(s->dims[i]->text, leaf->text) == 0)
        return ir_affine_dim(s->ps->ctx, i);
    for (unsigned i = 0; i < s->num_syms; i++)
      if (strcmp(s->syms[i]->text, leaf->text) == 0)
        return ir_affine_symbol(s->ps->ctx, i);
    ir_error(s->ps->ctx, leaf->loc, "use of undeclared identifier '%s'",
             leaf->text);
    return NULL;
  }
  ir_error(s->ps->ctx, leaf->loc, "expected affine expression");
  return NULL;
}

/* Collects the comma-separated identifiers of "(d0, d1)" or "[s0]". */
static bool id_list(ParseState *ps, ParsedItem *list, ParsedItem ***out,
                    unsigned *n) {
  *n = 0;
  if (!list)
    return true;
  *out = ps_scratch_alloc(ps, (list->num_items + 1) * sizeof **out);
  for (unsigned i = 0; i < list->num_items; i++) {
    ParsedItem *it = list->items[i];
    bool want_id = i % 2 == 0;
    if (want_id && it->kind == PI_KEYWORD && !it->has_angle) {
      for (unsigned j = 0; j < *n; j++)
        if (strcmp((*out)[j]->text, it->text) == 0)
          return ps_fail(ps, it->loc, "redefinition of identifier '%s'",
                      it->text) != NULL;
      (*out)[(*n)++] = it;
    } else if (want_id || it->kind != PI_PUNCT || it->punct != ',') {
      return ps_fail(ps, it->loc, "%s", want_id ? "expected bare identifier"
                                                : "expected ',' or ')'") != NULL;
    }
  }
  if (list->num_items && list->num_items % 2 == 0)
    return ps_fail(ps, list->items[list->num_items - 1]->loc,
                "expected bare identifier") != NULL;
  return true;
}

/* Converts the comma-separated expressions of a list. */
static IrAffineExpr **expr_list(MapScope *s, ParsedItem *list, unsigned *n) {
  IrAffineExpr **out =
      ps_scratch_alloc(s->ps, (list->num_items + 1) * sizeof *out);
  *n = 0;
  for (unsigned i = 0; i < list->num_items; i++) {
    ParsedItem *it = list->items[i];
    if (i % 2 == 1) {
      if (it->kind == PI_PUNCT && it->punct == ',')
        continue;
      ps_fail(s->ps, it->loc, "expected ',' or ')'");
      return NULL;
    }
    if (!(out[(*n)++] = ir_parse_affine_expr(s->ps->ctx, it, map_leaf, s))) {
      s->ps->failed = true;
      return NULL;
    }
  }
  return out;
}

static bool map_scope(ParseState *ps, MapScope *s, ParsedItem *dims,
                      ParsedItem *syms) {
  s->ps = ps;
  return id_list(ps, dims, &s->dims, &s->num_dims) &&
         id_list(ps, syms, &s->syms, &s->num_syms);
}

IrAttr *ps_map_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *results, IrLocation loc) {
  MapScope s;
  unsigned n;
  IrAffineExpr **exprs;
  if (dims->kind != PI_PAREN || results->kind != PI_PAREN)
    return ps_fail(ps, loc, "expected '(' in affine map"),
           ir_attr_unit(ps->ctx);
  if (!map_scope(ps, &s, dims, syms) || !(exprs = expr_list(&s, results, &n)))
    return ir_attr_unit(ps->ctx);
  return ir_attr_map(ps->ctx, ir_affine_map(ps->ctx, s.num_dims, s.num_syms,
                                            n, exprs));
}

/* "a >= b", "a <= b", "a == b" as "a - b >= 0", "b - a >= 0", "a - b == 0";
 * MLIR's own "e >= 0" and "e == 0" are the same with b = 0. */
IrAttr *ps_set_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *constraints, IrLocation loc) {
  MapScope s;
  if (dims->kind != PI_PAREN || constraints->kind != PI_PAREN ||
      !map_scope(ps, &s, dims, syms))
    return ps_fail(ps, loc, "expected '(' in integer set"),
           ir_attr_unit(ps->ctx);
  unsigned cap = constraints->num_items + 1, n = 0;
  IrAffineExpr **exprs = ps_scratch_alloc(ps, cap * sizeof *exprs);
  bool *eq = ps_scratch_alloc(ps, cap * sizeof *eq);
  for (unsigned i = 0; i < constraints->num_items; i += 2) {
    ParsedItem *c = constraints->items[i];
    if (c->kind != PI_BINOP || !strchr("gle", c->binop))
      return ps_fail(ps, c->loc, "expected '== affine-expr' or '>= affine-expr' "
                              "or '<= affine-expr'"),
             ir_attr_unit(ps->ctx);
    IrAffineExpr *l = ir_parse_affine_expr(ps->ctx, c->lhs, map_leaf, &s);
    IrAffineExpr *r = l ? ir_parse_affine_expr(ps->ctx, c->rhs, map_leaf, &s)
                        : NULL;
    if (!r) {
      ps->failed = true;
      return ir_attr_unit(ps->ctx);
    }
    exprs[n] = c->binop == 'l' ? ir_affine_sub(ps->ctx, r, l)
                               : ir_affine_sub(ps->ctx, l, r);
    eq[n++] = c->binop == 'e';
  }
  return ir_attr_set(ps->ctx, ir_integer_set(ps->ctx, s.num_dims, s.num_syms,
                                             n, exprs, eq));
}
