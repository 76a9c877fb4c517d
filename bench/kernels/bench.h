/*
 * bench.h - what the kernel benchmark (harness.c) and the checksum program
 * (checksum.c) share: the kernel table's shape, calls, inputs, hashes.
 *
 * The kernel table (kernel_table.h, written by bench/kernels/lib.sh from
 * each kernel's MLIR signature) has, per kernel, a line per version
 *     BENCH_DECLARE(kernel_gemm__affc_gcc, 3)
 * (the version's C function, its argument count) and then
 *     BENCH_KERNEL("gemm", 3, BENCH_SIZES(1100000, 1200000, 1320000),
 *                  BENCH_FNS((BenchFn)kernel_gemm__hand_gcc, NULL, ...))
 * (label, argument count, element count of each argument, one function
 * per version, NULL where a version did not build); the file that
 * includes it defines these macros first.
 *
 * Every kernel argument is an f64 array; argument a, element e (row-major
 * position) starts as bench_init_value(a, e). check.sh writes the same
 * formula as an affine_map in the MLIR @main it runs with mlir-runner, so
 * the C programs and mlir-runner start from bit-identical inputs.
 */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The arguments a kernel may take: one f64 array each. */
#define BENCH_MAX_ARGS 6

/* The parameter list of a kernel of n arguments, for declarations. */
#define BENCH_PARAMS_1 (double *)
#define BENCH_PARAMS_2 (double *, double *)
#define BENCH_PARAMS_3 (double *, double *, double *)
#define BENCH_PARAMS_4 (double *, double *, double *, double *)
#define BENCH_PARAMS_5 (double *, double *, double *, double *, double *)
#define BENCH_PARAMS_6 \
  (double *, double *, double *, double *, double *, double *)

/* A kernel function, its type erased so that one table holds them all. */
typedef void (*BenchFn)(void);

/* Calls fn, a kernel of nargs arguments, on the arrays args[]. */
static inline void bench_call(BenchFn fn, int nargs, double **a) {
  switch (nargs) {
  case 1: ((void (*)BENCH_PARAMS_1)fn)(a[0]); break;
  case 2: ((void (*)BENCH_PARAMS_2)fn)(a[0], a[1]); break;
  case 3: ((void (*)BENCH_PARAMS_3)fn)(a[0], a[1], a[2]); break;
  case 4: ((void (*)BENCH_PARAMS_4)fn)(a[0], a[1], a[2], a[3]); break;
  case 5: ((void (*)BENCH_PARAMS_5)fn)(a[0], a[1], a[2], a[3], a[4]); break;
  case 6:
    ((void (*)BENCH_PARAMS_6)fn)(a[0], a[1], a[2], a[3], a[4], a[5]);
    break;
  default:
    fprintf(stderr, "bench_call: %d arguments are not supported\n", nargs);
    exit(1);
  }
}

/* A value in [0, 1) that differs between neighbours, rows and arguments. */
static inline double bench_init_value(int a, int64_t e) {
  return (double)((e * 7919 + a * 104729) % 65521) / 65521.0;
}

static inline void bench_init_array(double *x, int a, int64_t n) {
  for (int64_t e = 0; e < n; e++)
    x[e] = bench_init_value(a, e);
}

/* A hash of the elements' bits in row-major order (FNV-1a over 64-bit
 * words): any bit that differs anywhere changes it, which a sum of the
 * values would not (rounding swallows last-bit differences). */
static inline int64_t bench_hash(const double *x, int64_t n) {
  uint64_t h = 0;
  for (int64_t e = 0; e < n; e++) {
    uint64_t bits;
    memcpy(&bits, &x[e], sizeof bits);
    h = (h ^ bits) * UINT64_C(1099511628211);
  }
  int64_t result;
  memcpy(&result, &h, sizeof result);
  return result;
}

/* n doubles aligned to 64 bytes; exits when memory runs out. */
static inline double *bench_alloc(int64_t n) {
  size_t bytes = ((size_t)n * sizeof(double) + 63) / 64 * 64;
  double *x = aligned_alloc(64, bytes);
  if (!x) {
    fprintf(stderr, "out of memory (%zu bytes)\n", bytes);
    exit(1);
  }
  return x;
}

#endif
