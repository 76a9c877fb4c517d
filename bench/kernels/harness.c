/*
 * harness.c - times affc's C against hand-written C, kernel by kernel.
 *
 * Linked, for every kernel of kernel_table.h (see bench.h), with two
 * objects of the same function compiled with the same flags and renamed:
 * <fn>_affc (affc --emit=c of the kernel's MLIR) and <fn>_hand (the
 * hand-written C). For each kernel it runs both once on the same inputs
 * and compares every array bit for bit, then times runs of each,
 * alternating, every run starting from fresh inputs: at least REPEAT of
 * each, and more until each version's runs add up to MIN_TIME seconds
 * (short kernels need more runs for a steady best time). It prints the
 * best time of each and their ratio hand/affc (above 1: affc is faster).
 *
 * Usage: harness [--wall] REPEAT MIN_TIME [label...]   (no label: all)
 * Exit status: 0 when every kernel's outputs agree bit for bit, 1 when
 * one differs, 2 on a bad command line.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdbool.h>
#include <string.h>
#include <time.h>

#include "bench.h"

#define BENCH_KERNEL(label, fn, nargs, ...) \
  void fn##_affc BENCH_PARAMS_##nargs;      \
  void fn##_hand BENCH_PARAMS_##nargs;
#include "kernel_table.h"
#undef BENCH_KERNEL

typedef struct Kernel {
  const char *label;
  BenchFn affc, hand;
  int nargs;
  int64_t sizes[BENCH_MAX_ARGS]; /* element count of each argument */
} Kernel;

