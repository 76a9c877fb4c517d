/*
 * scf.c - the scf dialect: structured control flow with regions.
 *
 * scf.for (lower bound, upper bound, step, then the iter_args inits;
 * entry block: induction variable then iter_args), scf.if (two regions,
 * the second empty without `else`), scf.while (before region ending in
 * scf.condition, after region ending in scf.yield), scf.parallel (bounds,
 * steps and inits split by operandSegmentSizes, body ending in scf.reduce
 * with one reduction region per init), scf.execute_region, and the
 * terminators scf.yield, scf.condition, scf.reduce and scf.reduce.return,
 * and scf.index_switch ("case N {...}" regions, then "default {...}").
 *
 * Terminators that MLIR leaves implicit (scf.yield of scf.for / scf.if,
 * scf.reduce of scf.parallel) are added by the build hooks and left out by
 * the print hooks exactly where mlir-opt leaves them out. The verify hooks
 * follow MLIR's messages, including those of its region-branch and
 * loop-like interfaces ("along control flow edge from ... to ...").
 */
#include <stdlib.h>
#include <string.h>

#include "../ir/diag.h"
#include "../ir/parse.h"
#include "../ir/printer.h"
#include "dialect.h"
#include "dialect_util.h"

/* ---------------------------------------------------------------- parsing */

/* A list of SSA name items (region argument names or operand names). */
typedef struct NameVec {
  ParsedItem **data;
  unsigned len, cap;
} NameVec;

static void name_vec_push(IrContext *ctx, NameVec *v, ParsedItem *item) {
  if (v->len == v->cap) {
    unsigned cap = v->cap ? 2 * v->cap : 4;
    v->data = ir_grow(ctx, v->data, v->len, cap, sizeof *v->data);
    v->cap = cap;
  }
  v->data[v->len++] = item;
}

/* Reads "(%a, %b, ...)" (possibly empty) from the parenthesis item. */
static bool parse_name_list(ItemCursor *c, ParsedItem *list, NameVec *out) {
  ItemCursor sub = pc_sub(c, list);
  if (pc_at_end(&sub))
    return true;
  do {
    ParsedItem *name = pc_expect_kind(&sub, PI_SSA, "SSA operand");
    if (!name)
      return false;
    name_vec_push(c->p->ctx, out, name);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* Reads "(%a = %x, %b = %y)": region argument names into args, operand
 * names into inits. */
static bool parse_assignments(ItemCursor *c, ParsedItem *list, NameVec *args,
                              NameVec *inits) {
  ItemCursor sub = pc_sub(c, list);
  if (pc_at_end(&sub))
    return true;
  do {
    ParsedItem *arg = pc_expect_kind(&sub, PI_SSA, "SSA operand");
    ParsedItem *init;
    if (!arg || !pc_expect_punct(&sub, '=') ||
        !(init = pc_expect_kind(&sub, PI_SSA, "SSA operand")))
      return false;
    name_vec_push(c->p->ctx, args, arg);
    name_vec_push(c->p->ctx, inits, init);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* Reads "-> types" when an arrow comes next. */
static bool parse_optional_arrow_types(ItemCursor *c, TypeVec *out) {
  return !pc_accept_punct(c, '>') || pc_expect_result_types(c, out);
}

/* Resolves n operand names, name i with types[i] (or with `type` when
 * types is NULL), appending the values to out. */
static bool resolve_names(OpParser *p, const NameVec *names, IrType **types,
                          IrType *type, ValueVec *out) {
  for (unsigned i = 0; i < names->len; i++) {
    IrValue *v = op_parser_use(p, names->data[i], types ? types[i] : type);
    if (!v)
      return false;
    value_vec_push(p->ctx, out, v);
  }
  return true;
}

/* --------------------------------------------------------------- printing */

/* Prints "%a, %b" for n values. */
static void print_values(IrPrinter *p, IrValue **values, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, values[i]);
  }
}

/* Prints "(%arg = %init, ...)" pairing block arguments args[0..n) with
 * operands first.. of op. */
static void print_assignments(IrPrinter *p, IrOp *op, IrValue **args,
                              unsigned first, unsigned n) {
  pr_puts(p, "(");
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, args[i]);
    pr_puts(p, " = ");
    pr_value(p, ir_op_operand(op, first + i));
  }
  pr_puts(p, ")");
}

/* The entry block of region i, or NULL when the region is empty. */
static IrBlock *entry_block(IrOp *op, unsigned i) {
  return i < op->num_regions ? op->regions[i].first : NULL;
}

/* ------------------------------------------------------------ verification */

static bool is_i1(const IrType *t) {
  return t->kind == IR_TYPE_INTEGER && t->u.integer.width == 1 &&
         t->u.integer.signedness == IR_SIGNLESS;
}

static bool is_signless_int_or_index(const IrType *t) {
  return t->kind == IR_TYPE_INDEX ||
         (t->kind == IR_TYPE_INTEGER && t->u.integer.signedness == IR_SIGNLESS);
}

static const DuTypeConstraint i1_constraint = {is_i1, "1-bit signless integer"};
static const DuTypeConstraint int_or_index = {is_signless_int_or_index,
                                              "signless integer or index"};

/* Types of block b's arguments from the first-th on (none when b is NULL
 * or has fewer). */
static IrType **arg_types(IrContext *ctx, IrBlock *b, unsigned first,
                          unsigned *n) {
  *n = b && b->num_args > first ? b->num_args - first : 0;
  IrType **types = ir_alloc(ctx, (*n + 1) * sizeof *types);
  for (unsigned i = 0; i < *n; i++)
    types[i] = b->args[first + i]->type;
  return types;
}

/* The edge from `point` (its operands first.., n of them) into the entry
 * arguments (from arg `skip` on) of region r. */
