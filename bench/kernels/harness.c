/*
 * harness.c - times several versions of each benchmark kernel side by
 * side and checks that they compute the same arrays.
 *
 * Linked with kernel_table.h (written by bench/kernels/lib.sh, see
 * bench.h) and, for every kernel and version, an object whose kernel
 * function was renamed <fn>__<version> (objcopy): affc's C, the
 * hand-written C or MLIR's own lowering, each built by some compiler,
 * serial or with OpenMP. The first version is the reference.
 *
 * For each kernel it runs every version once on the same inputs and
 * compares every array with the reference's, bit for bit. It then times
 * rounds in which every version of a kernel runs once (the order rotates
 * from round to round, every run starts from fresh inputs), going round
 * the kernels in turn (all their arrays stay allocated), until each has
 * had at least REPEAT rounds and each version's runs add up to MIN_TIME
 * seconds (short kernels need more runs for a steady best time). It
 * prints each version's best time, the requested ratios of best times,
 * and a summary.
 *
 * Usage: harness [options] REPEAT MIN_TIME [kernel...]   (no kernel: all)
 *   --wall           time runs by the wall clock (needed for OpenMP
 *                    versions); default: this thread's CPU time, which
 *                    time spent descheduled on a busy machine does not
 *                    inflate
 *   --ratio SPEC     print the ratio of two versions' best times,
 *                    SPEC = NUM/DEN[<=X|>=X][@kernel,kernel...]: with a
 *                    bound, the summary counts the kernels (all, or those
 *                    listed) that meet it
 *   --gflops K=F     F floating-point operations per call of kernel K:
 *                    print each version's GFLOP/s on K
 *   --peak G         the machine's peak in GFLOP/s, for --gflops
 *   --tolerance V=X  version V may differ from the reference by a relative
 *                    X at most (a library that sums in another order)
 *   --peer V         version V is another tool's: when it differs beyond
 *                    its tolerance it is reported WRONG and left out of
 *                    the ratios, and the exit status does not count it
 * Exit status: 0 when every version of every kernel agrees with the
 * reference (bit for bit, or within its tolerance), 1 when one differs,
 * 2 on a bad command line.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdbool.h>
#include <string.h>
#include <time.h>

#include "bench.h"

#define BENCH_DECLARE(fn, nargs) void fn BENCH_PARAMS_##nargs;
#define BENCH_KERNEL(label, nargs, sizes, fns)
#include "kernel_table.h"
#undef BENCH_DECLARE
#undef BENCH_KERNEL

static const char *const version_labels[] = {BENCH_VERSION_LABELS};
#define NUM_VERSIONS \
  ((int)(sizeof version_labels / sizeof version_labels[0]))

typedef struct Kernel {
  const char *label;
  int nargs;
  int64_t sizes[BENCH_MAX_ARGS]; /* element count of each argument */
  BenchFn fns[NUM_VERSIONS];     /* NULL: the version did not build */
} Kernel;

#define BENCH_SIZES(...) {__VA_ARGS__}
#define BENCH_FNS(...) {__VA_ARGS__}
#define BENCH_DECLARE(fn, nargs)
#define BENCH_KERNEL(label, nargs, sizes, fns) {label, nargs, sizes, fns},
static const Kernel kernels[] = {
#include "kernel_table.h"
};
#undef BENCH_DECLARE
#undef BENCH_KERNEL

#define NUM_KERNELS ((int)(sizeof kernels / sizeof kernels[0]))
#define MAX_RATIOS 12
#define MAX_RUNS 1000

/* A ratio of two versions' best times to print, with an optional bound
 * (upper when below, lower otherwise) that applies to the kernels listed
 * in `only` (a comma-separated list; NULL: to every kernel). */
typedef struct Ratio {
  int num, den;
  bool bounded, below;
  double bound;
  const char *only;
  int on_target, counted; /* kernels that meet the bound, out of */
  double log_sum, worst;
  int measured;
} Ratio;

