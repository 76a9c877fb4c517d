/*
 * memref_realloc.c - memref.realloc: a 1-D memref moved to a buffer of
 * another size, what C's realloc does (the elements both sizes hold are
 * kept, the source buffer may not be used afterwards):
 *
 *   %new = memref.realloc %old : memref<16xf32> to memref<32xf32>
 *   %new = memref.realloc %old(%n) : memref<?xf32> to memref<?xf32>
 *
 * The size in parentheses is that of a dynamic result.
 */
#include "../ir/diag.h"
#include "dialect_util.h"
#include "memref.h"

/* %source [(%size)] [attr-dict] : S to R */
IrOp *memref_build_realloc(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand");
  if (!src)
    return NULL;
  ParsedItem *size = pc_accept_kind(&c, PI_PAREN);
  IrType *from, *to;
  if (!pc_expect_punct(&c, ':') ||
      !(from = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_keyword(&c, "to") ||
      !(to = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  if (!du_parse_base_indices(&c, src, from, size, &ops))
    return NULL;
  if (ops.len > 2)
    return op_parser_custom_error(p, size->loc, "expected ')'");
  return op_parser_create(p, ops.len, ops.data, 1, &to, NULL);
}

void memref_print_realloc(IrPrinter *p, IrOp *op) {
  if (!op->num_operands || op->num_results != 1)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  if (op->num_operands > 1) {
    pr_puts(p, "(");
    pr_operands(p, op, 1, op->num_operands - 1);
    pr_puts(p, ")");
  }
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_type(p, memref_operand_type(op, 0));
  pr_puts(p, " to ");
  pr_type(p, memref_result_type(op));
}

static bool is_1d_memref(const IrType *t) {
  return memref_is_ranked(t) && t->u.shaped.rank == 1;
}
static const DuTypeConstraint memref_1d = {is_1d_memref,
                                           "1D memref of any type values"};

/* "<what> specified for source memref type 'S' and result memref type
 * 'R'", MLIR's messages, which name no op. */
static bool types_error(IrContext *ctx, IrOp *op, const char *what) {
  return ir_error(ctx, op->loc,
                  "different %s specified for source memref type %s and "
                  "result memref type %s",
                  what, du_quoted_type(ctx, memref_operand_type(op, 0)),
                  du_quoted_type(ctx, memref_result_type(op)));
}

bool memref_verify_realloc(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"alignment", &du_alignment}};
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_operand(ctx, op, 0, &memref_1d))
    return false;
  if (op->num_operands > 2)
    return du_op_error(ctx, op, "operand group starting at #1 requires 0 or "
                                "1 element, but found %u",
                       op->num_operands - 1);
  if (!du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index) ||
      !du_check_result(ctx, op, 0, &memref_1d))
    return false;
  IrType *from = memref_operand_type(op, 0), *to = memref_result_type(op);
  if (!du_layout_is_identity(from->u.shaped.layout))
    return ir_error(ctx, op->loc, "unsupported layout for source memref type %s",
                    du_quoted_type(ctx, from));
  if (!du_layout_is_identity(to->u.shaped.layout))
    return ir_error(ctx, op->loc, "unsupported layout for result memref type %s",
                    du_quoted_type(ctx, to));
  if (!memref_same_space(from, to))
    return types_error(ctx, op, "memory spaces");
  if (from->u.shaped.elem != to->u.shaped.elem)
    return types_error(ctx, op, "element types");
  bool dynamic = to->u.shaped.shape[0] == IR_DYNAMIC;
  if (dynamic != (op->num_operands == 2))
    return ir_error(ctx, op->loc, "%s dimension operand for result type %s",
                    dynamic ? "missing" : "unnecessary",
                    du_quoted_type(ctx, to));
  return true;
}
