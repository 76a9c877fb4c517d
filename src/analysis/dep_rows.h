/*
 * dep_rows.h - dependence questions as rows of integers. Private to
 * src/analysis (deps.c).
 *
 * Building isl maps for an access and composing them for every pair was
 * almost all of -O1's time: isl simplifies after every step. Here an
 * access is flattened once into integer constraint rows (its iteration
 * domain and its subscripts, a floor division becoming an integer
 * variable q with c*q <= e <= c*q + c - 1), and a question about a pair
 * is the rows of both, side by side, plus the subscript equalities and
 * the ordering: isl gets one basic set per disjunct and only tests it.
 * The set is the one the isl maps describe (the symbols and the division
 * variables are existential there, plain variables here: the same
 * emptiness, the same bounds), so every answer is the same.
 *
 * The rows only take what they model exactly and cheaply: an expression
 * that is not plainly affine (MLIR's flattener may still take it, or
 * reject it: isl's own path decides), a coefficient past 64 bits, a
 * model wider than DR_MAX_VARS variables or a question of more than
 * DR_MAX_PIECES disjuncts is left to the isl maps (dr_model_build or
 * dr_pieces say so).
 */
#ifndef AFFC_ANALYSIS_DEP_ROWS_H
#define AFFC_ANALYSIS_DEP_ROWS_H

#include "access_model.h"

enum {
  DR_MAX_VARS = 256,  /* variables of one access's rows */
  DR_MAX_PIECES = 64, /* disjuncts of one question */
};

/* Rows of `width` integers: coefficients, then the constant; each row
 * == 0 (eq) or >= 0. */
typedef struct DrRows {
  unsigned width, num, cap;
  int64_t *coef;
  bool *eq;
} DrRows;

/* One access flattened. Its variables: the ivs of its model, its
 * symbols, then num_aux integers its divisions and steps introduce. Its
 * domain is `convex` and, for each choice, one of its alternatives (the
 * lower bound that is the greatest, for a step after several; the
 * condition that fails, in an else region). */
typedef struct DrModel {
  unsigned num_ivs, num_syms, num_aux;
  DrRows convex, alt_rows, subs;
  unsigned num_alts, num_choices;
  unsigned *alt_first;    /* num_alts + 1: alternative a is alt_rows
                             [alt_first[a], alt_first[a + 1]) */
  unsigned *choice_first; /* num_choices + 1, over the alternatives */
} DrModel;

/* Flattens access m into *out; false (nothing to free) when the rows do
 * not take it (see above). */
bool dr_model_build(const AccessModel *m, DrModel *out);
void dr_model_free(DrModel *dm);

/* A question about two accesses: the pairs (source iteration, destination
 * iteration) that touch one element, with either MLIR's ordering at
 * `depth` (pres_order) or, when `reversed`, pres_prefix_reversed's. */
typedef struct DrQuestion {
  const AccessModel *src_model, *dst_model;
  const DrModel *src, *dst;
  unsigned n_common, depth;
  bool reversed;
} DrQuestion;

/* A growing array of integers. */
typedef struct DrKey {
  size_t len, cap;
  int64_t *words;
} DrKey;

/* Sets *key to what fixes q's disjuncts (both flattened accesses, which
 * of their symbols are the same, the ordering), and `extra` words after:
 * two questions with the same key are the same question. */
void dr_question_key(const DrQuestion *q, const int64_t *extra,
                     unsigned num_extra, DrKey *key);

/* One disjunct of a question: a conjunction of rows over num_vars
 * variables; the ivs of common loop k are variables src_iv + k and
 * dst_iv + k. */
typedef struct DrPiece {
  const DrRows *rows;
  unsigned src_iv, dst_iv;
} DrPiece;

/* Calls fn on each disjunct of q until it returns false; returns false
 * when q has more than DR_MAX_PIECES disjuncts (fn not called), else
 * true. */
bool dr_pieces(const DrQuestion *q, bool (*fn)(const DrPiece *p, void *arg),
               void *arg);

#endif
