/*
 * gen_mlir.c - writes large or deeply nested .mlir inputs to stdout.
 *
 * Used by bench/parse.sh (a big file of many affine functions, to time the
 * parser against mlir-opt) and by the stress tests in tests/stress/ (inputs
 * that must never crash or hang affc). Nothing it writes is committed.
 *
 *   gen_mlir funcs MB          >= MB megabytes of affine functions (nested
 *                              affine.for, loads/stores, arith, affine.if,
 *                              min/max bounds, iter_args, affine.parallel)
 *   gen_mlir deep-for N        N nested affine.for loops
 *   gen_mlir deep-if N         N nested scf.if ops, each with an else region
 *   gen_mlir deep-region N     N nested scf.execute_region ops
 *   gen_mlir deep-expr N       an affine map whose expression has N parens
 *   gen_mlir deep-array N      an attribute of N nested arrays
 *   gen_mlir unclosed-for N    N nested affine.for loops never closed
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The aliases every function of `funcs` refers to. */
static const char *funcs_prologue =
    "#lo = affine_map<(d0) -> (d0 - 1, 0)>\n"
    "#hi = affine_map<(d0)[s0] -> (d0 + 8, s0)>\n"
    "#half = affine_map<()[s0] -> (s0 floordiv 2)>\n"
    "#edge = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 - 2 >= 0)>\n\n";

/* Writes kernel number k; constants vary with k so that maps and
 * attributes are not all the same. Returns the number of bytes written. */
static long write_kernel(FILE *out, long k) {
  int c = (int)(k % 13) + 1, s = (int)(k % 3) + 1, t = (int)(k % 7) + 2;
  return fprintf(out,
    "func.func @kernel_%ld(%%A: memref<?x?xf32>, %%B: memref<?x?xf32>, "
    "%%v: memref<?xf32>, %%n: index, %%m: index) -> f32 {\n"
    "  %%c = arith.constant %d.500000e+00 : f32\n"
    "  %%zero = arith.constant 0.000000e+00 : f32\n"
    "  affine.for %%i = 0 to %%n {\n"
    "    affine.for %%j = max #lo(%%i) to min #hi(%%i)[%%m] step %d {\n"
    "      %%a = affine.load %%A[%%i, %%j] : memref<?x?xf32>\n"
    "      %%b = affine.load %%B[%%j, %%i + %d] : memref<?x?xf32>\n"
    "      %%p = arith.mulf %%a, %%b : f32\n"
    "      %%q = arith.addf %%p, %%c : f32\n"
    "      affine.if #edge(%%i, %%j)[%%m] {\n"
    "        affine.store %%q, %%A[%%i, %%j] : memref<?x?xf32>\n"
    "      } else {\n"
    "        %%w = arith.subf %%q, %%a : f32\n"
    "        affine.store %%w, %%B[%%j, %%i] : memref<?x?xf32>\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "  %%sum = affine.for %%k = 0 to #half()[%%n] iter_args(%%acc = %%zero) "
    "-> (f32) {\n"
    "    %%x = affine.load %%v[%%k * %d + %d] : memref<?xf32>\n"
    "    %%s = arith.addf %%acc, %%x : f32\n"
    "    affine.yield %%s : f32\n"
    "  }\n"
    "  affine.parallel (%%i, %%j) = (0, 0) to (symbol(%%n), symbol(%%m) "
    "ceildiv %d) {\n"
    "    %%o = affine.apply affine_map<(d0, d1) -> (d0 * %d + d1 mod %d)>"
    "(%%j, %%i)\n"
    "    %%x = affine.load %%v[%%o] : memref<?xf32>\n"
    "    %%y = arith.negf %%x : f32\n"
    "    affine.store %%y, %%A[%%i, %%j * %d] : memref<?x?xf32>\n"
    "  }\n"
    "  return %%sum : f32\n"
    "}\n\n",
    k, c, s, c, t, c, t, t, t, t);
}

