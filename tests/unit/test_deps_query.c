/*
 * test_deps_query.c - the query API of src/analysis/deps.h on a program
 * of small loops: which loops are parallel (with their reductions), the
 * dependence vectors of a nest, the conflicting accesses, read-after-read
 * on request, and "unknown" once the work bound runs out.
 *
 * The loops are numbered in program order (affine.for ops only); each
 * row of `loops` gives what dep_loop_is_parallel must answer.
 */
#include <stdio.h>
#include <string.h>

#include "analysis/deps.h"
#include "dialects/affine.h"
#include "ir/parse.h"

static const char program[] =
    "func.func @q(%A: memref<100xf32>, %B: memref<100xf32>,\n"
    "             %C: memref<8x8xf32>, %D: memref<8x8xf32>,\n"
    "             %E: memref<8x8xf32>, %tag: memref<1xi32>) -> f32 {\n"
    "  %cf = arith.constant 1.0 : f32\n"
    "  %zero = arith.constant 0.0 : f32\n"
    "  %c4 = arith.constant 4 : index\n"
    "  affine.for %i = 0 to 100 {\n" /* 0: a copy */
    "    %v = affine.load %B[%i] : memref<100xf32>\n"
    "    affine.store %v, %A[%i] : memref<100xf32>\n"
    "  }\n"
    "  affine.for %i = 1 to 100 {\n" /* 1: a recurrence */
    "    %v = affine.load %A[%i - 1] : memref<100xf32>\n"
    "    affine.store %v, %A[%i] : memref<100xf32>\n"
    "  }\n"
    "  %s = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {\n"
    "    %v = affine.load %B[%i] : memref<100xf32>\n" /* 2: a sum */
    "    %t = arith.addf %acc, %v : f32\n"
    "    affine.yield %t : f32\n"
    "  }\n"
    "  %u = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {\n"
    "    %t = arith.mulf %acc, %acc : f32\n" /* 3: not a reduction */
    "    affine.yield %t : f32\n"
    "  }\n"
    "  affine.for %i = 0 to 100 {\n" /* 4: a non-affine store */
    "    memref.store %cf, %A[%i] : memref<100xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 100 {\n" /* 5: a private buffer */
    "    %T = memref.alloc() : memref<4xf32>\n"
    "    affine.store %cf, %T[0] : memref<4xf32>\n"
    "    %v = affine.load %T[0] : memref<4xf32>\n"
    "    affine.store %v, %A[%i] : memref<100xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 8 {\n" /* 6, 7, 8: matmul */
    "    affine.for %j = 0 to 8 {\n"
    "      affine.for %k = 0 to 8 {\n"
    "        %d = affine.load %D[%i, %k] : memref<8x8xf32>\n"
    "        %e = affine.load %E[%k, %j] : memref<8x8xf32>\n"
    "        %c = affine.load %C[%i, %j] : memref<8x8xf32>\n"
    "        %p = arith.mulf %d, %e : f32\n"
    "        %q = arith.addf %c, %p : f32\n"
    "        affine.store %q, %C[%i, %j] : memref<8x8xf32>\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "  %w = arith.constant dense<1.0> : vector<4xf32>\n"
    "  affine.for %i = 0 to 25 {\n" /* 9: vectors side by side */
    "    affine.vector_store %w, %A[%i * 4] : memref<100xf32>, vector<4xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 25 {\n" /* 10: vectors overlapping */
    "    affine.vector_store %w, %A[%i * 2] : memref<100xf32>, vector<4xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 4 {\n" /* 11: DMA */
    "    affine.dma_start %A[%i], %B[%i], %tag[0], %c4 : memref<100xf32>, "
    "memref<100xf32>, memref<1xi32>\n"
    "    affine.dma_wait %tag[0], %c4 : memref<1xi32>\n"
    "  }\n"
    "  return %s : f32\n"
    "}\n";

static const struct {
  bool parallel;
  DepAnswer carried;
  int reduction; /* of the first iter_arg; -2 when there is none */
} loops[] = {
    {true, DEP_NONE, -2},     {false, DEP_EXISTS, -2},
    {true, DEP_NONE, AFFINE_RED_ADDF}, {false, DEP_NONE, -1},
    {false, DEP_FAILURE, -2}, {true, DEP_NONE, -2},
    {true, DEP_NONE, -2},     {true, DEP_NONE, -2},
    {false, DEP_EXISTS, -2},  {true, DEP_NONE, -2},
    {false, DEP_EXISTS, -2},  {false, DEP_EXISTS, -2},
};

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

