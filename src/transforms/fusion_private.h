/*
 * fusion_private.h - private buffers for the memrefs a fusion made local
 * to one nest (affine-loop-fusion's createPrivateMemRef step), in
 * fusion_private.c; used by affine_loop_fusion.c only.
 */
#ifndef AFFC_TRANSFORMS_FUSION_PRIVATE_H
#define AFFC_TRANSFORMS_FUSION_PRIVATE_H

#include "pass.h"

/* Where a private buffer lives: MLIR's fusion-fast-mem-space (0: the
 * memref's own space) for buffers of at most local_buf_bytes bytes. */
typedef struct FusionMemSpace {
  uint64_t fast_space;
  uint64_t local_buf_bytes;
} FusionMemSpace;

/* After a producer was fused into nest at depth: each of the n memrefs
 * it wrote and the consumer read that the function allocates and only
 * nest uses becomes a buffer holding what one iteration of nest's outer
 * `depth` loops touches, where the dependence analysis proves that exact
 * (dep_private_buffer); a remark says which, or why not. */
void fusion_privatize(Pass *pass, IrOp *nest, unsigned depth,
                      IrValue **memrefs, unsigned n, FusionMemSpace space);

#endif