typedef struct Options {
  int repeat;
  double min_time;
  Ratio ratios[MAX_RATIOS];
  int num_ratios;
  const char *flops_kernel; /* KERNEL=FLOPS of --gflops, or NULL */
  size_t flops_kernel_len;
  double flops, peak;
  double tolerance[NUM_VERSIONS];
  bool peer[NUM_VERSIONS];
} Options;

/* A kernel's arrays: the inputs and the arrays a run works on. */
typedef struct Buffers {
  double *init[BENCH_MAX_ARGS], *work[BENCH_MAX_ARGS];
} Buffers;

/* A kernel being measured: its arrays, how far each version's results are
 * from the reference's, and the rounds timed so far. */
typedef struct Measure {
  Buffers b;
  bool agree;
  bool wrong[NUM_VERSIONS]; /* a peer's version beyond its tolerance */
  double diffs[NUM_VERSIONS], best[NUM_VERSIONS], total[NUM_VERSIONS];
  int rounds;
} Measure;

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
    bench_init_array(b->init[a], a, k->sizes[a]);
  }
}

static void buffers_free(const Kernel *k, Buffers *b) {
  for (int a = 0; a < k->nargs; a++) {
    free(b->init[a]);
    free(b->work[a]);
  }
}

/* Runs fn once on fresh copies of the inputs; returns its time in
 * seconds. The results stay in b->work. */
static double run_once(const Kernel *k, BenchFn fn, Buffers *b) {
  for (int a = 0; a < k->nargs; a++)
    memcpy(b->work[a], b->init[a], (size_t)k->sizes[a] * sizeof(double));
  double start = now_s();
  bench_call(fn, k->nargs, b->work);
  return now_s() - start;
}

/* The largest relative difference between b->work and the reference's
 * results ref (0 when they are identical bit for bit, infinity for a
 * NaN). */
static double max_rel_diff(const Kernel *k, const Buffers *b,
                           double *const *ref) {
  double worst = 0.0;
  for (int a = 0; a < k->nargs; a++) {
    if (memcmp(ref[a], b->work[a], (size_t)k->sizes[a] * sizeof(double)) == 0)
      continue;
    for (int64_t e = 0; e < k->sizes[a]; e++) {
      double x = ref[a][e], y = b->work[a][e];
      uint64_t xb, yb;
      memcpy(&xb, &x, sizeof xb);
      memcpy(&yb, &y, sizeof yb);
      if (xb == yb)
        continue;
      double rel = fabs(x - y) / fmax(fabs(x), fabs(y));
      worst = fmax(worst, isnan(rel) || rel == 0.0 ? INFINITY : rel);
    }
  }
  return worst;
}

/* Runs every version once and compares it with the reference; fills
 * m->diffs and m->wrong. Returns whether all but the peers' agree within
 * their tolerance. */
static bool check_versions(const Kernel *k, const Options *o, Measure *m) {
  Buffers *b = &m->b;
  double *ref[BENCH_MAX_ARGS];
  run_once(k, k->fns[0], b);
  for (int a = 0; a < k->nargs; a++) {
    ref[a] = bench_alloc(k->sizes[a]);
    memcpy(ref[a], b->work[a], (size_t)k->sizes[a] * sizeof(double));
  }
  bool agree = true;
  for (int v = 0; v < NUM_VERSIONS; v++) {
    m->diffs[v] = 0.0;
    m->wrong[v] = false;
    if (v == 0 || !k->fns[v])
      continue;
    run_once(k, k->fns[v], b);
    m->diffs[v] = max_rel_diff(k, b, ref);
    bool within = m->diffs[v] <= o->tolerance[v];
    m->wrong[v] = !within && o->peer[v];
    agree = agree && (within || o->peer[v]);
  }
  for (int a = 0; a < k->nargs; a++)
    free(ref[a]);
  return agree;
}

/* Whether another round is needed: fewer than repeat rounds, or some
 * version's runs add up to less than min_time. */
static bool need_round(const Kernel *k, const Options *o, int rounds,
                       const double *total) {
  if (rounds >= MAX_RUNS)
    return false;
  if (rounds < o->repeat)
    return true;
  for (int v = 0; v < NUM_VERSIONS; v++)
    if (k->fns[v] && total[v] < o->min_time)
      return true;
  return false;
}

