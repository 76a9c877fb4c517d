/*
 * elementwise.h - the op engine shared by the arith and math dialects.
 *
 * Nearly every arith and math op is an elementwise op with one of a few
 * custom forms ("%a, %b fastmath<fast> : f32", "%x : i32 to i64",
 * "slt, %a, %b : i32", ...). Instead of a build, print and verify function
 * per op, each op is one EwOpSpec row saying which form it has, which
 * type constraints its operands and results obey, which optional modifiers
 * (fastmath, overflow flags, exact, rounding mode) it takes and which of
 * MLIR's shared traits it checks. ew_build, ew_print and ew_verify
 * interpret the row; arith.c and math.c hold the tables.
 *
 * Attributes keep MLIR's names and spellings: fastmath is an opaque
 * "#arith.fastmath<nnan,ninf>", overflowFlags an opaque
 * "#arith.overflow<nsw, nuw>" (both written canonically by the build
 * hook; absent means none), isExact a unit attribute, roundingmode an i32
 * and predicate an i64 integer attribute.
 */
#ifndef AFFC_ELEMENTWISE_H
#define AFFC_ELEMENTWISE_H

#include "dialect.h"
#include "dialect_util.h"

/* What comes before the modifiers in the custom form. */
typedef enum EwSyntax {
  EW_SYNTAX_OPERANDS,  /* %a, %b, ... */
  EW_SYNTAX_PREDICATE, /* keyword, %a, %b (cmpi, cmpf) */
  EW_SYNTAX_CLAMP,     /* %x to [%lo, %hi] (math.clampf) */
} EwSyntax;

/* How the types after ':' give the operand and result types. */
typedef enum EwTypeForm {
  EW_TYPES_SAME,        /* : T         every operand and result is T */
  EW_TYPES_BOOL_RESULT, /* : T         operands T, result i1 shaped like T */
  EW_TYPES_SELECT,      /* : T, : C, T condition C (default i1), values T */
  EW_TYPES_OPERANDS,    /* : T, U      operands T and U, result T */
  EW_TYPES_RESULTS,     /* : T, B      operands T, results T and B */
  EW_TYPES_CAST,        /* : T to U */
  EW_TYPES_SCALING,     /* : T, S to U */
  EW_TYPES_PART,        /* : C         operand C (complex), result its
                                       element type (complex.re, abs) */
  EW_TYPES_CREATE,      /* : C         operands C's element type, result C */
} EwTypeForm;

/* Optional modifiers, parsed and printed in this order. */
enum {
  EW_MOD_ROUNDING = 1 << 0,      /* rounding mode keyword: roundingmode */
  EW_MOD_FASTMATH = 1 << 1,      /* fastmath<...>, default none (elided) */
  EW_MOD_FASTMATH_OPT = 1 << 2,  /* fastmath<...>, optional: printed when
                                    present, even fastmath<none> */
  EW_MOD_FASTMATH_DICT = 1 << 3, /* fastmath only in the attribute dict,
                                    elided there when none */
  EW_MOD_OVERFLOW = 1 << 4,      /* overflow<...>, default none (elided) */
  EW_MOD_EXACT = 1 << 5,         /* exact: unit attribute isExact */
};

/* MLIR traits checked by ew_verify beyond operand and result types. */
enum {
  EW_CHECK_SAME_TYPE = 1 << 0,     /* SameOperandsAndResultType */
  EW_CHECK_SAME_OPERANDS = 1 << 1, /* SameTypeOperands */
  EW_CHECK_SAME_SHAPE = 1 << 2,    /* SameOperandsAndResultShape */
  EW_CHECK_BOOL_RESULT = 1 << 3,   /* result is i1 of operand 0's shape */
  EW_CHECK_CONDITION = 1 << 4,     /* select: i1 or same-shape condition */
  EW_CHECK_TENSOR_DIMS = 1 << 5,   /* input and output tensor dims match */
};

/* The element rule of a cast op (MLIR's areCastCompatible). */
typedef enum EwCastRule {
  EW_CAST_NONE,
  EW_CAST_INT_WIDER,      /* extsi, extui */
  EW_CAST_INT_NARROWER,   /* trunci */
  EW_CAST_FLOAT_WIDER,    /* extf, scaling_extf */
  EW_CAST_FLOAT_NARROWER, /* truncf, scaling_truncf */
  EW_CAST_ANY,            /* sitofp & co.: the type constraints suffice */
  EW_CAST_INDEX,          /* index_cast(ui): index <-> signless integer */
  EW_CAST_BITCAST,        /* same bit width */
} EwCastRule;

