/*
 * polyhedral_tile.h - what the scheduler does to the schedule isl found,
 * band by band, before loops are generated from it: tiling, a wavefront
 * where no loop of a band is parallel, and the order of the loops inside
 * a tile so that the innermost one walks memory with stride 1.
 */
#ifndef AFFC_TRANSFORMS_POLYHEDRAL_TILE_H
#define AFFC_TRANSFORMS_POLYHEDRAL_TILE_H

#include <isl/schedule.h>
#include <stdbool.h>

#include "analysis/scop.h"

typedef struct TileConfig {
  unsigned tile_size;       /* the edge of a tile in iterations; 0: none */
  unsigned inner_tile_size; /* the edge along the innermost loop of a
                               tile, which walks memory with stride 1 */
  bool wavefront;           /* skew tiles where no loop of the band is
                               parallel */
} TileConfig;

/* The tile edge the caches of this machine suggest for a band whose
 * iterations touch num_arrays arrays of elem_bytes-byte elements: the
 * largest power of two (16 .. 256) whose square tiles of every array fit
 * the level 1 data cache together. */
unsigned tile_size_from_cache(unsigned num_arrays, unsigned elem_bytes);

/* True when a loop of some band of sched is parallel (coincident). */
bool schedule_has_parallel(__isl_keep isl_schedule *sched);

/* Tiles the outermost permutable band of each branch of sched (a band of
 * at least two loops), skews its tiles into a wavefront when cfg says so
 * and none of its loops is parallel, and puts innermost the loop of the
 * band's points that reads and writes memory with stride 1. What it did
 * is appended to report (size bytes, NUL-terminated). */
__isl_give isl_schedule *tile_schedule(__isl_take isl_schedule *sched,
                                       const Scop *scop, const TileConfig *cfg,
                                       char *report, size_t size);

#endif
