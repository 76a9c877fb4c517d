/*
 * layout_extent.h - the range of a memref layout map over the memref's
 * indices, which sizes the buffer of a memref whose layout map is not
 * strided (the normalized memref of MLIR's --normalize-memrefs).
 *
 * MLIR's normalizeMemRefType bounds each result of the map over the
 * logical index space 0 <= d_i < size_i, every symbol free: it flattens
 * the map (a local variable q = floor(e / c) for each division, with
 * c*q <= e <= c*q + c - 1), projects out the indices and the symbols
 * (Fourier-Motzkin) and reads a constant upper bound; the physical size
 * of a result is that bound plus one. Fourier-Motzkin bounds the rational
 * points, so the bound here is the greatest value over the rational
 * points of the same system, rounded down: (d0 mod 4) over 2 indices is
 * bounded by 3, not 1. Buffers must have MLIR's shape to share its ABI.
 */
#ifndef AFFC_ANALYSIS_LAYOUT_EXTENT_H
#define AFFC_ANALYSIS_LAYOUT_EXTENT_H

#include "ir/ir.h"

/* The least value (*lo, exact) and MLIR's upper bound (*hi) of result r
 * of layout map m over the indices of a memref of the given shape
 * (m->num_dims sizes, positive, or IR_DYNAMIC for a size r does not
 * use), every symbol of m taking any value. False when a bound is
 * infinite (a symbol moves it) or an expression of m is not pure affine. */
bool layout_result_range(IrContext *ir, const IrAffineMap *m,
                         const int64_t *shape, unsigned r, int64_t *lo,
                         int64_t *hi);

/* True when layout map m (without symbols) sends no two indices of a
 * memref of the given shape (positive sizes; IR_DYNAMIC: any size) to the
 * same place;
 * *known is false when the question could not be answered (an expression
 * is not pure affine, or the work bound was reached). */
bool layout_is_injective(const IrAffineMap *m, const int64_t *shape,
                         bool *known);

/* A memref of dynamic size: MLIR normalizes it only when its layout map
 * is a tiling, as MLIR's getTileSizePos sees one: some result is
 * `X floordiv C` and X occurs in the other results only as one `X mod C`
 * (and no floordiv's X occurs otherwise). A result that uses a dynamic
 * size is then sized at run time, from the memref's sizes: `X floordiv C`
 * as X ceildiv C, `X mod C` as C, any other result as its own value,
 * each over the sizes instead of the indices. */

/* For such a map m (without symbols) and shape (IR_DYNAMIC for '?'):
 * sizes[r] (room for m->num_results) gets the size of result r as an
 * expression over the memref's sizes (dim i: size i; static sizes folded
 * in), or NULL when r uses no dynamic size (layout_result_range bounds
 * it). False when m is no tiling: MLIR leaves the memref as it is. */
bool layout_dynamic_sizes(IrContext *ir, const IrAffineMap *m,
                          const int64_t *shape, IrAffineExpr **sizes);

/* True when for all sizes, result r of m stays in [0, size) (size from
 * layout_dynamic_sizes) at every index, and size is never negative: MLIR
 * sizes some results too small (a floordiv without its mod), and then
 * elements would fall outside the buffer. *known is false when the
 * question could not be answered. */
bool layout_size_holds(IrContext *ir, const IrAffineMap *m,
                       const int64_t *shape, unsigned r,
                       IrAffineExpr *size, bool *known);

#endif
