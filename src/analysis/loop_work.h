/*
 * loop_work.h - whether the iterations of a parallel loop do equal work.
 *
 * OpenMP deals a loop's iterations out in one block per thread by
 * default; when later iterations do more work than earlier ones (a
 * triangular nest: `for j < i`), that gives one thread most of it, and
 * the C emitter deals them out round-robin instead.
 */
#ifndef AFFC_ANALYSIS_LOOP_WORK_H
#define AFFC_ANALYSIS_LOOP_WORK_H

#include "ir/ir.h"

/* True when a loop nested in parallel op `band` (affine.parallel,
 * scf.parallel) runs a number of iterations that varies with band's
 * induction variables. For affine loops with one lower and one upper
 * bound expression the trip count (upper - lower) is what must vary: a
 * block `jj to jj + 250` does equal work in every iteration of jj. Other
 * loops vary when a bound does. Values computed from an induction
 * variable are followed a few ops back. */
bool loop_work_varies(IrContext *ctx, const IrOp *band);

#endif
