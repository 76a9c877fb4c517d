/*
 * scalar_expand.h - the values loops carry (iter_args) kept in memory
 * instead, one element per iteration of the loops around the loop
 * (scalar expansion, as Polly and PPCG do it), so that the polyhedral
 * scheduler can model a reduction's loops and reorder them: mvt's
 * x2[i] += A[j][i] * y[j], written with the sum of each i carried by the
 * j loop, becomes a buffer of one sum per i that the scheduler may update
 * with i innermost, stride 1 in A.
 *
 * An expansion can be undone: the scheduler expands a nest, and puts the
 * original back when it does not schedule it after all.
 */
#ifndef AFFC_TRANSFORMS_SCALAR_EXPAND_H
#define AFFC_TRANSFORMS_SCALAR_EXPAND_H

#include <isl/ctx.h>

#include "ir/ir.h"

/* A nest whose loops' iter_args went to memory. */
typedef struct ExpandedNest {
  IrOp *nest;       /* the nest, rewritten in place */
  IrOp *original;   /* a detached copy of the nest as it was */
  unsigned num_buffers;
  IrOp **allocs;    /* the buffers' memref.alloc ops */
} ExpandedNest;

/* Expands the iter_args of every affine.for nested in nest (an op without
 * results). Returns false, changing nothing, when there is none, or one
 * cannot be: not an integer, index or float value, or the loops around it
 * have a range that depends on a symbol, or its buffer would pass
 * max_elements. Each buffer is allocated at the start of nest's block
 * (where it does not stand between two nests the scheduler could fuse)
 * and freed before the block's terminator. */
bool scalar_expand_nest(IrContext *ctx, isl_ctx *ictx, IrOp *nest,
                        int64_t max_elements, ExpandedNest *out);

/* Puts e's original nest back in place of the expanded one, without the
 * buffers. */
void scalar_expand_undo(ExpandedNest *e);

/* Keeps the expansion: drops the original copy. */
void scalar_expand_keep(ExpandedNest *e);

#endif