static bool verify_edge_to_region(IrContext *ctx, IrOp *op, IrOp *point,
                                  unsigned first, unsigned n, unsigned r,
                                  unsigned skip) {
  char dst[32];
  snprintf(dst, sizeof dst, "Region #%u", r);
  DuEdge e = {point, NULL, dst, NULL, NULL, n, 0};
  e.from = du_operand_types(ctx, point, first, &e.n_from);
  e.to = arg_types(ctx, entry_block(op, r), skip, &e.n_to);
  return du_verify_edge(ctx, op, &e);
}

/* The last op of region r's entry block when it is named `name`, else
 * NULL after reporting `message` (custom: with the note MLIR adds about
 * implicit terminators). */
static IrOp *verify_terminator(IrContext *ctx, IrOp *op, unsigned r,
                               const char *name, bool implicit) {
  IrBlock *b = entry_block(op, r);
  IrOp *last = b ? b->last : NULL;
  if (last && !strcmp(last->name, name))
    return last;
  if (implicit) {
    du_op_error(ctx, op,
                "expects regions to end with '%s', found "
                "'%s'",
                name, last ? last->name : "nothing");
    ir_diag(ctx, IR_DIAG_NOTE, op->loc,
            "in custom textual format, the "
            "absence of terminator implies '%s'",
            name);
  }
  return NULL;
}

/* Like verify_terminator for MLIR's "expects the X region to terminate
 * with Y" checks, with a note at the wrong terminator. */
static IrOp *verify_terminator_named(IrContext *ctx, IrOp *op, unsigned r,
                                     const char *name, const char *message) {
  IrOp *term = verify_terminator(ctx, op, r, name, false);
  if (term)
    return term;
  IrBlock *b = entry_block(op, r);
  du_op_error(ctx, op, "%s", message);
  if (b && b->last)
    ir_diag(ctx, IR_DIAG_NOTE, b->last->loc, "terminator here");
  return NULL;
}

/* The op must have exactly n regions. */
static bool verify_region_count(IrContext *ctx, IrOp *op, unsigned n) {
  if (op->num_regions == n)
    return true;
  if (n == 1)
    return du_op_error(ctx, op, "requires one region");
  return du_op_error(ctx, op, "expected %u regions", n);
}

/* Region r (ODS name `name`) must have a block; the op's custom form
 * always makes one. */
static bool verify_region_nonempty(IrContext *ctx, IrOp *op, unsigned r,
                                   const char *name) {
  if (entry_block(op, r))
    return true;
  return du_op_error(ctx, op,
                     "region #%u ('%s') failed to verify constraint: region "
                     "with 1 blocks",
                     r, name);
}

/* The parent op must be named one of names (n of them); else reports
 * message (MLIR's wording). */
static bool verify_parent(IrContext *ctx, IrOp *op, const char *const *names,
                          unsigned n, const char *message) {
  IrOp *parent = ir_op_parent_op(op);
  for (unsigned i = 0; parent && i < n; i++)
    if (!strcmp(parent->name, names[i]))
      return true;
  return du_op_error(ctx, op, "%s", message);
}

/* ---------------------------------------------------------------- scf.for */

/* The pieces of an scf.for header. */
typedef struct ForHeader {
  bool is_unsigned; /* `unsigned`: the bounds compare unsigned */
  ParsedItem *iv, *lb, *ub, *step;
  NameVec args, inits;
  TypeVec types;
  IrType *iv_type;
} ForHeader;

/* [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %x, ...) -> (T,
 * ...)] [: T] */
