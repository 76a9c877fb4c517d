/*
 * memref_atomic.c - the memref ops that read, change and write back one
 * element at once, seen by no other thread half done:
 *
 *   %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
 *   %old = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
 *   ^bb0(%cur: f32):
 *     %new = arith.mulf %cur, %v : f32
 *     memref.atomic_yield %new : f32
 *   }
 *
 * atomic_rmw's kind is arith's AtomicRMWKind (AffineReduction), kept as
 * the integer MLIR's generic form shows. Both ops give the value the
 * element held before.
 */
#include <string.h>

#include "../ir/diag.h"
#include "affine.h"
#include "dialect_util.h"
#include "memref.h"

static bool is_signless_int_or_float(const IrType *t) {
  return (t->kind == IR_TYPE_INTEGER &&
          t->u.integer.signedness == IR_SIGNLESS) ||
         ir_type_is_float(t);
}
static const DuTypeConstraint int_or_float = {
    is_signless_int_or_float, "signless integer or floating-point"};
static bool is_int_or_float_memref(const IrType *t) {
  return memref_is_ranked(t) && is_signless_int_or_float(t->u.shaped.elem);
}
static const DuTypeConstraint int_or_float_memref = {
    is_int_or_float_memref,
    "memref of signless integer or floating-point values"};

/* ------------------------------------------------------------- atomic_rmw */

/* The kind named by keyword item it, or -1 after reporting MLIR's error. */
static int parse_kind(OpParser *p, ParsedItem *it) {
  for (int k = 0; k < AFFINE_RED_COUNT; k++)
    if (it && it->kind == PI_KEYWORD && !strcmp(it->text, affine_reduction_name(k)))
      return k;
  char names[256] = "";
  for (int k = 0; k < AFFINE_RED_COUNT; k++)
    snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
             k ? ", " : "", affine_reduction_name(k));
  op_parser_custom_error(
      p, it ? it->loc : p->end_loc,
      "expected string or keyword containing one of the following "
      "enum values for attribute 'kind' [%s]",
      names);
  return -1;
}

/* kind %value, %memref[%i, ...] : (T, M) -> T */
IrOp *memref_build_atomic_rmw(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  int kind = parse_kind(p, pc_next(&c));
  ParsedItem *val, *mem, *idx;
  IrType *fn;
  if (kind < 0 || !(val = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(mem = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ':') || !(fn = pc_expect_function_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  if (fn->u.func.num_inputs != 2 || fn->u.func.num_results != 1)
    return op_parser_custom_error(p, p->loc,
                                  "expected 2 operand types and 1 result "
                                  "type");
  ValueVec ops = {0};
  IrValue *v = op_parser_use(p, val, fn->u.func.inputs[0]);
  if (!v)
    return NULL;
  value_vec_push(ctx, &ops, v);
  if (!du_parse_base_indices(&c, mem, fn->u.func.inputs[1], idx, &ops))
    return NULL;
  IrNamedAttr k = {"kind", ir_attr_integer(ctx, ir_type_integer(ctx, 64, IR_SIGNLESS), kind)};
  return op_parser_create(p, ops.len, ops.data, 1, fn->u.func.results,
                          ir_attr_dict(ctx, 1, &k));
}

/* The kind of atomic_rmw op, or -1 when its attribute is not one. */
int memref_atomic_rmw_kind(const IrOp *op) {
  IrAttr *a = ir_op_attr(op, "kind");
  IrType *i64 = a && a->kind == IR_ATTR_INTEGER ? a->type : NULL;
  if (!i64 || i64->kind != IR_TYPE_INTEGER || i64->u.integer.width != 64 ||
      i64->u.integer.signedness != IR_SIGNLESS ||
      !affine_reduction_name(a->u.integer.value))
    return -1;
  return (int)a->u.integer.value;
}

void memref_print_atomic_rmw(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"kind"};
  int kind = memref_atomic_rmw_kind(op);
  if (kind < 0 || op->num_operands < 2 || op->num_results != 1)
    return;
  pr_printf(p, " %s ", affine_reduction_name(kind));
  pr_operands(p, op, 0, 1);
  pr_puts(p, ", ");
  pr_value(p, ir_op_operand(op, 1));
  du_print_operand_list(p, op, 2, op->num_operands - 2);
  du_print_attrs(p, op, elided, 1);
  pr_puts(p, " : (");
  pr_operand_types(p, op, 0, 2);
  pr_puts(p, ") -> ");
  pr_result_types(p, op);
}

/* MLIR's message for a kind that needs another element type, or NULL. */
static const char *kind_type_error(int kind, const IrType *t) {
  switch (kind) {
  case AFFINE_RED_ADDF:
  case AFFINE_RED_MAXIMUMF:
  case AFFINE_RED_MINIMUMF:
  case AFFINE_RED_MULF:
    return ir_type_is_float(t) ? NULL : "expects a floating-point type";
  case AFFINE_RED_ASSIGN:
  case AFFINE_RED_MAXNUMF:
  case AFFINE_RED_MINNUMF:
    return NULL;
  default:
    return t->kind == IR_TYPE_INTEGER ? NULL : "expects an integer type";
  }
}

bool memref_verify_atomic_rmw(IrContext *ctx, IrOp *op) {
  if (!ir_op_attr(op, "kind"))
    return du_op_error(ctx, op, "requires attribute 'kind'");
  int kind = memref_atomic_rmw_kind(op);
  if (kind < 0)
    return du_op_error(ctx, op, "attribute 'kind' failed to satisfy "
                                "constraint: allowed 64-bit signless integer "
                                "cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, "
                                "12, 13, 14, 15");
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, true) ||
      !du_check_operand(ctx, op, 0, &int_or_float) ||
      !du_check_operand(ctx, op, 1, &int_or_float_memref) ||
      !du_check_operand_group(ctx, op, 2, op->num_operands - 2, &du_index) ||
      !du_check_result(ctx, op, 0, &int_or_float))
    return false;
  IrType *v = memref_operand_type(op, 0), *m = memref_operand_type(op, 1);
  if (v != memref_result_type(op))
    return du_op_error(ctx, op, "failed to verify that all of {value, result} "
                                "have same type");
  if (v != m->u.shaped.elem)
    return du_op_error(ctx, op, "failed to verify that value type matches "
                                "element type of memref");
  if ((int)op->num_operands - 2 != m->u.shaped.rank)
    return du_op_error(ctx, op, "expects the number of subscripts to be equal "
                                "to memref rank");
  const char *bad = kind_type_error(kind, v);
  return !bad || du_op_error(ctx, op, "with kind '%s' %s",
                             affine_reduction_name(kind), bad);
}

