/*
 * vector_combine.c - the vector ops that combine the lanes of two vectors
 * into a new one: interleave and deinterleave (the trailing dimension's
 * lanes alternate between two vectors) and outerproduct (every lane of
 * one times every lane of the other, added into an accumulator by a
 * combining kind). The op table is in vector.c.
 *
 *   %r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
 *   %a, %b = vector.deinterleave %r : vector<8xf32> -> vector<4xf32>
 *   %m = vector.outerproduct %a, %b[, %acc {kind = ...}] : V, V|T
 */
#include <string.h>

#include "dialect_util.h"
#include "vector.h"

static IrType *operand_type(const IrOp *op, unsigned i) {
  return ir_op_operand(op, i)->type;
}

static int64_t trailing_dim(const IrType *v) {
  return v->u.shaped.shape[v->u.shaped.rank - 1];
}

/* True when a and b are vectors of one element type and rank whose
 * dimensions agree but the last, b's being `times` a's. */
static bool scaled_trailing(const IrType *a, const IrType *b, int64_t times) {
  int rank = a->u.shaped.rank;
  return a->kind == IR_TYPE_VECTOR && b->kind == IR_TYPE_VECTOR &&
         rank > 0 && rank == b->u.shaped.rank &&
         a->u.shaped.elem == b->u.shaped.elem &&
         !memcmp(a->u.shaped.shape, b->u.shaped.shape,
                 (size_t)(rank - 1) * sizeof(int64_t)) &&
         trailing_dim(a) * times == trailing_dim(b);
}

static bool is_nonzero_rank_vector(const IrType *t) {
  return t->kind == IR_TYPE_VECTOR && t->u.shaped.rank > 0;
}
static const DuTypeConstraint nonzero_rank_vector = {
    is_nonzero_rank_vector, "vector of any type values"};

/* ------------------------------------------------ interleave, deinterleave */

/* "%a[, %b] : T -> R", the operands of type T. */
static IrOp *build_lanes(OpParser *p, unsigned num_operands,
                         unsigned num_results) {
  ItemCursor c = pc_begin(p);
  ParsedItem *names[2] = {NULL, NULL};
  IrType *t, *r;
  for (unsigned i = 0; i < num_operands; i++)
    if ((i && !pc_expect_punct(&c, ',')) ||
        !(names[i] = pc_expect_kind(&c, PI_SSA, "SSA operand")))
      return NULL;
  if (!pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_punct(&c, '>') ||
      !(r = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_end(&c))
    return NULL;
  IrValue *ops[2];
  for (unsigned i = 0; i < num_operands; i++)
    if (!(ops[i] = op_parser_use(p, names[i], t)))
      return NULL;
  IrType *results[2] = {r, r};
  return op_parser_create(p, num_operands, ops, num_results, results, NULL);
}

IrOp *vector_build_interleave(OpParser *p) { return build_lanes(p, 2, 1); }
IrOp *vector_build_deinterleave(OpParser *p) { return build_lanes(p, 1, 2); }

static void print_lanes(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_type(p, operand_type(op, 0));
  pr_puts(p, " -> ");
  pr_type(p, op->results[0]->type);
}

void vector_print_interleave(IrPrinter *p, IrOp *op) {
  if (op->num_operands == 2 && op->num_results == 1)
    print_lanes(p, op);
}

void vector_print_deinterleave(IrPrinter *p, IrOp *op) {
  if (op->num_operands == 1 && op->num_results == 2)
    print_lanes(p, op);
}

bool vector_verify_interleave(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, false) ||
      !du_check_operand(ctx, op, 0, &nonzero_rank_vector) ||
      !du_check_operand(ctx, op, 1, &nonzero_rank_vector) ||
      !du_check_result(ctx, op, 0, &nonzero_rank_vector))
    return false;
  if (operand_type(op, 0) != operand_type(op, 1))
    return du_op_error(ctx, op,
                       "failed to verify that all of {lhs, rhs} have same type");
  if (!scaled_trailing(operand_type(op, 0), op->results[0]->type, 2))
    return du_op_error(ctx, op, "failed to verify that type of 'result' is "
                                "double the width of the inputs");
  return true;
}

bool vector_verify_deinterleave(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 2) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_operand(ctx, op, 0, &nonzero_rank_vector) ||
      !du_check_result(ctx, op, 0, &nonzero_rank_vector) ||
      !du_check_result(ctx, op, 1, &nonzero_rank_vector))
    return false;
  IrType *s = operand_type(op, 0), *r = op->results[0]->type;
  if (r != op->results[1]->type)
    return du_op_error(ctx, op, "failed to verify that all of {res1, res2} "
                                "have same type");
  if (trailing_dim(s) % 2)
    return du_op_error(ctx, op, "failed to verify that the trailing dimension "
                                "of the source vector has an even number of "
                                "elements");
  if (!scaled_trailing(r, s, 2))
    return du_op_error(ctx, op, "failed to verify that the trailing dimension "
                                "of the results is half the width of source "
                                "trailing dimension");
  return true;
}

/* ----------------------------------------------------------- outerproduct */

/* The result type MLIR infers: lhs's dim by rhs's (a vector rhs), or
 * lhs's (a scalar rhs, an AXPY). */
