/*
 * polyhedral_codegen.c - isl AST to affine IR (polyhedral_codegen.h).
 *
 * Every map the generator builds takes as operands the induction
 * variables of the loops around it (dims, outermost first), the part's
 * parameters that are not valid symbols where the part is (dims too) and
 * those that are (symbols); affine_compose then drops the operands a map
 * does not use. Everything is built into a detached block and moved
 * before the anchor once the whole tree has been written, so that a tree
 * the IR cannot hold leaves the function as it was.
 */
#include "polyhedral_codegen.h"

#include <isl/id.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_set.h>
#include <isl/val.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "dialects/affine.h"
#include "dialects/affine_build.h"
#include "dialects/affine_compose.h"
#include "ir/rewrite.h"

/* The most loops one tree nests (the scheduler's input nests at most
 * PASS_MAX_NEST_DEPTH deep, and tiling doubles that). */
enum { MAX_DEPTH = 128 };

typedef struct Gen {
  IrContext *ctx;
  const Scop *scop;
  IrLocation loc;
  const char *why;
  /* The loops around the code being written: isl's iterator and its value. */
  unsigned depth;
  isl_id *iter_ids[MAX_DEPTH];
  IrValue *iters[MAX_DEPTH];
  /* The part's parameters, their ids, and whether each is a valid symbol. */
  unsigned num_params;
  isl_id **param_ids;
  IrValue **params;
  bool *is_symbol;
  /* Whether an affine.parallel is around the code being written. */
  bool in_parallel;
  /* Where new ops go: before anchor, or at the end of block. */
  IrBlock *block;
  IrOp *anchor;
} Gen;

static bool fail(Gen *g, const char *why) {
  if (!g->why)
    g->why = why;
  return false;
}

static void place(Gen *g, IrOp *op) {
  if (g->anchor)
    ir_op_insert_before(g->anchor, op);
  else
    ir_block_append_op(g->block, op);
}

/* ---------------------------------------------------------- expressions */

/* The expression for isl id `id`: an iterator (dim), or a parameter (a
 * dim after the iterators, or a symbol). */
static IrAffineExpr *id_expr(Gen *g, isl_id *id) {
  for (unsigned k = g->depth; k-- > 0;)
    if (g->iter_ids[k] == id)
      return ir_affine_dim(g->ctx, k);
  unsigned dims = g->depth, syms = 0;
  for (unsigned k = 0; k < g->num_params; k++) {
    if (g->param_ids[k] == id)
      return g->is_symbol[k] ? ir_affine_symbol(g->ctx, syms)
                             : ir_affine_dim(g->ctx, dims);
    g->is_symbol[k] ? syms++ : dims++;
  }
  return NULL;
}

static IrAffineExpr *expr_of(Gen *g, isl_ast_expr *e);

/* The affine expression of argument i of operation e. */
static IrAffineExpr *arg_expr(Gen *g, isl_ast_expr *e, int i) {
  isl_ast_expr *arg = isl_ast_expr_op_get_arg(e, i);
  IrAffineExpr *r = expr_of(g, arg);
  isl_ast_expr_free(arg);
  return r;
}

/* The constant value of argument i of e, or 0 when it is not one. */
static int64_t arg_constant(isl_ast_expr *e, int i) {
  isl_ast_expr *arg = isl_ast_expr_op_get_arg(e, i);
  int64_t v = 0;
  if (isl_ast_expr_get_type(arg) == isl_ast_expr_int) {
    isl_val *val = isl_ast_expr_get_val(arg);
    if (isl_val_is_int(val))
      v = isl_val_get_num_si(val);
    isl_val_free(val);
  }
  isl_ast_expr_free(arg);
  return v;
}

