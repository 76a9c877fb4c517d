/*
 * emit_c_vector.c - vector values: constants, elementwise arith and math,
 * and the vector dialect's ops that compute (broadcast, extract, insert,
 * shuffles of lanes, reductions, masks, fma, step, outerproduct).
 *
 * A vector is a C variable holding its lanes in row-major order
 * (c_types.c); lane k of v is v.v[k] (v[k] with --vector-ext). Arith and
 * math ops run lane by lane through c_scalar_op; ops that move lanes
 * around are computed here, at compile time, as a map from result lane to
 * source lane.
 */
#include <stdio.h>
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"

/* ------------------------------------------------------------ helpers */

static IrType *result_type(const IrOp *op) { return op->results[0]->type; }

static IrType *operand_type(const IrOp *op, unsigned i) {
  return ir_op_operand(op, i)->type;
}

/* Opens "for (int64_t k = 0; k < n; k++) {" over a new k, returned;
 * *mark is for close_lanes. */
static const char *open_lanes(CEmit *e, int64_t n, unsigned *mark) {
  *mark = c_mark(e);
  const char *k = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = 0; %s < %lld; %s++) {", k, k, (long long)n, k);
  return k;
}

static void close_lanes(CEmit *e, unsigned mark) { c_close(e, mark, "}"); }

/* A new zeroed variable for vector result r of op. */
static const char *result_var(CEmit *e, const IrValue *r) {
  return c_declare(e, r, NULL);
}

/* The lane expression of operand i of op: lane k of a vector, or the
 * scalar itself. */
static const char *lane_of(CEmit *e, const IrOp *op, unsigned i, const char *k) {
  IrType *t = operand_type(op, i);
  const char *v = c_operand(e, op, i);
  return t->kind == IR_TYPE_VECTOR ? c_lane(e, t, v, k) : v;
}

/* ------------------------------------------------------------ constants */

/* "{a, b}" (vector extension) or "{{a, b}}" (struct) for vector type t. */
static const char *initializer(CEmit *e, IrType *t, const char *list) {
  return c_vector_is_ext(e, t) ? ir_sprintf(e->ctx, "{%s}", list)
                               : ir_sprintf(e->ctx, "{{%s}}", list);
}

bool c_emit_vector_constant(CEmit *e, IrOp *op) {
  IrAttr *a = ir_op_attr(op, "value");
  IrType *t = result_type(op), *elem = t->u.shaped.elem;
  int64_t n = c_vector_lanes(t);
  if (!a || a->kind != IR_ATTR_DENSE || !c_type(e, t))
    return c_unsupported(e, op, "of this vector");
  const char *list = "";
  for (int64_t k = 0; k < n; k++) {
    bool uses_rt = false;
    const IrAttr *x = a->u.dense.elems[a->u.dense.splat ? 0 : k];
    const char *lit = c_scalar_literal(e->ctx, x, elem, &uses_rt);
    if (!lit)
      return c_unsupported(e, op, "of this vector");
    if (uses_rt)
      c_use(e, C_PIECE_SCALAR);
    list = ir_sprintf(e->ctx, "%s%s%s", list, k ? ", " : "",
                      c_unparen(e->ctx, lit));
  }
  if (c_used(e, op->results[0]))
    c_declare(e, op->results[0], initializer(e, t, list));
  return true;
}

/* ------------------------------------------------------------ lanewise */

/* A detached copy of op on the element types of its vectors, for
 * c_scalar_op: the meaning of one lane. */
static IrOp *lane_op(CEmit *e, const IrOp *op) {
  IrBlock *scratch = ir_block_create(e->ctx, op->loc);
  IrValue **operands = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *operands);
  IrType **types = ir_alloc(e->ctx, (op->num_results + 1) * sizeof *types);
  for (unsigned i = 0; i < op->num_operands; i++)
    operands[i] = ir_block_add_arg(e->ctx, scratch,
                                   ir_type_element(operand_type(op, i)), NULL,
                                   op->loc);
  for (unsigned r = 0; r < op->num_results; r++)
    types[r] = ir_type_element(op->results[r]->type);
  return ir_op_create(e->ctx, op->def, op->name, op->loc, op->num_operands,
                      operands, op->num_results, types, 0, 0, NULL, op->attrs);
}

