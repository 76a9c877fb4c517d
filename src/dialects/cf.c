/*
 * cf.c - the cf dialect: unstructured control flow between the blocks of
 * one region.
 *
 * cf.br and cf.cond_br pass their operands to the successors' block
 * arguments; cf.cond_br splits them with operandSegmentSizes (condition,
 * true operands, false operands), cf.switch with operandSegmentSizes (flag,
 * default operands, case operands) and case_operand_segments (one count per
 * case), and keeps its case values in case_values (dense<...> :
 * vector<Nxi..>). The verify hooks check the successor operands against
 * the target blocks' arguments with MLIR's messages.
 */
#include <string.h>

#include "../ir/diag.h"
#include "../ir/parse.h"
#include "../ir/printer.h"
#include "dialect.h"
#include "dialect_util.h"

/* ---------------------------------------------------------------- parsing */

/* Reads "^bb" with optional "(%a, ... : T, ...)". Returns the block item
 * and appends the operands to ops; *count gets their number. */
static ParsedItem *parse_successor(ItemCursor *c, ValueVec *ops,
                                   unsigned *count) {
  ParsedItem *block = pc_expect_kind(c, PI_BLOCK, "block name");
  unsigned before = ops->len;
  if (!block)
    return NULL;
  ParsedItem *args = pc_accept_kind(c, PI_PAREN);
  if (args) {
    ItemCursor sub = pc_sub(c, args);
    if (!du_parse_typed_operands(&sub, ops) || !pc_expect_end(&sub))
      return NULL;
  }
  *count = ops->len - before;
  return block;
}

static IrType *i1_type(IrContext *ctx) {
  return ir_type_integer(ctx, 1, IR_SIGNLESS);
}

static bool is_i1(const IrType *t) {
  return t->kind == IR_TYPE_INTEGER && t->u.integer.width == 1 &&
         t->u.integer.signedness == IR_SIGNLESS;
}

static const DuTypeConstraint i1_constraint = {is_i1, "1-bit signless integer"};

/* --------------------------------------------------------------- printing */

/* Prints "^bb1" or "^bb1(%a, %b : T, U)" for successor succ, whose
 * operands are first .. first+n-1. */
static void print_successor(IrPrinter *p, IrOp *op, unsigned succ,
                            unsigned first, unsigned n) {
  pr_successor(p, op->successors[succ]);
  if (!n)
    return;
  pr_puts(p, "(");
  pr_operands(p, op, first, n);
  pr_puts(p, " : ");
  pr_operand_types(p, op, first, n);
  pr_puts(p, ")");
}

/* ------------------------------------------------------------ verification */

/* Operands first .. first+n-1 of op must match successor succ's block
 * arguments in number and type. */
static bool verify_successor(IrContext *ctx, IrOp *op, unsigned succ,
                             unsigned first, unsigned n) {
  IrBlock *b = op->successors[succ];
  if (n != b->num_args)
    return ir_error(ctx, op->loc,
                    "branch has %u operands for successor #%u, but target "
                    "block has %u",
                    n, succ, b->num_args);
  for (unsigned i = 0; i < n; i++)
    if (ir_op_operand(op, first + i)->type != b->args[i]->type)
      return ir_error(ctx, op->loc,
                      "type mismatch for bb argument #%u of successor #%u", i,
                      succ);
  return true;
}

/* The op must have exactly n successors. */
static bool verify_successor_count(IrContext *ctx, IrOp *op, unsigned n) {
  if (op->num_successors == n)
    return true;
  return du_op_error(ctx, op, "requires %u successor%s but found %u", n,
                     n == 1 ? "" : "s", op->num_successors);
}

/* ------------------------------------------------------------------ cf.br */

/* cf.br ^bb1[(%a, ... : T, ...)] */
static IrOp *br_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  unsigned n;
  ParsedItem *dest = parse_successor(&c, &ops, &n);
  if (!dest || !pc_expect_end(&c))
    return NULL;
  return op_parser_create_with_successors(p, ops.len, ops.data, 1, &dest, NULL);
}

