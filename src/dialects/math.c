/*
 * math.c - the math dialect of MLIR 22: elementary functions on floats
 * (with fastmath flags) and a few integer bit-counting ops.
 *
 * Every op is one row of MATH_OPS, interpreted by the shared engine of
 * elementwise.h. The classification ops (isnan & co.) keep their fastmath
 * flags only in the attribute dictionary, as MLIR's format does.
 */
#include "elementwise.h"

#define FLOAT_UNARY EW_UNARY(ew_float_like, EW_MOD_FASTMATH)
#define FLOAT_BINARY EW_BINARY(ew_float_like, EW_MOD_FASTMATH)
#define CLASSIFY                                                             \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_BOOL_RESULT,              \
   .num_operands = 1, .num_results = 1, .mods = EW_MOD_FASTMATH_DICT,        \
   .checks = EW_CHECK_BOOL_RESULT, .operands = {&ew_float_like},             \
   .results = {&ew_bool_like}}
#define FPOWI                                                                \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_OPERANDS,                 \
   .num_operands = 2, .num_results = 1, .mods = EW_MOD_FASTMATH,             \
   .checks = EW_CHECK_SAME_SHAPE,                                            \
   .operands = {&ew_float_like, &ew_int_like}, .results = {&ew_float_like},  \
   .match = EW_OPERAND(0) | EW_RESULT(0), .match_names = "lhs, result"}
#define CLAMPF                                                               \
  {.syntax = EW_SYNTAX_CLAMP, .types = EW_TYPES_SAME, .num_operands = 3,     \
   .num_results = 1, .mods = EW_MOD_FASTMATH, .checks = EW_CHECK_SAME_TYPE,  \
   .operands = {&ew_float_like, &ew_float_like, &ew_float_like},             \
   .results = {&ew_float_like}}
#define SINCOS                                                               \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 1,  \
   .num_results = 2, .mods = EW_MOD_FASTMATH,                                \
   .operands = {&ew_float_like},                                             \
   .results = {&ew_float_like, &ew_float_like},                              \
   .match = EW_OPERAND(0) | EW_RESULT(0) | EW_RESULT(1),                     \
   .match_names = "operand, sin, cos"}

/* name, row. */
#define MATH_OPS(X)                                                          \
  X("math.absf", FLOAT_UNARY)                                                \
  X("math.acos", FLOAT_UNARY)                                                \
  X("math.acosh", FLOAT_UNARY)                                               \
  X("math.asin", FLOAT_UNARY)                                                \
  X("math.asinh", FLOAT_UNARY)                                               \
  X("math.atan", FLOAT_UNARY)                                                \
  X("math.atanh", FLOAT_UNARY)                                               \
  X("math.cbrt", FLOAT_UNARY)                                                \
  X("math.ceil", FLOAT_UNARY)                                                \
  X("math.cos", FLOAT_UNARY)                                                 \
  X("math.cosh", FLOAT_UNARY)                                                \
  X("math.erf", FLOAT_UNARY)                                                 \
  X("math.erfc", FLOAT_UNARY)                                                \
  X("math.exp", FLOAT_UNARY)                                                 \
  X("math.exp2", FLOAT_UNARY)                                                \
  X("math.expm1", FLOAT_UNARY)                                               \
  X("math.floor", FLOAT_UNARY)                                               \
  X("math.log", FLOAT_UNARY)                                                 \
  X("math.log10", FLOAT_UNARY)                                               \
  X("math.log1p", FLOAT_UNARY)                                               \
  X("math.log2", FLOAT_UNARY)                                                \
  X("math.round", FLOAT_UNARY)                                               \
  X("math.roundeven", FLOAT_UNARY)                                           \
  X("math.rsqrt", FLOAT_UNARY)                                               \
  X("math.sin", FLOAT_UNARY)                                                 \
  X("math.sinh", FLOAT_UNARY)                                                \
  X("math.sqrt", FLOAT_UNARY)                                                \
  X("math.tan", FLOAT_UNARY)                                                 \
  X("math.tanh", FLOAT_UNARY)                                                \
  X("math.trunc", FLOAT_UNARY)                                               \
  X("math.atan2", FLOAT_BINARY)                                              \
  X("math.copysign", FLOAT_BINARY)                                           \
  X("math.powf", FLOAT_BINARY)                                               \
  X("math.fma", EW_TERNARY(ew_float_like, EW_MOD_FASTMATH))                  \
  X("math.absi", EW_UNARY(ew_int_like, 0))                                   \
  X("math.ctlz", EW_UNARY(ew_int_like, 0))                                   \
  X("math.cttz", EW_UNARY(ew_int_like, 0))                                   \
  X("math.ctpop", EW_UNARY(ew_int_like, 0))                                  \
  X("math.ipowi", EW_BINARY(ew_int_like, 0))                                 \
  X("math.fpowi", FPOWI)                                                     \
  X("math.isnan", CLASSIFY)                                                  \
  X("math.isinf", CLASSIFY)                                                  \
  X("math.isfinite", CLASSIFY)                                               \
  X("math.isnormal", CLASSIFY)                                               \
  X("math.clampf", CLAMPF)                                                   \
  X("math.sincos", SINCOS)

static IrOp *math_build(OpParser *p);
static void math_print(IrPrinter *p, IrOp *op);
static bool math_verify(IrContext *ctx, IrOp *op);

#define AS_DEF(name, row)                                                    \
  {name, IR_FORMAT_FLAT, IR_TRAIT_PURE, math_build, math_print, math_verify},
#define AS_ROW(name, row) row,

/* math_rows[i] belongs to math_defs[i]. */
static const IrOpDef math_defs[] = {MATH_OPS(AS_DEF)};
static const EwOpSpec math_rows[] = {MATH_OPS(AS_ROW)};

const IrDialect ir_dialect_math = {
    "math", math_defs, sizeof math_defs / sizeof math_defs[0],
    "fastmath"};

static const EwOpSpec *row_of(const IrOpDef *def) {
  return &math_rows[def - math_defs];
}

static IrOp *math_build(OpParser *p) { return ew_build(p, row_of(p->def)); }

static void math_print(IrPrinter *p, IrOp *op) {
  ew_print(p, op, row_of(op->def));
}

static bool math_verify(IrContext *ctx, IrOp *op) {
  return ew_verify(ctx, op, row_of(op->def));
}