/* Runs every version of k once, the first one changing from round to
 * round, and adds the times to m. */
static void time_round(const Kernel *k, Measure *m) {
  for (int i = 0; i < NUM_VERSIONS; i++) {
    int v = (i + m->rounds) % NUM_VERSIONS;
    if (!k->fns[v])
      continue;
    double t = run_once(k, k->fns[v], &m->b);
    m->best[v] = fmin(m->best[v], t);
    m->total[v] += t;
  }
  m->rounds++;
}

/* Times the kernels k with m[k] set (the others are NULL): a round of
 * every kernel that needs one, over and over, so that each kernel's runs
 * spread over the whole measurement and a burst of load from other jobs
 * on a shared machine slows some runs of every kernel rather than all
 * runs of one. */
static void time_kernels(const Options *o, Measure **m) {
  bool again = true;
  while (again) {
    again = false;
    for (int k = 0; k < NUM_KERNELS; k++)
      if (m[k] && need_round(&kernels[k], o, m[k]->rounds, m[k]->total)) {
        time_round(&kernels[k], m[k]);
        again = true;
      }
  }
}

/* Whether kernel label is in the comma-separated list (NULL: all). */
static bool listed(const char *list, const char *label) {
  if (!list)
    return true;
  size_t n = strlen(label);
  for (const char *p = list; p; p = strchr(p, ',')) {
    p += *p == ',';
    if (strncmp(p, label, n) == 0 && (p[n] == ',' || p[n] == '\0'))
      return true;
  }
  return false;
}

/* The width of version v's column. */
static int column_width(int v) {
  int n = (int)strlen(version_labels[v]);
  return n > 9 ? n : 9;
}

/* Prints one kernel's row of best times and agreement with the
 * reference. */
static void print_times(const Kernel *k, const Options *o, const Measure *m) {
  printf("%-11s", k->label);
  for (int v = 0; v < NUM_VERSIONS; v++) {
    if (k->fns[v])
      printf(" %*.4f", column_width(v), m->best[v]);
    else
      printf(" %*s", column_width(v), "-");
  }
  printf(" %5d  ", m->rounds);
  bool any = false;
  for (int v = 1; v < NUM_VERSIONS; v++)
    if (m->diffs[v] != 0.0) {
      const char *verdict = m->diffs[v] <= o->tolerance[v] ? "WITHIN"
                            : m->wrong[v]                  ? "WRONG"
                                                           : "DIFFER";
      printf("%s%s %s (max rel %.3g)", any ? ", " : "", verdict,
             version_labels[v], m->diffs[v]);
      any = true;
    }
  printf("%s\n", any ? "" : "identical");
  fflush(stdout);
}

/* Prints one kernel's row of ratios and updates the ratios' summaries. */
static void print_ratios(const Kernel *k, Options *o, const Measure *m) {
  printf("%-11s", k->label);
  for (int r = 0; r < o->num_ratios; r++) {
    Ratio *ra = &o->ratios[r];
    if (!k->fns[ra->num] || !k->fns[ra->den]) {
      printf(" %9s", "-");
      continue;
    }
    if (m->wrong[ra->num] || m->wrong[ra->den]) {
      printf(" %9s", "wrong");
      continue;
    }
    double x = m->best[ra->num] / m->best[ra->den];
    bool applies = ra->bounded && listed(ra->only, k->label);
    bool met = ra->below ? x <= ra->bound : x >= ra->bound;
    printf(" %8.3f%s", x, applies && !met ? "!" : " ");
    ra->measured++;
    ra->log_sum += log(x);
    ra->worst = ra->below ? fmax(ra->worst, x) : fmin(ra->worst, x);
    ra->counted += applies;
    ra->on_target += applies && met;
  }
  printf("\n");
}

/* Prints each version's GFLOP/s on the --gflops kernel, and the share of
 * the peak when it is known. */
