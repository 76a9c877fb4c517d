/*
 * memref_build.h - building memref ops in passes: the allocations of the
 * buffers a pass introduces, and their release. Built ops are detached:
 * insert them with rewrite.h.
 */
#ifndef AFFC_DIALECTS_MEMREF_BUILD_H
#define AFFC_DIALECTS_MEMREF_BUILD_H

#include "ir/ir.h"

/* `name`() : t, name being memref.alloc or memref.alloca, for a type of
 * static shape (no size operands). */
IrOp *memref_build_alloc(IrContext *ctx, const char *name, IrLocation loc,
                         IrType *t);

/* memref.dealloc memref. */
IrOp *memref_build_dealloc(IrContext *ctx, IrLocation loc, IrValue *memref);

#endif