/* An operation of e: arithmetic affine IR holds, else NULL. */
static IrAffineExpr *op_expr(Gen *g, isl_ast_expr *e) {
  enum isl_ast_expr_op_type type = isl_ast_expr_op_get_type(e);
  if (type == isl_ast_expr_op_minus) {
    IrAffineExpr *a = arg_expr(g, e, 0);
    return a ? ir_affine_neg(g->ctx, a) : NULL;
  }
  IrAffineExpr *a = arg_expr(g, e, 0), *b = a ? arg_expr(g, e, 1) : NULL;
  if (!b)
    return NULL;
  bool divides = type == isl_ast_expr_op_div ||
                 type == isl_ast_expr_op_fdiv_q ||
                 type == isl_ast_expr_op_pdiv_q ||
                 type == isl_ast_expr_op_pdiv_r ||
                 type == isl_ast_expr_op_zdiv_r;
  if (divides && arg_constant(e, 1) <= 0)
    return NULL;
  switch (type) {
  case isl_ast_expr_op_add: return ir_affine_add(g->ctx, a, b);
  case isl_ast_expr_op_sub: return ir_affine_sub(g->ctx, a, b);
  case isl_ast_expr_op_mul:
    return a->kind == IR_AFFINE_CONSTANT || b->kind == IR_AFFINE_CONSTANT
               ? ir_affine_mul(g->ctx, a, b)
               : NULL;
  case isl_ast_expr_op_div:
  case isl_ast_expr_op_fdiv_q:
  case isl_ast_expr_op_pdiv_q: return ir_affine_floordiv(g->ctx, a, b);
  case isl_ast_expr_op_pdiv_r:
  case isl_ast_expr_op_zdiv_r: return ir_affine_mod(g->ctx, a, b);
  default: return NULL;
  }
}

/* The affine expression of e, or NULL (min, max, select ...). */
static IrAffineExpr *expr_of(Gen *g, isl_ast_expr *e) {
  switch (isl_ast_expr_get_type(e)) {
  case isl_ast_expr_int: {
    isl_val *v = isl_ast_expr_get_val(e);
    bool fits = isl_val_is_int(v) && isl_val_cmp_si(v, LONG_MAX) <= 0 &&
                isl_val_cmp_si(v, LONG_MIN + 1) >= 0;
    IrAffineExpr *r =
        fits ? ir_affine_constant(g->ctx, isl_val_get_num_si(v)) : NULL;
    isl_val_free(v);
    return r;
  }
  case isl_ast_expr_id: {
    isl_id *id = isl_ast_expr_get_id(e);
    IrAffineExpr *r = id_expr(g, id);
    isl_id_free(id);
    return r;
  }
  case isl_ast_expr_op: return op_expr(g, e);
  default: return NULL;
  }
}

/* ----------------------------------------------------------------- maps */

/* exprs over the frame of the current place (iterators and parameters),
 * with the operands they use only. */
static AffineExprs composed(Gen *g, unsigned n, IrAffineExpr **exprs) {
  unsigned num_dim_params = 0;
  for (unsigned k = 0; k < g->num_params; k++)
    num_dim_params += !g->is_symbol[k];
  AffineExprs in = {n, exprs, g->depth + num_dim_params,
                    g->num_params - num_dim_params, NULL};
  in.operands = ir_alloc(g->ctx, (g->depth + g->num_params + 1) *
                                     sizeof *in.operands);
  memcpy(in.operands, g->iters, g->depth * sizeof *in.operands);
  unsigned dims = g->depth, syms = in.num_dims;
  for (unsigned k = 0; k < g->num_params; k++)
    in.operands[g->is_symbol[k] ? syms++ : dims++] = g->params[k];
  AffineExprs out;
  if (!affine_compose(g->ctx, &in, &out))
    out = in;
  return out;
}

static AffineBound bound_of(Gen *g, unsigned n, IrAffineExpr **exprs) {
  AffineExprs c = composed(g, n, exprs);
  return (AffineBound){ir_affine_map(g->ctx, c.num_dims, c.num_syms, n,
                                     c.exprs),
                       c.operands};
}

