/*
 * affine_build.h - building affine ops in passes.
 *
 * Each builder makes the op through the op table, with the operands and
 * attributes laid out as the parser lays them out for the same text, so a
 * built op prints, verifies and emits like a parsed one. Ops with a body
 * take it from the caller (a block whose arguments are already right, as
 * when an affine.for becomes an affine.parallel) or get a new one: the
 * induction variables (and iter_args) as arguments, and an affine.yield
 * of the iter_args, or of nothing, as terminator. The caller of an
 * affine.parallel with reductions that asks for a new body must end it
 * with affine_build_yield of the reduced values itself.
 *
 * Built ops are detached: insert them with rewrite.h.
 */
#ifndef AFFC_DIALECTS_AFFINE_BUILD_H
#define AFFC_DIALECTS_AFFINE_BUILD_H

#include "affine.h"

/* A bound: map applied to operands (map->num_dims + num_symbols of them). */
typedef struct AffineBound {
  IrAffineMap *map;
  IrValue **operands;
} AffineBound;

/* The n bounds b[] as one map over their operands one after the other
 * (every bound's dims, then every bound's symbols): its results are all
 * theirs, in order; groups[d] (when groups is not NULL) gets the number
 * of results of b[d]. */
AffineBound affine_bound_concat(IrContext *ctx, unsigned n,
                                const AffineBound *b, int64_t *groups);

/* A new affine.for with loop's bounds and step and inits as its
 * iter_args, which takes loop's body (its arguments and its yield must
 * already match inits) and loop's place; the uses of loop's results go to
 * its first results, and loop is erased. Returns the new loop. Passes
 * that add or drop a loop's iter_args rebuild it so. */
IrOp *affine_for_rebuild(IrContext *ctx, IrOp *loop, unsigned num_inits,
                         IrValue **inits);

/* affine.for %iv = max(lb) to min(ub) step `step` iter_args(inits). */
IrOp *affine_build_for(IrContext *ctx, IrLocation loc, AffineBound lb,
                       AffineBound ub, int64_t step, unsigned num_inits,
                       IrValue **inits, IrBlock *body);

/* An affine.parallel of num_dims dimensions, dimension d from lbs[d] to
 * ubs[d] by steps[d] (a band: no bound may use the op's own induction
 * variables), with one reduction kind (AffineReduction) and result of
 * type types[k] each. */
IrOp *affine_build_parallel(IrContext *ctx, IrLocation loc, unsigned num_dims,
                            const AffineBound *lbs, const AffineBound *ubs,
                            const int64_t *steps, unsigned num_reductions,
                            const int64_t *kinds, IrType **types,
                            IrBlock *body);

/* affine.if set(operands) with empty then (and else, when with_else)
 * blocks ending in affine.yield; no results. */
IrOp *affine_build_if(IrContext *ctx, IrLocation loc, IrIntegerSet *set,
                      IrValue **operands, bool with_else);

/* affine.apply map(operands): map has one result. */
IrOp *affine_build_apply(IrContext *ctx, IrLocation loc, IrAffineMap *map,
                         IrValue **operands);

/* affine.load memref[map(operands)], one element. */
IrOp *affine_build_load(IrContext *ctx, IrLocation loc, IrValue *memref,
                        IrAffineMap *map, IrValue **operands);

/* affine.store value, memref[map(operands)]. */
IrOp *affine_build_store(IrContext *ctx, IrLocation loc, IrValue *value,
                         IrValue *memref, IrAffineMap *map,
                         IrValue **operands);

/* affine.yield of values. */
IrOp *affine_build_yield(IrContext *ctx, IrLocation loc, unsigned num,
                         IrValue **values);

#endif