static bool parse_for_header(OpParser *p, ItemCursor *c, ForHeader *h) {
  h->is_unsigned = pc_accept_keyword(c, "unsigned");
  if (!(h->iv = pc_expect_kind(c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(c, '=') ||
      !(h->lb = pc_expect_kind(c, PI_SSA, "SSA operand")) ||
      !pc_expect_keyword(c, "to") ||
      !(h->ub = pc_expect_kind(c, PI_SSA, "SSA operand")) ||
      !pc_expect_keyword(c, "step") ||
      !(h->step = pc_expect_kind(c, PI_SSA, "SSA operand")))
    return false;
  if (pc_accept_keyword(c, "iter_args")) {
    ParsedItem *list = pc_expect_kind(c, PI_PAREN, "'('");
    if (!list || !parse_assignments(c, list, &h->args, &h->inits) ||
        !pc_expect_punct(c, '>') || !pc_expect_result_types(c, &h->types))
      return false;
  }
  if (h->args.len != h->types.len) {
    op_parser_custom_error(p, p->loc,
                           "mismatch in number of loop-carried values "
                           "and defined values");
    return false;
  }
  h->iv_type = ir_type_index(p->ctx);
  if (pc_accept_punct(c, ':') && !(h->iv_type = pc_expect_type(c)))
    return false;
  return pc_expect_end(c);
}

static IrOp *for_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ForHeader h = {0};
  ValueVec ops = {0};
  if (!parse_for_header(p, &c, &h))
    return NULL;
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected one region");
  IrValue *bounds[3] = {op_parser_use(p, h.lb, h.iv_type),
                        op_parser_use(p, h.ub, h.iv_type),
                        op_parser_use(p, h.step, h.iv_type)};
  for (unsigned i = 0; i < 3; i++) {
    if (!bounds[i])
      return NULL;
    value_vec_push(p->ctx, &ops, bounds[i]);
  }
  if (!resolve_names(p, &h.inits, h.types.data, NULL, &ops))
    return NULL;
  NameVec names = {0};
  TypeVec types = {0};
  name_vec_push(p->ctx, &names, h.iv);
  type_vec_push(p->ctx, &types, h.iv_type);
  for (unsigned i = 0; i < h.args.len; i++) {
    name_vec_push(p->ctx, &names, h.args.data[i]);
    type_vec_push(p->ctx, &types, h.types.data[i]);
  }
  if (!op_parser_bind_region_args(p, 0, names.len, names.data, types.data))
    return NULL;
  op_parser_ensure_terminator(p, 0, "scf.yield");
  AttrVec attrs = {0};
  if (h.is_unsigned)
    attr_vec_push(p->ctx, &attrs, "unsignedCmp", ir_attr_unit(p->ctx));
  return op_parser_create(p, ops.len, ops.data, h.types.len, h.types.data,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void for_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"unsignedCmp"};
  IrBlock *body = entry_block(op, 0);
  unsigned n = op->num_operands > 3 ? op->num_operands - 3 : 0;
  if (!body || body->num_args != n + 1 || op->num_operands < 3)
    return;
  pr_puts(p, ir_op_attr(op, "unsignedCmp") ? " unsigned " : " ");
  pr_value(p, body->args[0]);
  pr_puts(p, " = ");
  pr_value(p, ir_op_operand(op, 0));
  pr_puts(p, " to ");
  pr_value(p, ir_op_operand(op, 1));
  pr_puts(p, " step ");
  pr_value(p, ir_op_operand(op, 2));
  if (n) {
    pr_puts(p, " iter_args");
    print_assignments(p, op, body->args + 1, 3, n);
    pr_puts(p, " -> (");
    pr_operand_types(p, op, 3, n);
    pr_puts(p, ")");
  }
  if (body->args[0]->type->kind != IR_TYPE_INDEX) {
    pr_puts(p, "  : ");
    pr_type(p, body->args[0]->type);
  }
  pr_region(p, &op->regions[0], false, n != 0);
  pr_attr_dict(p, op, elided, 1, false);
}

/* Lower bound, upper bound and step: signless integers or indices of one
 * type. */
static bool verify_for_bounds(IrContext *ctx, IrOp *op) {
  if (!du_check_num_operands(ctx, op, 3, true))
    return false;
  for (unsigned i = 0; i < 3; i++)
    if (!du_check_operand(ctx, op, i, &int_or_index))
      return false;
  if (ir_op_operand(op, 1)->type != ir_op_operand(op, 0)->type ||
      ir_op_operand(op, 2)->type != ir_op_operand(op, 0)->type)
    return du_op_error(ctx, op,
                       "failed to verify that all of {lowerBound, "
                       "upperBound, step} have same type");
  if (op->num_operands - 3 != op->num_results)
    return du_op_error(ctx, op,
                       "mismatch in number of loop-carried values "
                       "and defined values");
  return true;
}

/* Types a[i] and b[i] must be equal for i < n; else reports "<i>-th
 * <what_a> and <i>-th <what_b> have different type: 'A' != 'B'" (the
 * wording of MLIR's LoopLikeOpInterface). */
static bool verify_same_types(IrContext *ctx, IrOp *op, IrType **a,
                              const char *what_a, IrType **b,
                              const char *what_b, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (a[i] != b[i])
      return du_op_error(ctx, op,
                         "%u-th %s and %u-th %s have different type: '%s' != "
                         "'%s'",
                         i, what_a, i, what_b, ir_type_str(ctx, a[i]),
                         ir_type_str(ctx, b[i]));
  return true;
}

/* The checks of MLIR's LoopLikeOpInterface on inits, region iter_args,
 * yielded values and results (iter_args start at body argument 1). */
static bool verify_for_iter_args(IrContext *ctx, IrOp *op, IrBlock *body,
                                 IrOp *yield) {
  unsigned n = op->num_results, ni = n, na, ny = n;
  if (body->num_args != n + 1)
    return du_op_error(ctx, op,
                       "different number of inits and region iter_args: %u "
                       "!= %d",
                       n, (int)body->num_args - 1);
  IrType **args = arg_types(ctx, body, 1, &na);
  if (!verify_same_types(ctx, op, du_operand_types(ctx, op, 3, &ni), "init", args,
                         "region iter_arg", n))
    return false;
  if (yield->num_operands == 0 && n)
    return verify_edge_to_region(ctx, op, yield, 0, 0, 0, 1);
  if (yield->num_operands != n)
    return du_op_error(ctx, op,
                       "different number of region iter_args and yielded "
                       "values: %u != %u",
                       n, yield->num_operands);
  return verify_same_types(ctx, op, args, "region iter_arg",
                           du_operand_types(ctx, yield, 0, &ny), "yielded value",
                           n) &&
         verify_same_types(ctx, op, args, "region iter_arg",
                           du_result_types(ctx, op), "loop result", n);
}

static bool for_verify(IrContext *ctx, IrOp *op) {
  if (!verify_region_count(ctx, op, 1) || !verify_for_bounds(ctx, op) ||
      !verify_region_nonempty(ctx, op, 0, "region"))
    return false;
  IrOp *yield = verify_terminator(ctx, op, 0, "scf.yield", true);
  IrBlock *body = entry_block(op, 0);
  if (!yield || !verify_for_iter_args(ctx, op, body, yield))
    return false;
  if (body->args[0]->type != ir_op_operand(op, 0)->type)
    return du_op_error(ctx, op,
                       "expected induction variable to be "
                       "same type as bounds and step");
  return true;
}

/* ----------------------------------------------------------------- scf.if */

/* scf.if %c [-> (T, ...)] {...} [else {...}] */
static IrOp *if_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  TypeVec types = {0};
  IrValue *cond =
      pc_expect_operand(&c, ir_type_integer(p->ctx, 1, IR_SIGNLESS));
  if (!cond || !parse_optional_arrow_types(&c, &types) || !pc_expect_end(&c))
    return NULL;
  if (p->num_regions < 1 || p->num_regions > 2 ||
      (p->num_regions == 2 && strcmp(p->region_keywords[1], "else")))
    return op_parser_custom_error(p, p->loc,
                                  "expected a then region and an "
                                  "optional 'else' region");
  for (unsigned r = 0; r < p->num_regions; r++) {
    if (!op_parser_bind_region_args(p, r, 0, NULL, NULL))
      return NULL;
    op_parser_ensure_terminator(p, r, "scf.yield");
  }
  op_parser_pad_regions(p, 2);
  return op_parser_create(p, 1, &cond, types.len, types.data, NULL);
}