bool c_emit_lanewise(CEmit *e, IrOp *op) {
  IrOp *lane = lane_op(e, op);
  int64_t n = c_vector_lanes(result_type(op));
  const char **vars = ir_alloc(e->ctx, (op->num_results + 1) * sizeof *vars);
  for (unsigned r = 0; r < op->num_results; r++) {
    if (!c_type(e, op->results[r]->type))
      return c_unsupported(e, op, "on this vector type");
    vars[r] = result_var(e, op->results[r]);
  }
  unsigned mark;
  const char *k = open_lanes(e, n, &mark);
  const char **args = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *args);
  for (unsigned i = 0; i < op->num_operands; i++)
    args[i] = lane_of(e, op, i, k);
  for (unsigned r = 0; r < op->num_results; r++) {
    bool uses_rt = false;
    const char *expr = c_scalar_op(e->ctx, lane, r, args, &uses_rt);
    if (!expr) {
      close_lanes(e, mark);
      return c_unsupported(e, op, "on these types");
    }
    if (uses_rt)
      c_use(e, C_PIECE_SCALAR);
    c_line(e, "%s = %s;", c_lane(e, op->results[r]->type, vars[r], k),
           c_unparen(e->ctx, expr));
  }
  close_lanes(e, mark);
  return true;
}

/* The C function that computes a * b + c rounded once for float type t
 * (llvm.fma), or NULL. */
static const char *fma_name(const IrType *t) {
  bool f32 = t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F32;
  bool f64 = t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F64;
  return f32 ? "fmaf" : f64 ? "fma" : NULL;
}

/* vector.fma: a fused multiply-add per lane, as llvm.fma. */
static bool emit_fma(CEmit *e, IrOp *op) {
  IrType *t = result_type(op);
  const char *fma = fma_name(t->u.shaped.elem);
  if (!fma)
    return c_unsupported(e, op, "on this vector type");
  const char *r = result_var(e, op->results[0]);
  unsigned mark;
  const char *k = open_lanes(e, c_vector_lanes(t), &mark);
  c_line(e, "%s = %s(%s, %s, %s);", c_lane(e, t, r, k), fma,
         lane_of(e, op, 0, k), lane_of(e, op, 1, k), lane_of(e, op, 2, k));
  close_lanes(e, mark);
  return true;
}

/* vector.step: lane k holds k. */
static bool emit_step(CEmit *e, IrOp *op) {
  IrType *t = result_type(op);
  if (!c_type(e, t))
    return c_unsupported(e, op, "of this vector type");
  const char *r = result_var(e, op->results[0]);
  unsigned mark;
  const char *k = open_lanes(e, c_vector_lanes(t), &mark);
  c_line(e, "%s = %s;", c_lane(e, t, r, k), k);
  close_lanes(e, mark);
  return true;
}

/* ------------------------------------------------------------ reduction */

/* The affine.parallel reduction kind with the meaning of vector.reduction
 * kind `name` on elements of type t, or -1. */
static int reduction_kind(const char *name, const IrType *t) {
  static const struct {
    const char *name;
    AffineReduction int_kind, float_kind;
  } kinds[] = {
      {"add", AFFINE_RED_ADDI, AFFINE_RED_ADDF},
      {"mul", AFFINE_RED_MULI, AFFINE_RED_MULF},
      {"minui", AFFINE_RED_MINU, AFFINE_RED_COUNT},
      {"minsi", AFFINE_RED_MINS, AFFINE_RED_COUNT},
      {"maxui", AFFINE_RED_MAXU, AFFINE_RED_COUNT},
      {"maxsi", AFFINE_RED_MAXS, AFFINE_RED_COUNT},
      {"and", AFFINE_RED_ANDI, AFFINE_RED_COUNT},
      {"or", AFFINE_RED_ORI, AFFINE_RED_COUNT},
      {"xor", AFFINE_RED_XORI, AFFINE_RED_COUNT},
      {"minnumf", AFFINE_RED_COUNT, AFFINE_RED_MINNUMF},
      {"maxnumf", AFFINE_RED_COUNT, AFFINE_RED_MAXNUMF},
      {"minimumf", AFFINE_RED_COUNT, AFFINE_RED_MINIMUMF},
      {"maximumf", AFFINE_RED_COUNT, AFFINE_RED_MAXIMUMF},
  };
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (!strcmp(kinds[i].name, name)) {
      AffineReduction k = ir_type_is_float(t) ? kinds[i].float_kind
                                              : kinds[i].int_kind;
      return k == AFFINE_RED_COUNT ? -1 : (int)k;
    }
  return -1;
}

