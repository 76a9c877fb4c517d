/*
 * vector_masked.c - the vector ops that move the lanes a mask selects
 * between memory and a vector: maskedload and maskedstore (lane k to or
 * from element base + k), expandload and compressstore (the selected
 * lanes to or from consecutive elements). The op table is in vector.c.
 *
 *   %r = vector.maskedload %base[%i, ...], %mask, %pass_thru
 *          : M, MaskT, V into V
 *   vector.maskedstore %base[%i, ...], %mask, %value : M, MaskT, V
 *
 * and the same forms for expandload and compressstore. Lanes a load does
 * not read are those of pass_thru.
 */
#include <string.h>

#include "dialect_util.h"
#include "vector.h"

/* The parts of one of the four ops: its operands are [base, indices...,
 * mask, vector] (the vector being pass_thru or the value to store). */
typedef struct Masked {
  bool store;
  bool expanding; /* expandload, compressstore: only the mask's first dim
                     must match */
} Masked;

static Masked masked_kind(const IrOp *op) {
  return (Masked){!strcmp(op->name, "vector.maskedstore") ||
                      !strcmp(op->name, "vector.compressstore"),
                  !strcmp(op->name, "vector.expandload") ||
                      !strcmp(op->name, "vector.compressstore")};
}

/* base[indices], mask, vector : M, MaskT, V [into R] */
static IrOp *build_masked(OpParser *p, bool store) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *base, *idx, *mask, *vec;
  IrType *m, *mt, *vt, *rt = NULL;
  if (!(base = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ',') ||
      !(mask = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(vec = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ':') ||
      !(m = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_punct(&c, ',') ||
      !(mt = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_punct(&c, ',') ||
      !(vt = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      (!store && (!pc_expect_keyword(&c, "into") ||
                  !(rt = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)))) ||
      !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  if (!du_parse_base_indices(&c, base, m, idx, &ops))
    return NULL;
  IrValue *mv = op_parser_use(p, mask, mt), *v = op_parser_use(p, vec, vt);
  if (!mv || !v)
    return NULL;
  value_vec_push(ctx, &ops, mv);
  value_vec_push(ctx, &ops, v);
  return op_parser_create(p, ops.len, ops.data, !store, &rt, NULL);
}

IrOp *vector_build_masked_load(OpParser *p) { return build_masked(p, false); }
IrOp *vector_build_masked_store(OpParser *p) { return build_masked(p, true); }

void vector_print_masked(IrPrinter *p, IrOp *op) {
  Masked k = masked_kind(op);
  unsigned n = op->num_operands;
  if (n < 3 || op->num_results != !k.store)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  du_print_operand_list(p, op, 1, n - 3);
  pr_puts(p, ", ");
  pr_operands(p, op, n - 2, 2);
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_type(p, ir_op_operand(op, 0)->type);
  for (unsigned i = n - 2; i < n; i++) {
    pr_puts(p, ", ");
    pr_type(p, ir_op_operand(op, i)->type);
  }
  if (!k.store) {
    pr_puts(p, " into ");
    pr_type(p, op->results[0]->type);
  }
}

static bool is_nonzero_rank_vector(const IrType *t) {
  return t->kind == IR_TYPE_VECTOR && t->u.shaped.rank > 0;
}
static const DuTypeConstraint nonzero_rank_vector = {
    is_nonzero_rank_vector, "vector of any type values"};

/* The operand and result kinds ODS checks. */
static bool verify_masked_ods(IrContext *ctx, IrOp *op, bool store) {
  static const DuAttrSpec attrs[] = {{"alignment", &du_alignment}};
  unsigned n = op->num_operands;
  const DuTypeConstraint *vec = &nonzero_rank_vector;
  return du_check_attr_kinds(ctx, op, attrs, 1) &&
         du_check_num_results(ctx, op, store ? 0 : 1) &&
         du_check_num_operands(ctx, op, 3, true) &&
         du_check_operand(ctx, op, 0, &du_memref) &&
         du_check_operand_group(ctx, op, 1, n - 3, &du_index) &&
         du_check_operand(ctx, op, n - 2, &du_bool_vector) &&
         du_check_operand(ctx, op, n - 1, vec) &&
         (store || du_check_result(ctx, op, 0, vec));
}

bool vector_verify_masked(IrContext *ctx, IrOp *op) {
  Masked k = masked_kind(op);
  if (!verify_masked_ods(ctx, op, k.store))
    return false;
  unsigned n = op->num_operands;
  IrType *m = ir_op_operand(op, 0)->type, *mask = ir_op_operand(op, n - 2)->type;
  IrType *v = k.store ? ir_op_operand(op, n - 1)->type : op->results[0]->type;
  const char *what = k.store ? "valueToStore" : "result";
  if (m->u.shaped.elem != v->u.shaped.elem)
    return du_op_error(ctx, op, "base and %s element type should match", what);
  if ((int)n - 3 != m->u.shaped.rank)
    return du_op_error(ctx, op, "requires %d indices", m->u.shaped.rank);
  bool same = k.expanding
                  ? v->u.shaped.shape[0] == mask->u.shaped.shape[0]
                  : v->u.shaped.rank == mask->u.shaped.rank &&
                        !memcmp(v->u.shaped.shape, mask->u.shaped.shape,
                                (size_t)v->u.shaped.rank * sizeof(int64_t));
  if (!same)
    return du_op_error(ctx, op, "expected %s %s to match mask %s", what,
                       k.expanding ? "dim" : "shape",
                       k.expanding ? "dim" : "shape");
  if (!k.store && ir_op_operand(op, n - 1)->type != v)
    return du_op_error(ctx, op,
                       "expected pass_thru of same type as result type");
  return true;
}
