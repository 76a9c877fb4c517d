/*
 * parse_affine.c - affine expressions, maps and sets from the items the
 * grammar reads: "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)" arrives as
 * lists of expression items, which become IrAffineExprs once the dims and
 * symbols they name are known. Build hooks use ir_parse_affine_expr for
 * expressions over SSA values (affine.load subscripts, loop bounds).
 */
#include <stdlib.h>
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

/* Folds the left spine of `top`, ((a op1 b) op2 c) op3 d ..., bottom up:
 * the operators are left-associative, so a sum of a million terms is a
 * spine a million deep, which a loop walks where recursion would run out
 * of stack. The comparisons are rejected top down first, then operands
 * and operators are converted in source order, as recursion would. */
static IrAffineExpr *binop_chain(IrContext *ctx, ParsedItem *top,
                                 AffineLeafFn leaf, void *data) {
  size_t n = 0;
  ParsedItem *bottom = top;
  for (; bottom->kind == PI_BINOP; bottom = bottom->lhs) {
    if (strchr("gle", bottom->binop)) {
      ir_error(ctx, bottom->loc, "unexpected comparison in affine expression");
      return NULL;
    }
    n++;
  }
  ParsedItem *few[16], **spine = n <= 16 ? few : malloc(n * sizeof *spine);
  if (!spine)
    ir_oom();
  size_t i = n;
  for (ParsedItem *p = top; p != bottom; p = p->lhs)
    spine[--i] = p;
  IrAffineExpr *e = ir_parse_affine_expr(ctx, bottom, leaf, data);
  for (i = 0; e && i < n; i++) {
    IrAffineExpr *r = ir_parse_affine_expr(ctx, spine[i]->rhs, leaf, data);
    e = r ? affine_binop(ctx, spine[i], e, r) : NULL;
  }
  if (spine != few)
    free(spine);
  return e;
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
  case PI_BINOP:
    return binop_chain(ctx, it, leaf, data);
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

/* The dims and symbols a map or set declares. A hash index keeps name
 * lookups constant-time, so a map with 100,000 dims parses in linear time. */
typedef struct MapScope {
  ParseState *ps;
  ParsedItem **names;     /* the dims, then the symbols: PI_KEYWORD items */
  unsigned num_dims, num_syms;
  StrMap *index;          /* name -> its slot in names */
} MapScope;

static IrAffineExpr *map_leaf(void *data, ParsedItem *leaf) {
  MapScope *s = data;
  if (leaf->kind != PI_KEYWORD) {
    ir_error(s->ps->ctx, leaf->loc, "expected affine expression");
    return NULL;
  }
  ParsedItem **slot = strmap_get(s->index, leaf->text, strlen(leaf->text));
  if (!slot) {
    ir_error(s->ps->ctx, leaf->loc, "use of undeclared identifier '%s'",
             leaf->text);
    return NULL;
  }
  unsigned pos = (unsigned)(slot - s->names);
  return pos < s->num_dims ? ir_affine_dim(s->ps->ctx, pos)
                           : ir_affine_symbol(s->ps->ctx, pos - s->num_dims);
}

/* Appends the comma-separated identifiers of "(d0, d1)" or "[s0]" to the
 * scope's names, counting them in *n. A name may be declared once among
 * the dims and symbols together, as in MLIR. */
static bool id_list(MapScope *s, ParsedItem *list, unsigned *n) {
  ParseState *ps = s->ps;
  for (unsigned i = 0; list && i < list->num_items; i++) {
    ParsedItem *it = list->items[i];
    bool want_id = i % 2 == 0;
    if (want_id && it->kind == PI_KEYWORD && !it->has_angle) {
      ParsedItem **slot = &s->names[s->num_dims + s->num_syms];
      size_t len = strlen(it->text);
      if (strmap_get(s->index, it->text, len))
        return ps_fail(ps, it->loc, "redefinition of identifier '%s'",
                       it->text) != NULL;
      *slot = it;
      strmap_put(s->index, it->text, len, slot);
      (*n)++;
    } else if (want_id || it->kind != PI_PUNCT || it->punct != ',') {
      return ps_fail(ps, it->loc, "%s", want_id ? "expected bare identifier"
                                                : "expected ',' or ')'") != NULL;
    }
  }
  if (list && list->num_items && list->num_items % 2 == 0)
    return ps_fail(ps, list->items[list->num_items - 1]->loc,
                "expected bare identifier") != NULL;
  return true;
}

/* Opens a scope over the dims and syms lists (syms may be NULL); false
 * after reporting a bad list. Close it with map_scope_close either way. */
static bool map_scope_open(ParseState *ps, MapScope *s, ParsedItem *dims,
                           ParsedItem *syms) {
  unsigned cap = dims->num_items + (syms ? syms->num_items : 0) + 1;
  *s = (MapScope){.ps = ps, .index = strmap_create(),
                  .names = ps_scratch_alloc(ps, cap * sizeof *s->names)};
  return id_list(s, dims, &s->num_dims) && id_list(s, syms, &s->num_syms);
}

static void map_scope_close(MapScope *s) { strmap_destroy(s->index); }

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

/* The map of an open scope and its results list. */
static IrAttr *map_in_scope(MapScope *s, ParsedItem *results) {
  unsigned n;
  IrAffineExpr **exprs = expr_list(s, results, &n);
  if (!exprs)
    return ir_attr_unit(s->ps->ctx);
  return ir_attr_map(s->ps->ctx, ir_affine_map(s->ps->ctx, s->num_dims,
                                               s->num_syms, n, exprs));
}

/* The attribute `build` makes of body in the scope of dims and syms (the
 * parenthesized lists of a map or a set, `what`), or unit after an error. */
static IrAttr *in_new_scope(ParseState *ps, ParsedItem *dims,
                            ParsedItem *syms, ParsedItem *body,
                            IrAttr *(*build)(MapScope *, ParsedItem *),
                            const char *what, IrLocation loc) {
  if (dims->kind != PI_PAREN || body->kind != PI_PAREN)
    return ps_fail(ps, loc, "expected '(' in %s", what),
           ir_attr_unit(ps->ctx);
  MapScope s;
  IrAttr *attr = map_scope_open(ps, &s, dims, syms) ? build(&s, body)
                                                    : ir_attr_unit(ps->ctx);
  map_scope_close(&s);
  return attr;
}

IrAttr *ps_map_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *results, IrLocation loc) {
  return in_new_scope(ps, dims, syms, results, map_in_scope, "affine map",
                      loc);
}

