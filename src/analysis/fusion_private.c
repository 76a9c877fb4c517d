/*
 * fusion_private.c - the question loop fusion asks before it gives a
 * fused nest a private buffer (deps.h, "fusion"): may a memref that only
 * the nest uses become a small buffer, indexed per iteration of the
 * nest's outer loops, as MLIR's createPrivateMemRef makes it?
 *
 * Two things make that exact, both answered with isl:
 * - every read of the memref reads a value written in the same iteration
 *   of the outer loops (a write of its element runs before it there), so
 *   nothing needs to survive from one iteration to the next;
 * - the elements the nest touches in one iteration of the outer loops lie
 *   in a box [offset_k(outer ivs), offset_k + size_k) per dimension k,
 *   with constant sizes: the box is the union of every access's region
 *   (MLIR takes the first store's only, and may shrink below what the
 *   other accesses reach), and the remapped subscripts (element - offset)
 *   then stay inside the buffer, one slot per element of an iteration.
 */
#include <isl/ilp.h>
#include <isl/space.h>
#include <isl/val.h>
#include <string.h>

#include "deps.h"

#include "access_model.h"
#include "presburger.h"

/* The accesses of one memref in a nest, with their models and relations. */
typedef struct MemrefAccesses {
  unsigned num;
  AccessModel *models;
  isl_map **rels;
} MemrefAccesses;

typedef struct Collect {
  IrContext *ctx;
  IrValue *memref;
  AccessModel *models;
  unsigned num;
  IrOp *unmodelled; /* the first access of memref the analysis cannot use */
} Collect;

static void collect_access(IrOp *op, void *arg) {
  Collect *c = arg;
  AccessModel m;
  if (!am_is_access(op, AM_ALL))
    return;
  for (unsigned p = 0; p < am_num_parts(op); p++) {
    if (!am_build(c->ctx, op, p, &m) || m.memref != c->memref)
      continue;
    if (am_num_parts(op) != 1 || m.extents || m.whole) {
      if (!c->unmodelled)
        c->unmodelled = op;
      continue;
    }
    c->models =
        ir_grow(c->ctx, c->models, c->num, c->num + 1, sizeof *c->models);
    c->models[c->num++] = m;
  }
}

/* The number of induction variables around the accesses up to iv and
 * `depth` more, when they all have those same ones outermost (none sits
 * in a region the analysis does not look through), else 0. */
static unsigned shared_outer(const Collect *c, const IrValue *iv,
                             unsigned depth) {
  const AccessModel *first = &c->models[0];
  unsigned k = 0;
  while (k < first->num_ivs && first->ivs[k] != iv)
    k++;
  unsigned n = k + depth;
  if (k == first->num_ivs || n > first->num_ivs)
    return 0;
  for (unsigned i = 1; i < c->num; i++)
    if (c->models[i].num_ivs < n ||
        memcmp(c->models[i].ivs, first->ivs, n * sizeof *first->ivs) != 0)
      return 0;
  return n;
}

static void free_rels(MemrefAccesses *a) {
  for (unsigned i = 0; i < a->num; i++)
    isl_map_free(a->rels[i]);
}

/* ------------------------------------------------------------- flow */

/* The iterations of read r that a write w runs before, touching r's
 * element, in the same iteration of the first n_outer loops. */
static isl_set *written_before(const AccessModel *w, isl_map *w_rel,
                               const AccessModel *r, isl_map *r_rel,
                               unsigned n_outer) {
  isl_map *dep = pres_dependence(w_rel, r_rel);
  unsigned c = am_common_ivs(w, r);
  bool w_first = false;
  unsigned last = am_common_block_order(w, r, &w_first) && w_first ? c + 1 : c;
  isl_set *covered = isl_set_empty(isl_space_range(isl_map_get_space(dep)));
  for (unsigned depth = n_outer + 1; depth <= last; depth++)
    covered = isl_set_union(
        covered, isl_map_range(pres_order(isl_map_copy(dep), c, depth)));
  isl_map_free(dep);
  return covered;
}

/* True when every iteration of read i is preceded, in its iteration of
 * the outer n_outer loops, by a write of the element it reads. */
static PresTruth read_covered(MemrefAccesses *a, unsigned i, unsigned n_outer) {
  const AccessModel *r = &a->models[i];
  isl_set *covered = isl_set_empty(isl_space_domain(isl_map_get_space(a->rels[i])));
  for (unsigned j = 0; j < a->num; j++)
    if (a->models[j].is_write)
      covered = isl_set_union(covered,
                              written_before(&a->models[j], a->rels[j], r,
                                             a->rels[i], n_outer));
  isl_set *reads = isl_map_domain(isl_map_copy(a->rels[i]));
  isl_bool sub = isl_set_is_subset(reads, covered);
  isl_set_free(reads);
  isl_set_free(covered);
  return sub == isl_bool_error ? PRES_UNKNOWN
                               : sub ? PRES_TRUE : PRES_FALSE;
}

/* ------------------------------------------------------------- the box */

/* The elements the accesses touch per iteration of the outer n_outer
 * loops: { [outer ivs] -> [element] }. */
static isl_map *region(MemrefAccesses *a, unsigned n_outer) {
  isl_map *all = NULL;
  for (unsigned i = 0; i < a->num; i++) {
    isl_map *m = isl_map_copy(a->rels[i]);
    m = isl_map_project_out(m, isl_dim_in, n_outer,
                            a->models[i].num_ivs - n_outer);
    all = all ? isl_map_union(all, m) : m;
  }
  return all;
}

