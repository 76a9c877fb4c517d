/*
 * element_access.h - what the passes that move values out of memory
 * (affine-scalrep, affine-register-promotion) ask of loads and stores:
 * which element one touches, and whether an op may touch a memref.
 *
 * "The same element" is the same memref value, map and map operands
 * (compose-affine-maps makes equal subscripts so). Two memrefs may alias
 * unless their bases (through views) differ and one is an allocation of
 * this function, as MLIR's local alias analysis tells its passes: two
 * function arguments may be one buffer.
 */
#ifndef AFFC_TRANSFORMS_ELEMENT_ACCESS_H
#define AFFC_TRANSFORMS_ELEMENT_ACCESS_H

#include "dialects/affine.h"

/* The memref op accesses as a scalar affine.load or affine.store (the
 * parts in *a), or NULL. */
IrValue *scalar_access(const IrOp *op, AffineAccess *a);

/* True when loads or stores x and y name the same element. */
bool same_element(const IrOp *x, const IrOp *y);

/* True when op (or an op nested in it) may read (reads) or write memref
 * m: a load (a store) of it or of a memref that may alias it, or an op
 * with effects the passes do not know (a call, a copy ...). */
bool may_access(const IrOp *op, const IrValue *m, bool reads);

#endif
