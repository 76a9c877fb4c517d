/*
 * checksum.c - runs one kernel once and prints a checksum of each of its
 * arguments, in the format of the MLIR @main that check.sh runs with
 * mlir-runner: per argument, bench_hash() as a signed 64-bit decimal (what
 * printI64 prints), one a line.
 *
 * Built by check.sh with a one-line kernel_table.h (see bench.h) and the
 * kernel's C, hand-written or affc's, under its own name.
 */
#include "bench.h"

#define BENCH_DECLARE(fn, nargs) void fn BENCH_PARAMS_##nargs;
#define BENCH_KERNEL(label, nargs, sizes, fns)
#include "kernel_table.h"
#undef BENCH_DECLARE
#undef BENCH_KERNEL

#define BENCH_SIZES(...) {__VA_ARGS__}
#define BENCH_FNS(fn) fn
#define BENCH_DECLARE(fn, nargs)
#define BENCH_KERNEL(label, nargs, sizes, fns) \
  static const BenchFn kernel = fns;           \
  static const int kernel_nargs = nargs;       \
  static const int64_t kernel_sizes[] = sizes;
#include "kernel_table.h"
#undef BENCH_DECLARE
#undef BENCH_KERNEL

int main(void) {
  double *args[BENCH_MAX_ARGS];
  for (int a = 0; a < kernel_nargs; a++) {
    args[a] = bench_alloc(kernel_sizes[a]);
    bench_init_array(args[a], a, kernel_sizes[a]);
  }
  bench_call(kernel, kernel_nargs, args);
  for (int a = 0; a < kernel_nargs; a++) {
    printf("%lld\n", (long long)bench_hash(args[a], kernel_sizes[a]));
    free(args[a]);
  }
  return 0;
}