/* The terms of e: the arguments of e when it is a `combine` (isl's min
 * or max), else e itself, each plus `add`, appended to out (room for
 * MAX_DEPTH); false when one is not affine. */
static bool terms(Gen *g, isl_ast_expr *e, enum isl_ast_expr_op_type combine,
                  int64_t add, IrAffineExpr **out, unsigned *n) {
  bool split = isl_ast_expr_get_type(e) == isl_ast_expr_op &&
               isl_ast_expr_op_get_type(e) == combine;
  int count = split ? (int)isl_ast_expr_op_get_n_arg(e) : 1;
  for (int i = 0; i < count; i++) {
    IrAffineExpr *t = split ? arg_expr(g, e, i) : expr_of(g, e);
    if (!t || *n == MAX_DEPTH)
      return fail(g, "a bound or condition that is not affine");
    out[(*n)++] = ir_affine_add(g->ctx, t, ir_affine_constant(g->ctx, add));
  }
  return true;
}

/* Adds the constraints of condition e (a conjunction of comparisons) as
 * "expr >= 0" or "expr == 0" to out/is_eq. */
static bool constraints(Gen *g, isl_ast_expr *e, IrAffineExpr **out,
                        bool *is_eq, unsigned *n) {
  if (isl_ast_expr_get_type(e) != isl_ast_expr_op)
    return fail(g, "a condition that is not a comparison");
  enum isl_ast_expr_op_type type = isl_ast_expr_op_get_type(e);
  isl_ast_expr *l = isl_ast_expr_op_get_arg(e, 0);
  isl_ast_expr *r = isl_ast_expr_op_get_arg(e, 1);
  bool ok;
  if (type == isl_ast_expr_op_and || type == isl_ast_expr_op_and_then) {
    ok = constraints(g, l, out, is_eq, n) && constraints(g, r, out, is_eq, n);
  } else if (type == isl_ast_expr_op_eq) {
    IrAffineExpr *a = expr_of(g, l), *b = expr_of(g, r);
    ok = a && b && *n < MAX_DEPTH;
    if (ok) {
      is_eq[*n] = true;
      out[(*n)++] = ir_affine_sub(g->ctx, a, b);
    } else {
      fail(g, "a condition that is not affine");
    }
  } else {
    bool greater = type == isl_ast_expr_op_ge || type == isl_ast_expr_op_gt;
    bool strict = type == isl_ast_expr_op_lt || type == isl_ast_expr_op_gt;
    if (!greater && type != isl_ast_expr_op_le && type != isl_ast_expr_op_lt)
      ok = fail(g, "a condition affine.if cannot hold (a disjunction)");
    else {
      /* small <= big: every max term of small under every min term of big */
      isl_ast_expr *small = greater ? r : l, *big = greater ? l : r;
      IrAffineExpr *lo[MAX_DEPTH], *hi[MAX_DEPTH];
      unsigned nlo = 0, nhi = 0;
      ok = terms(g, small, isl_ast_expr_op_max, strict, lo, &nlo) &&
           terms(g, big, isl_ast_expr_op_min, 0, hi, &nhi);
      for (unsigned i = 0; ok && i < nlo; i++)
        for (unsigned j = 0; ok && j < nhi; j++) {
          ok = *n < MAX_DEPTH || fail(g, "a condition with too many terms");
          if (ok) {
            is_eq[*n] = false;
            out[(*n)++] = ir_affine_sub(g->ctx, hi[j], lo[i]);
          }
        }
    }
  }
  isl_ast_expr_free(l);
  isl_ast_expr_free(r);
  return ok;
}

/* The exclusive upper bounds of loop iterator `iter` that its condition
 * cond (iter <= X, iter < X, or a conjunction of those) sets. */
