/*
 * polyhedral_tile.c - tiling, wavefronts and the order inside tiles, on
 * isl's schedule tree (polyhedral_tile.h).
 *
 * A band whose members isl marks permutable can have its loops tiled and
 * put in any order: every dependence goes forward, or stays, along each
 * of them. That is what makes the three rewrites here legal without a new
 * dependence test:
 * - tiling (isl_schedule_node_band_tile): the tile loops step by the tile
 *   edge, the point loops run inside a tile;
 * - a wavefront: when no loop of the band is parallel, the first tile loop
 *   becomes the sum of all of them; tiles with the same sum depend on no
 *   other such tile (a dependence goes forward along some tile loop and
 *   back along none), so the tile loops after the first are parallel;
 * - the point loops reordered so that the innermost one is the loop along
 *   which most accesses move to the next element (the C compiler can then
 *   vectorize it, and each cache line is used whole).
 */
#include "polyhedral_tile.h"

#include <isl/aff.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/schedule_node.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ the model */

/* The first line of cpu0's cache description `field` of cache `index`
 * into text; false when there is none. */
static bool cache_field(int index, const char *field, char *text, int size) {
  char path[96];
  snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/%s",
           index, field);
  FILE *f = fopen(path, "r");
  bool ok = f && fgets(text, size, f);
  if (f)
    fclose(f);
  return ok;
}

/* The size in bytes of the level 1 data cache of cpu0, or 32 KiB. */
static unsigned long l1_data_bytes(void) {
  char level[32], type[32], size[32];
  for (int i = 0; cache_field(i, "level", level, sizeof level); i++)
    if (atoi(level) == 1 && cache_field(i, "type", type, sizeof type) &&
        strncmp(type, "Instr", 5) &&
        cache_field(i, "size", size, sizeof size) && strtoul(size, NULL, 10))
      return strtoul(size, NULL, 10) * 1024;
  return 32 * 1024;
}

unsigned tile_size_from_cache(unsigned num_arrays, unsigned elem_bytes) {
  unsigned long budget = l1_data_bytes();
  unsigned long per_tile = (num_arrays ? num_arrays : 1) *
                           (unsigned long)(elem_bytes ? elem_bytes : 8);
  unsigned size = 16;
  while (size < 256 && per_tile * (2UL * size) * (2UL * size) <= budget)
    size *= 2;
  return size;
}

/* ------------------------------------------------------------ reporting */

typedef struct Tiler {
  const Scop *scop;
  const TileConfig *cfg;
  char *report;
  size_t size;
  bool under_untiled; /* below a band left untiled (a time loop) */
} Tiler;

static void say(Tiler *t, const char *fmt, ...) {
  size_t used = strlen(t->report);
  if (used + 1 >= t->size)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(t->report + used, t->size - used, fmt, ap);
  va_end(ap);
}

/* ------------------------------------------------------- replacing bands */

/* Band node with its partial schedule replaced by mupa, permutable, with
 * the given coincidence flags. */
static isl_schedule_node *replace_band(isl_schedule_node *node,
                                       isl_multi_union_pw_aff *mupa,
                                       const int *coincident) {
  node = isl_schedule_node_delete(node);
  node = isl_schedule_node_insert_partial_schedule(node, mupa);
  node = isl_schedule_node_band_set_permutable(node, 1);
  isl_size n = isl_schedule_node_band_n_member(node);
  for (isl_size m = 0; m < n; m++)
    node = isl_schedule_node_band_member_set_coincident(node, m,
                                                        coincident[m]);
  return node;
}

/* The wavefront: the first member becomes the sum of all members. */
static isl_schedule_node *wavefront(isl_schedule_node *node) {
  isl_multi_union_pw_aff *mupa = isl_schedule_node_band_get_partial_schedule(
      node);
  isl_size n = isl_multi_union_pw_aff_size(mupa);
  isl_union_pw_aff *sum = isl_multi_union_pw_aff_get_union_pw_aff(mupa, 0);
  for (isl_size m = 1; m < n; m++)
    sum = isl_union_pw_aff_add(
        sum, isl_multi_union_pw_aff_get_union_pw_aff(mupa, m));
  mupa = isl_multi_union_pw_aff_set_union_pw_aff(mupa, 0, sum);
  int coincident[n];
  for (isl_size m = 0; m < n; m++)
    coincident[m] = m > 0;
  return replace_band(node, mupa, coincident);
}

