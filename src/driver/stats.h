/*
 * stats.h - --stats: what each stage of a run took, in the shape of
 * mlir-opt's --mlir-timing report, and how much memory the process held.
 *
 * The driver marks the end of each stage (parse, verify, each pass by
 * name, emit); a stage's time runs from the previous mark. What no stage
 * covers (mapping the input, freeing the context) is reported as "rest".
 */
#ifndef AFFC_DRIVER_STATS_H
#define AFFC_DRIVER_STATS_H

#include <stdbool.h>
#include <stdio.h>

typedef struct StatsStage {
  const char *name; /* not copied: a literal or a pass's name */
  double seconds;
  long peak_kib;    /* the process's peak resident set at the stage's end */
} StatsStage;

typedef struct Stats {
  double start, last; /* seconds on a monotonic clock */
  unsigned num, cap;
  StatsStage *stages; /* malloc'ed */
} Stats;

/* Starts the clock of s. */
void stats_begin(Stats *s);
/* Records the stage ending now under name. */
void stats_stage(Stats *s, const char *name);
/* Writes the report of the stages recorded so far to out. */
void stats_print(const Stats *s, FILE *out);
void stats_free(Stats *s);

#endif