/* vector.reduction: the lanes folded in order, into acc when given. */
static bool emit_reduction(CEmit *e, IrOp *op) {
  IrAttr *kind = ir_op_attr(op, "kind");
  IrType *vt = operand_type(op, 0), *t = result_type(op);
  const char *text = kind && kind->kind == IR_ATTR_OPAQUE ? kind->u.opaque.text : "";
  const char *lt = strchr(text, '<');
  char name[16] = "";
  if (lt)
    snprintf(name, sizeof name, "%.*s", (int)strcspn(lt + 1, ">"), lt + 1);
  int k = reduction_kind(name, t);
  if (k < 0 || !c_type(e, t))
    return c_unsupported(e, op, "of this kind and type");
  const char *v = c_operand(e, op, 0);
  const char *init = op->num_operands > 1 ? c_operand(e, op, 1) : c_lane(e, vt, v, "0");
  const char *acc = c_declare(e, op->results[0], init);
  unsigned mark = c_mark(e);
  const char *i = c_fresh(e, "k");
  c_open(e, "for (int64_t %s = %d; %s < %lld; %s++)", i,
         op->num_operands > 1 ? 0 : 1, i, (long long)c_vector_lanes(vt), i);
  bool uses_rt = false;
  const char *x = c_scalar_combine(e->ctx, (AffineReduction)k, t, acc,
                                   c_lane(e, vt, v, i), &uses_rt);
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  c_line(e, "%s = %s;", acc, c_unparen(e->ctx, x));
  c_close(e, mark, NULL);
  return true;
}

/* ---------------------------------------------------------- outerproduct */

/* The kind of a vector op's #vector.kind<name> attribute on elements of
 * type t (add when absent), or -1. */
static int op_kind(const IrOp *op, const IrType *t) {
  IrAttr *kind = ir_op_attr(op, "kind");
  const char *text = kind && kind->kind == IR_ATTR_OPAQUE ? kind->u.opaque.text
                                                           : "<add>";
  const char *lt = strchr(text, '<');
  char name[16] = "";
  if (lt)
    snprintf(name, sizeof name, "%.*s", (int)strcspn(lt + 1, ">"), lt + 1);
  return reduction_kind(name, t);
}

/* The value lane (i, j) of an outer product takes, as MLIR lowers it: a
 * float add into acc is an fma, anything else a product, combined into
 * acc by the kind. */
static const char *outer_lane(CEmit *e, IrOp *op, int kind, const char *i,
                              const char *j, const char *k) {
  IrType *t = result_type(op)->u.shaped.elem;
  const char *a = lane_of(e, op, 0, i), *b = lane_of(e, op, 1, j);
  bool uses_rt = false, acc = op->num_operands > 2, f = ir_type_is_float(t);
  const char *x;
  if (acc && kind == AFFINE_RED_ADDF)
    x = ir_sprintf(e->ctx, "%s(%s, %s, %s)", fma_name(t), a, b,
                   lane_of(e, op, 2, k));
  else {
    x = c_scalar_combine(e->ctx, f ? AFFINE_RED_MULF : AFFINE_RED_MULI, t, a,
                         b, &uses_rt);
    if (acc)
      x = c_scalar_combine(e->ctx, (AffineReduction)kind, t, x,
                           lane_of(e, op, 2, k), &uses_rt);
  }
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  return x;
}

/* vector.outerproduct: lane (i, j) from lhs lane i and rhs lane j (the
 * rhs itself when a scalar). */
static bool emit_outerproduct(CEmit *e, IrOp *op) {
  IrType *t = result_type(op);
  int kind = op_kind(op, t->u.shaped.elem);
  bool scalar = operand_type(op, 1)->kind != IR_TYPE_VECTOR;
  bool fma = op->num_operands > 2 && kind == AFFINE_RED_ADDF;
  if (kind < 0 || !c_type(e, t) || (fma && !fma_name(t->u.shaped.elem)))
    return c_unsupported(e, op, "of this kind and type");
  const char *r = result_var(e, op->results[0]);
  int64_t cols = scalar ? 1 : t->u.shaped.shape[1];
  unsigned mark;
  const char *k = open_lanes(e, c_vector_lanes(t), &mark);
  const char *i = ir_sprintf(e->ctx, "%s / %lld", k, (long long)cols);
  const char *j = ir_sprintf(e->ctx, "%s %% %lld", k, (long long)cols);
  c_line(e, "%s = %s;", c_lane(e, t, r, k),
         c_unparen(e->ctx, outer_lane(e, op, kind, scalar ? k : i, j, k)));
  close_lanes(e, mark);
  return true;
}

const COpRow c_rows_vector[] = {
    {"vector.outerproduct", emit_outerproduct},
    {"vector.fma", emit_fma},
    {"vector.step", emit_step},
    {"vector.reduction", emit_reduction},
    {NULL, NULL},
};