/* Moves member `inner` of the band to the innermost place. */
static isl_schedule_node *sink_member(isl_schedule_node *node, int inner) {
  isl_multi_union_pw_aff *old = isl_schedule_node_band_get_partial_schedule(
      node);
  isl_multi_union_pw_aff *mupa = isl_multi_union_pw_aff_copy(old);
  isl_size n = isl_multi_union_pw_aff_size(old);
  int coincident[n];
  for (isl_size p = 0, m = 0; p < n; p++, m++) {
    if (m == inner)
      m++;
    int from = p == n - 1 ? inner : (int)m;
    coincident[p] = isl_schedule_node_band_member_get_coincident(node, from);
    mupa = isl_multi_union_pw_aff_set_union_pw_aff(
        mupa, p, isl_multi_union_pw_aff_get_union_pw_aff(old, from));
  }
  isl_multi_union_pw_aff_free(old);
  return replace_band(node, mupa, coincident);
}

/* ---------------------------------------------------- the stride-1 loop */

static isl_stat take_aff(isl_set *set, isl_aff *aff, void *user) {
  isl_aff **out = user;
  isl_set_free(set);
  if (*out) { /* a second piece: not one affine function */
    isl_aff_free(aff);
    *out = isl_aff_free(*out);
    return isl_stat_error;
  }
  *out = aff;
  return isl_stat_ok;
}

/* The affine function pa is on its domain when it has one piece, else
 * NULL. */
static isl_aff *single_aff(isl_pw_aff *pa) {
  isl_aff *aff = NULL;
  isl_pw_aff_foreach_piece(pa, take_aff, &aff);
  isl_pw_aff_free(pa);
  return aff;
}

/* What member upa of a band is for the statement with domain space
 * `space`: MEMBER_ABSENT when the band does not schedule the statement
 * or holds it at one value, the induction variable (set dimension) it
 * follows when it has a coefficient of 1 or -1 for that one and 0 for
 * the others, else
 * MEMBER_SKEWED. */
enum { MEMBER_ABSENT = -1, MEMBER_SKEWED = -2 };

static int member_iv(isl_union_pw_aff *upa, isl_space *space) {
  isl_space *fn = isl_space_add_dims(isl_space_from_domain(space),
                                     isl_dim_out, 1);
  isl_pw_aff *pa = isl_union_pw_aff_extract_pw_aff(upa, fn);
  if (isl_pw_aff_n_piece(pa) == 0) {
    isl_pw_aff_free(pa);
    return MEMBER_ABSENT;
  }
  isl_aff *aff = single_aff(pa);
  int iv = aff ? MEMBER_ABSENT : MEMBER_SKEWED;
  isl_size n = aff ? isl_aff_dim(aff, isl_dim_in) : 0;
  for (isl_size d = 0; d < n; d++) {
    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, d);
    if (!isl_val_is_zero(c))
      iv = iv == MEMBER_ABSENT && (isl_val_is_one(c) || isl_val_is_negone(c))
               ? (int)d
               : MEMBER_SKEWED;
    isl_val_free(c);
  }
  isl_aff_free(aff);
  return iv;
}

typedef struct StrideScore {
  int iv;
  long score;
  long invariant; /* accesses that do not move along iv */
} StrideScore;

/* How much an access map likes iv innermost: 2 when it moves to the next
 * element of its last dimension, 1 when it does not move (the value stays
 * in a register), -1 when it jumps across a row. */
static isl_stat score_access(isl_map *map, void *user) {
  StrideScore *s = user;
  isl_pw_multi_aff *pma = isl_map_is_single_valued(map) == isl_bool_true
                              ? isl_pw_multi_aff_from_map(map)
                              : (isl_map_free(map), NULL);
  if (!pma)
    return isl_stat_ok;
  isl_size rank = isl_pw_multi_aff_dim(pma, isl_dim_out);
  int kind = 1;
  for (isl_size d = 0; d < rank && kind >= 0; d++) {
    isl_aff *aff = single_aff(isl_pw_multi_aff_get_pw_aff(pma, d));
    if (!aff)
      continue;
    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, s->iv);
    if (!isl_val_is_zero(c))
      kind = d == rank - 1 && (isl_val_is_one(c) || isl_val_is_negone(c))
                 ? 2
                 : -1;
    isl_val_free(c);
    isl_aff_free(aff);
  }
  isl_pw_multi_aff_free(pma);
  s->score += kind;
  s->invariant += kind == 1;
  return isl_stat_ok;
}