static void print_gflops(const Kernel *k, const Options *o,
                         const double *best) {
  printf("\n%s GFLOP/s (%.4g GFLOP per call", k->label, o->flops * 1e-9);
  if (o->peak > 0)
    printf("; %% of the peak, %.1f GFLOP/s", o->peak);
  printf("):\n");
  int width = 0;
  for (int v = 0; v < NUM_VERSIONS; v++)
    width = column_width(v) > width ? column_width(v) : width;
  for (int v = 0; v < NUM_VERSIONS; v++) {
    if (!k->fns[v])
      continue;
    double g = o->flops * 1e-9 / best[v];
    printf("  %-*s %7.2f", width, version_labels[v], g);
    if (o->peak > 0)
      printf("  %5.1f%%", 100.0 * g / o->peak);
    printf("\n");
  }
}

/* Sets up the measure of kernel k: its arrays, and the check of every
 * version against the reference. */
static void measure_init(const Kernel *k, const Options *o, Measure *m) {
  buffers_alloc(k, &m->b);
  m->agree = check_versions(k, o, m);
  for (int v = 0; v < NUM_VERSIONS; v++) {
    m->best[v] = INFINITY;
    m->total[v] = 0.0;
  }
  m->rounds = 0;
}

static int version_index(const char *label, size_t n) {
  for (int v = 0; v < NUM_VERSIONS; v++)
    if (strlen(version_labels[v]) == n && strncmp(version_labels[v], label, n) == 0)
      return v;
  return -1;
}

/* Parses a --ratio SPEC into *r; false when it is malformed. */
static bool parse_ratio(const char *spec, Ratio *r) {
  const char *slash = strchr(spec, '/');
  if (!slash)
    return false;
  const char *den = slash + 1;
  size_t den_len = strcspn(den, "<>@");
  *r = (Ratio){.num = version_index(spec, (size_t)(slash - spec)),
               .den = version_index(den, den_len)};
  const char *rest = den + den_len;
  if (*rest == '<' || *rest == '>') {
    if (rest[1] != '=')
      return false;
    char *end;
    r->bounded = true;
    r->below = *rest == '<';
    r->bound = strtod(rest + 2, &end);
    rest = end;
  }
  r->worst = r->below ? 0.0 : INFINITY;
  if (*rest == '@')
    r->only = rest + 1;
  else if (*rest != '\0')
    return false;
  return r->num >= 0 && r->den >= 0;
}

/* Parses the options; returns the index of REPEAT in argv, or -1. */
static int parse_options(int argc, char **argv, Options *o) {
  int i = 1;
  for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(argv[i], "--wall") == 0) {
      bench_clock = CLOCK_MONOTONIC;
      continue;
    }
    if (!value)
      return -1;
    i++;
    if (strcmp(argv[i - 1], "--ratio") == 0) {
      if (o->num_ratios == MAX_RATIOS ||
          !parse_ratio(value, &o->ratios[o->num_ratios++]))
        return -1;
    } else if (strcmp(argv[i - 1], "--gflops") == 0) {
      const char *eq = strchr(value, '=');
      if (!eq)
        return -1;
      o->flops_kernel = value;
      o->flops_kernel_len = (size_t)(eq - value);
      o->flops = atof(eq + 1);
    } else if (strcmp(argv[i - 1], "--peak") == 0) {
      o->peak = atof(value);
    } else if (strcmp(argv[i - 1], "--tolerance") == 0) {
      const char *eq = strchr(value, '=');
      int v = eq ? version_index(value, (size_t)(eq - value)) : -1;
      if (v < 0)
        return -1;
      o->tolerance[v] = atof(eq + 1);
    } else if (strcmp(argv[i - 1], "--peer") == 0) {
      int v = version_index(value, strlen(value));
      if (v < 0)
        return -1;
      o->peer[v] = true;
    } else {
      return -1;
    }
  }
  if (argc - i < 2)
    return -1;
  o->repeat = atoi(argv[i]);
  o->min_time = atof(argv[i + 1]);
  return o->repeat >= 1 && o->min_time >= 0.0 ? i : -1;
}