static void if_print(IrPrinter *p, IrOp *op) {
  bool results = op->num_results != 0;
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  if (results) {
    pr_puts(p, " -> (");
    pr_result_types(p, op);
    pr_puts(p, ")");
  }
  if (op->num_regions != 2)
    return;
  pr_region(p, &op->regions[0], false, results);
  if (op->regions[1].first) {
    pr_puts(p, " else");
    pr_region(p, &op->regions[1], false, results);
  }
  pr_attr_dict(p, op, NULL, 0, false);
}

static bool if_verify(IrContext *ctx, IrOp *op) {
  if (!verify_region_count(ctx, op, 2))
    return false;
  if (op->num_operands != 1)
    return du_op_error(ctx, op, "requires a single operand");
  if (!du_check_operand(ctx, op, 0, &i1_constraint) ||
      !verify_region_nonempty(ctx, op, 0, "thenRegion"))
    return false;
  IrOp *yields[2] = {NULL, NULL};
  for (unsigned r = 0; r < 2; r++)
    if (entry_block(op, r) &&
        !(yields[r] = verify_terminator(ctx, op, r, "scf.yield", true)))
      return false;
  if (!yields[1] && op->num_results)
    return du_op_error(ctx, op,
                       "must have an else block if "
                       "defining values");
  for (unsigned r = 0; r < 2; r++)
    if (yields[r] && !du_verify_edge_to_parent(ctx, op, yields[r], 0))
      return false;
  return true;
}

/* -------------------------------------------------------------- scf.while */

/* scf.while [(%a = %x, ...)] : (T...) -> (U...) {before} do {after} */
static IrOp *while_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  NameVec args = {0}, inits = {0};
  ValueVec ops = {0};
  ParsedItem *list = pc_accept_kind(&c, PI_PAREN);
  if (list && !parse_assignments(&c, list, &args, &inits))
    return NULL;
  IrLocation type_loc = pc_loc(&c);
  IrType *fty;
  if (!pc_expect_punct(&c, ':') || !(fty = pc_expect_function_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  if (fty->u.func.num_inputs != inits.len)
    return op_parser_custom_error(p, type_loc,
                                  "expected as many input types as "
                                  "operands (expected %u got %u)",
                                  inits.len, fty->u.func.num_inputs);
  if (p->num_regions != 2 || strcmp(p->region_keywords[1], "do"))
    return op_parser_custom_error(p, p->loc,
                                  "expected a before region and a "
                                  "'do' region");
  if (!resolve_names(p, &inits, fty->u.func.inputs, NULL, &ops) ||
      !op_parser_bind_region_args(p, 0, args.len, args.data,
                                  fty->u.func.inputs))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, fty->u.func.num_results,
                          fty->u.func.results, NULL);
}

static void while_print(IrPrinter *p, IrOp *op) {
  IrContext *ctx = pr_context(p);
  IrBlock *before = entry_block(op, 0);
  unsigned n = op->num_operands;
  if (op->num_regions != 2 || !before || before->num_args != n)
    return;
  if (n) {
    pr_puts(p, " ");
    print_assignments(p, op, before->args, 0, n);
  }
  pr_puts(p, " : ");
  pr_type(p, ir_type_function(ctx, n, du_operand_types(ctx, op, 0, &n),
                              op->num_results, du_result_types(ctx, op)));
  pr_region(p, &op->regions[0], false, true);
  pr_puts(p, " do");
  pr_region(p, &op->regions[1], true, true);
  pr_attr_dict(p, op, NULL, 0, true);
}

/* The four edges of a loop: into before, before to after and out, after
 * back to before. */
static bool verify_while_edges(IrContext *ctx, IrOp *op, IrOp *cond,
                               IrOp *yield) {
  unsigned n_args = cond->num_operands ? cond->num_operands - 1 : 0;
  return verify_edge_to_region(ctx, op, op, 0, op->num_operands, 0, 0) &&
         verify_edge_to_region(ctx, op, cond, 1, n_args, 1, 0) &&
         du_verify_edge_to_parent(ctx, op, cond, 1) &&
         verify_edge_to_region(ctx, op, yield, 0, yield->num_operands, 0, 0);
}

static bool while_verify(IrContext *ctx, IrOp *op) {
  if (!verify_region_count(ctx, op, 2) ||
      !verify_region_nonempty(ctx, op, 0, "before") ||
      !verify_region_nonempty(ctx, op, 1, "after"))
    return false;
  IrOp *cond = verify_terminator_named(
      ctx, op, 0, "scf.condition",
      "expects the 'before' region to terminate with 'scf.condition'");
  if (!cond)
    return false;
  IrOp *yield = verify_terminator_named(
      ctx, op, 1, "scf.yield",
      "expects the 'after' region to terminate with 'scf.yield'");
  return yield && verify_while_edges(ctx, op, cond, yield);
}

/* ---------------------------------------------------------- scf.condition */