/* The sum over the statements (those of counted[], or all when it is
 * NULL) of how much their accesses like member m of the band innermost,
 * and in *invariant the number of their accesses that do not move along
 * it; false when a member of the band is skewed for a statement (the
 * accesses' strides along it are not those of one induction variable,
 * and the band keeps isl's order). */
static bool member_score(const Tiler *t, isl_multi_union_pw_aff *mupa, int m,
                         const bool *counted, long *score, long *invariant) {
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff(mupa, m);
  bool plain = true;
  *score = 0;
  *invariant = 0;
  for (unsigned k = 0; plain && k < t->scop->num_stmts; k++) {
    const ScopStmt *s = &t->scop->stmts[k];
    if (!s->domain)
      continue;
    StrideScore ss = {member_iv(upa, isl_set_get_space(s->domain)), 0, 0};
    plain = ss.iv != MEMBER_SKEWED;
    if (ss.iv < 0 || (counted && !counted[k]))
      continue;
    isl_union_map_foreach_map(s->reads, score_access, &ss);
    isl_union_map_foreach_map(s->writes, score_access, &ss);
    *score += ss.score;
    *invariant += ss.invariant;
  }
  isl_union_pw_aff_free(upa);
  return plain;
}

/* True when each loop of band node follows one induction variable of
 * each statement: isl did not skew it; *reuse tells whether an access
 * stays on one element along one of them (an element used again, which
 * tiles keep in cache). */
static bool band_is_plain(const Tiler *t, isl_schedule_node *node,
                          bool *reuse) {
  isl_multi_union_pw_aff *mupa = isl_schedule_node_band_get_partial_schedule(
      node);
  isl_size n = isl_multi_union_pw_aff_size(mupa);
  bool plain = true;
  *reuse = false;
  for (int m = 0; plain && m < (int)n; m++) {
    long score, invariant;
    plain = member_score(t, mupa, m, NULL, &score, &invariant);
    *reuse = *reuse || invariant > 0;
  }
  isl_multi_union_pw_aff_free(mupa);
  return plain;
}

/* Marks in counted[] the statements that every member of the band mupa
 * moves: those that run in the band's innermost loop, whose order there
 * matters (a statement of the outer loops only, as the store of a sum,
 * runs once per row). When there is none, marks them all. */
static void mark_innermost_stmts(const Tiler *t,
                                 isl_multi_union_pw_aff *mupa, bool *counted) {
  isl_size n = isl_multi_union_pw_aff_size(mupa);
  bool any = false;
  for (unsigned k = 0; k < t->scop->num_stmts; k++) {
    const ScopStmt *s = &t->scop->stmts[k];
    counted[k] = s->domain != NULL;
    for (int m = 0; counted[k] && m < (int)n; m++) {
      isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff(mupa,
                                                                       m);
      counted[k] = member_iv(upa, isl_set_get_space(s->domain)) >= 0;
      isl_union_pw_aff_free(upa);
    }
    any = any || counted[k];
  }
  for (unsigned k = 0; !any && k < t->scop->num_stmts; k++)
    counted[k] = true;
}

/* The member of permutable band node that most accesses like innermost
 * (a parallel one on a tie, for vectorization), or -1 when a member is
 * skewed for some statement (the band keeps isl's order). */
static int innermost_member(const Tiler *t, isl_schedule_node *node) {
  isl_multi_union_pw_aff *mupa = isl_schedule_node_band_get_partial_schedule(
      node);
  isl_size n = isl_multi_union_pw_aff_size(mupa);
  int best = (int)n - 1;
  long best_score = LONG_MIN;
  bool plain = true;
  bool *counted = calloc(t->scop->num_stmts + 1, sizeof *counted);
  if (!counted)
    ir_oom();
  mark_innermost_stmts(t, mupa, counted);
  for (int m = 0; plain && m < (int)n; m++) {
    long score, invariant;
    plain = member_score(t, mupa, m, counted, &score, &invariant);
    score = 2 * score + isl_schedule_node_band_member_get_coincident(node, m);
    if (score > best_score || (score == best_score && m == (int)n - 1)) {
      best = m;
      best_score = score;
    }
  }
  free(counted);
  isl_multi_union_pw_aff_free(mupa);
  return plain ? best : -1;
}