/* Writes kernels until at least mb megabytes are out. */
static void gen_funcs(FILE *out, long mb) {
  long written = fprintf(out, "%s", funcs_prologue);
  for (long k = 0; written < mb * 1000000; k++)
    written += write_kernel(out, k);
}

/* Writes n copies of s. */
static void repeat(FILE *out, const char *s, long n) {
  for (long i = 0; i < n; i++)
    fputs(s, out);
}

/* N nested affine.for loops around one store; closed unless `unclosed`. */
static void gen_deep_for(FILE *out, long n, int unclosed) {
  fputs("func.func @deep(%A: memref<4xf32>, %x: f32) {\n", out);
  for (long i = 0; i < n; i++)
    fprintf(out, "affine.for %%i%ld = 0 to 2 {\n", i);
  fputs("affine.store %x, %A[1] : memref<4xf32>\n", out);
  if (unclosed)
    return;
  repeat(out, "}\n", n);
  fputs("return\n}\n", out);
}

/* N nested scf.if ops; each then-region nests the next one. */
static void gen_deep_if(FILE *out, long n) {
  fputs("func.func @deep(%c: i1, %A: memref<4xf32>, %x: f32) {\n"
        "%c0 = arith.constant 0 : index\n", out);
  repeat(out, "scf.if %c {\n", n);
  fputs("memref.store %x, %A[%c0] : memref<4xf32>\n", out);
  repeat(out, "} else {\n}\n", n);
  fputs("return\n}\n", out);
}

/* N nested scf.execute_region ops, each yielding the inner one's value. */
static void gen_deep_region(FILE *out, long n) {
  fputs("func.func @deep(%x: i32) -> i32 {\n", out);
  repeat(out, "%r = scf.execute_region -> i32 {\n", n);
  fputs("scf.yield %x : i32\n", out);
  repeat(out, "}\nscf.yield %r : i32\n", n - 1);
  fputs("}\nreturn %r : i32\n}\n", out);
}

/* One affine.apply whose map is ((((d0)))) + 1 with n parentheses. */
static void gen_deep_expr(FILE *out, long n) {
  fputs("func.func @deep(%i: index) -> index {\n"
        "%r = affine.apply affine_map<(d0) -> (", out);
  repeat(out, "(", n);
  fputs("d0", out);
  repeat(out, ")", n);
  fputs(" + 1)>(%i)\nreturn %r : index\n}\n", out);
}

/* A function attribute made of n nested arrays around one integer. */
static void gen_deep_array(FILE *out, long n) {
  fputs("func.func @deep() attributes {deep = ", out);
  repeat(out, "[", n);
  fputs("1", out);
  repeat(out, "]", n);
  fputs("} {\nreturn\n}\n", out);
}

int main(int argc, char **argv) {
  long n = argc == 3 ? strtol(argv[2], NULL, 10) : 0;
  if (argc != 3 || n <= 0) {
    fprintf(stderr, "usage: gen_mlir funcs MB | deep-for N | deep-if N | "
                    "deep-region N | deep-expr N | deep-array N | "
                    "unclosed-for N\n");
    return 2;
  }
  const char *kind = argv[1];
  if (!strcmp(kind, "funcs"))
    gen_funcs(stdout, n);
  else if (!strcmp(kind, "deep-for") || !strcmp(kind, "unclosed-for"))
    gen_deep_for(stdout, n, kind[0] == 'u');
  else if (!strcmp(kind, "deep-if"))
    gen_deep_if(stdout, n);
  else if (!strcmp(kind, "deep-region"))
    gen_deep_region(stdout, n);
  else if (!strcmp(kind, "deep-expr"))
    gen_deep_expr(stdout, n);
  else if (!strcmp(kind, "deep-array"))
    gen_deep_array(stdout, n);
  else {
    fprintf(stderr, "gen_mlir: unknown kind '%s'\n", kind);
    return 2;
  }
  return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
