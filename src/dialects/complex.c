/*
 * complex.c - the complex dialect of MLIR 22: arithmetic and elementary
 * functions on complex<f16|bf16|f32|f64> values, their parts, and
 * complex.constant.
 *
 * Every op but complex.constant and complex.bitcast is one row of
 * COMPLEX_OPS, interpreted by the shared engine of elementwise.h (whose
 * rows say the type after ':' must be a complex type, as MLIR's parsers
 * demand); the rows' extra rule, that a part's type is the complex type's
 * element type, is checked here.
 */
#include "elementwise.h"

static bool float_complex(const IrType *t) {
  return ir_type_is_float_complex(t);
}
static bool any_complex(const IrType *t) { return t->kind == IR_TYPE_COMPLEX; }
static bool is_i1(const IrType *t) {
  return t->kind == IR_TYPE_INTEGER && t->u.integer.width == 1 &&
         t->u.integer.signedness == IR_SIGNLESS;
}
static bool is_signless_int(const IrType *t) {
  return t->kind == IR_TYPE_INTEGER && t->u.integer.signedness == IR_SIGNLESS;
}

static const DuTypeConstraint complex_float = {
    float_complex, "complex type with floating-point elements"};
static const DuTypeConstraint complex_any = {any_complex, "complex-type"};
static const DuTypeConstraint i1 = {is_i1, "1-bit signless integer"};
static const DuTypeConstraint signless_int = {is_signless_int,
                                              "signless integer"};
static const DuTypeConstraint float_type = {ir_type_is_float,
                                            "floating-point"};

#define CX_UNARY                                                             \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 1,  \
   .num_results = 1, .mods = EW_MOD_FASTMATH, .checks = EW_CHECK_SAME_TYPE,  \
   .operands = {&complex_float}, .results = {&complex_float},               \
   .complex_type = true}
#define CX_BINARY                                                            \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 2,  \
   .num_results = 1, .mods = EW_MOD_FASTMATH, .checks = EW_CHECK_SAME_TYPE,  \
   .operands = {&complex_float, &complex_float},                            \
   .results = {&complex_float}, .complex_type = true}
/* re, im, abs, angle: a float from a complex value. */
#define CX_PART                                                              \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_PART, .num_operands = 1,  \
   .num_results = 1, .mods = EW_MOD_FASTMATH, .operands = {&complex_float}, \
   .results = {&float_type}, .complex_type = true}
#define CX_COMPARE                                                           \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_BOOL_RESULT,              \
   .num_operands = 2, .num_results = 1,                                      \
   .operands = {&complex_float, &complex_float}, .results = {&i1},          \
   .match = EW_OPERAND(0) | EW_OPERAND(1), .match_names = "lhs, rhs",        \
   .complex_type = true}
#define CX_CREATE                                                            \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_CREATE,                   \
   .num_operands = 2, .num_results = 1,                                      \
   .operands = {&float_type, &float_type}, .results = {&complex_float},     \
   .match = EW_OPERAND(0) | EW_OPERAND(1), .match_names = "real, imaginary", \
   .complex_type = true}
#define CX_POWI                                                              \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_OPERANDS,                 \
   .num_operands = 2, .num_results = 1, .mods = EW_MOD_FASTMATH,             \
   .operands = {&complex_float, &signless_int}, .results = {&complex_float},\
   .match = EW_OPERAND(0) | EW_RESULT(0), .match_names = "lhs, result",      \
   .complex_type = true}

/* name, row, which value must have the complex type's element type
 * ("result", "real operand", or NULL). */