/* Puts member inner of band node innermost (none when it is -1);
 * *reordered tells whether that moved a member. */
static isl_schedule_node *order_points(isl_schedule_node *node, int inner,
                                       bool *reordered) {
  *reordered = inner >= 0 && inner != isl_schedule_node_band_n_member(node) - 1;
  return *reordered ? sink_member(node, inner) : node;
}

/* ------------------------------------------------------ naming loops */

/* The statement with the most loops around it that member m of mupa
 * schedules, or -1. */
static int deepest_stmt(const Tiler *t, isl_multi_union_pw_aff *mupa, int m) {
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff(mupa, m);
  int deepest = -1;
  for (unsigned k = 0; k < t->scop->num_stmts; k++) {
    const ScopStmt *s = &t->scop->stmts[k];
    if (!s->domain || (deepest >= 0 &&
                       s->num_ivs <= t->scop->stmts[deepest].num_ivs))
      continue;
    if (member_iv(upa, isl_set_get_space(s->domain)) != MEMBER_ABSENT)
      deepest = (int)k;
  }
  isl_union_pw_aff_free(upa);
  return deepest;
}

/* True when aff is a sum of integer multiples of its input dims and an
 * integer, without parameters. */
static bool integer_terms(isl_aff *aff) {
  isl_size n = isl_aff_dim(aff, isl_dim_in);
  isl_size params = isl_aff_dim(aff, isl_dim_param);
  isl_val *k = isl_aff_get_constant_val(aff);
  bool ok = isl_val_is_int(k) == isl_bool_true &&
            isl_aff_involves_dims(aff, isl_dim_param, 0, (unsigned)params) ==
                isl_bool_false;
  isl_val_free(k);
  for (isl_size d = 0; ok && d < n; d++) {
    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, d);
    ok = isl_val_is_int(c) == isl_bool_true;
    isl_val_free(c);
  }
  return ok;
}

/* Appends aff, a function of the induction variables ivs, as affine
 * code reads: "%i", "2 * %t + %i", "%j - 1" (isl's notation when it is
 * not integer terms). */
static void say_aff(Tiler *t, isl_aff *aff, IrValue *const *ivs) {
  if (!integer_terms(aff)) {
    char *text = isl_aff_to_str(aff);
    say(t, "%s", text ? text : "?");
    free(text);
    return;
  }
  bool any = false;
  isl_size n = isl_aff_dim(aff, isl_dim_in);
  for (isl_size d = 0; d <= n; d++) {
    isl_val *v = d < n ? isl_aff_get_coefficient_val(aff, isl_dim_in, d)
                       : isl_aff_get_constant_val(aff);
    long c = isl_val_get_num_si(v);
    isl_val_free(v);
    if (c == 0 && (d < n || any))
      continue;
    long mag = c < 0 ? -c : c;
    say(t, "%s", !any ? (c < 0 ? "-" : "") : c < 0 ? " - " : " + ");
    const char *name = d < n && ivs[d]->name ? ivs[d]->name : "?";
    if (d == n)
      say(t, "%ld", mag);
    else if (mag == 1)
      say(t, "%%%s", name);
    else
      say(t, "%ld * %%%s", mag, name);
    any = true;
  }
}

/* Appends the members of band node, each as a function of the loops of
 * the deepest statement it schedules, the parallel ones marked. */
static void say_members(Tiler *t, isl_schedule_node *node) {
  isl_multi_union_pw_aff *mupa = isl_schedule_node_band_get_partial_schedule(
      node);
  isl_size n = isl_multi_union_pw_aff_size(mupa);
  for (int m = 0; m < (int)n; m++) {
    int k = deepest_stmt(t, mupa, m);
    say(t, m ? ", " : "");
    if (k >= 0) {
      const ScopStmt *s = &t->scop->stmts[k];
      isl_space *fn = isl_space_add_dims(
          isl_space_from_domain(isl_set_get_space(s->domain)), isl_dim_out, 1);
      isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff(mupa, m);
      isl_aff *aff = single_aff(isl_union_pw_aff_extract_pw_aff(upa, fn));
      isl_union_pw_aff_free(upa);
      if (aff)
        say_aff(t, aff, s->ivs);
      isl_aff_free(aff);
    }
    if (isl_schedule_node_band_member_get_coincident(node, m))
      say(t, " (parallel)");
  }
  isl_multi_union_pw_aff_free(mupa);
}

/* ---------------------------------------------------------------- bands */