/* The set of an open scope and its constraints list:
 * "a >= b", "a <= b", "a == b" as "a - b >= 0", "b - a >= 0", "a - b == 0";
 * MLIR's own "e >= 0" and "e == 0" are the same with b = 0. */
static IrAttr *set_in_scope(MapScope *s, ParsedItem *constraints) {
  ParseState *ps = s->ps;
  unsigned cap = constraints->num_items + 1, n = 0;
  IrAffineExpr **exprs = ps_scratch_alloc(ps, cap * sizeof *exprs);
  bool *eq = ps_scratch_alloc(ps, cap * sizeof *eq);
  for (unsigned i = 0; i < constraints->num_items; i += 2) {
    ParsedItem *c = constraints->items[i];
    if (c->kind != PI_BINOP || !strchr("gle", c->binop))
      return ps_fail(ps, c->loc, "expected '== affine-expr' or '>= affine-expr' "
                              "or '<= affine-expr'"),
             ir_attr_unit(ps->ctx);
    IrAffineExpr *l = ir_parse_affine_expr(ps->ctx, c->lhs, map_leaf, s);
    IrAffineExpr *r = l ? ir_parse_affine_expr(ps->ctx, c->rhs, map_leaf, s)
                        : NULL;
    if (!r) {
      ps->failed = true;
      return ir_attr_unit(ps->ctx);
    }
    exprs[n] = c->binop == 'l' ? ir_affine_sub(ps->ctx, r, l)
                               : ir_affine_sub(ps->ctx, l, r);
    eq[n++] = c->binop == 'e';
  }
  return ir_attr_set(ps->ctx, ir_integer_set(ps->ctx, s->num_dims,
                                             s->num_syms, n, exprs, eq));
}

IrAttr *ps_set_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *constraints, IrLocation loc) {
  return in_new_scope(ps, dims, syms, constraints, set_in_scope,
                      "integer set", loc);
}