/* scf.condition(%c) [%a, ... : T, ...] */
static IrOp *condition_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  ParsedItem *list = pc_expect_kind(&c, PI_PAREN, "'('");
  if (!list)
    return NULL;
  ItemCursor sub = pc_sub(&c, list);
  IrValue *cond =
      pc_expect_operand(&sub, ir_type_integer(p->ctx, 1, IR_SIGNLESS));
  if (!cond || !pc_expect_end(&sub))
    return NULL;
  value_vec_push(p->ctx, &ops, cond);
  if (!du_parse_typed_operands(&c, &ops) || !pc_expect_end(&c))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, 0, NULL, NULL);
}

static void condition_print(IrPrinter *p, IrOp *op) {
  if (!op->num_operands)
    return;
  pr_puts(p, "(");
  pr_operands(p, op, 0, 1);
  pr_puts(p, ")");
  pr_attr_dict(p, op, NULL, 0, false);
  du_print_typed_operands(p, op, 1);
}

static bool condition_verify(IrContext *ctx, IrOp *op) {
  static const char *const parents[] = {"scf.while"};
  return verify_parent(ctx, op, parents, 1, "expects parent op 'scf.while'") &&
         du_check_num_operands(ctx, op, 1, true) &&
         du_check_operand(ctx, op, 0, &i1_constraint);
}

/* -------------------------------------------------------------- scf.yield */

static bool yield_verify(IrContext *ctx, IrOp *op) {
  static const char *const parents[] = {"scf.execute_region", "scf.for",
                                        "scf.if", "scf.index_switch",
                                        "scf.while"};
  return verify_parent(ctx, op, parents, 5,
                       "expects parent op to be one of 'scf.execute_region, "
                       "scf.for, scf.if, scf.index_switch, scf.while'");
}

/* ----------------------------------------------------------- scf.parallel */

/* Resolves the names of a parenthesized operand list, all of type index,
 * into out; the list must name `expected` values. */
static bool parse_index_list(OpParser *p, ItemCursor *c, unsigned expected,
                             ValueVec *out) {
  ParsedItem *list = pc_expect_kind(c, PI_PAREN, "'('");
  NameVec names = {0};
  if (!list || !parse_name_list(c, list, &names))
    return false;
  if (names.len != expected) {
    op_parser_custom_error(p, list->loc, "expected %u operands", expected);
    return false;
  }
  return resolve_names(p, &names, NULL, ir_type_index(p->ctx), out);
}

/* Reads the optional "init (%x, ...) -> types": the inits are resolved
 * into ops, their types (the op's result types) go to types. */
static bool parse_parallel_init(OpParser *p, ItemCursor *c, ValueVec *ops,
                                TypeVec *types) {
  NameVec inits = {0};
  if (!pc_accept_keyword(c, "init"))
    return true;
  ParsedItem *list = pc_expect_kind(c, PI_PAREN, "'('");
  if (!list || !parse_name_list(c, list, &inits) || !pc_expect_punct(c, '>') ||
      !pc_expect_result_types(c, types))
    return false;
  if (types->len != inits.len) {
    op_parser_custom_error(p, list->loc, "%u operands present, but expected %u",
                           inits.len, types->len);
    return false;
  }
  return resolve_names(p, &inits, types->data, NULL, ops);
}

/* (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...)
 * [init (%x, ...) -> types] */
static IrOp *parallel_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  NameVec ivs = {0};
  ValueVec ops = {0};
  TypeVec types = {0};
  ParsedItem *list = pc_expect_kind(&c, PI_PAREN, "'('");
  if (!list || !parse_name_list(&c, list, &ivs) || !pc_expect_punct(&c, '=') ||
      !parse_index_list(p, &c, ivs.len, &ops) || !pc_expect_keyword(&c, "to") ||
      !parse_index_list(p, &c, ivs.len, &ops) ||
      !pc_expect_keyword(&c, "step") || !parse_index_list(p, &c, ivs.len, &ops))
    return NULL;
  if (!parse_parallel_init(p, &c, &ops, &types) || !pc_expect_end(&c))
    return NULL;
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected one region");
  IrType **iv_types = ir_alloc(p->ctx, (ivs.len + 1) * sizeof *iv_types);
  for (unsigned i = 0; i < ivs.len; i++)
    iv_types[i] = ir_type_index(p->ctx);
  if (!op_parser_bind_region_args(p, 0, ivs.len, ivs.data, iv_types))
    return NULL;
  op_parser_ensure_terminator(p, 0, "scf.reduce");
  int64_t sizes[4] = {ivs.len, ivs.len, ivs.len, types.len};
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "operandSegmentSizes",
                du_i32_dense(p->ctx, 4, sizes));
  return op_parser_create(p, ops.len, ops.data, types.len, types.data,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void parallel_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  static const char *const keywords[] = {") = (", ") to (", ") step ("};
  IrBlock *body = entry_block(op, 0);
  if (!body || op->num_regions != 1)
    return;
  pr_puts(p, " (");
  print_values(p, body->args, body->num_args);
  for (unsigned s = 0; s < 3; s++) {
    unsigned n, first = ir_op_segment(op, s, &n);
    pr_puts(p, keywords[s]);
    pr_operands(p, op, first, n);
  }
  pr_puts(p, ")");
  unsigned n, first = ir_op_segment(op, 3, &n);
  if (n) {
    pr_puts(p, " init (");
    pr_operands(p, op, first, n);
    pr_puts(p, ")");
  }
  if (op->num_results)
    pr_puts(p, " ");
  pr_arrow_result_types(p, op);
  pr_region(p, &op->regions[0], false, true);
  pr_attr_dict(p, op, elided, 1, false);
}

/* Steps defined by arith.constant must be positive. */
static bool verify_positive_steps(IrContext *ctx, IrOp *op, unsigned first,
                                  unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    IrValue *s = ir_op_operand(op, first + i);
    IrAttr *v =
        s->kind == IR_VALUE_RESULT && !strcmp(s->op->name, "arith.constant")
            ? ir_op_attr(s->op, "value")
            : NULL;
    if (v && v->kind == IR_ATTR_INTEGER && v->u.integer.value <= 0)
      return du_op_error(ctx, op, "constant step operand must be positive");
  }
  return true;
}

