/*
 * emit_deps.c - --emit=deps: the dependence report of
 * `mlir-opt --test-memref-dependence-check`, line for line.
 *
 * Like MLIR's test pass, it numbers the affine.load and affine.store ops
 * of the whole module in program order and, for every ordered pair (i, j)
 * and every depth from 1 to (common loops + 1), prints
 *
 *   file:line:col: remark: dependence from i to j at depth d = <answer>
 *
 * at the source op, where <answer> is "false", "true" (a loop-independent
 * dependence, or no common loop), or one "[lb, ub]" per common loop; a
 * pair MLIR cannot analyse prints "file:line:col: error: dependence check
 * failed" instead. affc adds one answer MLIR never gives: "unknown" when
 * the work bound ran out; a warning at the end counts them. mlir-opt's
 * "note: see current operation" lines have no counterpart.
 */
#include "emit.h"

#include <inttypes.h>

#include "analysis/deps.h"
#include "ir/diag.h"

/* Writes one interval bound as MLIR's test pass spells it. */
static void put_bound(FILE *out, int64_t v) {
  if (v == DEP_NEG_INF)
    fputs("-inf", out);
  else if (v == DEP_POS_INF)
    fputs("+inf", out);
  else
    fprintf(out, "%" PRId64, v);
}

/* Writes what follows "= " for one question. */
static void put_answer(FILE *out, DepAnswer a, const DepComponent *comps,
                       unsigned n) {
  if (a == DEP_UNKNOWN || a == DEP_NONE) {
    fputs(a == DEP_NONE ? "false" : "unknown", out);
    return;
  }
  if (n == 0)
    fputs("true", out);
  for (unsigned k = 0; k < n; k++) {
    fputc('[', out);
    put_bound(out, comps[k].lb);
    fputs(", ", out);
    put_bound(out, comps[k].ub);
    fputc(']', out);
  }
}

/* The lines for source access i and destination access j. */
static void report_pair(DepAnalysis *da, FILE *out, IrOp **ops, unsigned i,
                        unsigned j) {
  IrLocation loc = ops[i]->loc;
  unsigned n = dep_common_loops(da, ops[i], ops[j]);
  DepComponent comps[n + 1];
  for (unsigned d = 1; d <= n + 1; d++) {
    unsigned n_comps = 0;
    DepAnswer a = dep_check(da, ops[i], ops[j], d, false,
                            d <= n ? comps : NULL, &n_comps);
    fprintf(out, "%s:%d:%d: ", loc.file, loc.line, loc.col);
    if (a == DEP_FAILURE) {
      fputs("error: dependence check failed\n", out);
      continue;
    }
    fprintf(out, "remark: dependence from %u to %u at depth %u = ", i, j, d);
    put_answer(out, a, comps, n_comps);
    fputc('\n', out);
  }
}

bool emit_deps(IrContext *ctx, IrOp *module, const EmitOptions *opts,
               FILE *out) {
  unsigned num;
  IrOp **ops = dep_collect_accesses(ctx, module, DEP_LOADS_STORES, &num);
  DepAnalysis *da = dep_analysis_create(ctx, NULL);
  for (unsigned i = 0; i < num; i++)
    for (unsigned j = 0; j < num; j++)
      report_pair(da, out, ops, i, j);
  unsigned long unknown = dep_unknown_count(da);
  if (unknown)
    ir_diag(ctx, IR_DIAG_WARNING, module->loc,
            "%lu dependence question%s answered 'unknown': the work bound "
            "was reached",
            unknown, unknown == 1 ? "" : "s");
  dep_analysis_destroy(da);
  return true;
}
