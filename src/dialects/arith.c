/*
 * arith.c - the arith dialect of MLIR 22: integer and float arithmetic,
 * comparisons, select, casts and constants.
 *
 * Every op except arith.constant is one row of ARITH_OPS, interpreted by
 * the shared engine of elementwise.h. arith.constant keeps its value in
 * `value` (an integer, float, bool or dense attribute whose type is the
 * result type); its build hook types the literal through
 * op_parser_typed_attr, so range and rounding rules live in one place.
 */
#include <string.h>

#include "elementwise.h"

static const char *const cmpi_names[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
static const char *const cmpf_names[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const EwKeywords cmpi_predicates = {cmpi_names, 10};
static const EwKeywords cmpf_predicates = {cmpf_names, 16};

#define PURE IR_TRAIT_PURE
#define INT_BINARY(mods_) EW_BINARY(ew_int_like, mods_)
#define FLOAT_BINARY EW_BINARY(ew_float_like, EW_MOD_FASTMATH)
#define COMPARE(tc_, mods_, preds_)                                          \
  {.syntax = EW_SYNTAX_PREDICATE, .types = EW_TYPES_BOOL_RESULT,             \
   .num_operands = 2, .num_results = 1, .mods = (mods_),                     \
   .checks = EW_CHECK_BOOL_RESULT | EW_CHECK_SAME_OPERANDS,                  \
   .operands = {&(tc_), &(tc_)}, .results = {&ew_bool_like},                 \
   .predicate = &(preds_)}
#define SELECT                                                               \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SELECT,                   \
   .num_operands = 3, .num_results = 1, .checks = EW_CHECK_CONDITION,        \
   .operands = {&ew_bool_like}, .match = EW_OPERAND(1) | EW_OPERAND(2) |     \
   EW_RESULT(0), .match_names = "true_value, false_value, result"}
#define ADD_EXTENDED                                                         \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_RESULTS,                  \
   .num_operands = 2, .num_results = 2,                                      \
   .operands = {&ew_int_like, &ew_int_like},                                 \
   .results = {&ew_int_like, &ew_bool_like},                                 \
   .match = EW_OPERAND(0) | EW_OPERAND(1) | EW_RESULT(0),                    \
   .match_names = "lhs, rhs, sum"}
#define MUL_EXTENDED                                                         \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 2,  \
   .num_results = 2, .operands = {&ew_int_like, &ew_int_like},               \
   .results = {&ew_int_like, &ew_int_like},                                  \
   .match = EW_OPERAND(0) | EW_OPERAND(1) | EW_RESULT(0) | EW_RESULT(1),     \
   .match_names = "lhs, rhs, low, high"}
#define SCALING(rule_, mods_)                                                \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SCALING,                  \
   .num_operands = 2, .num_results = 1, .mods = (mods_),                     \
   .checks = EW_CHECK_TENSOR_DIMS,                                           \
   .operands = {&ew_float_like, &ew_float_like},                             \
   .results = {&ew_float_like}, .cast = (rule_)}
#define INT_CAST(rule_, mods_)                                               \
  EW_CAST(ew_fixed_int_like, ew_fixed_int_like, rule_, mods_)
#define FLOAT_CAST(rule_, mods_)                                             \
  EW_CAST(ew_float_like, ew_float_like, rule_, mods_)

/* name, traits, row. Division-like ops that may trap are not Pure, as in
 * MLIR (they are only conditionally speculatable). */