static void br_print(IrPrinter *p, IrOp *op) {
  if (op->num_successors == 1) {
    pr_puts(p, " ");
    print_successor(p, op, 0, 0, op->num_operands);
  }
  pr_attr_dict(p, op, NULL, 0, false);
}

static bool br_verify(IrContext *ctx, IrOp *op) {
  return verify_successor_count(ctx, op, 1) &&
         verify_successor(ctx, op, 0, 0, op->num_operands);
}

/* ------------------------------------------------------------- cf.cond_br */

/* cf.cond_br %c, ^bb1[(...)], ^bb2[(...)] */
static IrOp *cond_br_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  ParsedItem *dests[2];
  unsigned n[2];
  IrValue *cond = pc_expect_operand(&c, i1_type(p->ctx));
  if (!cond)
    return NULL;
  value_vec_push(p->ctx, &ops, cond);
  for (unsigned i = 0; i < 2; i++)
    if (!pc_expect_punct(&c, ',') ||
        !(dests[i] = parse_successor(&c, &ops, &n[i])))
      return NULL;
  if (!pc_expect_end(&c))
    return NULL;
  int64_t sizes[3] = {1, n[0], n[1]};
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "operandSegmentSizes",
                du_i32_dense(p->ctx, 3, sizes));
  return op_parser_create_with_successors(
      p, ops.len, ops.data, 2, dests,
      ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void cond_br_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"operandSegmentSizes"};
  unsigned nt, nf;
  unsigned ft = ir_op_segment(op, 1, &nt), ff = ir_op_segment(op, 2, &nf);
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands ? 1 : 0);
  for (unsigned i = 0; i < op->num_successors && i < 2; i++) {
    pr_puts(p, ", ");
    print_successor(p, op, i, i ? ff : ft, i ? nf : nt);
  }
  pr_attr_dict(p, op, elided, 1, false);
}

static bool cond_br_verify(IrContext *ctx, IrOp *op) {
  if (!verify_successor_count(ctx, op, 2) || !du_check_segments(ctx, op, 3))
    return false;
  unsigned nc, nt, nf;
  ir_op_segment(op, 0, &nc);
  unsigned ft = ir_op_segment(op, 1, &nt), ff = ir_op_segment(op, 2, &nf);
  if (nc != 1)
    return du_op_error(ctx, op, "requires one condition operand");
  return du_check_operand(ctx, op, 0, &i1_constraint) &&
         verify_successor(ctx, op, 0, ft, nt) &&
         verify_successor(ctx, op, 1, ff, nf);
}

/* -------------------------------------------------------------- cf.assert */

/* cf.assert %c, "message" */
static IrOp *assert_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  IrValue *cond = pc_expect_operand(&c, i1_type(p->ctx));
  ParsedItem *msg;
  if (!cond || !pc_expect_punct(&c, ',') ||
      !(msg = pc_expect_kind(&c, PI_STRING, "string")) || !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "msg",
                ir_attr_string(p->ctx, msg->str, msg->len, NULL));
  return op_parser_create(p, 1, &cond, 0, NULL,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void assert_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"msg"};
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  pr_puts(p, ", ");
  pr_attr(p, ir_op_attr(op, "msg"));
  pr_attr_dict(p, op, elided, 1, false);
}

static bool assert_verify(IrContext *ctx, IrOp *op) {
  IrAttr *msg;
  if (!du_check_attr(ctx, op, "msg", &du_string_attr, true, &msg))
    return false;
  if (op->num_operands != 1)
    return du_op_error(ctx, op, "requires a single operand");
  return du_check_operand(ctx, op, 0, &i1_constraint);
}

/* -------------------------------------------------------------- cf.switch */

/* What a cf.switch header holds while it is parsed. */
typedef struct SwitchParse {
  ValueVec ops;        /* flag, default operands, case operands */
  ParsedItem **dests;  /* default first */
  int64_t *values;     /* case values */
  int64_t *case_sizes; /* operand count of each case */
  unsigned num_cases, default_size;
} SwitchParse;

