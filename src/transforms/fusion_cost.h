/*
 * fusion_cost.h - MLIR's cost model for affine-loop-fusion
 * (isFusionProfitable with getFusionComputeCost), in fusion_cost.c; used
 * by affine_loop_fusion.c only.
 */
#ifndef AFFC_TRANSFORMS_FUSION_COST_H
#define AFFC_TRANSFORMS_FUSION_COST_H

#include "analysis/deps.h"

/* One depth src may fuse into dst at: into is dst's loop at that depth;
 * aligned when src's outer `depth` loops become dst's (one iteration of
 * them per slice), else slice bounds src's loops. slice also holds the
 * sizes of the producer's store (dep_fusion_slice) in either case. */
typedef struct FusionDepth {
  unsigned depth;
  IrOp *into;
  bool aligned;
  const DepSlice *slice;
} FusionDepth;

/* The depth of choices[0..n-1] (deepest first) MLIR's cost model picks
 * for fusing src into dst: of those whose extra op instances stay below
 * `tolerance` (a fraction of the unfused nests' own), the one whose
 * slice writes the fewest bytes of its store, if the bytes both nests
 * touch can be counted (dep_footprint_bytes); 0 when none, *why_not then
 * saying why. With no single store to model, the deepest. */
unsigned fusion_profitable_depth(DepAnalysis *da, IrOp *src, IrOp *dst,
                                 const FusionDepth *choices, unsigned n,
                                 double tolerance, const char **why_not);

#endif