static bool any_coincident(isl_schedule_node *band) {
  isl_size n = isl_schedule_node_band_n_member(band);
  for (isl_size m = 0; m < n; m++)
    if (isl_schedule_node_band_member_get_coincident(band, m))
      return true;
  return false;
}

/* What find_band looks for, and whether it found it. */
typedef struct BandSearch {
  bool parallel_only; /* a band with a parallel member */
  bool found;
} BandSearch;

static isl_bool find_band(isl_schedule_node *node, void *user) {
  BandSearch *s = user;
  s->found = isl_schedule_node_get_type(node) == isl_schedule_node_band &&
             (!s->parallel_only || any_coincident(node));
  return s->found ? isl_bool_false : isl_bool_true;
}

/* True when node or a node below it is a band (one with a parallel
 * member, when parallel_only). */
static bool has_band(isl_schedule_node *node, bool parallel_only) {
  BandSearch s = {parallel_only, false};
  isl_schedule_node_foreach_descendant_top_down(node, find_band, &s);
  return s.found;
}

bool schedule_has_parallel(isl_schedule *sched) {
  isl_schedule_node *root = isl_schedule_get_root(sched);
  bool found = has_band(root, true);
  isl_schedule_node_free(root);
  return found;
}

/* Asks isl's AST generator to split the loops of band node (the point
 * loops of a tile, or an untiled band's) but the innermost where the
 * statements they run change (a statement of the first iteration only,
 * as gemm's C *= beta, or fdtd-2d's row 0): the innermost loop then runs
 * without a guard, which compilers vectorize. */
static isl_schedule_node *separate_outer_points(isl_schedule_node *node) {
  isl_size n = isl_schedule_node_band_n_member(node);
  for (isl_size m = 0; m + 1 < n; m++)
    node = isl_schedule_node_band_member_set_ast_loop_type(
        node, m, isl_ast_loop_separate);
  return node;
}

/* Why band node stays untiled, or NULL. */
static const char *why_untiled(const Tiler *t, isl_schedule_node *node) {
  if (isl_schedule_node_band_n_member(node) < 2)
    return "one loop";
  if (!isl_schedule_node_band_get_permutable(node))
    return "its loops cannot be reordered";
  bool reuse, plain = band_is_plain(t, node, &reuse);
  /* Under a time loop, tiles of a band as written bring no reuse from one
   * time step to the next; a band isl skewed is tiled, for the locality
   * the skewing took away. */
  if (t->under_untiled && plain)
    return "under a sequential loop";
  /* Each element is used in one iteration only (element-wise nests):
   * tiles would only cut the rows the hardware prefetcher follows. */
  if (plain && any_coincident(node) && !reuse)
    return "no element is used again in another iteration";
  if (!t->cfg->tile_size)
    return "tile=false";
  return NULL;
}

/* The number of values member m of band node takes over the statement
 * instances the band schedules, or 0 when that is not a constant. */
static long member_extent(isl_schedule_node *node, int m) {
  isl_multi_union_pw_aff *mupa =
      isl_schedule_node_band_get_partial_schedule(node);
  isl_union_pw_aff *upa = isl_union_pw_aff_intersect_domain_union_set(
      isl_multi_union_pw_aff_get_union_pw_aff(mupa, m),
      isl_schedule_node_get_domain(node));
  isl_multi_union_pw_aff_free(mupa);
  isl_val *lo = isl_union_pw_aff_min_val(isl_union_pw_aff_copy(upa));
  isl_val *hi = isl_union_pw_aff_max_val(upa);
  long extent =
      isl_val_is_int(lo) == isl_bool_true && isl_val_is_int(hi) == isl_bool_true
          ? isl_val_get_num_si(hi) - isl_val_get_num_si(lo) + 1
          : 0;
  isl_val_free(lo);
  isl_val_free(hi);
  return extent;
}

/* True when a band lies below band node: loops run inside its own. */
static bool loops_below(isl_schedule_node *node) {
  isl_schedule_node *child =
      isl_schedule_node_child(isl_schedule_node_copy(node), 0);
  bool found = has_band(child, false);
  isl_schedule_node_free(child);
  return found;
}

