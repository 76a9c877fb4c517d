/*
 * flop_count.h - how many floating-point operations a function runs, for
 * reports of GFLOP/s (--emit=bench).
 *
 * Counted as is usual for kernels: each addf, subf, mulf, divf, remf,
 * maximumf, minimumf, maxnumf and minnumf is one operation per element,
 * math.fma two; negations, compares and conversions none.
 */
#ifndef AFFC_ANALYSIS_FLOP_COUNT_H
#define AFFC_ANALYSIS_FLOP_COUNT_H

#include "ir/ir.h"

/* The floating-point operations one call of func runs, or -1 when it
 * cannot be counted from the IR alone: a loop around one of them whose
 * trip count is not a constant, one under a condition (affine.if, scf.if,
 * a branch), or a call. */
double flop_count(IrContext *ctx, const IrOp *func);

#endif
