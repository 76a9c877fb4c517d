/*
 * ub.c - the ub dialect's one op the affine level meets: ub.poison, the
 * padding value of the vector.transfer_read ops that
 * --affine-super-vectorize emits ("%p = ub.poison : f32"). Its value
 * attribute is MLIR's #ub.poison, kept opaque.
 */
#include <string.h>

#include "dialect.h"
#include "dialect_util.h"

/* ub.poison : T */
static IrOp *build_poison(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  IrType *t;
  if (!pc_expect_punct(&c, ':') || !(t = pc_expect_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "value", ir_attr_opaque(ctx, "#ub.poison"));
  return op_parser_create(p, 0, NULL, 1, &t,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* Prints " : T", and value only when it is not the plain #ub.poison. */
static void print_poison(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"value"};
  IrAttr *v = ir_op_attr(op, "value");
  bool plain = v && v->kind == IR_ATTR_OPAQUE &&
               strcmp(v->u.opaque.text, "#ub.poison") == 0;
  du_print_attrs(p, op, elided, plain);
  pr_puts(p, " : ");
  pr_result_types(p, op);
}

static bool is_poison_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_OPAQUE &&
         strncmp(a->u.opaque.text, "#ub.poison", 10) == 0;
}
static const DuAttrConstraint poison_attr = {is_poison_attr,
                                             "PoisonAttrInterface instance"};

/* value is optional (#ub.poison by default) but must be a poison value. */
static bool verify_poison(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"value", &poison_attr}};
  return du_check_attr_kinds(ctx, op, attrs, 1) &&
         du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 0, false);
}

static const IrOpDef ub_ops[] = {
    {"ub.poison", IR_FORMAT_FLAT, IR_TRAIT_PURE, build_poison, print_poison,
     verify_poison},
};

const IrDialect ir_dialect_ub = {
    "ub", ub_ops, sizeof ub_ops / sizeof ub_ops[0],
    "value"};