static bool upper_terms(Gen *g, isl_ast_expr *cond, IrAffineExpr **out,
                        unsigned *n) {
  if (isl_ast_expr_get_type(cond) != isl_ast_expr_op)
    return fail(g, "a loop condition that is not a comparison");
  enum isl_ast_expr_op_type type = isl_ast_expr_op_get_type(cond);
  isl_ast_expr *r = isl_ast_expr_op_get_arg(cond, 1);
  bool ok;
  if (type == isl_ast_expr_op_and || type == isl_ast_expr_op_and_then) {
    isl_ast_expr *l = isl_ast_expr_op_get_arg(cond, 0);
    ok = upper_terms(g, l, out, n) && upper_terms(g, r, out, n);
    isl_ast_expr_free(l);
  } else if (type == isl_ast_expr_op_le || type == isl_ast_expr_op_lt) {
    ok = terms(g, r, isl_ast_expr_op_min, type == isl_ast_expr_op_le, out, n);
  } else {
    ok = fail(g, "a loop condition affine.for cannot hold");
  }
  isl_ast_expr_free(r);
  return ok;
}

/* --------------------------------------------------------------- the tree */

static bool gen_node(Gen *g, isl_ast_node *node);

/* Writes node into the block of op, before its terminator, with iterator
 * id standing for value when id is not NULL. */
static bool gen_inside(Gen *g, IrBlock *block, isl_ast_node *node, isl_id *id,
                       IrValue *value) {
  if (g->depth == MAX_DEPTH)
    return fail(g, "loops nested too deep");
  IrBlock *saved_block = g->block;
  IrOp *saved_anchor = g->anchor;
  g->block = block;
  g->anchor = ir_block_terminator(block);
  if (id) {
    g->iter_ids[g->depth] = id;
    g->iters[g->depth++] = value;
  }
  bool ok = gen_node(g, node);
  g->depth -= id != NULL;
  g->block = saved_block;
  g->anchor = saved_anchor;
  return ok;
}

/* True when a loop is nested in block. */
static bool has_loop(const IrBlock *block) {
  for (const IrOp *op = block->first; op; op = op->next) {
    if (ir_op_is(op, "affine.for") || ir_op_is(op, "affine.parallel"))
      return true;
    for (unsigned r = 0; r < op->num_regions; r++)
      for (const IrBlock *b = op->regions[r].first; b; b = b->next)
        if (has_loop(b))
          return true;
  }
  return false;
}

/* True when the generator annotated for node as parallel. */
static bool is_parallel(isl_ast_node *node) {
  isl_id *id = isl_ast_node_get_annotation(node);
  bool parallel = id && !strcmp(isl_id_get_name(id), CODEGEN_PARALLEL);
  isl_id_free(id);
  return parallel;
}

