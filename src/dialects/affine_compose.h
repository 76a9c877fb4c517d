/*
 * affine_compose.h - folding the affine.apply ops and index constants that
 * feed an affine map (or integer set) into the map itself, as MLIR's
 * fullyComposeAffineMapAndOperands and canonicalizeMapAndOperands do.
 *
 * map(%a, %b) with %a = affine.apply (d0) -> (d0 + 1)(%i) and
 * %b = arith.constant 4 becomes (d0) -> (d0 + 1 + 4 ...)(%i): the operand
 * list then holds only values that no affine.apply or constant defines,
 * each once, and only those the expressions still use. An operand in a
 * dimension position stays a dimension and one in a symbol position a
 * symbol, and so do the operands of the affine.apply that defines it (an
 * apply whose result is a valid symbol has only valid symbols as
 * operands), so the composed map is valid wherever the original was.
 */
#ifndef AFFC_DIALECTS_AFFINE_COMPOSE_H
#define AFFC_DIALECTS_AFFINE_COMPOSE_H

#include "affine.h"

/* Expressions over dims and symbols with their operands (dims first). */
typedef struct AffineExprs {
  unsigned num_exprs;
  IrAffineExpr **exprs;
  unsigned num_dims, num_syms;
  IrValue **operands;
} AffineExprs;

/* Composes in (see above) into *out (arrays in the context's arena, or
 * in's own when nothing changes). Returns whether anything changed: an
 * operand folded, merged or dropped. */
bool affine_compose(IrContext *ctx, const AffineExprs *in, AffineExprs *out);

#endif
