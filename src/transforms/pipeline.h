/*
 * pipeline.h - which passes run, in which order: the -O levels and
 * --passes=<list>.
 *
 * A list is MLIR's textual pipeline: pass names separated by commas, each
 * with options in braces, `affine-parallelize{max-nested=1
 * parallel-reductions=true}`; MLIR's nesting wrappers `builtin.module(...)`
 * and `func.func(...)` may surround it (every pass here runs on each
 * func.func). The levels:
 *   -O0  nothing: the faithful translation (the default)
 *   -O1  compose-affine-maps and remove-dead-ops, then affine-parallelize
 *        as affc runs it (see README, "Passes"): the outermost parallel
 *        loop of each nest, reductions that keep the input's exact bits,
 *        and all of them with --parallel-reductions
 *   -O2, -O3  as -O1 until fusion and the scheduler join them
 */
#ifndef AFFC_TRANSFORMS_PIPELINE_H
#define AFFC_TRANSFORMS_PIPELINE_H

#include <stdio.h>

#include "ir/stream.h"
#include "pass.h"

typedef struct Pipeline {
  unsigned num;
  Pass *passes;     /* malloc'ed */
  bool remarks;     /* --remarks: the passes say what they did */
  bool verify_each; /* verify after every pass */
} Pipeline;

/* Appends the passes of list to pl. On a syntax error, an unknown pass
 * or option or a bad value, prints "affc: error: ..." with what is known
 * and returns false. */
bool pipeline_parse(Pipeline *pl, const char *list);
/* Appends the passes of optimization level 0..3. */
void pipeline_add_level(Pipeline *pl, int level, bool parallel_reductions);
/* Runs every pass on every func.func of module, verifying the module
 * after each pass when pl->verify_each. Returns false after an error. */
bool pipeline_run(const Pipeline *pl, IrContext *ctx, IrOp *module);
/* Makes the stream of ctx (ir/stream.h) run every pass of pl, in turn,
 * on each function it streams, verifying the function after each when
 * pl->verify_each; pl lasts as long as ctx. Without remarks only: they
 * would come function by function, not pass by pass. */
void pipeline_stream(const Pipeline *pl, IrContext *ctx);
void pipeline_free(Pipeline *pl);
/* Lists the passes, their options and the levels (--help). */
void pipeline_print_help(FILE *out);

#endif
