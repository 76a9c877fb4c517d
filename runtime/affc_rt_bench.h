/*
 * affc_rt_bench.h - what the programs of affc --emit=bench share (the
 * "bench" piece of the runtime): deterministic inputs, a clock, the
 * report of the times, checksums, and the comparison of two outputs.
 */
#ifndef AFFC_RT_BENCH_H
#define AFFC_RT_BENCH_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Element e of argument a starts as this value in [0, 1): it differs
 * between neighbours, rows and arguments (bench/kernels/bench.h's). */
static inline double affc_bench_value(int a, int64_t e) {
  return (double)((e * 7919 + a * 104729) % 65521) / 65521.0;
}

/* count elements of size bytes, 64-byte aligned; exits when memory runs
 * out. */
static inline void *affc_bench_alloc(int64_t count, size_t size) {
  size_t bytes = ((size_t)count * size + 63) / 64 * 64;
  void *p = aligned_alloc(64, bytes ? bytes : 64);
  if (!p) {
    fprintf(stderr, "affc bench: out of memory (%zu bytes)\n", bytes);
    exit(2);
  }
  return p;
}

/* Seconds on C11's clock, counted from its first reading: a double holds
 * nanoseconds of that, not of the seconds since 1970. */
static inline double affc_bench_now(void) {
  static time_t base;
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  if (!base)
    base = ts.tv_sec;
  return (double)(ts.tv_sec - base) + (double)ts.tv_nsec * 1e-9;
}

static inline int affc_bench_cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Prints the min and median of the times t[0..n) of who (sorting t);
 * returns the median. */
static inline double affc_bench_times(const char *who, double *t, int n) {
  qsort(t, (size_t)n, sizeof *t, affc_bench_cmp);
  double median = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
  printf("  %-5s %d calls: min %.4g s, median %.4g s per call\n", who, n, t[0],
         median);
  return median;
}

/* Prints the GFLOP/s of flops floating-point operations done in the min
 * and in the median time. */
static inline void affc_bench_gflops(double flops, double min, double median) {
  if (min > 0 && median > 0)
    printf("  %.4g GFLOP/s at the min, %.4g at the median (%.17g per call)\n",
           flops / min * 1e-9, flops / median * 1e-9, flops);
}

/* Prints how the median times of the hand-written function (ref) and
 * affc's compare. */
static inline void affc_bench_speed(double ref, double affc) {
  if (affc > 0 && ref > 0)
    printf("  speed: the hand-written function takes %.3f times affc's "
           "time\n", ref / affc);
  else
    printf("  speed: too fast for the clock to compare\n");
}

/* Prints a hash of the bytes of memref name (FNV-1a): any bit that
 * differs anywhere changes it. */
static inline void affc_bench_checksum(const char *name, const void *p,
                                       int64_t bytes) {
  uint64_t h = UINT64_C(14695981039346656037);
  for (int64_t i = 0; i < bytes; i++)
    h = (h ^ ((const unsigned char *)p)[i]) * UINT64_C(1099511628211);
  printf("  checksum %%%s: %016llx\n", name, (unsigned long long)h);
}

/* Element i of an array of floats (fsize 4) or doubles (8). */
static inline double affc_bench_elem(const void *p, int64_t i, int fsize) {
  return fsize == 4 ? (double)((const float *)p)[i] : ((const double *)p)[i];
}

/* Compares memref name of count elements of size bytes, x (affc's) with
 * ref (the hand-written function's): bit for bit, or for floating point
 * (fsize 4 or 8; 0 for integers) within tol times the largest magnitude
 * in ref. Prints the verdict; returns whether they agree. */
static inline int affc_bench_agree(const char *name, const void *x,
                                   const void *ref, int64_t count,
                                   size_t size, int fsize, double tol) {
  if (!memcmp(x, ref, (size_t)count * size)) {
    printf("  %%%s: agrees bit for bit\n", name);
    return 1;
  }
  if (!fsize) {
    int64_t i = 0;
    while (!memcmp((const char *)x + i * size, (const char *)ref + i * size,
                   size))
      i++;
    printf("  %%%s: DISAGREES, first at element %lld\n", name, (long long)i);
    return 0;
  }
  double scale = 0, worst = 0;
  int64_t at = 0;
  for (int64_t i = 0; i < count; i++)
    scale = fmax(scale, fabs(affc_bench_elem(ref, i, fsize)));
  for (int64_t i = 0; i < count; i++) {
    double d = fabs(affc_bench_elem(x, i, fsize) - affc_bench_elem(ref, i, fsize));
    if (d > worst || isnan(d)) {
      worst = d, at = i;
      if (isnan(d)) /* nothing is worse */
        break;
    }
  }
  int ok = worst <= tol * scale;
  printf("  %%%s: %s within %g of the largest magnitude (%g): the worst "
         "difference is %g, at element %lld\n",
         name, ok ? "agrees" : "DISAGREES", tol, scale, worst, (long long)at);
  return ok;
}

#endif