/* Bounds and steps: equally many, all of type index, constant steps
 * positive; one index induction variable per step. */
static bool verify_parallel_bounds(IrContext *ctx, IrOp *op, IrBlock *body) {
  unsigned nl, nu, ns;
  ir_op_segment(op, 0, &nl);
  ir_op_segment(op, 1, &nu);
  unsigned fs = ir_op_segment(op, 2, &ns);
  if (nl != ns || nu != ns)
    return du_op_error(ctx, op,
                       "expects the same number of lower bounds, "
                       "upper bounds and steps");
  if (!ns)
    return du_op_error(ctx, op,
                       "needs at least one tuple element for "
                       "lowerBound, upperBound and step");
  if (!du_check_operand_group(ctx, op, 0, 3 * ns, &du_index) ||
      !verify_positive_steps(ctx, op, fs, ns))
    return false;
  if (body->num_args != ns)
    return du_op_error(ctx, op,
                       "expects the same number of induction variables: %u "
                       "as bound and step values: %u",
                       body->num_args, ns);
  for (unsigned i = 0; i < body->num_args; i++)
    if (body->args[i]->type->kind != IR_TYPE_INDEX)
      return du_op_error(ctx, op,
                         "expects arguments for the induction "
                         "variable to be of index type");
  return true;
}

/* Results, inits and the reductions of the body's scf.reduce agree. */
static bool verify_parallel_results(IrContext *ctx, IrOp *op, IrOp *reduce) {
  unsigned ninit;
  ir_op_segment(op, 3, &ninit);
  if (op->num_results != reduce->num_operands)
    return du_op_error(ctx, op,
                       "expects number of results: %u to "
                       "be the same as number of reductions: %u",
                       op->num_results, reduce->num_operands);
  if (op->num_results != ninit)
    return du_op_error(ctx, op,
                       "expects number of results: %u to "
                       "be the same as number of initial values: %u",
                       op->num_results, ninit);
  for (unsigned i = 0; i < op->num_results; i++) {
    IrType *r = op->results[i]->type, *t = ir_op_operand(reduce, i)->type;
    if (r != t)
      return du_op_error(ctx, reduce,
                         "expects type of %u-th "
                         "reduction operand: '%s' to be the same as the %u-th "
                         "result type: '%s'",
                         i, ir_type_str(ctx, t), i, ir_type_str(ctx, r));
  }
  return true;
}

static bool parallel_verify(IrContext *ctx, IrOp *op) {
  if (!verify_region_count(ctx, op, 1) || !du_check_segments(ctx, op, 4) ||
      !verify_region_nonempty(ctx, op, 0, "region") ||
      !verify_parallel_bounds(ctx, op, entry_block(op, 0)))
    return false;
  IrOp *reduce = verify_terminator_named(
      ctx, op, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'");
  if (!reduce)
    return false;
  /* A malformed scf.reduce reports itself first, as in MLIR, where nested
   * ops are verified before their parent's regions. */
  if (reduce->num_regions != reduce->num_operands)
    return true;
  return verify_parallel_results(ctx, op, reduce);
}

/* ------------------------------------------------------------- scf.reduce */

/* scf.reduce[(%a, ... : T, ...)] {reduction} ... */
static IrOp *reduce_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  ParsedItem *list = pc_accept_kind(&c, PI_PAREN);
  if (list) {
    ItemCursor sub = pc_sub(&c, list);
    if (!du_parse_typed_operands(&sub, &ops) || !pc_expect_end(&sub))
      return NULL;
  }
  if (!pc_expect_end(&c))
    return NULL;
  if (p->num_regions != ops.len)
    return op_parser_custom_error(p, p->loc, "expected %u reduction regions",
                                  ops.len);
  return op_parser_create(p, ops.len, ops.data, 0, NULL, NULL);
}

static void reduce_print(IrPrinter *p, IrOp *op) {
  if (op->num_operands) {
    pr_puts(p, "(");
    pr_operands(p, op, 0, op->num_operands);
    pr_puts(p, " : ");
    pr_operand_types(p, op, 0, op->num_operands);
    pr_puts(p, ")");
  } else {
    pr_puts(p, " ");
  }
  for (unsigned r = 0; r < op->num_regions; r++) {
    if (r)
      pr_puts(p, ",");
    pr_region(p, &op->regions[r], true, true);
  }
  pr_attr_dict(p, op, NULL, 0, false);
}

/* Reduction region r: two arguments of the operand's type, ending in
 * scf.reduce.return. */
static bool verify_reduction(IrContext *ctx, IrOp *op, unsigned r) {
  IrType *t = ir_op_operand(op, r)->type;
  IrBlock *b = entry_block(op, r);
  if (!b || !b->first)
    return du_op_error(ctx, op, "%u-th reduction has an empty body", r);
  if (b->num_args != 2 || b->args[0]->type != t || b->args[1]->type != t)
    return du_op_error(ctx, op,
                       "expected two block arguments with "
                       "type '%s' in the %u-th reduction region",
                       ir_type_str(ctx, t), r);
  if (strcmp(b->last->name, "scf.reduce.return"))
    return du_op_error(ctx, op,
                       "reduction bodies must be "
                       "terminated with an 'scf.reduce.return' op");
  return true;
}

