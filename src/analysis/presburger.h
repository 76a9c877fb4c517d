/*
 * presburger.h - affc's glue to isl. Private to src/analysis: passes see
 * deps.h only, and no isl type appears in src/ir or in passes' headers.
 *
 * Spaces: the iteration domain of an access is a set with one dimension per
 * enclosing induction variable (outermost first) and one parameter per
 * symbol (an isl_id whose user pointer is the symbol's IrValue, so the
 * symbols of two accesses line up by SSA value). An access relation maps
 * that domain to memref coordinates; a dependence relation maps source
 * iterations to destination iterations.
 *
 * Ownership follows isl: __isl_take arguments are consumed, __isl_keep
 * ones borrowed, and __isl_give results are the caller's to free.
 *
 * Work bound: every question starts with pres_begin(); isl counts its
 * operations from there, and once the context's bound is passed each isl
 * call fails, which the functions below report as "unknown".
 */
#ifndef AFFC_ANALYSIS_PRESBURGER_H
#define AFFC_ANALYSIS_PRESBURGER_H

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/set.h>

#include "access_model.h"
#include "deps.h"

/* A three-valued answer. */
typedef enum PresTruth {
  PRES_FALSE,
  PRES_TRUE,
  PRES_UNKNOWN, /* the work bound was reached */
} PresTruth;

/* A new isl context that fails quietly once max_operations isl operations
 * have been spent since the last pres_begin (0: no bound). */
isl_ctx *pres_ctx_create(unsigned long max_operations);
/* Starts a question: resets the operation count and any error. */
void pres_begin(isl_ctx *ctx);
/* True when the last failure was the work bound. */
bool pres_out_of_budget(isl_ctx *ctx);

/* The isl form of e on local space ls: dim k of e is set dimension k, and
 * symbol k parameter k. NULL when MLIR's flattener rejects e: a product of
 * two non-constant terms, or a mod/floordiv/ceildiv whose right-hand side
 * is not a constant, or is not positive (constant operands fold first, as
 * MLIR's expression builders fold them). */
__isl_give isl_aff *pres_aff(__isl_keep isl_local_space *ls,
                             const IrAffineExpr *e);

/* The iteration domain of m; NULL when an expression of m cannot be
 * flattened, a step is not positive, or the work bound is reached. */
__isl_give isl_set *pres_domain(isl_ctx *ctx, const AccessModel *m);
/* The access relation of m: its domain mapped to the elements it touches.
 * NULL in the cases pres_domain fails, and for subscripts that cannot be
 * flattened. */
__isl_give isl_map *pres_access_relation(isl_ctx *ctx, const AccessModel *m);

/* The dependence relation from an access with relation src to one with
 * relation dst: the pairs of iterations touching a common element. */
__isl_give isl_map *pres_dependence(__isl_keep isl_map *src,
                                    __isl_keep isl_map *dst);
/* dep with MLIR's ordering constraints at `depth` for n_common common
 * loops: the first min(n_common, depth) destination ivs equal the source
 * ones, except that at depth <= n_common the one at depth is greater. */
__isl_give isl_map *pres_order(__isl_take isl_map *dep, unsigned n_common,
                               unsigned depth);

/* The pairs of dep whose first n_common dims are equal (the loops around
 * both) and whose destination's next `depth` dims come lexicographically
 * before its source's: what running each source iteration together with
 * the destination iterations that share those dims would put in the
 * wrong order. */
__isl_give isl_map *pres_prefix_reversed(__isl_take isl_map *dep,
                                         unsigned n_common, unsigned depth);

/* Whether map has no integer point. */
PresTruth pres_is_empty(__isl_keep isl_map *map);
/* For k < n_common, out[k].lb and .ub: the least and greatest value of
 * (destination dim k - source dim k) over dep's integer points, with
 * DEP_NEG_INF/DEP_POS_INF for no bound; dep must not be empty. The first
 * n_equal components are known to be 0 (the ordering constraints equate
 * them) and are not solved for. Leaves out[k].loop alone. Returns false
 * when the work bound is reached. */
bool pres_components(__isl_keep isl_map *dep, unsigned n_common,
                     unsigned n_equal, DepComponent *out);

/* The conjunction of num_rows rows of num_vars + 1 integers each
 * (coefficients of the set dimensions, then the constant), row r meaning
 * == 0 when eq[r], else >= 0; no parameters. */
__isl_give isl_basic_set *pres_rows_set(isl_ctx *ctx, unsigned num_vars,
                                        unsigned num_rows, const int64_t *rows,
                                        const bool *eq);
/* out->lb and ->ub: the least and greatest value of (dim b - dim a) over
 * set's integer points (DEP_NEG_INF/DEP_POS_INF for no bound); set must
 * not be empty. Returns false when the work bound is reached. */
bool pres_span(__isl_keep isl_set *set, unsigned a, unsigned b,
               DepComponent *out);

/* The integer value of v (freed) in *out; false when v is not one. */
bool pres_int(__isl_take isl_val *v, int64_t *out);
/* aff (kept), whose space has n input dimensions, as an affine expression:
 * input dimension k becomes dim k, and each parameter a symbol, its
 * IrValue appended to *syms (*num_syms of them) when not there yet. NULL
 * when aff uses a division or a fraction, or a parameter while syms is
 * NULL. */
IrAffineExpr *pres_expr(IrContext *ctx, __isl_keep isl_aff *aff, unsigned n,
                        IrValue ***syms, unsigned *num_syms);
#endif
