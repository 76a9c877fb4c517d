/*
 * affine.h - what the affine dialect shares with later stages.
 *
 * The affine dialect (affine.c) declares its ops in the op table; this
 * header exports the rules and accessors that analyses, passes and the C
 * emitter need to read those ops without re-deriving MLIR's conventions:
 *
 *  - which SSA values may be bound to a dimension or a symbol of an affine
 *    map or integer set (MLIR's isValidDim / isValidSymbol, see the
 *    "Restrictions on Dimensions and Symbols" of the affine dialect);
 *  - where the map, memref and subscript operands of a memory access are;
 *  - the bounds, step and loop-carried values of an affine.for;
 *  - the reduction kinds of affine.parallel (arith's AtomicRMWKind).
 *
 * Everything here reads the IR only; nothing allocates or reports errors.
 */
#ifndef AFFC_DIALECTS_AFFINE_H
#define AFFC_DIALECTS_AFFINE_H

#include "../ir/ir.h"

/* ------------------------------------------------- dimensions and symbols */

/* The region held by the closest ancestor op of `op` that has the
 * IR_TRAIT_AFFINE_SCOPE trait and contains op, or NULL when there is none
 * (MLIR's getAffineScope). */
IrRegion *affine_scope_region(const IrOp *op);

/* True when v may be bound to a symbol at every use (MLIR's
 * isValidSymbol(Value)): an index value defined at the top level of an
 * affine scope, a constant, the result of a pure op whose operands are
 * valid symbols, or a dim op whose size is a valid symbol. For a use by an
 * op that sees v (the verifier has checked the IR), this is also MLIR's
 * isValidSymbol(v, getAffineScope(user)): affine scopes are isolated from
 * above. The cost does not depend on how deeply the use is nested. */
bool affine_is_valid_symbol(const IrValue *v);
/* True when v may be bound to a dimension (MLIR's isValidDim(Value)): a
 * valid symbol, an affine.for/affine.parallel induction variable, or the
 * result of affine.apply/linearize_index/delinearize_index on valid dims.
 * The same holds of a use as for affine_is_valid_symbol. */
bool affine_is_valid_dim(const IrValue *v);

/* True when v is the induction variable of an affine.for (its body's first
 * argument) or one of an affine.parallel's. */
bool affine_is_induction_var(const IrValue *v);
/* The affine.for whose induction variable is v, or NULL. */
IrOp *affine_for_of_iv(const IrValue *v);

/* ------------------------------------------------------ memory accesses */

/* Where the parts of an affine memory access live in its operand list.
 * The subscripts are map's results applied to operands first_index ..
 * first_index + map->num_dims + map->num_symbols - 1 (dims, then
 * symbols). value is the stored value's operand, or -1 for reads. */
typedef struct AffineAccess {
  IrAffineMap *map;
  unsigned memref;      /* operand number of the memref */
  unsigned first_index; /* operand number of the first map operand */
  int value;            /* stored value operand, -1 when none */
  bool is_write;        /* store, vector_store, prefetch ... write */
} AffineAccess;

/* Fills *out for affine.load, affine.store, affine.vector_load,
 * affine.vector_store and affine.prefetch. Returns false for other ops and
 * for ops whose map attribute is missing or does not match the operands. */
bool affine_access_get(const IrOp *op, AffineAccess *out);

/* ------------------------------------------------------------ loops */

/* The parts of an affine.for: lower bound max(lb_map(lb operands)), upper
 * bound min(ub_map(ub operands)), a positive step and the init values of
 * its loop-carried variables (operands first_init .. first_init+num_inits-1,
 * body arguments 1 .. num_inits). */
typedef struct AffineForBounds {
  IrAffineMap *lb_map, *ub_map;
  unsigned first_lb, first_ub, first_init, num_inits;
  int64_t step;
} AffineForBounds;

/* Fills *out for an affine.for; false for other ops or malformed ones. */
bool affine_for_get_bounds(const IrOp *op, AffineForBounds *out);

/* MLIR's constant trip count of affine.for loop (getConstantTripCount),
 * or false: its bounds are single results that differ by a constant (0 to
 * 64, %i to %i + 4), their operands told apart by value and by kind (%a
 * as a dim and %a as a symbol are two operands). */
bool affine_for_const_trip(IrContext *ctx, const IrOp *loop, int64_t *trip);

/* The parts of an affine.parallel with num_ivs induction variables: IV k
 * runs from max(lb_map results of group k) to min(ub_map results of group
 * k) by steps[k]. The groups are consecutive: group k holds lb_groups[k]
 * results of lb_map (ub_groups[k] of ub_map) after those of groups 0..k-1.
 * lb_map's operands start at operand first_lb, ub_map's at first_ub. The
 * arrays live in ctx's arena. */
typedef struct AffineParallelBounds {
  IrAffineMap *lb_map, *ub_map;
  unsigned first_lb, first_ub, num_ivs;
  int64_t *lb_groups, *ub_groups, *steps;
} AffineParallelBounds;

/* Fills *out for an affine.parallel; false for other ops or malformed
 * ones. */
bool affine_parallel_get_bounds(IrContext *ctx, const IrOp *op,
                                AffineParallelBounds *out);

/* The unit attribute the polyhedral scheduler puts on an innermost
 * affine.for (without iter_args) that carries no dependence: MLIR runs
 * the loop as it is, affc's C marks it `#pragma omp simd`, so that the C
 * compiler vectorizes it without proving it may. */
#define AFFINE_SIMD_ATTR "affc.simd"

/* ------------------------------------------------- parallel reductions */

/* The unit attribute affine-parallelize puts on an affine.for whose
 * iterations may run at once but for reductions into memory (deps.h,
 * dep_loop_array_reductions): MLIR runs the loop as it is, affc's C runs
 * it with OpenMP, each thread combining into its own copy of the memrefs
 * it reduces into. */
#define AFFINE_PARALLEL_REDUCTIONS_ATTR "affc.parallel_reductions"

/* arith's AtomicRMWKind, the reductions of affine.parallel; the values are
 * the integers stored in its "reductions" attribute. */
typedef enum AffineReduction {
  AFFINE_RED_ADDF,
  AFFINE_RED_ADDI,
  AFFINE_RED_ANDI,
  AFFINE_RED_ASSIGN,
  AFFINE_RED_MAXIMUMF,
  AFFINE_RED_MAXNUMF,
  AFFINE_RED_MAXS,
  AFFINE_RED_MAXU,
  AFFINE_RED_MINIMUMF,
  AFFINE_RED_MINNUMF,
  AFFINE_RED_MINS,
  AFFINE_RED_MINU,
  AFFINE_RED_MULF,
  AFFINE_RED_MULI,
  AFFINE_RED_ORI,
  AFFINE_RED_XORI,
  AFFINE_RED_COUNT,
} AffineReduction;

/* The spelling of reduction kind k ("addf", ...), or NULL when k is not a
 * kind. */
const char *affine_reduction_name(int64_t k);
/* The arith op reduction kind k applies ("arith.addf", ...), or NULL
 * (assign, or not a kind). */
const char *affine_reduction_op(int64_t k);
/* The kind whose op is arith op `name`, or -1. */
int affine_reduction_of_op(const char *name);
/* True when an affine.parallel result of type t may use reduction kind k
 * (MLIR's isResultTypeMatchAtomicRMWKind): MLIR 22 takes xori, maxnumf
 * and minnumf for no type, and the integer min/max kinds only for signed
 * or unsigned integers, which arith ops never produce. */
bool affine_reduction_accepts(int64_t k, const IrType *t);

#endif