/* The edge of a tile along member m of band node, the member `inner`
 * going innermost: cfg's tile_size, or its inner_tile_size along the
 * innermost loop when no loop runs inside it (then it walks memory with
 * stride 1; conv2d's columns, with its 3 x 3 window inside, ran 1.2x
 * slower in tiles of 96 than of 32, gcc). When that edge is longer, the
 * loop's iterations are shared evenly among its tiles, in multiples of
 * tile_size: 192 iterations in tiles of at most 128 make two tiles of 96,
 * not 128 and 64. */
static unsigned tile_edge(const Tiler *t, isl_schedule_node *node, int m,
                          int inner) {
  unsigned edge = t->cfg->tile_size;
  long most = (long)t->cfg->inner_tile_size;
  if (m != inner || loops_below(node))
    return edge;
  long extent = most > edge ? member_extent(node, m) : 0;
  if (extent <= 0)
    return (unsigned)most;
  long tiles = (extent + most - 1) / most;
  long even = (extent + tiles - 1) / tiles;
  return (unsigned)((even + edge - 1) / edge * edge);
}

/* Band node tiled: the tiles run as a wavefront when no loop is
 * parallel; returns the band of the loops inside a tile. */
static isl_schedule_node *tile(Tiler *t, isl_schedule_node *node, int inner) {
  isl_size n = isl_schedule_node_band_n_member(node);
  isl_multi_val *sizes = isl_multi_val_zero(
      isl_schedule_node_band_get_space(node));
  say(t, " tiled by ");
  for (isl_size m = 0; m < n; m++) {
    unsigned edge = tile_edge(t, node, m, inner);
    say(t, "%s%u", m ? " x " : "", edge);
    sizes = isl_multi_val_set_val(
        sizes, m, isl_val_int_from_ui(isl_schedule_node_get_ctx(node), edge));
  }
  bool parallel = any_coincident(node);
  node = isl_schedule_node_band_tile(node, sizes);
  if (!parallel && t->cfg->wavefront) {
    node = wavefront(node);
    say(t, ", tiles run as a wavefront (no loop is parallel as written)");
  }
  return isl_schedule_node_child(node, 0);
}

/* Tiles band node where that brings reuse and orders the loops (of a
 * tile) for stride 1; says how, naming the loops. Returns the node at
 * the same place. */
static isl_schedule_node *tile_band(Tiler *t, isl_schedule_node *node) {
  const char *why_not = why_untiled(t, node);
  bool ordered = isl_schedule_node_band_get_permutable(node);
  bool reordered = false;
  int inner = ordered ? innermost_member(t, node) : -1;
  if (why_not)
    node = order_points(node, inner, &reordered);
  say(t, "%sloop%s ", t->report[0] ? "; " : "",
      isl_schedule_node_band_n_member(node) == 1 ? "" : "s");
  say_members(t, node);
  if (why_not) {
    say(t, ", not tiled (%s)%s", why_not,
        reordered ? ", reordered for locality" : "");
    return ordered ? separate_outer_points(node) : node;
  }
  node = order_points(tile(t, node, inner), inner, &reordered);
  if (reordered) {
    say(t, ", in a tile ");
    say_members(t, node);
    say(t, " (reordered for locality)");
  }
  return isl_schedule_node_parent(separate_outer_points(node));
}

/* Tiles the outermost band of at least two loops that may be reordered
 * below node on each branch (a time loop's band of one goes untiled, the
 * bands under it are looked at). */
static isl_schedule_node *visit(Tiler *t, isl_schedule_node *node) {
  bool under_untiled = t->under_untiled;
  if (isl_schedule_node_get_type(node) == isl_schedule_node_band) {
    bool tiled = isl_schedule_node_band_n_member(node) >= 2 &&
                 isl_schedule_node_band_get_permutable(node);
    node = tile_band(t, node);
    if (tiled)
      return node;
    t->under_untiled = true;
  }
  isl_size n = isl_schedule_node_n_children(node);
  for (isl_size i = 0; i < n; i++) {
    node = isl_schedule_node_child(node, i);
    node = visit(t, node);
    node = isl_schedule_node_parent(node);
  }
  t->under_untiled = under_untiled;
  return node;
}

isl_schedule *tile_schedule(isl_schedule *sched, const Scop *scop,
                            const TileConfig *cfg, char *report, size_t size) {
  Tiler t = {scop, cfg, report, size, false};
  isl_schedule_node *root = visit(&t, isl_schedule_get_root(sched));
  isl_schedule_free(sched);
  sched = isl_schedule_node_get_schedule(root);
  isl_schedule_node_free(root);
  return sched;
}