static bool reduce_verify(IrContext *ctx, IrOp *op) {
  static const char *const parents[] = {"scf.parallel"};
  if (!verify_parent(ctx, op, parents, 1, "expects parent op 'scf.parallel'"))
    return false;
  if (op->num_regions != op->num_operands)
    return du_op_error(ctx, op,
                       "expects number of reduction "
                       "regions: %u to be the same as number of reduction "
                       "operands: %u",
                       op->num_regions, op->num_operands);
  for (unsigned r = 0; r < op->num_regions; r++)
    if (!verify_reduction(ctx, op, r))
      return false;
  return true;
}

/* ------------------------------------------------------ scf.reduce.return */

/* scf.reduce.return %r : T */
static IrOp *reduce_return_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  if (!du_parse_typed_operands(&c, &ops) || !pc_expect_end(&c))
    return NULL;
  if (ops.len != 1)
    return op_parser_custom_error(p, p->loc, "expected one operand");
  return op_parser_create(p, 1, ops.data, 0, NULL, NULL);
}

static void reduce_return_print(IrPrinter *p, IrOp *op) {
  du_print_typed_operands(p, op, 0);
  pr_attr_dict(p, op, NULL, 0, false);
}

/* The operand has the type of the reduction that the enclosing region
 * reduces. */
static bool reduce_return_verify(IrContext *ctx, IrOp *op) {
  static const char *const parents[] = {"scf.reduce"};
  if (!verify_parent(ctx, op, parents, 1, "expects parent op 'scf.reduce'"))
    return false;
  if (op->num_operands != 1)
    return du_op_error(ctx, op, "requires a single operand");
  IrOp *reduce = ir_op_parent_op(op);
  IrRegion *region = op->parent->parent;
  unsigned r = (unsigned)(region - reduce->regions);
  if (r >= reduce->num_operands)
    return true; /* scf.reduce reports the region count */
  IrType *want = ir_op_operand(reduce, r)->type;
  if (ir_op_operand(op, 0)->type != want)
    return du_op_error(ctx, op,
                       "must have type '%s' (the type of "
                       "the reduction inputs)",
                       ir_type_str(ctx, want));
  return true;
}

/* ------------------------------------------------------- scf.execute_region */

/* scf.execute_region [-> types] [no_inline] {...} */
static IrOp *execute_region_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  TypeVec types = {0};
  AttrVec attrs = {0};
  if (!parse_optional_arrow_types(&c, &types))
    return NULL;
  if (pc_accept_keyword(&c, "no_inline"))
    attr_vec_push(p->ctx, &attrs, "no_inline", ir_attr_unit(p->ctx));
  if (!pc_expect_end(&c))
    return NULL;
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected one region");
  return op_parser_create(p, 0, NULL, types.len, types.data,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void execute_region_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"no_inline"};
  if (op->num_results)
    pr_puts(p, " ");
  pr_arrow_result_types(p, op);
  if (ir_op_attr(op, "no_inline"))
    pr_puts(p, " no_inline");
  if (op->num_regions == 1)
    pr_region(p, &op->regions[0], false, true);
  pr_attr_dict(p, op, elided, 1, false);
}

/* One block at least, no entry arguments, and every scf.yield yields the
 * results. */
static bool execute_region_verify(IrContext *ctx, IrOp *op) {
  if (!verify_region_count(ctx, op, 1))
    return false;
  IrBlock *entry = entry_block(op, 0);
  if (!entry)
    return du_op_error(ctx, op,
                       "region needs to have at least one "
                       "block");
  if (entry->num_args)
    return du_op_error(ctx, op, "region cannot have any arguments");
  for (IrBlock *b = entry; b; b = b->next)
    if (b->last && !strcmp(b->last->name, "scf.yield") &&
        !du_verify_edge_to_parent(ctx, op, b->last, 0))
      return false;
  return true;
}

/* ------------------------------------------------------- scf.index_switch */

/* The value of a "case N" region keyword (N as ps_region_keyword wrote it,
 * in range); false for any other keyword. */
static bool case_keyword_value(const char *kw, int64_t *value) {
  if (!kw || strncmp(kw, "case ", 5) != 0)
    return false;
  *value = strtoll(kw + 5, NULL, 10);
  return true;
}

/* Reads the case values: the first region's "case N" or "default" ends the
 * header, the others come before their regions; "default" comes last.
 * Returns the number of cases, or -1 after an error. */
static int parse_switch_cases(OpParser *p, ItemCursor *c, int64_t *cases) {
  int n = 0;
  bool has_default = false;
  if (pc_accept_keyword(c, "case")) {
    if (!pc_expect_int(c, &cases[n++]))
      return -1;
  } else if (pc_accept_keyword(c, "default")) {
    has_default = true;
  } else {
    pc_expect_keyword(c, "default");
    return -1;
  }
  if (!pc_expect_end(c))
    return -1;
  if (p->num_regions == 0)
    return pc_error_missing_region(p), -1;
  for (unsigned r = 1; r < p->num_regions; r++) {
    const char *kw = p->region_keywords[r];
    if (has_default)
      return op_parser_custom_error(p, p->loc,
                                    "'default' must be the last region"),
             -1;
    if (kw && !strcmp(kw, "default"))
      has_default = true;
    else if (!case_keyword_value(kw, &cases[n++]))
      return op_parser_custom_error(p, p->loc,
                                    "expected 'case' or 'default' "
                                    "before a region"),
             -1;
  }
  if (!has_default)
    return op_parser_custom_error(p, p->end_loc, "expected 'default'"), -1;
  return n;
}

/* scf.index_switch %x [-> T, ...] (case N {...})* default {...}. MLIR
 * keeps the default region first, so it moves ahead of the cases. */
