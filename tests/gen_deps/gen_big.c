/*
 * gen_big.c - large functions for bench/deps.sh.
 *
 * Both are nests four loops deep (a level bounded by the outer iv, a level
 * stepping by 2, a triangular level) holding accesses at every level,
 * added until there are at least n accesses.
 *
 *  - gen_big: a pipeline of stages, each nest reading and writing three
 *    buffers of its own (memref.alloc), with subscripts that are ivs plus
 *    offsets: the kind of function mlir-opt's analysis gets through.
 *  - gen_hard: every nest on eight shared memrefs, with max/min bounds and
 *    floordiv and mod in subscripts and bounds: mlir-opt 22 aborts ("LLVM
 *    ERROR: out of memory", in Fourier-Motzkin elimination) on the 120
 *    accesses bench/deps.sh asks for (README, "Dependence analysis").
 */
#include "gen_deps.h"

enum { NUM_SHARED = 8, STAGE_BUFFERS = 3, INNER_ACCESSES = 24 };

typedef struct Big {
  GenRng rng;
  FILE *out;
  bool hard;
  int nest, value, count;
} Big;

/* A subscript over the ivs of nest levels 0 .. depth-1 (%a7, %b7 ...). */
static void put_subscript(Big *g, int depth) {
  static const char names[] = "abcd";
  int a = gen_range(&g->rng, 0, depth - 1), b = gen_range(&g->rng, 0, depth - 1);
  int k = gen_range(&g->rng, -3, 3);
  int shape = gen_range(&g->rng, 0, g->hard ? 9 : 6);
  char x = names[a], y = names[b];
  if (shape < 5)
    fprintf(g->out, "%%%c%d + %d", x, g->nest, k);
  else if (shape < 7)
    fprintf(g->out, "%%%c%d - %%%c%d + %d", x, g->nest, y, g->nest, k);
  else if (shape < 8)
    fprintf(g->out, "%%%c%d * 2 + %%%c%d", x, g->nest, y, g->nest);
  else if (shape < 9)
    fprintf(g->out, "(%%%c%d + %d) floordiv 2", x, g->nest, k);
  else
    fprintf(g->out, "%%%c%d mod 4 + %%%c%d", x, g->nest, y, g->nest);
}

/* The memref an access of the current nest uses. */
static void put_memref(Big *g) {
  if (g->hard)
    fprintf(g->out, "%%m%d", gen_range(&g->rng, 0, NUM_SHARED - 1));
  else
    fprintf(g->out, "%%t%d_%d", g->nest,
            gen_range(&g->rng, 0, STAGE_BUFFERS - 1));
}

/* n loads or stores with the ivs of levels 0 .. depth-1 in scope. */
static void put_accesses(Big *g, int depth, int n) {
  for (int i = 0; i < n; i++) {
    fprintf(g->out, "%*s", 2 * depth + 2, "");
    bool load = gen_chance(&g->rng, 50);
    if (load)
      fprintf(g->out, "%%v%d = affine.load ", g->value++);
    else
      fputs("affine.store %cst, ", g->out);
    put_memref(g);
    fputc('[', g->out);
    put_subscript(g, depth);
    fputs(", ", g->out);
    put_subscript(g, depth);
    fputs("] : memref<?x?xf32>\n", g->out);
  }
  g->count += n;
}

/* The next nest (with its buffers, for a pipeline stage). */
static void put_nest(Big *g) {
  int n = g->nest;
  for (int t = 0; !g->hard && t < STAGE_BUFFERS; t++)
    fprintf(g->out, "  %%t%d_%d = memref.alloc(%%c64, %%c64) : memref<?x?xf32>\n",
            n, t);
  fprintf(g->out, "  affine.for %%a%d = 0 to 16 {\n", n);
  put_accesses(g, 1, 2);
  if (g->hard)
    fprintf(g->out,
            "    affine.for %%b%d = max affine_map<(d0) -> (0, d0 - 2)>(%%a%d) "
            "to min affine_map<(d0) -> (24, d0 + 6)>(%%a%d) {\n",
            n, n, n);
  else
    fprintf(g->out,
            "    affine.for %%b%d = affine_map<(d0) -> (d0)>(%%a%d) to 24 {\n",
            n, n);
  put_accesses(g, 2, 2);
  fprintf(g->out, "      affine.for %%c%d = 0 to 12 step 2 {\n", n);
  fprintf(g->out, "        affine.for %%d%d = affine_map<(d0) -> (d0%s)>(%%c%d) "
                  "to 10 {\n",
          n, g->hard ? " floordiv 2" : "", n);
  put_accesses(g, 4, INNER_ACCESSES);
  fputs("        }\n      }\n    }\n  }\n", g->out);
  g->nest++;
}

static void put_function(Big *g, int n) {
  fputs("func.func @big(", g->out);
  for (int m = 0; g->hard && m < NUM_SHARED; m++)
    fprintf(g->out, "%s%%m%d: memref<?x?xf32>", m ? ", " : "", m);
  fputs(") {\n  %cst = arith.constant 1.0 : f32\n"
        "  %c64 = arith.constant 64 : index\n",
        g->out);
  while (g->count < n)
    put_nest(g);
  fputs("  return\n}\n", g->out);
}

void gen_big(int n, FILE *out) {
  Big g = {.rng = {0x5DEECE66Du}, .out = out};
  put_function(&g, n);
}

void gen_hard(int n, FILE *out) {
  Big g = {.rng = {0x5DEECE66Du}, .out = out, .hard = true};
  put_function(&g, n);
}
