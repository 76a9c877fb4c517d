/*
 * stats.c - --stats: timing each stage and the process's peak memory.
 */
#define _POSIX_C_SOURCE 200809L
#include "stats.h"

#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "ir/ir.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The peak resident set of the process so far, in KiB (Linux's unit of
 * ru_maxrss). */
static long peak_kib(void) {
  struct rusage ru;
  return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : 0;
}

void stats_begin(Stats *s) {
  *s = (Stats){0};
  s->start = s->last = now();
}

void stats_stage(Stats *s, const char *name) {
  if (s->num == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 8;
    s->stages = realloc(s->stages, s->cap * sizeof *s->stages);
    if (!s->stages)
      ir_oom();
  }
  double t = now();
  s->stages[s->num++] = (StatsStage){name, t - s->last, peak_kib()};
  s->last = t;
}

/* One row of the table: time, its share of total, peak memory, name. */
static void row(FILE *out, double seconds, double total, long kib,
                const char *name) {
  fprintf(out, "  %8.4f (%5.1f%%)  %10.1f  %s\n", seconds,
          total > 0 ? 100 * seconds / total : 100.0, (double)kib / 1024,
          name);
}

void stats_print(const Stats *s, FILE *out) {
  double total = now() - s->start, rest = total;
  long peak = peak_kib();
  fputs("===-------------------------------------------------------------"
        "------------===\n"
        "                         ... Execution time report ...\n"
        "===-------------------------------------------------------------"
        "------------===\n",
        out);
  fprintf(out, "  Total Execution Time: %.4f seconds\n", total);
  fprintf(out, "  Peak Memory: %.1f MiB\n\n", (double)peak / 1024);
  fputs("  ----Wall Time----  --Peak MiB--  ----Name----\n", out);
  for (unsigned i = 0; i < s->num; i++) {
    row(out, s->stages[i].seconds, total, s->stages[i].peak_kib,
        s->stages[i].name);
    rest -= s->stages[i].seconds;
  }
  row(out, rest > 0 ? rest : 0, total, peak, "rest");
  row(out, total, total, peak, "total");
}

void stats_free(Stats *s) {
  free(s->stages);
  *s = (Stats){0};
}
