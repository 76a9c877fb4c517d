/*
 * access_model.h - a memory access seen as MLIR's dependence analysis sees
 * it, still in affc's IR terms. Private to src/analysis.
 *
 * For an access op the model lists the induction variables of the loops
 * around it (affine.for and affine.parallel, outermost first), the
 * symbols its bounds, guards and subscripts use, and every affine
 * expression that shapes its iteration domain or its subscripts, fully
 * composed through affine.apply and constants (MLIR's
 * fullyComposeAffineMapAndOperands). In those expressions dim k is
 * ivs[k] and symbol k is syms[k]. presburger.c turns a model into isl
 * sets and maps; nothing here knows isl.
 *
 * Everything a model points to lives in the IrContext's arena.
 */
#ifndef AFFC_ANALYSIS_ACCESS_MODEL_H
#define AFFC_ANALYSIS_ACCESS_MODEL_H

#include "ir/ir.h"

/* The range of induction variable `iv`: max(lbs) <= iv < min(ubs), and
 * iv - max(lbs) a multiple of step. */
typedef struct AmBound {
  unsigned iv;
  unsigned num_lbs, num_ubs;
  IrAffineExpr **lbs, **ubs;
  int64_t step;
} AmBound;

/* The condition of an enclosing affine.if: every exprs[i] >= 0 (== 0 when
 * is_eq[i]) holds, or, for an op in the else region (negate), not all of
 * them hold. */
typedef struct AmGuard {
  unsigned num;
  IrAffineExpr **exprs;
  const bool *is_eq;
  bool negate;
} AmGuard;

typedef struct AccessModel {
  IrOp *op;
  IrValue *memref;
  bool is_write;
  unsigned num_ivs, num_syms;
  IrValue **ivs;   /* enclosing induction variables, outermost first */
  IrValue **syms;  /* terminal symbols, in order of first use */
  AmBound *bounds; /* one per iv */
  unsigned num_guards;
  AmGuard *guards;
  /* The element accessed, one subscript per memref dimension (rank of
   * them); a vector access also covers extents[d] consecutive elements
   * from subscript d (extents is NULL for single elements). A DMA touches
   * any element of its memref (whole), without subscripts. */
  unsigned rank;
  IrAffineExpr **subscripts;
  int64_t *extents;
  bool whole;
  /* Where the op sits: the region of its closest non-affine ancestor
   * (MLIR's getAffineAnalysisScope), and the blocks from the op's own
   * outwards up to the first one directly inside an affine scope, each
   * with the op's ancestor in it (ancestors[0] is op). */
  IrRegion *scope;
  unsigned num_blocks;
  IrBlock **blocks;
  IrOp **ancestors;
} AccessModel;

/* Which ops count as accesses. */
typedef enum AmKind {
  AM_LOAD_STORE,  /* affine.load and affine.store (what MLIR's test pass sees) */
  AM_ALL,         /* also affine.vector_load/store and affine.dma_start/wait */
} AmKind;

/* True when op is an access of the given kind. */
bool am_is_access(const IrOp *op, AmKind kind);

/* Builds the model of access op (am_is_access(op, AM_ALL)) into *out; a
 * DMA op yields one model per memref it touches, selected by `which`
 * (0 .. am_num_parts(op) - 1). Returns false for other ops. */
bool am_build(IrContext *ctx, IrOp *op, unsigned which, AccessModel *out);
/* The part of a model that any op has: where it sits and the loops and
 * guards around it, without memref or subscripts. False when a bound or
 * guard cannot be composed. */
bool am_build_domain(IrContext *ctx, IrOp *op, AccessModel *out);
/* True when op allocates a memref (memref.alloc, memref.alloca). */
bool am_is_alloc(const IrOp *op);

/* True when op's memory effects are known to the analysis: an access it
 * models, a structure it looks into, an allocation, or an op free of
 * memory effects. */
bool am_effects_known(const IrOp *op);

/* How many models am_build makes for op: 1 for loads and stores, one per
 * memref operand for DMA ops. */
unsigned am_num_parts(const IrOp *op);

/* Calls fn on root and every op nested in it, in program order (parents
 * before their bodies). */
void am_walk(IrOp *root, void (*fn)(IrOp *op, void *arg), void *arg);

/* The number of leading induction variables two accesses share (MLIR's
 * getNumCommonSurroundingLoops). */
unsigned am_common_ivs(const AccessModel *a, const AccessModel *b);

/* Whether a and b have a closest common block inside their affine scope
 * (MLIR's getCommonBlockInAffineScope); when they do, *a_first tells
 * whether a's ancestor in it comes strictly before b's. */
bool am_common_block_order(const AccessModel *a, const AccessModel *b,
                           bool *a_first);

#endif