typedef struct Ops {
  const char *name;
  IrOp *ops[32];
  unsigned num;
} Ops;

static void collect(Ops *o, IrOp *op) {
  if (!strcmp(op->name, o->name) && o->num < 32)
    o->ops[o->num++] = op;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *inner = b->first; inner; inner = inner->next)
        collect(o, inner);
}

static void test_parallel(DepAnalysis *da, const Ops *fors) {
  for (unsigned l = 0; l < fors->num && l < sizeof loops / sizeof loops[0];
       l++) {
    DepLoopInfo info;
    char what[64];
    snprintf(what, sizeof what, "loop %u", l);
    bool parallel = dep_loop_is_parallel(da, fors->ops[l], &info);
    int reduction = info.num_iter_args ? info.reductions[0] : -2;
    check(parallel == loops[l].parallel && info.carried == loops[l].carried &&
              reduction == loops[l].reduction,
          what);
  }
}

/* Loop 1's recurrence: one vector (store to load, [1, 1] at depth 1) and
 * one conflicting pair. */
static void test_nest(DepAnalysis *da, IrOp *loop) {
  unsigned n;
  DepVector *v = dep_nest_vectors(da, loop, 2, &n);
  check(n == 1 && v[0].depth == 1 && v[0].answer == DEP_EXISTS &&
            !strcmp(v[0].src->name, "affine.store") &&
            !strcmp(v[0].dst->name, "affine.load") && v[0].num_components == 1 &&
            v[0].components[0].lb == 1 && v[0].components[0].ub == 1 &&
            v[0].components[0].loop == loop,
        "the recurrence's vector");
  DepConflict *c = dep_conflicts(da, loop, &n);
  check(n == 1 && c[0].answer == DEP_EXISTS &&
            !strcmp(c[0].first->name, "affine.load") &&
            !strcmp(c[0].second->name, "affine.store"),
        "the recurrence's conflict");
}

/* Matmul's load of D[i, k] meets itself along j only when reads count. */
static void test_read_after_read(DepAnalysis *da, IrOp *load) {
  DepComponent comps[3];
  unsigned n;
  check(dep_check(da, load, load, 2, false, comps, &n) == DEP_NONE,
        "reads do not depend without allow_rar");
  check(dep_check(da, load, load, 2, true, comps, &n) == DEP_EXISTS && n == 3 &&
            comps[0].lb == 0 && comps[0].ub == 0 && comps[1].lb == 1 &&
            comps[1].ub == 7 && comps[2].lb == 0 && comps[2].ub == 0,
        "read after read along j");
}

/* The recurrence (loop 1): its subscripts alone prove nothing (the copy
 * loop's do, without isl: deps_quick.h), so isl runs out of work. */
static void test_work_bound(IrContext *ctx, IrOp *loop) {
  DepOptions opts = {.max_operations = 1};
  DepAnalysis *da = dep_analysis_create(ctx, &opts);
  DepLoopInfo info;
  check(!dep_loop_is_parallel(da, loop, &info) && info.carried == DEP_UNKNOWN &&
            dep_unknown_count(da) > 0,
        "a tiny work bound answers unknown");
  dep_analysis_destroy(da);
}

int main(void) {
  IrContext *ctx = ir_context_create();
  IrOp *module = ir_parse_module(ctx, "query", program, strlen(program));
  check(module != NULL, "the program parses");
  if (!module)
    return 1;
  Ops fors = {.name = "affine.for"}, loads = {.name = "affine.load"};
  collect(&fors, module);
  collect(&loads, module);
  check(fors.num == 12, "twelve loops");
  DepAnalysis *da = dep_analysis_create(ctx, NULL);
  test_parallel(da, &fors);
  test_nest(da, fors.ops[1]);
  test_read_after_read(da, loads.ops[4]);
  dep_analysis_destroy(da);
  test_work_bound(ctx, fors.ops[1]);
  ir_context_destroy(ctx);
  if (failures)
    printf("%d failure(s)\n", failures);
  return failures != 0;
}