#define COMPLEX_OPS(X)                                                       \
  X("complex.abs", CX_PART, "result")                                        \
  X("complex.add", CX_BINARY, NULL)                                          \
  X("complex.angle", CX_PART, "result")                                      \
  X("complex.atan2", CX_BINARY, NULL)                                        \
  X("complex.conj", CX_UNARY, NULL)                                          \
  X("complex.cos", CX_UNARY, NULL)                                           \
  X("complex.create", CX_CREATE, "real operand")                             \
  X("complex.div", CX_BINARY, NULL)                                          \
  X("complex.eq", CX_COMPARE, NULL)                                          \
  X("complex.exp", CX_UNARY, NULL)                                           \
  X("complex.expm1", CX_UNARY, NULL)                                         \
  X("complex.im", CX_PART, "result")                                         \
  X("complex.log", CX_UNARY, NULL)                                           \
  X("complex.log1p", CX_UNARY, NULL)                                         \
  X("complex.mul", CX_BINARY, NULL)                                          \
  X("complex.neg", CX_UNARY, NULL)                                           \
  X("complex.neq", CX_COMPARE, NULL)                                         \
  X("complex.pow", CX_BINARY, NULL)                                          \
  X("complex.powi", CX_POWI, NULL)                                           \
  X("complex.re", CX_PART, "result")                                         \
  X("complex.rsqrt", CX_UNARY, NULL)                                         \
  X("complex.sign", CX_UNARY, NULL)                                          \
  X("complex.sin", CX_UNARY, NULL)                                           \
  X("complex.sqrt", CX_UNARY, NULL)                                          \
  X("complex.sub", CX_BINARY, NULL)                                          \
  X("complex.tan", CX_UNARY, NULL)                                           \
  X("complex.tanh", CX_UNARY, NULL)

static IrOp *row_build(OpParser *p);
static void row_print(IrPrinter *p, IrOp *op);
static bool row_verify(IrContext *ctx, IrOp *op);
static IrOp *constant_build(OpParser *p);
static bool constant_verify(IrContext *ctx, IrOp *op);
static IrOp *bitcast_build(OpParser *p);
static void bitcast_print(IrPrinter *p, IrOp *op);
static bool bitcast_verify(IrContext *ctx, IrOp *op);

#define AS_DEF(name, row, part)                                              \
  {name, IR_FORMAT_FLAT, IR_TRAIT_PURE, row_build, row_print, row_verify},
#define AS_ROW(name, row, part) row,
#define AS_PART(name, row, part) part,

/* complex_rows[i] and part_of[i] belong to complex_defs[i]; the two ops
 * with hooks of their own come last. */
static const IrOpDef complex_defs[] = {
    COMPLEX_OPS(AS_DEF)
    {"complex.bitcast", IR_FORMAT_FLAT, IR_TRAIT_PURE, bitcast_build,
     bitcast_print, bitcast_verify},
    {"complex.constant", IR_FORMAT_FLAT, IR_TRAIT_PURE, constant_build,
     du_print_value_attr, constant_verify},
};
static const EwOpSpec complex_rows[] = {COMPLEX_OPS(AS_ROW)};
static const char *const part_of[] = {COMPLEX_OPS(AS_PART)};

const IrDialect ir_dialect_complex = {
    "complex", complex_defs, sizeof complex_defs / sizeof complex_defs[0],
    "fastmath value"};

static unsigned index_of(const IrOpDef *def) {
  return (unsigned)(def - complex_defs);
}

static IrOp *row_build(OpParser *p) {
  return ew_build(p, &complex_rows[index_of(p->def)]);
}

static void row_print(IrPrinter *p, IrOp *op) {
  ew_print(p, op, &complex_rows[index_of(op->def)]);
}

/* MLIR's TypesMatchWith: the part (a result, or the real operand) has the
 * complex value's element type. */
static bool part_matches(IrContext *ctx, IrOp *op, const char *part) {
  IrType *whole = strcmp(part, "result") ? op->results[0]->type
                                         : ir_op_operand(op, 0)->type;
  IrType *value = strcmp(part, "result") ? ir_op_operand(op, 0)->type
                                         : op->results[0]->type;
  if (whole->u.complex.elem == value)
    return true;
  return du_op_error(ctx, op,
                     "failed to verify that complex element type matches %s "
                     "type",
                     part);
}

static bool row_verify(IrContext *ctx, IrOp *op) {
  unsigned i = index_of(op->def);
  return ew_verify(ctx, op, &complex_rows[i]) &&
         (!part_of[i] || part_matches(ctx, op, part_of[i]));
}

/* ------------------------------------------------------- complex.constant */

/* Reads one "literal [: type]" entry of the value list (MLIR writes an
 * f64 or i64 part without its type). */
