/*
 * dep_memo.h - the memo of dependence answers (deps.h: DepMemo), as the
 * analysis uses it. Private to src/analysis (deps.c).
 *
 * A key is an array of integers that fixes a question entirely (its
 * integer rows, dep_rows.h: dr_question_key); equal keys ask the same
 * question, so a found answer is the answer.
 */
#ifndef AFFC_ANALYSIS_DEP_MEMO_H
#define AFFC_ANALYSIS_DEP_MEMO_H

#include "deps.h"

/* True, with *answer and comps[0..n) (their loops left alone), when the
 * memo holds the answer of key[0..len). */
bool dep_memo_find(DepMemo *memo, const int64_t *key, size_t len,
                   DepAnswer *answer, DepComponent *comps, unsigned n);
/* Keeps the answer (and comps[0..n)) of key[0..len). */
void dep_memo_add(DepMemo *memo, const int64_t *key, size_t len,
                  DepAnswer answer, const DepComponent *comps, unsigned n);

#endif