static void print_header(void) {
  printf("%-11s", "kernel");
  for (int v = 0; v < NUM_VERSIONS; v++)
    printf(" %*s", column_width(v), version_labels[v]);
  printf(" %5s  %s\n", "runs", "outputs");
}

/* Prints the ratios table of the kernels measured (m[k] is NULL for the
 * others) and the GFLOP/s line of the --gflops kernel. */
static void print_ratios_table(Options *o, Measure *const *m) {
  if (o->num_ratios > 0) {
    printf("\n%-11s", "ratios");
    for (int r = 0; r < o->num_ratios; r++)
      printf(" %6s(%d)", "", r + 1);
    printf("\n");
  }
  for (int k = 0; k < NUM_KERNELS; k++)
    if (m[k] && o->num_ratios > 0)
      print_ratios(&kernels[k], o, m[k]);
  for (int k = 0; k < NUM_KERNELS; k++)
    if (m[k] && o->flops_kernel &&
        strlen(kernels[k].label) == o->flops_kernel_len &&
        strncmp(o->flops_kernel, kernels[k].label, o->flops_kernel_len) == 0)
      print_gflops(&kernels[k], o, m[k]->best);
}

static void print_summary(const Options *o, int count, int agree) {
  printf("\ntimes: best of >= %d runs each (%s time), seconds per call; "
         "ratios of best times (! = off target):\n",
         o->repeat, bench_clock == CLOCK_MONOTONIC ? "wall" : "CPU");
  for (int r = 0; r < o->num_ratios; r++) {
    const Ratio *ra = &o->ratios[r];
    if (ra->measured == 0)
      continue;
    printf("  (%d) %s / %s: geomean %.3f, %s %.3f", r + 1,
           version_labels[ra->num], version_labels[ra->den],
           exp(ra->log_sum / ra->measured), ra->below ? "highest" : "lowest",
           ra->worst);
    if (ra->bounded)
      printf("; target %s %.3g on %s: met on %d/%d", ra->below ? "<=" : ">=",
             ra->bound, ra->only ? ra->only : "every kernel", ra->on_target,
             ra->counted);
    printf("\n");
  }
  printf("outputs identical to %s's (or within their --tolerance, peers "
         "aside) on %d/%d kernels\n",
         version_labels[0], agree, count);
}

int main(int argc, char **argv) {
  Options o = {0};
  int first = parse_options(argc, argv, &o);
  if (first < 0) {
    fprintf(stderr,
            "usage: %s [--wall] [--ratio NUM/DEN[<=X|>=X][@k,...]]... "
            "[--gflops KERNEL=FLOPS] [--peak GFLOPS] [--tolerance V=X]... "
            "[--peer V]... REPEAT MIN_TIME [kernel...]\n",
            argv[0]);
    return 2;
  }
  char **names = argv + first + 2;
  int num_names = argc - first - 2;
  for (int i = 0; i < num_names; i++) {
    int k = 0;
    while (k < NUM_KERNELS && strcmp(names[i], kernels[k].label) != 0)
      k++;
    if (k == NUM_KERNELS) {
      fprintf(stderr, "%s: no kernel %s\n", argv[0], names[i]);
      return 2;
    }
  }
  static Measure measures[NUM_KERNELS];
  Measure *m[NUM_KERNELS] = {0};
  int count = 0, agree = 0;
  for (int k = 0; k < NUM_KERNELS; k++) {
    bool selected = num_names == 0;
    for (int i = 0; i < num_names; i++)
      selected = selected || strcmp(names[i], kernels[k].label) == 0;
    if (!selected)
      continue;
    m[k] = &measures[k];
    measure_init(&kernels[k], &o, m[k]);
    count++;
    agree += m[k]->agree;
  }
  time_kernels(&o, m);
  print_header();
  for (int k = 0; k < NUM_KERNELS; k++)
    if (m[k]) {
      print_times(&kernels[k], &o, m[k]);
      buffers_free(&kernels[k], &m[k]->b);
    }
  print_ratios_table(&o, m);
  print_summary(&o, count, agree);
  return agree == count ? 0 : 1;
}