#define ARITH_OPS(X)                                                         \
  X("arith.addi", PURE, INT_BINARY(EW_MOD_OVERFLOW))                         \
  X("arith.subi", PURE, INT_BINARY(EW_MOD_OVERFLOW))                         \
  X("arith.muli", PURE, INT_BINARY(EW_MOD_OVERFLOW))                         \
  X("arith.shli", PURE, INT_BINARY(EW_MOD_OVERFLOW))                         \
  X("arith.divsi", 0, INT_BINARY(EW_MOD_EXACT))                              \
  X("arith.divui", 0, INT_BINARY(EW_MOD_EXACT))                              \
  X("arith.shrsi", PURE, INT_BINARY(EW_MOD_EXACT))                           \
  X("arith.shrui", PURE, INT_BINARY(EW_MOD_EXACT))                           \
  X("arith.ceildivsi", 0, INT_BINARY(0))                                     \
  X("arith.ceildivui", 0, INT_BINARY(0))                                     \
  X("arith.floordivsi", PURE, INT_BINARY(0))                                 \
  X("arith.remsi", PURE, INT_BINARY(0))                                      \
  X("arith.remui", PURE, INT_BINARY(0))                                      \
  X("arith.andi", PURE, INT_BINARY(0))                                       \
  X("arith.ori", PURE, INT_BINARY(0))                                        \
  X("arith.xori", PURE, INT_BINARY(0))                                       \
  X("arith.maxsi", PURE, INT_BINARY(0))                                      \
  X("arith.maxui", PURE, INT_BINARY(0))                                      \
  X("arith.minsi", PURE, INT_BINARY(0))                                      \
  X("arith.minui", PURE, INT_BINARY(0))                                      \
  X("arith.addf", PURE, FLOAT_BINARY)                                        \
  X("arith.subf", PURE, FLOAT_BINARY)                                        \
  X("arith.mulf", PURE, FLOAT_BINARY)                                        \
  X("arith.divf", PURE, FLOAT_BINARY)                                        \
  X("arith.remf", PURE, FLOAT_BINARY)                                        \
  X("arith.maximumf", PURE, FLOAT_BINARY)                                    \
  X("arith.minimumf", PURE, FLOAT_BINARY)                                    \
  X("arith.maxnumf", PURE, FLOAT_BINARY)                                     \
  X("arith.minnumf", PURE, FLOAT_BINARY)                                     \
  X("arith.negf", PURE, EW_UNARY(ew_float_like, EW_MOD_FASTMATH))            \
  X("arith.cmpi", PURE, COMPARE(ew_int_like, 0, cmpi_predicates))            \
  X("arith.cmpf", PURE, COMPARE(ew_float_like, EW_MOD_FASTMATH,              \
                                cmpf_predicates))                            \
  X("arith.select", PURE, SELECT)                                            \
  X("arith.extsi", PURE, INT_CAST(EW_CAST_INT_WIDER, 0))                     \
  X("arith.extui", PURE, INT_CAST(EW_CAST_INT_WIDER, 0))                     \
  X("arith.trunci", PURE, INT_CAST(EW_CAST_INT_NARROWER, EW_MOD_OVERFLOW))   \
  X("arith.extf", PURE, FLOAT_CAST(EW_CAST_FLOAT_WIDER, EW_MOD_FASTMATH_OPT)) \
  X("arith.truncf", PURE,                                                    \
    FLOAT_CAST(EW_CAST_FLOAT_NARROWER,                                       \
               EW_MOD_ROUNDING | EW_MOD_FASTMATH_OPT))                       \
  X("arith.fptosi", PURE,                                                    \
    EW_CAST(ew_float_like, ew_fixed_int_like, EW_CAST_ANY, 0))               \
  X("arith.fptoui", PURE,                                                    \
    EW_CAST(ew_float_like, ew_fixed_int_like, EW_CAST_ANY, 0))               \
  X("arith.sitofp", PURE,                                                    \
    EW_CAST(ew_fixed_int_like, ew_float_like, EW_CAST_ANY, 0))               \
  X("arith.uitofp", PURE,                                                    \
    EW_CAST(ew_fixed_int_like, ew_float_like, EW_CAST_ANY, 0))               \
  X("arith.index_cast", PURE,                                                \
    EW_CAST(ew_index_castable, ew_index_castable, EW_CAST_INDEX, 0))         \
  X("arith.index_castui", PURE,                                              \
    EW_CAST(ew_index_castable, ew_index_castable, EW_CAST_INDEX, 0))         \
  X("arith.bitcast", PURE,                                                   \
    EW_CAST(ew_bitcastable, ew_bitcastable, EW_CAST_BITCAST, 0))             \
  X("arith.addui_extended", PURE, ADD_EXTENDED)                              \
  X("arith.mulsi_extended", PURE, MUL_EXTENDED)                              \
  X("arith.mului_extended", PURE, MUL_EXTENDED)                              \
  X("arith.scaling_extf", PURE,                                              \
    SCALING(EW_CAST_FLOAT_WIDER, EW_MOD_FASTMATH_OPT))                       \
  X("arith.scaling_truncf", PURE,                                            \
    SCALING(EW_CAST_FLOAT_NARROWER, EW_MOD_ROUNDING | EW_MOD_FASTMATH_OPT))

static IrOp *arith_build(OpParser *p);
static void arith_print(IrPrinter *p, IrOp *op);
static bool arith_verify(IrContext *ctx, IrOp *op);
static IrOp *constant_build(OpParser *p);
static void constant_print(IrPrinter *p, IrOp *op);
static bool constant_verify(IrContext *ctx, IrOp *op);

#define AS_DEF(name, traits, row)                                            \
  {name, IR_FORMAT_FLAT, traits, arith_build, arith_print, arith_verify},
#define AS_ROW(name, traits, row) row,

/* arith_rows[i] belongs to arith_defs[i]; arith.constant comes last. */
static const IrOpDef arith_defs[] = {
    ARITH_OPS(AS_DEF)
    {"arith.constant", IR_FORMAT_FLAT, IR_TRAIT_PURE, constant_build,
     constant_print, constant_verify},
};
static const EwOpSpec arith_rows[] = {ARITH_OPS(AS_ROW)};

const IrDialect ir_dialect_arith = {
    "arith", arith_defs, sizeof arith_defs / sizeof arith_defs[0],
    "value predicate fastmath overflowFlags isExact roundingmode"};

static const EwOpSpec *row_of(const IrOpDef *def) {
  return &arith_rows[def - arith_defs];
}

