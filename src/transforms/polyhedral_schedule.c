/*
 * polyhedral_schedule.c - the affine-polyhedral-schedule pass: a new order
 * for each static control part of a function, as PPCG computes one.
 *
 * For each part (analysis/scop.h): the dependences (isl's dataflow
 * analysis), a schedule from isl's Pluto-style scheduler (outer loops
 * parallel where it can, bands of loops that may be reordered, fused where
 * that brings reuse), tiled and reordered by polyhedral_tile.c, then isl's
 * AST generator, written back as affine loops by polyhedral_codegen.c. The
 * new nests replace the old ones. Where the model, the scheduler's work
 * bound or the AST stops it, the part stays as it was, with a remark.
 *
 * A loop of the new nests that carries no dependence, given the loops
 * around it, becomes an affine.parallel when no loop around it is one
 * (the outermost is shared among threads); the others stay affine.for.
 * At -O3, affine-parallelize runs before this pass, for the nests the
 * model leaves alone.
 *
 * The values loops carry (iter_args), which the model does not describe,
 * go to memory first (scalar_expand.h); a nest that is not scheduled
 * after all gets its loops back as they were.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, pthread_getcpuclockid */

#include <pthread.h>
#include <stdatomic.h>
#include <time.h>

#include <isl/ast_build.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>

#include "analysis/scop.h"
#include "dialects/affine.h"
#include "dialects/dialect.h"
#include "ir/rewrite.h"
#include "pass.h"
#include "polyhedral_codegen.h"
#include "polyhedral_tile.h"
#include "scalar_expand.h"

enum {
  OPT_TILE,
  OPT_TILE_SIZE,
  OPT_INNER_TILE_SIZE,
  OPT_PARALLEL_FIRST,
  OPT_WAVEFRONT,
  OPT_FUSION,
  OPT_MAX_OPS,
  OPT_MAX_SECONDS,
  OPT_SCALAR_EXPANSION
};
enum { FUSION_SMART, FUSION_MAX, FUSION_MIN };

/* The largest coefficient of a loop variable in a new schedule (seidel-2d
 * needs 4). */
enum { SCHEDULE_MAX_COEFFICIENT = 8 };

/* With the tile edge from the caches, how many times longer a tile is
 * along its innermost loop, which walks memory with stride 1 (longer runs
 * for the hardware prefetcher and the vector loop, while the other edges
 * keep what is reused in cache). Of 1, 4 and 8, 4 ran fastest on gemm,
 * 2mm, covariance and chain, and brought atax's and bicg's column sweeps
 * back to the speed of their rows of 250 (bench/parallel.sh --schedule,
 * THREADS=1 CLOCK=cpu). */
enum { INNER_TILE_FACTOR = 4 };

/* The most elements of one buffer that scalar expansion makes. */
#define EXPANSION_MAX_ELEMENTS (INT64_C(1) << 24)

static const char *const fusion_choices[] = {"smart", "max", "min", NULL};

static const PassOption options[] = {
    [OPT_TILE] = {"tile", PASS_OPT_BOOL, 1,
                  "tile the bands of loops that can be reordered", NULL, NULL},
    [OPT_TILE_SIZE] =
        {"tile-size", PASS_OPT_UINT, 0,
         "the edge of a tile in iterations (0: from the level 1 data cache)",
         NULL, NULL},
    [OPT_INNER_TILE_SIZE] =
        {"inner-tile-size", PASS_OPT_UINT, 0,
         "the edge of a tile along its innermost loop, when no loop runs "
         "inside it, at most: its iterations are shared evenly among the tiles "
         "in multiples of the edge (0: tile-size when it is given, else 4 "
         "times the edge from the cache)",
         NULL, NULL},
    [OPT_PARALLEL_FIRST] =
        {"parallel-first", PASS_OPT_BOOL, 1,
         "the first loop of each band parallel where isl can make it so "
         "(false: Pluto's bands, tiled in time, tiles run as wavefronts)",
         NULL, NULL},
    [OPT_WAVEFRONT] =
        {"wavefront", PASS_OPT_BOOL, 1,
         "run tiles as a wavefront where no loop of a band is parallel", NULL,
         NULL},
    [OPT_FUSION] =
        {"fusion", PASS_OPT_ENUM, FUSION_SMART,
         "smart (isl's choice), max (fuse what can be), min (fuse nothing)",
         fusion_choices, NULL},
    [OPT_MAX_OPS] =
        {"max-operations", PASS_OPT_UINT, 50000000,
         "isl operations allowed per part before it is left as it is", NULL,
         NULL},
    [OPT_MAX_SECONDS] =
        {"max-seconds", PASS_OPT_UINT, 2,
         "CPU seconds the dependences, one schedule search or the AST of one "
         "part may take (parallel-first then falls back to Pluto's bands; "
         "else the part is left as it is)",
         NULL, NULL},
    [OPT_SCALAR_EXPANSION] =
        {"scalar-expansion", PASS_OPT_BOOL, 1,
         "keep the values loops carry (iter_args) in memory, one element per "
         "iteration of the loops around them, so that their nests can be "
         "scheduled",
         NULL, NULL},
};