/* Reads "default: ^bb(...)" and then ", value: ^bb(...)" for each case. */
static bool parse_switch_cases(ItemCursor *c, ParsedItem *list,
                               SwitchParse *s) {
  ItemCursor sub = pc_sub(c, list);
  IrContext *ctx = c->p->ctx;
  unsigned max = list->num_items / 2 + 1, n;
  s->dests = ir_alloc(ctx, max * sizeof *s->dests);
  s->values = ir_alloc(ctx, max * sizeof *s->values);
  s->case_sizes = ir_alloc(ctx, max * sizeof *s->case_sizes);
  if (!pc_expect_keyword(&sub, "default") || !pc_expect_punct(&sub, ':') ||
      !(s->dests[0] = parse_successor(&sub, &s->ops, &s->default_size)))
    return false;
  while (pc_accept_punct(&sub, ',')) {
    unsigned k = s->num_cases;
    if (k + 1 >= max || !pc_expect_int(&sub, &s->values[k]) ||
        !pc_expect_punct(&sub, ':') ||
        !(s->dests[k + 1] = parse_successor(&sub, &s->ops, &n)))
      return false;
    s->case_sizes[k] = n;
    s->num_cases++;
  }
  return pc_expect_end(&sub);
}

/* dense<[values]> : vector<Nxflag> */
static IrAttr *case_values_attr(IrContext *ctx, IrType *flag,
                                const SwitchParse *s) {
  IrAttr **elems = ir_alloc(ctx, s->num_cases * sizeof *elems);
  for (unsigned i = 0; i < s->num_cases; i++)
    elems[i] = ir_attr_integer(ctx, flag, s->values[i]);
  int64_t shape = s->num_cases;
  return ir_attr_dense(ctx, ir_type_vector(ctx, 1, &shape, NULL, flag),
                       s->num_cases, elems, false);
}

/* cf.switch %flag : iN, [default: ^bb(...), 42: ^bb(...), ...] */
static IrOp *switch_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  SwitchParse s = {0};
  ParsedItem *flag_item = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *flag;
  ParsedItem *list;
  if (!flag_item || !pc_expect_punct(&c, ':') || !(flag = pc_expect_type(&c)))
    return NULL;
  IrValue *v = op_parser_use(p, flag_item, flag);
  if (!v)
    return NULL;
  value_vec_push(p->ctx, &s.ops, v);
  if (!pc_expect_punct(&c, ',') ||
      !(list = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !parse_switch_cases(&c, list, &s) || !pc_expect_end(&c))
    return NULL;
  IrContext *ctx = p->ctx;
  int64_t sizes[3] = {1, s.default_size,
                      s.ops.len - 1 - (int64_t)s.default_size};
  AttrVec attrs = {0};
  if (s.num_cases)
    attr_vec_push(ctx, &attrs, "case_values", case_values_attr(ctx, flag, &s));
  attr_vec_push(ctx, &attrs, "case_operand_segments",
                du_i32_dense(ctx, s.num_cases, s.case_sizes));
  attr_vec_push(ctx, &attrs, "operandSegmentSizes",
                du_i32_dense(ctx, 3, sizes));
  return op_parser_create_with_successors(
      p, s.ops.len, s.ops.data, s.num_cases + 1, s.dests,
      ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* The case_values attribute when it is a dense integer vector of n
 * elements, else NULL. */
static IrAttr *case_values(IrOp *op, unsigned n) {
  IrAttr *a = ir_op_attr(op, "case_values");
  if (!a || a->kind != IR_ATTR_DENSE || a->u.dense.splat || a->u.dense.num != n)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    if (a->u.dense.elems[i]->kind != IR_ATTR_INTEGER)
      return NULL;
  return a;
}

/* Reads case_operand_segments into *sizes when it holds n non-negative
 * numbers that add up to total; false otherwise. */
static bool case_segments(IrOp *op, unsigned n, unsigned total,
                          const int64_t **sizes) {
  IrAttr *a = ir_op_attr(op, "case_operand_segments");
  if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->u.dense_array.num != n ||
      (n && !a->u.dense_array.ints))
    return false;
  int64_t sum = 0;
  for (unsigned i = 0; i < n; i++) {
    if (a->u.dense_array.ints[i] < 0)
      return false;
    sum += a->u.dense_array.ints[i];
  }
  *sizes = a->u.dense_array.ints;
  return sum == total;
}

/* Prints the value of an integer attribute without its type. */
static void print_case_value(IrPrinter *p, IrAttr *v) {
  if (v->u.integer.text)
    pr_puts(p, v->u.integer.text);
  else
    pr_printf(p, "%lld", (long long)v->u.integer.value);
}

/* Prints ", value: ^bb(...)" for each case. */
static void print_switch_cases(IrPrinter *p, IrOp *op) {
  unsigned n = op->num_successors - 1, len;
  unsigned first = ir_op_segment(op, 2, &len);
  IrAttr *values = case_values(op, n);
  const int64_t *sizes;
  if (!values || !case_segments(op, n, len, &sizes))
    return;
  for (unsigned i = 0; i < n; i++) {
    pr_puts(p, ", ");
    print_case_value(p, values->u.dense.elems[i]);
    pr_puts(p, ": ");
    print_successor(p, op, i + 1, first, (unsigned)sizes[i]);
    first += (unsigned)sizes[i];
  }
}

/* Prints the case list on one line: mlir-opt breaks it into one line per
 * case, which needs the printer's indentation. */
static void switch_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"case_values", "case_operand_segments",
                                       "operandSegmentSizes"};
  unsigned nd, fd = ir_op_segment(op, 1, &nd);
  if (!op->num_operands || !op->num_successors)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  pr_puts(p, " : ");
  pr_operand_types(p, op, 0, 1);
  pr_puts(p, ", [default: ");
  print_successor(p, op, 0, fd, nd);
  print_switch_cases(p, op);
  pr_puts(p, "]");
  pr_attr_dict(p, op, elided, 3, false);
}

