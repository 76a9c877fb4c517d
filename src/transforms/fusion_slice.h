/*
 * fusion_slice.h - running a slice of a producer nest inside a consumer
 * (affine-loop-fusion's fusion with slices, MLIR's
 * insertBackwardComputationSlice), in fusion_slice.c; used by
 * affine_loop_fusion.c only.
 */
#ifndef AFFC_TRANSFORMS_FUSION_SLICE_H
#define AFFC_TRANSFORMS_FUSION_SLICE_H

#include "analysis/deps.h"

/* Puts the producer nest src (moved when slice->whole, else a copy: src
 * stays for the iterations the slice leaves out) at the start of the
 * body of loop `into`, its outer loops bounded by slice (dep_fusion_slice
 * answered it for the consumer nest of into). Returns the nest put
 * there (its first op when its outer loops ran once and went). */
IrOp *fusion_insert_slice(IrContext *ctx, IrOp *src, IrOp *into,
                          const DepSlice *slice);

#endif