/* ----------------------------------------------------- generic_atomic_rmw */

/* %memref[%i, ...] : M {region} [attr-dict]; the result is an element. */
IrOp *memref_build_generic_atomic_rmw(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *mem, *idx;
  IrType *m;
  if (!(mem = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ':') || !(m = pc_expect_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  if (!memref_is_ranked(m))
    return op_parser_custom_error(p, p->loc, "expected a ranked memref type");
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected one region");
  ValueVec ops = {0};
  if (!du_parse_base_indices(&c, mem, m, idx, &ops))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, 1, &m->u.shaped.elem, NULL);
}

void memref_print_generic_atomic_rmw(IrPrinter *p, IrOp *op) {
  if (!op->num_operands || op->num_regions != 1)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  du_print_operand_list(p, op, 1, op->num_operands - 1);
  pr_puts(p, " : ");
  pr_type(p, memref_operand_type(op, 0));
  pr_region(p, &op->regions[0], true, true);
  du_print_attrs(p, op, NULL, 0);
}

/* The first op in block (or the regions of its ops) that may touch
 * memory, or NULL. */
static IrOp *first_side_effect(IrBlock *b) {
  for (IrOp *op = b->first; op; op = op->next) {
    if (!ir_op_is_memory_effect_free(op))
      return op;
    for (unsigned r = 0; r < op->num_regions; r++)
      for (IrBlock *in = op->regions[r].first; in; in = in->next) {
        IrOp *found = first_side_effect(in);
        if (found)
          return found;
      }
  }
  return NULL;
}

bool memref_verify_generic_atomic_rmw(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_operand(ctx, op, 0, &int_or_float_memref) ||
      !du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index) ||
      !du_check_result(ctx, op, 0, &int_or_float))
    return false;
  if (memref_operand_type(op, 0)->u.shaped.elem != memref_result_type(op))
    return du_op_error(ctx, op, "failed to verify that result type matches "
                                "element type of memref");
  IrBlock *body = op->num_regions == 1 ? op->regions[0].first : NULL;
  if (!body || body->num_args != 1)
    return du_op_error(ctx, op, "expected single number of entry block "
                                "arguments");
  if (body->args[0]->type != memref_result_type(op))
    return du_op_error(ctx, op, "expected block argument of the same type "
                                "result type");
  IrOp *effect = first_side_effect(body);
  return !effect || ir_error(ctx, effect->loc,
                             "body of 'memref.generic_atomic_rmw' should "
                             "contain only operations with no side effects");
}

bool memref_verify_atomic_yield(IrContext *ctx, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!parent || !ir_op_is(parent, "memref.generic_atomic_rmw"))
    return du_op_error(ctx, op, "expects parent op 'memref.generic_atomic_rmw'");
  if (!du_check_num_operands(ctx, op, 1, false) ||
      !du_check_num_results(ctx, op, 0))
    return false;
  IrType *t = memref_operand_type(op, 0), *want = memref_result_type(parent);
  if (want && t != want)
    return du_op_error(ctx, op, "types mismatch between yield op: %s and its "
                                "parent: %s",
                       du_quoted_type(ctx, t), du_quoted_type(ctx, want));
  return true;
}
