/*
 * affine_ops.h - private to the affine dialect's files.
 *
 * affine.c holds the op table with the build and print hooks; the verify
 * hooks it names live in affine_verify.c; the dimension/symbol rules and
 * the accessors of affine.h in affine_rules.c. This header is what those
 * files share beyond affine.h.
 */
#ifndef AFFC_DIALECTS_AFFINE_OPS_H
#define AFFC_DIALECTS_AFFINE_OPS_H

#include "dialect.h"

/* Verify hooks of the op table (MLIR's verifiers, with its messages). */
bool affine_verify_apply(IrContext *ctx, IrOp *op);
bool affine_verify_min_max(IrContext *ctx, IrOp *op);
bool affine_verify_load(IrContext *ctx, IrOp *op);
bool affine_verify_store(IrContext *ctx, IrOp *op);
bool affine_verify_vector_load(IrContext *ctx, IrOp *op);
bool affine_verify_vector_store(IrContext *ctx, IrOp *op);
bool affine_verify_prefetch(IrContext *ctx, IrOp *op);
bool affine_verify_dma_start(IrContext *ctx, IrOp *op);
bool affine_verify_dma_wait(IrContext *ctx, IrOp *op);
bool affine_verify_for(IrContext *ctx, IrOp *op);
bool affine_verify_if(IrContext *ctx, IrOp *op);
bool affine_verify_parallel(IrContext *ctx, IrOp *op);
bool affine_verify_yield(IrContext *ctx, IrOp *op);
bool affine_verify_linearize(IrContext *ctx, IrOp *op);
bool affine_verify_delinearize(IrContext *ctx, IrOp *op);

/* Number of inputs (dimensions, then symbols) of map m. */
static inline unsigned affine_map_inputs(const IrAffineMap *m) {
  return m->num_dims + m->num_symbols;
}

/* Reads the group sizes of an affine.parallel bound (lowerBoundsGroups, an
 * elements attribute of i32, possibly a splat) into a new array of *n
 * values (ir_temp_alloc). Returns false when a is absent or not such an
 * attribute. */
bool affine_groups_get(IrContext *ctx, const IrAttr *a, int64_t **v,
                       unsigned *n);

#endif
