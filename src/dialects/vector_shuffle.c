/*
 * vector_shuffle.c - vector.shuffle: a vector whose leading-dimension
 * slices are picked, by the mask, from those of two vectors of one shape
 * (apart from the leading size) laid end to end. Mask entry -1 picks
 * poison. Two 0-d vectors count as one element each and make a 1-d
 * vector. The custom form names no result type: MLIR infers it from the
 * mask length and the first operand.
 */
#include "../ir/diag.h"
#include "dialect_util.h"
#include "vector.h"

/* MLIR's kPoisonIndex: a mask entry for an undefined slice. */
#define POISON_INDEX (-1)

/* The type vector.shuffle infers: mask-length slices of v1's (a vector)
 * trailing shape, at least one. */
static IrType *infer_result(IrContext *ctx, const IrType *v1, unsigned n) {
  int rank = v1->u.shaped.rank > 0 ? v1->u.shaped.rank : 1;
  int64_t *shape = ir_temp_alloc(ctx, (size_t)rank * sizeof *shape);
  shape[0] = n ? n : 1;
  for (int d = 1; d < rank; d++)
    shape[d] = v1->u.shaped.shape[d];
  return ir_type_vector(ctx, rank, shape, NULL, v1->u.shaped.elem);
}

/* vector.shuffle %a, %b [mask] {attrs} : A, B */
IrOp *vector_build_shuffle(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *a, *b, *list;
  IrType *ta, *tb;
  int64_t *mask;
  unsigned n;
  if (!(a = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(b = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(list = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !du_parse_int_list(&c, list, &mask, &n) || !pc_expect_punct(&c, ':') ||
      !(ta = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_punct(&c, ',') ||
      !(tb = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_end(&c))
    return NULL;
  IrValue *ops[2] = {op_parser_use(p, a, ta), op_parser_use(p, b, tb)};
  if (!ops[0] || !ops[1])
    return NULL;
  IrType *result = infer_result(p->ctx, ta, n);
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "mask", du_i64_dense(p->ctx, n, mask));
  return op_parser_create(p, 2, ops, 1, &result,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

void vector_print_shuffle(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"mask"};
  const IrAttr *mask = ir_op_attr(op, "mask");
  pr_puts(p, " ");
  pr_operands(p, op, 0, 2);
  pr_puts(p, " [");
  for (unsigned i = 0; i < mask->u.dense_array.num; i++)
    pr_printf(p, "%s%lld", i ? ", " : "", (long long)mask->u.dense_array.ints[i]);
  pr_puts(p, "]");
  du_print_attrs(p, op, elided, 1);
  pr_puts(p, " : ");
  pr_type(p, ir_op_operand(op, 0)->type);
  pr_puts(p, ", ");
  pr_type(p, ir_op_operand(op, 1)->type);
}

static bool is_fixed_vector(const IrType *t) {
  if (t->kind != IR_TYPE_VECTOR)
    return false;
  for (int d = 0; t->u.shaped.scalable && d < t->u.shaped.rank; d++)
    if (t->u.shaped.scalable[d])
      return false;
  return true;
}

static const DuTypeConstraint fixed_vector = {
    is_fixed_vector, "fixed-length vector of any type values"};

/* The leading size of t, 1 for a 0-d vector. */
static int64_t leading_size(const IrType *t) {
  return t->u.shaped.rank ? t->u.shaped.shape[0] : 1;
}

/* MLIR's ShuffleOp::verify: ranks, trailing sizes, then the mask. */
static bool verify_shape(IrContext *ctx, IrOp *op, const IrAttr *mask,
                         const IrType *v1, const IrType *v2, const IrType *r) {
  int rank = v1->u.shaped.rank;
  bool zero_d = rank == 0 && v2->u.shaped.rank == 0 && r->u.shaped.rank == 1;
  if (!zero_d && (v2->u.shaped.rank != rank || r->u.shaped.rank != rank))
    return du_op_error(ctx, op, "rank mismatch");
  for (int d = 1; d < rank; d++)
    if (r->u.shaped.shape[d] != v1->u.shaped.shape[d] ||
        v1->u.shaped.shape[d] != v2->u.shaped.shape[d])
      return du_op_error(ctx, op, "dimension mismatch");
  unsigned n = mask->u.dense_array.num;
  if (n == 0)
    return du_op_error(ctx, op, "invalid mask length");
  if (n != r->u.shaped.shape[0])
    return du_op_error(ctx, op, "mask length mismatch");
  int64_t size = leading_size(v1) + leading_size(v2);
  for (unsigned i = 0; i < n; i++) {
    int64_t m = mask->u.dense_array.ints[i];
    if (m != POISON_INDEX && (m < 0 || m >= size))
      return du_op_error(ctx, op, "mask index #%u out of range", i + 1);
  }
  return true;
}

bool vector_verify_shuffle(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"mask", &du_i64_dense_array}};
  IrAttr *mask;
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, false) ||
      !du_check_attr(ctx, op, "mask", &du_i64_dense_array, true, &mask) ||
      !du_check_operand(ctx, op, 0, &fixed_vector) ||
      !du_check_operand(ctx, op, 1, &fixed_vector) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  IrType *v1 = ir_op_operand(op, 0)->type, *v2 = ir_op_operand(op, 1)->type;
  IrType *r = op->results[0]->type;
  if (v1->u.shaped.elem != r->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that first operand v1 and result "
                       "have same element type");
  if (v2->u.shaped.elem != r->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that second operand v2 and result "
                       "have same element type");
  return verify_shape(ctx, op, mask, v1, v2, r);
}