static IrAttr *parse_part(OpParser *p, ItemCursor *c) {
  ParsedItem *lit = pc_next(c);
  IrType *type = NULL;
  if (!lit)
    return pc_error_expected(c, "attribute value"), NULL;
  const ParsedItem *num = lit->kind == PI_NEG ? lit->lhs : lit;
  if (pc_accept_punct(c, ':')) {
    if (!(type = pc_expect_type(c)))
      return NULL;
  } else if (num->kind == PI_INT) {
    type = ir_type_integer(p->ctx, 64, IR_SIGNLESS);
  } else if (num->kind == PI_FLOAT) {
    type = ir_type_float(p->ctx, IR_F64);
  } else {
    return pc_expect_punct(c, ':'), NULL;
  }
  return op_parser_typed_attr(p, lit, type);
}

/* complex.constant [re : T, im : T] {attrs} : complex<T> */
static IrOp *constant_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *list = pc_expect_kind(&c, PI_SQUARE, "'['");
  IrAttr *parts[2];
  IrType *type;
  if (!list)
    return NULL;
  ItemCursor sub = pc_sub(&c, list);
  if (!(parts[0] = parse_part(p, &sub)) || !pc_expect_punct(&sub, ',') ||
      !(parts[1] = parse_part(p, &sub)) || !pc_expect_end(&sub) ||
      !pc_expect_punct(&c, ':') ||
      !(type = du_expect_type_kind(&c, IR_TYPE_COMPLEX, false)) ||
      !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "value", ir_attr_array(p->ctx, 2, parts));
  return op_parser_create(p, 0, NULL, 1, &type,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static bool is_number(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT;
}

/* MLIR's ConstantOp::verify: two numbers of the result's element type. */
static bool constant_verify(IrContext *ctx, IrOp *op) {
  IrAttr *v = ir_op_attr(op, "value");
  if (!ew_verify_counts(ctx, op, 0, 1))
    return false;
  if (!v || v->kind != IR_ATTR_ARRAY)
    return du_op_error(ctx, op, "requires attribute 'value'");
  if (!du_check_result(ctx, op, 0, &complex_any))
    return false;
  if (v->u.array.num != 2 || !is_number(v->u.array.elems[0]) ||
      !is_number(v->u.array.elems[1]))
    return du_op_error(ctx, op,
                       "requires 'value' to be a complex constant, "
                       "represented as array of two values");
  IrType *re = v->u.array.elems[0]->type, *im = v->u.array.elems[1]->type;
  IrType *elem = op->results[0]->type->u.complex.elem;
  if (re == elem && im == elem)
    return true;
  return du_op_error(ctx, op,
                     "requires attribute's element types (%s, %s) to match "
                     "the element type of the op's return type (%s)",
                     du_quoted_type(ctx, re), du_quoted_type(ctx, im),
                     du_quoted_type(ctx, elem));
}

/* -------------------------------------------------------- complex.bitcast */

static IrOp *bitcast_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *ssa = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *from, *to;
  IrValue *v;
  if (!ssa || !du_expect_cast_types(&c, "to", &from, &to) ||
      !pc_expect_end(&c) || !(v = op_parser_use(p, ssa, from)))
    return NULL;
  return op_parser_create(p, 1, &v, 1, &to, NULL);
}

static void bitcast_print(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  pr_attr_dict(p, op, NULL, 0, false);
  du_print_cast_types(p, op, "to");
}

/* The bit width of a number or of a complex number's two parts. */
static unsigned bits(const IrType *t) {
  return t->kind == IR_TYPE_COMPLEX ? 2 * ir_type_bitwidth(t->u.complex.elem)
                                    : ir_type_bitwidth(t);
}

/* MLIR's BitcastOp::verify: a complex type on one side at least, and one
 * width. */
static bool bitcast_verify(IrContext *ctx, IrOp *op) {
  if (!ew_verify_counts(ctx, op, 1, 1))
    return false;
  IrType *from = ir_op_operand(op, 0)->type, *to = op->results[0]->type;
  if (from == to)
    return true;
  if (from->kind != IR_TYPE_COMPLEX && to->kind != IR_TYPE_COMPLEX)
    return du_op_error(ctx, op, "requires that either input or output has a "
                                "complex type");
  if (bits(from) != bits(to))
    return du_op_error(ctx, op, "casting bitwidths do not match");
  return true;
}
