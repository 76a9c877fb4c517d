/*
 * deps_quick.h - subscript tests that prove two accesses independent
 * before isl is asked. Private to src/analysis (deps.c).
 *
 * Most questions a pass asks have a plain answer in one subscript: A[i]
 * against A[i] cannot meet in two iterations of the i loop, A[2i]
 * against A[2i + 1] never meet. Building isl relations for them is
 * almost all of -O1's time, so these tests answer first. They only ever
 * answer "independent" when the subscripts alone prove it, so isl's
 * answer is the same; anything else goes to isl.
 */
#ifndef AFFC_ANALYSIS_DEPS_QUICK_H
#define AFFC_ANALYSIS_DEPS_QUICK_H

#include "access_model.h"

/* True when isl can model every bound, guard and subscript of m (where
 * it cannot, the analysis fails, as MLIR's does, and the answer must
 * stay a failure): dq_independent may only be asked about such models. */
bool dq_model_is_affine(const AccessModel *m);

/* True when no iteration of src and later (at depth, as in dep_check)
 * iteration of dst touch the same element, judged from one subscript
 * dimension: its difference is a nonzero constant, or its coefficients'
 * gcd does not divide the constant, or it forces the two iterations of
 * the loop at `depth` to be the same or in the wrong order. The first
 * n_common induction variables of src and dst are the same loops. Its
 * time grows with the subscripts, not with the loops around them. */
bool dq_independent(const AccessModel *src, const AccessModel *dst,
                    unsigned n_common, unsigned depth);

#endif