static isl_stat take_piece(isl_set *set, isl_aff *aff, void *user) {
  isl_set_free(set);
  *(isl_aff **)user = aff;
  return isl_stat_ok;
}

/* Dimension k of the box of region (kept): its offset, the least element
 * of each iteration as one affine function of the outer ivs, and its size,
 * the greatest (element - offset) over all iterations plus one. The
 * least (element - offset) is checked to be 0: every element of region
 * lies in the box. False when there is no such offset or size. */
static bool box_dim(IrContext *ctx, isl_map *region, unsigned k,
                    unsigned n_outer, IrAffineExpr **offset, int64_t *size) {
  isl_map *one = isl_map_project_out(isl_map_copy(region), isl_dim_out, 0, k);
  one = isl_map_project_out(one, isl_dim_out, 1,
                            isl_map_dim(one, isl_dim_out) - 1);
  isl_pw_aff *lb = isl_pw_aff_coalesce(isl_map_dim_min(isl_map_copy(one), 0));
  lb = isl_pw_aff_gist(lb, isl_pw_aff_domain(isl_pw_aff_copy(lb)));
  isl_aff *aff = NULL;
  if (lb && isl_pw_aff_n_piece(lb) == 1)
    isl_pw_aff_foreach_piece(lb, take_piece, &aff);
  *offset = aff ? pres_expr(ctx, aff, n_outer, NULL, NULL) : NULL;
  isl_aff_free(aff);
  isl_set *from_offset = isl_map_deltas(
      isl_map_apply_domain(one, isl_map_from_pw_aff(lb)));
  from_offset = isl_set_project_out(from_offset, isl_dim_param, 0,
                                    isl_set_dim(from_offset, isl_dim_param));
  int64_t lo = -1, hi = -1;
  bool ok = pres_int(isl_set_dim_min_val(isl_set_copy(from_offset), 0), &lo) &
            pres_int(isl_set_dim_max_val(from_offset, 0), &hi);
  *size = hi + 1;
  return ok && *offset && lo >= 0;
}

/* Fills out's offsets and sizes from the accesses; false when a dimension
 * has no box. */
static bool fill_box(IrContext *ctx, MemrefAccesses *a, unsigned n_outer,
                     DepPrivateBuffer *out) {
  isl_map *all = region(a, n_outer);
  bool ok = all != NULL;
  for (unsigned k = 0; ok && k < out->rank; k++)
    ok = box_dim(ctx, all, k, n_outer, &out->offsets[k], &out->sizes[k]);
  isl_map_free(all);
  return ok;
}

/* ------------------------------------------------------------ the question */

/* The relations of a's accesses; false (witness set) when one has none. */
static bool build_relations(isl_ctx *isl, MemrefAccesses *a, IrOp **witness) {
  for (unsigned i = 0; i < a->num; i++) {
    a->rels[i] = pres_access_relation(isl, &a->models[i]);
    if (!a->rels[i]) {
      *witness = a->models[i].op;
      a->num = i;
      return false;
    }
  }
  return true;
}

/* The answer for the accesses in a, their relations built. */
static DepPrivateAnswer answer(IrContext *ctx, MemrefAccesses *a,
                               unsigned n_outer, DepPrivateBuffer *out,
                               IrOp **witness) {
  for (unsigned i = 0; i < a->num; i++) {
    if (a->models[i].is_write)
      continue;
    PresTruth covered = read_covered(a, i, n_outer);
    if (covered != PRES_TRUE) {
      *witness = a->models[i].op;
      return covered == PRES_FALSE ? DEP_PRIVATE_READS_OLDER
                                   : DEP_PRIVATE_UNMODELLED;
    }
  }
  *witness = a->models[0].op;
  return fill_box(ctx, a, n_outer, out) ? DEP_PRIVATE_YES
                                        : DEP_PRIVATE_NO_BOX;
}

DepPrivateAnswer dep_private_buffer(DepAnalysis *da, IrOp *nest,
                                    unsigned depth, IrValue *memref,
                                    DepPrivateBuffer *out, IrOp **witness) {
  IrContext *ctx = dep_analysis_context(da);
  Collect c = {.ctx = ctx, .memref = memref};
  am_walk(nest, collect_access, &c);
  *witness = c.unmodelled;
  unsigned n_outer = c.unmodelled || c.num == 0 ? 0
                     : shared_outer(&c, nest->regions[0].first->args[0], depth);
  if (n_outer == 0)
    return DEP_PRIVATE_UNMODELLED;
  out->rank = c.models[0].rank;
  out->num_outer = n_outer;
  out->outer = c.models[0].ivs;
  out->offsets = ir_alloc(ctx, (out->rank + 1) * sizeof *out->offsets);
  out->sizes = ir_alloc(ctx, (out->rank + 1) * sizeof *out->sizes);
  isl_ctx *isl = pres_ctx_create(dep_default_options().max_operations);
  MemrefAccesses a = {c.num, c.models,
                      ir_alloc(ctx, c.num * sizeof(isl_map *))};
  DepPrivateAnswer ans = DEP_PRIVATE_UNMODELLED;
  pres_begin(isl);
  if (build_relations(isl, &a, witness))
    ans = answer(ctx, &a, n_outer, out, witness);
  if (pres_out_of_budget(isl))
    ans = DEP_PRIVATE_UNMODELLED;
  free_rels(&a);
  isl_ctx_free(isl);
  return ans;
}