static IrType *outer_type(IrContext *ctx, IrType *lhs, IrType *rhs) {
  int64_t dims[2] = {lhs->u.shaped.shape[0],
                     rhs->kind == IR_TYPE_VECTOR ? rhs->u.shaped.shape[0] : 0};
  return ir_type_vector(ctx, rhs->kind == IR_TYPE_VECTOR ? 2 : 1, dims, NULL,
                        lhs->u.shaped.elem);
}

/* %lhs, %rhs[, %acc] {attrs} : LT, RT; the kind is add unless the
 * dictionary written says otherwise. */
IrOp *vector_build_outerproduct(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *names[3];
  unsigned n = 0;
  do
    if (n == 3 || !(names[n++] = pc_expect_kind(&c, PI_SSA, "SSA operand")))
      return n == 3 ? (IrOp *)pc_error_expected(&c, "':'") : NULL;
  while (pc_accept_punct(&c, ','));
  IrType *lt, *rt;
  if (!pc_expect_punct(&c, ':') || !(lt = pc_expect_type(&c)) ||
      !pc_expect_punct(&c, ',') || !(rt = pc_expect_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  if (n < 2)
    return op_parser_custom_error(p, p->loc, "expected at least 2 operands");
  if (lt->kind != IR_TYPE_VECTOR || lt->u.shaped.rank == 0)
    return op_parser_custom_error(p, p->loc,
                                  "expected vector type for operand #1");
  IrType *res = outer_type(ctx, lt, rt), *types[3] = {lt, rt, res};
  IrValue *ops[3];
  for (unsigned i = 0; i < n; i++)
    if (!(ops[i] = op_parser_use(p, names[i], types[i])))
      return NULL;
  IrNamedAttr add = {"kind", ir_attr_opaque(ctx, "#vector.kind<add>")};
  return op_parser_create(p, n, ops, 1, &res, ir_attr_dict(ctx, 1, &add));
}

/* MLIR prints the attributes, the kind among them, only after an acc; a
 * kind left out of the generic form is add. */
void vector_print_outerproduct(IrPrinter *p, IrOp *op) {
  if (op->num_operands < 2)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  bool no_attrs = !op->attrs->u.dict.num;
  if (op->num_operands > 2 && no_attrs)
    pr_puts(p, " {kind = #vector.kind<add>}");
  else if (op->num_operands > 2)
    du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_type(p, operand_type(op, 0));
  pr_puts(p, ", ");
  pr_type(p, operand_type(op, 1));
}

static bool is_any(const IrType *t) { return t != NULL; }
static const DuTypeConstraint any_type = {is_any, "any type"};

/* The ODS checks: operand kinds, and the element types that must match. */
static bool verify_outerproduct_ods(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, true) ||
      !du_check_operand(ctx, op, 0, &nonzero_rank_vector) ||
      !du_check_operand(ctx, op, 1, &any_type) ||
      !du_check_operand_group(ctx, op, 2, op->num_operands - 2, &du_vector) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  if (op->num_operands > 3)
    return du_op_error(ctx, op, "operand group starting at #2 requires 0 or "
                                "1 element, but found %u",
                       op->num_operands - 2);
  IrType *elem = op->results[0]->type->u.shaped.elem;
  if (operand_type(op, 0)->u.shaped.elem != elem)
    return du_op_error(ctx, op, "failed to verify that lhs operand and result "
                                "have same element type");
  if (ir_type_element(operand_type(op, 1)) != elem)
    return du_op_error(ctx, op, "failed to verify that rhs operand and result "
                                "have same element type");
  return true;
}

/* "expected #i operand dim to match result dim #i" */
static bool dims_match(IrContext *ctx, IrOp *op, const IrType *v, int i,
                       const IrType *res) {
  return v->u.shaped.shape[0] == res->u.shaped.shape[i - 1] ||
         du_op_error(ctx, op, "expected #%d operand dim to match result dim #%d",
                     i, i);
}

bool vector_verify_outerproduct(IrContext *ctx, IrOp *op) {
  IrAttr *kind;
  if (!verify_outerproduct_ods(ctx, op) ||
      !du_check_attr(ctx, op, "kind", &vector_kind_constraint, false, &kind))
    return false;
  IrType *lhs = operand_type(op, 0), *rhs = operand_type(op, 1);
  IrType *res = op->results[0]->type;
  bool outer = rhs->kind == IR_TYPE_VECTOR;
  if (lhs->u.shaped.rank != 1)
    return du_op_error(ctx, op, "expected 1-d vector for operand #1");
  if (outer && rhs->u.shaped.rank != 1)
    return du_op_error(ctx, op, "expected 1-d vector for operand #2");
  if (res->u.shaped.rank != (outer ? 2 : 1))
    return du_op_error(ctx, op, "expected %d-d vector result", outer ? 2 : 1);
  if (!dims_match(ctx, op, lhs, 1, res) ||
      (outer && !dims_match(ctx, op, rhs, 2, res)))
    return false;
  if (op->num_operands == 3 && operand_type(op, 2) != res)
    return du_op_error(ctx, op, "expected operand #3 of same type as result "
                                "type");
  int k = kind ? vector_kind_index(kind) : 0; /* add */
  if (!vector_kind_supports(k, res->u.shaped.elem))
    return du_op_error(ctx, op, "unsupported outerproduct type");
  return true;
}