/* Checks the case attributes and every successor's operands. */
static bool switch_verify(IrContext *ctx, IrOp *op) {
  if (!op->num_successors)
    return du_op_error(ctx, op, "requires at least 1 successor but found 0");
  if (!du_check_segments(ctx, op, 3))
    return false;
  unsigned n = op->num_successors - 1, nflag, nd, nc;
  ir_op_segment(op, 0, &nflag);
  unsigned fd = ir_op_segment(op, 1, &nd), fc = ir_op_segment(op, 2, &nc);
  IrType *flag = nflag == 1 ? ir_op_operand(op, 0)->type : NULL;
  if (!flag || flag->kind != IR_TYPE_INTEGER)
    return du_op_error(ctx, op, "operand #0 must be integer");
  IrAttr *a = ir_op_attr(op, "case_values");
  unsigned num_values = a && a->kind == IR_ATTR_DENSE ? a->u.dense.num : 0;
  if ((a || n) && !case_values(op, n))
    return du_op_error(ctx, op,
                       "number of case values (%u) should match number "
                       "of case destinations (%u)",
                       num_values, n);
  const int64_t *sizes;
  if (!case_segments(op, n, nc, &sizes))
    return du_op_error(ctx, op,
                       "case_operand_segments must have one size per "
                       "case that add up to the case operands");
  if (!verify_successor(ctx, op, 0, fd, nd))
    return false;
  for (unsigned i = 0; i < n; i++) {
    if (!verify_successor(ctx, op, i + 1, fc, (unsigned)sizes[i]))
      return false;
    fc += (unsigned)sizes[i];
  }
  return true;
}

/* ----------------------------------------------------------------- table */

static const IrOpDef cf_ops[] = {
    {"cf.assert", IR_FORMAT_FLAT, 0, assert_build, assert_print, assert_verify},
    {"cf.br", IR_FORMAT_FLAT, IR_TRAIT_TERMINATOR | IR_TRAIT_PURE, br_build,
     br_print, br_verify},
    {"cf.cond_br", IR_FORMAT_FLAT, IR_TRAIT_TERMINATOR | IR_TRAIT_PURE,
     cond_br_build, cond_br_print, cond_br_verify},
    {"cf.switch", IR_FORMAT_FLAT, IR_TRAIT_TERMINATOR | IR_TRAIT_PURE,
     switch_build, switch_print, switch_verify},
};

const IrDialect ir_dialect_cf = {
    "cf", cf_ops, sizeof cf_ops / sizeof cf_ops[0],
    "msg operandSegmentSizes case_values case_operand_segments "
    "branch_weights"};