/* An isl context set up for scheduling, tiling and AST generation. */
static isl_ctx *schedule_ctx(const Pass *pass) {
  isl_ctx *ictx = isl_ctx_alloc();
  if (!ictx)
    ir_oom();
  isl_options_set_on_error(ictx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(ictx, pass->values[OPT_MAX_OPS]);
  /* Bounded coefficients keep the scheduler's integer programs small.
   * isl's constraints against loops its AST would have to split
   * (coalescing) stay: without them, conv2d's reduction loops came out
   * skewed into each other (c, 2c + p, 2c + 2p + q) and ran 10x slower.
   * A search they make too long is what max-seconds stops. */
  isl_options_set_schedule_max_coefficient(ictx, SCHEDULE_MAX_COEFFICIENT);
  isl_options_set_schedule_treat_coalescing(ictx, 1);
  isl_options_set_schedule_serialize_sccs(ictx, pass->values[OPT_FUSION] ==
                                                    FUSION_MIN);
  isl_options_set_schedule_whole_component(ictx, pass->values[OPT_FUSION] ==
                                                     FUSION_MAX);
  isl_options_set_tile_scale_tile_loops(ictx, 1);
  isl_options_set_tile_shift_point_loops(ictx, 0);
  isl_options_set_ast_build_atomic_upper_bound(ictx, 1);
  isl_options_set_ast_build_allow_or(ictx, 0);
  isl_options_set_ast_build_detect_min_max(ictx, 1);
  return ictx;
}

/* The arrays scop touches and the widest of their elements, in bytes. */
static unsigned count_arrays(const Scop *scop, unsigned *elem_bytes) {
  isl_union_map *all = isl_union_map_union(isl_union_map_copy(scop->reads),
                                           isl_union_map_copy(scop->writes));
  isl_union_set *arrays = isl_union_map_range(all);
  isl_size n = isl_union_set_n_set(arrays);
  isl_union_set_free(arrays);
  *elem_bytes = 1;
  for (unsigned k = 0; k < scop->num_stmts; k++)
    for (IrOp *op = scop->stmts[k].first; op; op = op->next) {
      AffineAccess a;
      if (affine_access_get(op, &a)) {
        IrType *t = op->operands[a.memref].value->type->u.shaped.elem;
        unsigned bytes = (ir_type_bitwidth(t) + 7) / 8;
        *elem_bytes = bytes > *elem_bytes ? bytes : *elem_bytes;
      }
      if (op == scop->stmts[k].last)
        break;
    }
  return n > 0 ? (unsigned)n : 1;
}

/* A thread that aborts isl's work in ctx once the thread that made it
 * has spent max-seconds of CPU time from now: one integer program of isl's
 * scheduler can run for minutes between two of the operations
 * max-operations counts; so can isl's AST generator on a schedule of
 * many pieces. */
typedef struct Watchdog {
  isl_ctx *ctx;
  clockid_t clock;
  double limit;
  atomic_bool done;
  bool running;
  pthread_t thread;
} Watchdog;

static double cpu_seconds(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *watch(void *arg) {
  Watchdog *w = arg;
  const struct timespec tick = {0, 10 * 1000 * 1000};
  while (!atomic_load(&w->done)) {
    if (cpu_seconds(w->clock) > w->limit) {
      isl_ctx_abort(w->ctx);
      break;
    }
    nanosleep(&tick, NULL);
  }
  return NULL;
}

/* Starts watching the isl work of this thread in ctx, for the pass's
 * max-seconds. */
static void watchdog_start(Watchdog *w, const Pass *pass, isl_ctx *ctx) {
  w->ctx = ctx;
  atomic_init(&w->done, false);
  w->running = false;
  if (pthread_getcpuclockid(pthread_self(), &w->clock))
    return;
  w->limit = cpu_seconds(w->clock) + (double)pass->values[OPT_MAX_SECONDS];
  w->running = pthread_create(&w->thread, NULL, watch, w) == 0;
}

/* Stops watching; true when the work was aborted (ctx works again). */
static bool watchdog_stop(Watchdog *w) {
  if (w->running) {
    atomic_store(&w->done, true);
    pthread_join(w->thread, NULL);
  }
  bool aborted = isl_ctx_aborted(w->ctx);
  if (aborted) {
    isl_ctx_resume(w->ctx);
    isl_ctx_reset_error(w->ctx);
  }
  return aborted;
}

/* isl's schedule for scop's statements under dependences deps, or NULL
 * (with *timed_out when max-seconds passed); with outer, the first loop
 * of each band is a parallel one where isl can make it so. */
static isl_schedule *compute(const Pass *pass, const Scop *scop,
                             isl_union_map *deps, bool outer, bool *timed_out) {
  isl_ctx *ictx = isl_union_map_get_ctx(deps);
  isl_options_set_schedule_outer_coincidence(ictx, outer);
  isl_schedule_constraints *sc =
      isl_schedule_constraints_on_domain(isl_union_set_copy(scop->domain));
  sc = isl_schedule_constraints_set_validity(sc, isl_union_map_copy(deps));
  sc = isl_schedule_constraints_set_coincidence(sc, isl_union_map_copy(deps));
  sc = isl_schedule_constraints_set_proximity(sc, isl_union_map_copy(deps));
  Watchdog w;
  watchdog_start(&w, pass, ictx);
  isl_schedule *sched = isl_schedule_constraints_compute_schedule(sc);
  *timed_out = watchdog_stop(&w);
  if (*timed_out)
    sched = isl_schedule_free(sched);
  return sched;
}

/* The schedule isl finds for scop under dependences deps (kept), tiled;
 * NULL when it finds none. With
 * parallel-first, isl makes the first loop of each band parallel where
 * it can (a stencil's space loops under its time loop, or a hyperplane
 * of seidel-2d's time and space with a parallel loop under it), and only
 * where no loop at all can run in parallel does it look for the
 * permutable bands whose tiles run as a wavefront. */
static isl_schedule *new_schedule(const Pass *pass, const Scop *scop,
                                  isl_union_map *deps, char *report,
                                  size_t size, bool *timed_out) {
  bool parallel_first = pass->values[OPT_PARALLEL_FIRST];
  isl_schedule *sched = compute(pass, scop, deps, parallel_first, timed_out);
  bool again =
      parallel_first && (*timed_out || (sched && pass->values[OPT_WAVEFRONT] &&
                                        !schedule_has_parallel(sched)));
  if (again) {
    isl_schedule_free(sched);
    sched = compute(pass, scop, deps, false, timed_out);
  }
  if (!sched)
    return NULL;
  unsigned elem_bytes, arrays = count_arrays(scop, &elem_bytes);
  unsigned given = (unsigned)pass->values[OPT_TILE_SIZE];
  unsigned edge = given ? given : tile_size_from_cache(arrays, elem_bytes);
  unsigned inner = pass->values[OPT_INNER_TILE_SIZE]
                       ? (unsigned)pass->values[OPT_INNER_TILE_SIZE]
                   : given ? given
                           : edge * INNER_TILE_FACTOR;
  TileConfig cfg = {pass->values[OPT_TILE] ? edge : 0, inner,
                    pass->values[OPT_WAVEFRONT] != 0};
  return tile_schedule(sched, scop, &cfg, report, size);
}

/* Moves the ops between scop's nests (free of effects) before them. */
static void hoist_between(const Scop *scop) {
  IrOp *op = scop->first == scop->last ? NULL : scop->first->next;
  while (op && op != scop->last) {
    IrOp *next = op->next;
    if (!scop_is_candidate(op))
      ir_op_move_before(scop->first, op);
    op = next;
  }
}

/* The annotation of the loop isl's AST generator is about to write:
 * CODEGEN_PARALLEL when it carries none of the dependences deps (user),
 * that is when no dependence joins two of its iterations within one
 * iteration of the loops around it. */
static isl_id *annotate_loop(isl_ast_build *build, void *user) {
  isl_union_map *deps = isl_union_map_copy(user);
  isl_union_map *sched = isl_ast_build_get_schedule(build);
  deps = isl_union_map_apply_domain(deps, isl_union_map_copy(sched));
  deps = isl_union_map_apply_range(deps, sched);
  isl_space *space = isl_ast_build_get_schedule_space(build);
  isl_size n = isl_space_dim(space, isl_dim_set);
  isl_map *carried = isl_map_universe(isl_space_map_from_set(space));
  for (isl_size d = 0; d + 1 < n; d++)
    carried = isl_map_equate(carried, isl_dim_in, d, isl_dim_out, d);
  carried = isl_map_order_lt(carried, isl_dim_in, n - 1, isl_dim_out, n - 1);
  deps = isl_union_map_intersect(deps, isl_union_map_from_map(carried));
  bool parallel = isl_union_map_is_empty(deps) == isl_bool_true;
  isl_union_map_free(deps);
  return isl_id_alloc(isl_ast_build_get_ctx(build),
                      parallel ? CODEGEN_PARALLEL : CODEGEN_SEQUENTIAL, NULL);
}

/* Replaces scop's nests by the loops of sched; deps (kept) tells which
 * loops are parallel. */
static bool rewrite(const Pass *pass, const Scop *scop, isl_union_map *deps,
                    isl_schedule *sched, const char **why) {
  isl_ast_build *build = isl_ast_build_from_context(
      isl_set_universe(isl_union_set_get_space(scop->domain)));
  build = isl_ast_build_set_before_each_for(build, annotate_loop, deps);
  Watchdog w;
  watchdog_start(&w, pass, isl_union_map_get_ctx(deps));
  isl_ast_node *tree = isl_ast_build_node_from_schedule(build, sched);
  bool timed_out = watchdog_stop(&w);
  isl_ast_build_free(build);
  if (timed_out)
    tree = isl_ast_node_free(tree);
  if (!tree) {
    *why = timed_out ? "isl's AST generator took longer than max-seconds"
                     : "isl's AST generator failed";
    return false;
  }
  hoist_between(scop);
  bool ok = codegen_ast(pass->ctx, scop, tree, scop->first, why);
  isl_ast_node_free(tree);
  if (!ok)
    return false;
  IrOp *op = scop->first;
  while (op) {
    IrOp *next = op == scop->last ? NULL : op->next;
    ir_op_erase(op);
    op = next;
  }
  return true;
}

/* Schedules the part starting at nest; returns the op after it. */
static IrOp *schedule_part(const Pass *pass, isl_ctx *ictx, IrOp *nest) {
  ScopRefusal refusal = {0};
  Scop *scop = scop_build(pass->ctx, ictx, nest, &refusal);
  if (!scop) {
    pass_remark(pass, nest->loc, "nest left as it is: %s (%s)", refusal.why,
                pass_where(pass->ctx, refusal.where));
    return nest->next;
  }
  IrOp *after = scop->last->next;
  IrLocation loc = scop->first->loc;
  char report[2048] = "";
  Watchdog w;
  watchdog_start(&w, pass, ictx);
  isl_union_map *deps = scop_dependences(scop);
  bool timed_out = watchdog_stop(&w);
  if (timed_out)
    deps = isl_union_map_free(deps);
  isl_schedule *sched =
      deps ? new_schedule(pass, scop, deps, report, sizeof report, &timed_out)
           : NULL;
  const char *why = NULL;
  if (!deps)
    why = timed_out ? "isl's dependence analysis took longer than max-seconds"
                    : "isl's dependence analysis reached the work bound "
                      "(max-operations)";
  else if (!sched)
    why = timed_out ? "isl's scheduler took longer than max-seconds"
          : isl_ctx_last_error(ictx) == isl_error_quota
              ? "isl's scheduler reached the work bound (max-operations)"
              : "isl's scheduler found no schedule";
  else if (isl_ctx_last_error(ictx) == isl_error_quota)
    why = "the work bound (max-operations) was reached while tiling";
  if (!why && rewrite(pass, scop, deps, isl_schedule_copy(sched), &why))
    pass_remark(pass, loc, "%u statement%s scheduled: %s", scop->num_stmts,
                scop->num_stmts == 1 ? "" : "s", report);
  else
    pass_remark(pass, loc, "nests left as they are: %s", why);
  isl_union_map_free(deps);
  isl_schedule_free(sched);
  scop_free(scop);
  isl_ctx_reset_error(ictx);
  return after;
}

/* Expands the iter_args of the nests of block b that can start a part
 * (scalar_expand.h); their records in a new array, their number in *num. */
static ExpandedNest *expand_block(const Pass *pass, isl_ctx *ictx, IrBlock *b,
                                  unsigned *num) {
  unsigned n = 0;
  for (IrOp *in = b->first; in; in = in->next)
    n += scop_is_candidate(in);
  ExpandedNest *ex = ir_alloc(pass->ctx, (n + 1) * sizeof *ex);
  *num = 0;
  if (!pass->values[OPT_SCALAR_EXPANSION])
    return ex;
  IrOp **nests = ir_alloc(pass->ctx, (n + 1) * sizeof *nests);
  n = 0;
  for (IrOp *in = b->first; in; in = in->next)
    if (scop_is_candidate(in))
      nests[n++] = in;
  for (unsigned k = 0; k < n; k++) {
    isl_ctx_reset_operations(ictx);
    *num += scalar_expand_nest(pass->ctx, ictx, nests[k],
                               EXPANSION_MAX_ELEMENTS, &ex[*num]);
  }
  isl_ctx_reset_error(ictx);
  return ex;
}

/* Keeps the expansions of the nests the scheduler replaced, and undoes
 * the others. */
static void settle_expansions(const Pass *pass, ExpandedNest *ex,
                              unsigned num) {
  for (unsigned k = 0; k < num; k++) {
    if (ex[k].nest->parent) {
      scalar_expand_undo(&ex[k]);
      continue;
    }
    pass_remark(pass, ex[k].original->loc,
                "the values its loops carry kept in %u buffer%s, one element "
                "per iteration of the loops around them (scalar expansion)",
                ex[k].num_buffers, ex[k].num_buffers == 1 ? "" : "s");
    scalar_expand_keep(&ex[k]);
  }
}

/* Schedules every part in the regions of op, outside affine loops. */
static void schedule_regions(const Pass *pass, isl_ctx *ictx, IrOp *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next) {
      unsigned num_expanded;
      ExpandedNest *ex = expand_block(pass, ictx, b, &num_expanded);
      for (IrOp *in = b->first; in;) {
        if (scop_is_candidate(in)) {
          isl_ctx_reset_operations(ictx);
          in = schedule_part(pass, ictx, in);
          continue;
        }
        schedule_regions(pass, ictx, in);
        in = in->next;
      }
      settle_expansions(pass, ex, num_expanded);
    }
}

static bool run(Pass *pass, IrOp *func) {
  if (pass_too_deep(pass, func))
    return true;
  isl_ctx *ictx = schedule_ctx(pass);
  schedule_regions(pass, ictx, func);
  isl_ctx_free(ictx);
  return true;
}

const PassDef pass_affine_polyhedral_schedule = {
    .name = "affine-polyhedral-schedule",
    .summary = "a new order for each static control part from isl's "
               "scheduler (Pluto-style): fused, tiled, skewed into "
               "wavefronts, stride 1 inside",
    .num_options = PASS_NUM_OPTIONS(options),
    .options = options,
    .run = run,
};