static IrOp *arith_build(OpParser *p) { return ew_build(p, row_of(p->def)); }

static void arith_print(IrPrinter *p, IrOp *op) {
  ew_print(p, op, row_of(op->def));
}

static bool arith_verify(IrContext *ctx, IrOp *op) {
  return ew_verify(ctx, op, row_of(op->def));
}

/* ---------------------------------------------------------- arith.constant */

/* The type an attribute gives arith.constant's result, or NULL when it
 * has none (MLIR: not a TypedAttr). */
static IrType *value_type(IrContext *ctx, const IrAttr *a) {
  switch (a->kind) {
  case IR_ATTR_BOOL: return ir_type_integer(ctx, 1, IR_SIGNLESS);
  case IR_ATTR_STRING: return a->type ? a->type : ir_type_none(ctx);
  case IR_ATTR_INTEGER:
  case IR_ATTR_FLOAT:
  case IR_ATTR_DENSE: return a->type;
  default: return NULL;
  }
}

/* The type a literal has when no ": type" follows it (MLIR's defaults:
 * i64, f64, i1), or NULL when it needs one. */
static IrType *default_type(IrContext *ctx, const ParsedItem *lit) {
  const ParsedItem *num = lit->kind == PI_NEG ? lit->lhs : lit;
  if (num->kind == PI_INT)
    return ir_type_integer(ctx, 64, IR_SIGNLESS);
  if (num->kind == PI_FLOAT)
    return ir_type_float(ctx, IR_F64);
  if (lit->kind == PI_KEYWORD &&
      (!strcmp(lit->text, "true") || !strcmp(lit->text, "false")))
    return ir_type_integer(ctx, 1, IR_SIGNLESS);
  return NULL;
}

/* Reads "literal [: type]" into the constant's value attribute. */
static IrAttr *parse_value(OpParser *p, ItemCursor *c) {
  ParsedItem *lit = pc_next(c);
  IrType *type = NULL;
  if (!lit)
    return pc_error_expected(c, "attribute value"), NULL;
  if (lit->kind == PI_ATTR && lit->attr->type && !pc_peek(c))
    return lit->attr;
  if (pc_accept_punct(c, ':')) {
    if (!(type = pc_expect_type(c)))
      return NULL;
  } else if (!(type = default_type(p->ctx, lit))) {
    return pc_expect_punct(c, ':'), NULL;
  }
  if (!pc_expect_end(c))
    return NULL;
  if (lit->kind == PI_STRING)
    return ir_attr_string(p->ctx, lit->str, lit->len, type);
  return op_parser_typed_attr(p, lit, type);
}

static IrOp *constant_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  IrLocation loc = pc_loc(&c);
  IrAttr *value = parse_value(p, &c);
  AttrVec attrs = {0};
  if (!value)
    return NULL;
  IrType *type = value_type(p->ctx, value);
  if (!type)
    return op_parser_error(p, loc, "invalid kind of attribute specified");
  attr_vec_push(p->ctx, &attrs, "value", value);
  return op_parser_create(p, 0, NULL, 1, &type,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

/* MLIR's format "attr-dict $value": the dictionary comes first. */
static void constant_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"value"};
  IrAttr *value = ir_op_attr(op, "value");
  pr_attr_dict(p, op, elided, value != NULL, false);
  if (value) {
    pr_puts(p, " ");
    pr_attr(p, value);
  }
}

/* A dense attribute whose elements are not all one value (MLIR turns
 * those into splats). Elements are uniqued, so equal means identical. */
static bool is_dense_list(const IrAttr *a) {
  if (a->kind != IR_ATTR_DENSE)
    return false;
  for (unsigned i = 1; i < a->u.dense.num; i++)
    if (a->u.dense.elems[i] != a->u.dense.elems[0])
      return true;
  return false;
}

static bool constant_verify(IrContext *ctx, IrOp *op) {
  IrAttr *value = ir_op_attr(op, "value");
  IrType *type;
  if (!ew_verify_counts(ctx, op, 0, 1))
    return false;
  if (!value)
    return du_op_error(ctx, op, "requires attribute 'value'");
  if (!(type = value_type(ctx, value)))
    return du_op_error(ctx, op, "attribute 'value' failed to satisfy "
                       "constraint: TypedAttr instance");
  if (type != op->results[0]->type)
    return du_op_error(ctx, op, "failed to verify that all of {value, "
                       "result} have same type");
  if (type->kind == IR_TYPE_INTEGER &&
      type->u.integer.signedness != IR_SIGNLESS)
    return du_op_error(ctx, op, "integer return type must be signless");
  if (value->kind == IR_ATTR_STRING)
    return du_op_error(ctx, op, "value must be an integer, float, or "
                       "elements attribute");
  if (ew_type_is_scalable(type) && is_dense_list(value))
    return du_op_error(ctx, op, "intializing scalable vectors with elements "
                       "attribute is not supported unless it's a vector "
                       "splat");
  return true;
}