#define BENCH_KERNEL(label, fn, nargs, ...) \
  {label, (BenchFn)fn##_affc, (BenchFn)fn##_hand, nargs, {__VA_ARGS__}},
static const Kernel kernels[] = {
#include "kernel_table.h"
};
#undef BENCH_KERNEL

#define NUM_KERNELS ((int)(sizeof kernels / sizeof kernels[0]))

/* A kernel's arrays: the inputs, the arrays a run works on, and affc's
 * results kept to compare with the hand-written C's. */
typedef struct Buffers {
  double *init[BENCH_MAX_ARGS], *work[BENCH_MAX_ARGS], *affc[BENCH_MAX_ARGS];
} Buffers;

/* How far apart the two versions' results are. */
typedef struct Diff {
  bool identical;
  double max_abs, max_rel;
} Diff;

/* How many runs to time: at least repeat of each version, and more until
 * each version's runs add up to min_time seconds, but never more than
 * max_runs. */
typedef struct RunPolicy {
  int repeat, max_runs;
  double min_time;
} RunPolicy;

/* What a run's time is: the CPU time of this thread by default, so that
 * time spent descheduled on a shared machine does not count (the kernels
 * are serial); wall-clock time with --wall. */
static clockid_t bench_clock = CLOCK_THREAD_CPUTIME_ID;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(bench_clock, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void buffers_alloc(const Kernel *k, Buffers *b) {
  for (int a = 0; a < k->nargs; a++) {
    b->init[a] = bench_alloc(k->sizes[a]);
    b->work[a] = bench_alloc(k->sizes[a]);
    b->affc[a] = bench_alloc(k->sizes[a]);
    bench_init_array(b->init[a], a, k->sizes[a]);
  }
}

static void buffers_free(const Kernel *k, Buffers *b) {
  for (int a = 0; a < k->nargs; a++) {
    free(b->init[a]);
    free(b->work[a]);
    free(b->affc[a]);
  }
}

/* Runs fn once on fresh copies of the inputs; returns its time in
 * seconds. The copies stay in b->work. */
static double run_once(const Kernel *k, BenchFn fn, Buffers *b) {
  for (int a = 0; a < k->nargs; a++)
    memcpy(b->work[a], b->init[a], (size_t)k->sizes[a] * sizeof(double));
  double start = now_s();
  bench_call(fn, k->nargs, b->work);
  return now_s() - start;
}

/* Compares affc's results (b->affc) with the hand-written C's (b->work). */
static Diff compare(const Kernel *k, const Buffers *b) {
  Diff d = {true, 0.0, 0.0};
  for (int a = 0; a < k->nargs; a++) {
    size_t bytes = (size_t)k->sizes[a] * sizeof(double);
    if (memcmp(b->affc[a], b->work[a], bytes) == 0)
      continue;
    d.identical = false;
    for (int64_t e = 0; e < k->sizes[a]; e++) {
      double x = b->affc[a][e], y = b->work[a][e];
      double abs_diff = x == y ? 0.0 : fabs(x - y);
      if (isnan(abs_diff))
        abs_diff = INFINITY;
      double rel = abs_diff == 0.0 ? 0.0 : abs_diff / fmax(fabs(x), fabs(y));
      d.max_abs = fmax(d.max_abs, abs_diff);
      d.max_rel = fmax(d.max_rel, rel);
    }
  }
  return d;
}

/* Checks one kernel and times it; prints its row and returns its ratio
 * hand/affc. Sets *identical to whether the outputs agree bit for bit. */
static double bench_kernel(const Kernel *k, const RunPolicy *policy,
                           bool *identical) {
  Buffers b;
  buffers_alloc(k, &b);
  run_once(k, k->affc, &b);
  for (int a = 0; a < k->nargs; a++)
    memcpy(b.affc[a], b.work[a], (size_t)k->sizes[a] * sizeof(double));
  run_once(k, k->hand, &b);
  Diff d = compare(k, &b);

  double best_affc = INFINITY, best_hand = INFINITY;
  double total_affc = 0.0, total_hand = 0.0;
  int runs = 0;
  while (runs < policy->max_runs &&
         (runs < policy->repeat || total_affc < policy->min_time ||
          total_hand < policy->min_time)) {
    /* Alternate which goes first, so neither always runs after the other. */
    bool affc_first = runs % 2 == 0;
    double t1 = run_once(k, affc_first ? k->affc : k->hand, &b);
    double t2 = run_once(k, affc_first ? k->hand : k->affc, &b);
    double t_affc = affc_first ? t1 : t2, t_hand = affc_first ? t2 : t1;
    best_affc = fmin(best_affc, t_affc);
    best_hand = fmin(best_hand, t_hand);
    total_affc += t_affc;
    total_hand += t_hand;
    runs++;
  }
  buffers_free(k, &b);

  double ratio = best_hand / best_affc;
  printf("%-12s %10.4f %10.4f %10.3f %6d   ", k->label, best_affc,
         best_hand, ratio, runs);
  if (d.identical)
    printf("identical\n");
  else
    printf("DIFFER: max abs %.3g, max rel %.3g\n", d.max_abs, d.max_rel);
  fflush(stdout);
  *identical = d.identical;
  return ratio;
}

/* Whether label is among the names given on the command line (all of
 * them when none is). */
static bool selected(const char *label, int argc, char **argv) {
  if (argc == 0)
    return true;
  for (int i = 0; i < argc; i++)
    if (strcmp(argv[i], label) == 0)
      return true;
  return false;
}

/* Returns the first name on the command line that is no kernel's, or NULL. */
static const char *unknown_name(int argc, char **argv) {
  for (int i = 0; i < argc; i++) {
    int k = 0;
    while (k < NUM_KERNELS && strcmp(argv[i], kernels[k].label) != 0)
      k++;
    if (k == NUM_KERNELS)
      return argv[i];
  }
  return NULL;
}

int main(int argc, char **argv) {
  const char *prog = argv[0];
  argc--, argv++;
  if (argc > 0 && strcmp(argv[0], "--wall") == 0) {
    bench_clock = CLOCK_MONOTONIC;
    argc--, argv++;
  }
  RunPolicy policy = {0, 1000, 0.0};
  if (argc >= 2) {
    policy.repeat = atoi(argv[0]);
    policy.min_time = atof(argv[1]);
  }
  if (policy.repeat < 1 || policy.min_time < 0.0) {
    fprintf(stderr, "usage: %s [--wall] REPEAT MIN_TIME [kernel...]\n", prog);
    return 2;
  }
  argc -= 2, argv += 2;
  const char *unknown = unknown_name(argc, argv);
  if (unknown) {
    fprintf(stderr, "%s: no kernel %s\n", prog, unknown);
    return 2;
  }
  printf("%-12s %10s %10s %10s %6s   %s\n", "kernel", "affc (s)",
         "hand (s)", "hand/affc", "runs", "outputs");
  int count = 0, on_target = 0, agree = 0;
  double log_sum = 0.0, worst = INFINITY;
  const char *worst_label = "";
  for (int i = 0; i < NUM_KERNELS; i++) {
    if (!selected(kernels[i].label, argc, argv))
      continue;
    bool identical;
    double ratio = bench_kernel(&kernels[i], &policy, &identical);
    count++;
    agree += identical;
    on_target += ratio >= 0.95;
    log_sum += log(ratio);
    if (ratio < worst) {
      worst = ratio;
      worst_label = kernels[i].label;
    }
  }
  printf("summary: %d kernels, best of >= %d runs each (%s time); "
         "hand/affc geomean %.3f, lowest %.3f (%s); %d/%d at >= 0.95; "
         "outputs identical on %d/%d\n",
         count, policy.repeat,
         bench_clock == CLOCK_MONOTONIC ? "wall" : "CPU",
         exp(log_sum / count), worst, worst_label, on_target, count, agree,
         count);
  return agree == count ? 0 : 1;
}