static bool gen_for(Gen *g, isl_ast_node *node) {
  isl_ast_expr *iter = isl_ast_node_for_get_iterator(node);
  isl_ast_expr *init = isl_ast_node_for_get_init(node);
  isl_ast_expr *cond = isl_ast_node_for_get_cond(node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc(node);
  isl_ast_node *body = isl_ast_node_for_get_body(node);
  isl_id *id = isl_ast_expr_get_id(iter);
  IrAffineExpr *lbs[MAX_DEPTH], *ubs[MAX_DEPTH];
  unsigned nl = 0, nu = 0;
  IrAffineExpr *step = expr_of(g, inc);
  bool ok = terms(g, init, isl_ast_expr_op_max, 0, lbs, &nl) &&
            upper_terms(g, cond, ubs, &nu) &&
            ((step && step->kind == IR_AFFINE_CONSTANT && step->value > 0) ||
             fail(g, "a loop step that is not a positive constant"));
  if (ok) {
    bool parallel = !g->in_parallel && is_parallel(node);
    AffineBound lb = bound_of(g, nl, lbs), ub = bound_of(g, nu, ubs);
    IrOp *loop = parallel ? affine_build_parallel(g->ctx, g->loc, 1, &lb, &ub,
                                                  &step->value, 0, NULL, NULL,
                                                  NULL)
                          : affine_build_for(g->ctx, g->loc, lb, ub,
                                             step->value, 0, NULL, NULL);
    loop->proven_parallel = parallel;
    place(g, loop);
    IrBlock *block = loop->regions[0].first;
    block->args[0]->name = ir_intern(g->ctx, isl_id_get_name(id),
                                     strlen(isl_id_get_name(id)));
    g->in_parallel |= parallel;
    ok = gen_inside(g, block, body, id, block->args[0]);
    g->in_parallel &= !parallel;
    if (ok && !parallel && is_parallel(node) && !has_loop(block))
      ir_op_set_attr(g->ctx, loop, AFFINE_SIMD_ATTR, ir_attr_unit(g->ctx));
  }
  isl_id_free(id);
  isl_ast_expr_free(iter);
  isl_ast_expr_free(init);
  isl_ast_expr_free(cond);
  isl_ast_expr_free(inc);
  isl_ast_node_free(body);
  return ok;
}

static bool gen_if(Gen *g, isl_ast_node *node) {
  isl_ast_expr *cond = isl_ast_node_if_get_cond(node);
  IrAffineExpr *exprs[MAX_DEPTH];
  bool is_eq[MAX_DEPTH];
  unsigned n = 0;
  bool ok = constraints(g, cond, exprs, is_eq, &n);
  isl_ast_expr_free(cond);
  if (!ok)
    return false;
  AffineExprs c = composed(g, n, exprs);
  IrIntegerSet *set =
      ir_integer_set(g->ctx, c.num_dims, c.num_syms, n, c.exprs, is_eq);
  bool has_else = isl_ast_node_if_has_else_node(node) == isl_bool_true;
  IrOp *op = affine_build_if(g->ctx, g->loc, set, c.operands, has_else);
  place(g, op);
  isl_ast_node *then = isl_ast_node_if_get_then_node(node);
  ok = gen_inside(g, op->regions[0].first, then, NULL, NULL);
  isl_ast_node_free(then);
  if (ok && has_else) {
    isl_ast_node *other = isl_ast_node_if_get_else_node(node);
    ok = gen_inside(g, op->regions[1].first, other, NULL, NULL);
    isl_ast_node_free(other);
  }
  return ok;
}

/* ------------------------------------------------------------ statements */

/* Makes sure value v, used by statement s, has its copy in map: values
 * of s itself and from outside the part are there already (or stand for
 * themselves); an op free of effects from another statement is cloned
 * here first. */
static void materialize(Gen *g, const ScopStmt *s, IrMap *map, IrValue *v) {
  if (ir_map_get(map, v) || !scop_defines(g->scop, v) ||
      scop_stmt_has(s, v->op))
    return;
  IrOp *def = v->op;
  for (unsigned i = 0; i < def->num_operands; i++)
    materialize(g, s, map, def->operands[i].value);
  place(g, ir_op_clone(g->ctx, def, map));
}

/* The value of statement argument e: an iterator as it is, anything
 * else as an affine.apply. */
static IrValue *arg_value(Gen *g, isl_ast_expr *e) {
  IrAffineExpr *x = expr_of(g, e);
  if (!x) {
    fail(g, "a statement instance that is not an affine function of the "
            "loops");
    return NULL;
  }
  AffineExprs c = composed(g, 1, &x);
  if (c.exprs[0]->kind == IR_AFFINE_DIM && c.num_dims + c.num_syms == 1)
    return c.operands[0];
  IrOp *apply = affine_build_apply(
      g->ctx, g->loc,
      ir_affine_map(g->ctx, c.num_dims, c.num_syms, 1, c.exprs), c.operands);
  place(g, apply);
  return apply->results[0];
}

static bool gen_user(Gen *g, isl_ast_node *node) {
  isl_ast_expr *call = isl_ast_node_user_get_expr(node);
  isl_ast_expr *callee = isl_ast_expr_op_get_arg(call, 0);
  isl_id *id = isl_ast_expr_get_id(callee);
  const ScopStmt *s = scop_stmt_named(g->scop, isl_id_get_name(id));
  isl_id_free(id);
  isl_ast_expr_free(callee);
  bool ok = s && (unsigned)isl_ast_expr_op_get_n_arg(call) == s->num_ivs + 1;
  IrMap *map = ir_map_create();
  for (unsigned k = 0; ok && k < s->num_ivs; k++) {
    isl_ast_expr *arg = isl_ast_expr_op_get_arg(call, (int)k + 1);
    IrValue *v = arg_value(g, arg);
    isl_ast_expr_free(arg);
    ok = v != NULL;
    ir_map_put(map, s->ivs[k], v);
  }
  isl_ast_expr_free(call);
  for (IrOp *op = ok ? s->first : NULL; op; op = op->next) {
    for (unsigned i = 0; i < op->num_operands; i++)
      materialize(g, s, map, op->operands[i].value);
    place(g, ir_op_clone(g->ctx, op, map));
    if (op == s->last)
      break;
  }
  ir_map_destroy(map);
  return ok || fail(g, "a statement the scheduler does not know");
}

static bool gen_block(Gen *g, isl_ast_node *node) {
  isl_ast_node_list *list = isl_ast_node_block_get_children(node);
  isl_size n = isl_ast_node_list_size(list);
  bool ok = n >= 0;
  for (isl_size i = 0; ok && i < n; i++) {
    isl_ast_node *child = isl_ast_node_list_get_at(list, i);
    ok = gen_node(g, child);
    isl_ast_node_free(child);
  }
  isl_ast_node_list_free(list);
  return ok;
}

static bool gen_node(Gen *g, isl_ast_node *node) {
  switch (isl_ast_node_get_type(node)) {
  case isl_ast_node_for: return gen_for(g, node);
  case isl_ast_node_if: return gen_if(g, node);
  case isl_ast_node_block: return gen_block(g, node);
  case isl_ast_node_user: return gen_user(g, node);
  case isl_ast_node_mark: {
    isl_ast_node *inner = isl_ast_node_mark_get_node(node);
    bool ok = gen_node(g, inner);
    isl_ast_node_free(inner);
    return ok;
  }
  default: return fail(g, "an AST node affc does not know");
  }
}

/* ------------------------------------------------------------ the entry */

/* The part's parameters: the ids and values of its domain's parameters. */
static void gather_params(Gen *g) {
  isl_space *space = isl_union_set_get_space(g->scop->domain);
  isl_size n = isl_space_dim(space, isl_dim_param);
  g->num_params = n > 0 ? (unsigned)n : 0;
  g->param_ids = calloc(g->num_params + 1, sizeof *g->param_ids);
  g->params = ir_alloc(g->ctx, (g->num_params + 1) * sizeof *g->params);
  g->is_symbol = ir_alloc(g->ctx, (g->num_params + 1) * sizeof *g->is_symbol);
  if (!g->param_ids)
    ir_oom();
  for (unsigned k = 0; k < g->num_params; k++) {
    g->param_ids[k] = isl_space_get_dim_id(space, isl_dim_param, k);
    g->params[k] = isl_id_get_user(g->param_ids[k]);
    g->is_symbol[k] = affine_is_valid_symbol(g->params[k]);
  }
  isl_space_free(space);
}

bool codegen_ast(IrContext *ctx, const Scop *scop, isl_ast_node *tree,
                 IrOp *anchor, const char **why) {
  Gen g = {.ctx = ctx, .scop = scop, .loc = scop->first->loc,
           .block = ir_block_create(ctx, scop->first->loc)};
  gather_params(&g);
  bool ok = gen_node(&g, tree);
  for (unsigned k = 0; k < g.num_params; k++)
    isl_id_free(g.param_ids[k]);
  free(g.param_ids);
  while (g.block->first) { /* users go before the ops they use */
    if (ok)
      ir_op_move_before(anchor, g.block->first);
    else
      ir_op_erase(g.block->last);
  }
  *why = g.why;
  return ok;
}