/* The keywords of an i64 enum attribute written as a keyword (cmpi's
 * predicate): names[i] stands for value i. */
typedef struct EwKeywords {
  const char *const *names;
  unsigned num;
} EwKeywords;

/* Bits of EwOpSpec.match: operands 0-2 and results 0-1. */
#define EW_OPERAND(i) (1u << (i))
#define EW_RESULT(i) (1u << (3 + (i)))

typedef struct EwOpSpec {
  EwSyntax syntax;
  EwTypeForm types;
  unsigned num_operands, num_results;
  unsigned mods;   /* EW_MOD_* */
  unsigned checks; /* EW_CHECK_* */
  /* ODS type constraints (NULL: any type). */
  const DuTypeConstraint *operands[3], *results[2];
  EwCastRule cast;
  /* AllTypesMatch: the values in match must have one type; match_names
   * lists them for the message ("lhs, rhs, sum"). */
  unsigned match;
  const char *match_names;
  const EwKeywords *predicate; /* EW_SYNTAX_PREDICATE only */
  /* The first type after ':' must be a complex type: MLIR's parser
   * reports any other kind there (the complex dialect's ops). */
  bool complex_type;
} EwOpSpec;

/* Type constraints of the two dialects, with ODS's descriptions. */
extern const DuTypeConstraint ew_int_like;        /* signless int or index */
extern const DuTypeConstraint ew_fixed_int_like;  /* signless int */
extern const DuTypeConstraint ew_float_like;
extern const DuTypeConstraint ew_bool_like;       /* i1 */
extern const DuTypeConstraint ew_index_castable;  /* int-like or memref */
extern const DuTypeConstraint ew_bitcastable;     /* int/float or memref */

/* Rows for the common forms. */
#define EW_UNARY(tc_, mods_)                                                 \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 1,  \
   .num_results = 1, .mods = (mods_), .checks = EW_CHECK_SAME_TYPE,          \
   .operands = {&(tc_)}, .results = {&(tc_)}}
#define EW_BINARY(tc_, mods_)                                                \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 2,  \
   .num_results = 1, .mods = (mods_), .checks = EW_CHECK_SAME_TYPE,          \
   .operands = {&(tc_), &(tc_)}, .results = {&(tc_)}}
#define EW_TERNARY(tc_, mods_)                                               \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_SAME, .num_operands = 3,  \
   .num_results = 1, .mods = (mods_), .checks = EW_CHECK_SAME_TYPE,          \
   .operands = {&(tc_), &(tc_), &(tc_)}, .results = {&(tc_)}}
#define EW_CAST(from_, to_, rule_, mods_)                                    \
  {.syntax = EW_SYNTAX_OPERANDS, .types = EW_TYPES_CAST, .num_operands = 1,  \
   .num_results = 1, .mods = (mods_),                                        \
   .checks = EW_CHECK_TENSOR_DIMS | EW_CHECK_SAME_SHAPE,                     \
   .operands = {&(from_)}, .results = {&(to_)}, .cast = (rule_)}

/* The hooks, given the op's row. */
IrOp *ew_build(OpParser *p, const EwOpSpec *spec);
void ew_print(IrPrinter *p, IrOp *op, const EwOpSpec *spec);
bool ew_verify(IrContext *ctx, IrOp *op, const EwOpSpec *spec);

/* Checks that op has no regions or successors, num_operands operands and
 * num_results results, with MLIR's messages ("requires a single operand",
 * "expected 2 results", ...). */
bool ew_verify_counts(IrContext *ctx, const IrOp *op, unsigned num_operands,
                      unsigned num_results);
/* True for a vector type with a scalable dimension. */
bool ew_type_is_scalable(const IrType *t);
/* i1, or a vector/tensor/memref of i1 with t's shape (MLIR's
 * getI1SameShape). */
IrType *ew_i1_same_shape(IrContext *ctx, IrType *t);

/* The fastmath<...> flags for ops outside arith and math: reads an
 * optional "fastmath<flags>" item into attrs as "fastmath" (kept even when
 * none); prints " fastmath<flags>" unless the op's flags are none; tells a
 * valid #arith.fastmath<...> attribute. */
bool ew_parse_fastmath(ItemCursor *c, AttrVec *attrs);
void ew_print_fastmath(IrPrinter *p, IrOp *op);
bool ew_is_fastmath(const IrAttr *a);

#endif