static IrOp *index_switch_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  IrType **types = NULL;
  unsigned num_types = 0;
  IrValue *arg = pc_expect_operand(&c, ir_type_index(p->ctx));
  if (!arg || (pc_accept_punct(&c, '>') &&
               !pc_expect_type_list(&c, &types, &num_types)))
    return NULL;
  int64_t *cases = op_parser_alloc(p, (p->num_regions + 1) * sizeof *cases);
  int n = parse_switch_cases(p, &c, cases);
  if (n < 0)
    return NULL;
  IrRegion *default_region = p->regions[n];
  memmove(p->regions + 1, p->regions, (size_t)n * sizeof *p->regions);
  p->regions[0] = default_region;
  op_parser_ensure_terminator(p, 0, "scf.yield");
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "cases",
                ir_attr_dense_array(p->ctx,
                                    ir_type_integer(p->ctx, 64, IR_SIGNLESS),
                                    (unsigned)n, cases, NULL));
  return op_parser_create(p, 1, &arg, num_types, types,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

/* As mlir-opt prints it: the header ends in a space, each case and the
 * default start a line; the default region leaves an empty yield out. */
static void index_switch_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"cases"};
  IrAttr *cases = ir_op_attr(op, "cases");
  if (!cases || cases->kind != IR_ATTR_DENSE_ARRAY || op->num_operands != 1 ||
      op->num_regions != cases->u.dense_array.num + 1)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  pr_attr_dict(p, op, elided, 1, false);
  if (op->num_results) {
    pr_puts(p, " -> ");
    pr_result_types(p, op);
  }
  pr_puts(p, " ");
  for (unsigned i = 0; i < cases->u.dense_array.num; i++) {
    pr_newline(p);
    pr_printf(p, "case %lld", (long long)cases->u.dense_array.ints[i]);
    pr_region(p, &op->regions[i + 1], false, true);
  }
  pr_newline(p);
  pr_puts(p, "default");
  pr_region(p, &op->regions[0], false, false);
}

/* Region r (0: the default, r: case r - 1) is one block whose scf.yield
 * yields the op's result types; MLIR's messages. */
static bool verify_switch_region(IrContext *ctx, IrOp *op, unsigned r) {
  if (!entry_block(op, r))
    return du_op_error(ctx, op,
                       "region #%d ('%s') failed to verify constraint: "
                       "region with 1 blocks",
                       r ? 1 : 0, r ? "caseRegions" : "defaultRegion");
  IrOp *yield = verify_terminator(ctx, op, r, "scf.yield", true);
  if (!yield)
    return false;
  const char *name = r ? ir_sprintf(ctx, "case region #%u", r - 1)
                       : "default region";
  if (yield->num_operands != op->num_results) {
    du_op_error(ctx, op,
                "expected each region to return %u values, but %s "
                "returns %u",
                op->num_results, name, yield->num_operands);
    ir_diag(ctx, IR_DIAG_NOTE, yield->loc, "see yield operation here");
    return false;
  }
  for (unsigned i = 0; i < op->num_results; i++) {
    IrType *want = op->results[i]->type;
    IrType *got = ir_op_operand(yield, i)->type;
    if (want == got)
      continue;
    du_op_error(ctx, op, "expected result #%u of each region to be '%s'", i,
                ir_type_str(ctx, want));
    ir_diag(ctx, IR_DIAG_NOTE, yield->loc, "%s returns '%s' here", name,
            ir_type_str(ctx, got));
    return false;
  }
  return true;
}

/* cases: one distinct value per case region; every region is one block
 * that yields the results. */
static bool index_switch_verify(IrContext *ctx, IrOp *op) {
  IrAttr *cases = ir_op_attr(op, "cases");
  if (!cases || cases->kind != IR_ATTR_DENSE_ARRAY)
    return du_op_error(ctx, op, "requires attribute 'cases'");
  unsigned n = cases->u.dense_array.num;
  if (op->num_regions != n + 1)
    return du_op_error(ctx, op,
                       "has %u case regions but %u case "
                       "values",
                       op->num_regions ? op->num_regions - 1 : 0, n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j < i; j++)
      if (cases->u.dense_array.ints[i] == cases->u.dense_array.ints[j])
        return du_op_error(ctx, op, "has duplicate case value: %lld",
                           (long long)cases->u.dense_array.ints[i]);
  for (unsigned r = 0; r < op->num_regions; r++)
    if (!verify_switch_region(ctx, op, r))
      return false;
  return true;
}

/* ----------------------------------------------------------------- table */

#define SCF_TERMINATOR                                                         \
  (IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_RETURN_LIKE)

static const IrOpDef scf_ops[] = {
    {"scf.condition", IR_FORMAT_FLAT, SCF_TERMINATOR, condition_build,
     condition_print, condition_verify},
    {"scf.execute_region", IR_FORMAT_REGION, 0, execute_region_build,
     execute_region_print, execute_region_verify},
    {"scf.for", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, for_build, for_print,
     for_verify},
    {"scf.if", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, if_build, if_print,
     if_verify},
    {"scf.index_switch", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK,
     index_switch_build, index_switch_print, index_switch_verify},
    {"scf.parallel", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, parallel_build,
     parallel_print, parallel_verify},
    {"scf.reduce", IR_FORMAT_REGION,
     IR_TRAIT_TERMINATOR | IR_TRAIT_SINGLE_BLOCK, reduce_build, reduce_print,
     reduce_verify},
    {"scf.reduce.return", IR_FORMAT_FLAT, SCF_TERMINATOR, reduce_return_build,
     reduce_return_print, reduce_return_verify},
    {"scf.while", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, while_build,
     while_print, while_verify},
    {"scf.yield", IR_FORMAT_FLAT, SCF_TERMINATOR, du_build_return_like, du_print_yield,
     yield_verify},
};

const IrDialect ir_dialect_scf = {
    "scf", scf_ops, sizeof scf_ops / sizeof scf_ops[0],
    "cases operandSegmentSizes unsignedCmp no_inline"};
