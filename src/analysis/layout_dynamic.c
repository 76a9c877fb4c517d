/*
 * layout_dynamic.c - the buffer of a memref of dynamic size whose layout
 * map is a tiling, sized as MLIR's --normalize-memrefs sizes it (see
 * layout_extent.h), and the check that every element fits in it.
 */
#include "layout_extent.h"

#include "presburger.h"

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/space.h>

/* A tile of map m, as MLIR's getTileSizePos finds them: result div is
 * `X floordiv C` and result mod is `X mod C`. */
typedef struct Tile {
  unsigned div, mod;
} Tile;

/* Adds to *count how often y occurs in x (itself included). */
static void count_occurrences(const IrAffineExpr *x, const IrAffineExpr *y,
                              unsigned *count) {
  if (x == y) /* expressions are uniqued */
    ++*count;
  if (x->kind != IR_AFFINE_CONSTANT && x->kind != IR_AFFINE_DIM &&
      x->kind != IR_AFFINE_SYMBOL) {
    count_occurrences(x->lhs, y, count);
    count_occurrences(x->rhs, y, count);
  }
}

/* The tile whose floordiv is result d of m, if the other results let it
 * be one: X of `X floordiv C` occurs elsewhere only as `X mod C`, once.
 * Returns 1 with *t set, 0 for a floordiv without its mod, -1 when X
 * occurs otherwise (then m is no tiling at all, as for MLIR). */
static int tile_of(const IrAffineMap *m, unsigned d, Tile *t) {
  const IrAffineExpr *x = m->results[d]->lhs, *c = m->results[d]->rhs;
  bool found = false;
  for (unsigned r = 0; r < m->num_results; r++) {
    const IrAffineExpr *y = m->results[r];
    unsigned n = 0;
    if (r == d)
      continue;
    count_occurrences(y, x, &n);
    if (!n)
      continue;
    bool is_mod = y->kind == IR_AFFINE_MOD && y->lhs == x && y->rhs == c;
    if (!is_mod || n > 1 || found)
      return -1;
    *t = (Tile){d, r};
    found = true;
  }
  return found;
}

/* The tiles of m into tiles (room for num_results); their number, 0 when
 * m is no tiling. */
static unsigned tiles_of(const IrAffineMap *m, Tile *tiles) {
  unsigned n = 0;
  for (unsigned d = 0; d < m->num_results; d++) {
    const IrAffineExpr *y = m->results[d];
    if (y->kind != IR_AFFINE_FLOORDIV || y->rhs->kind != IR_AFFINE_CONSTANT)
      continue;
    int found = tile_of(m, d, &tiles[n]);
    if (found < 0)
      return 0;
    n += (unsigned)found;
  }
  return n;
}

/* True when x uses a dim whose size is dynamic. */
static bool uses_dynamic(const IrAffineExpr *x, const int64_t *shape) {
  if (x->kind == IR_AFFINE_DIM)
    return shape[x->value] == IR_DYNAMIC;
  if (x->kind == IR_AFFINE_CONSTANT || x->kind == IR_AFFINE_SYMBOL)
    return false;
  return uses_dynamic(x->lhs, shape) || uses_dynamic(x->rhs, shape);
}

bool layout_dynamic_sizes(IrContext *ir, const IrAffineMap *m,
                          const int64_t *shape, IrAffineExpr **sizes) {
  Tile *tiles = ir_alloc(ir, ((size_t)m->num_results + 1) * sizeof *tiles);
  unsigned num_tiles = tiles_of(m, tiles);
  if (!num_tiles)
    return false;
  /* MLIR applies the size maps to the sizes, static ones as constants. */
  IrAffineExpr **dims = ir_alloc(ir, ((size_t)m->num_dims + 1) * sizeof *dims);
  for (unsigned i = 0; i < m->num_dims; i++)
    dims[i] = shape[i] == IR_DYNAMIC ? ir_affine_dim(ir, i)
                                     : ir_affine_constant(ir, shape[i]);
  for (unsigned r = 0; r < m->num_results; r++) {
    IrAffineExpr *y = m->results[r];
    sizes[r] = NULL;
    if (!uses_dynamic(y, shape))
      continue;
    for (unsigned k = 0; k < num_tiles; k++) {
      if (tiles[k].div == r)
        y = ir_affine_ceildiv(ir, y->lhs, y->rhs);
      else if (tiles[k].mod == r)
        y = y->rhs;
    }
    sizes[r] = ir_affine_replace(ir, y, dims, NULL);
  }
  return true;
}

/* The set of the points [idx..., n...] where `x >= 0` (x over those
 * 2 * rank dims) intersected with set; NULL when x cannot be flattened. */
static isl_set *where_nonneg(isl_set *set, const IrAffineExpr *x) {
  isl_local_space *ls = isl_local_space_from_space(isl_set_get_space(set));
  isl_aff *a = pres_aff(ls, x);
  isl_local_space_free(ls);
  if (!a) {
    isl_set_free(set);
    return NULL;
  }
  return isl_set_intersect(set, isl_pw_aff_nonneg_set(isl_pw_aff_from_aff(a)));
}

/* Whether, for every dynamic size n_i >= 0 and every index of the box
 * they make, the points where x >= 0 (x over indices then sizes) are
 * none; with_box false leaves the indices free. Error when isl fails. */
static isl_bool never_nonneg(isl_ctx *ctx, IrContext *ir, const int64_t *shape,
                             unsigned rank, IrAffineExpr *x, bool with_box) {
  isl_set *set = isl_set_universe(isl_space_set_alloc(ctx, 0, 2 * rank));
  for (unsigned i = 0; set && i < rank; i++) {
    IrAffineExpr *idx = ir_affine_dim(ir, i), *n = ir_affine_dim(ir, rank + i);
    IrAffineExpr *last = shape[i] == IR_DYNAMIC
                             ? ir_affine_add(ir, n, ir_affine_constant(ir, -1))
                             : ir_affine_constant(ir, shape[i] - 1);
    set = where_nonneg(set, n);
    if (with_box && set)
      set = where_nonneg(set, idx);
    if (with_box && set)
      set = where_nonneg(set, ir_affine_sub(ir, last, idx));
  }
  if (set)
    set = where_nonneg(set, x);
  isl_bool empty = set ? isl_set_is_empty(set) : isl_bool_error;
  isl_set_free(set);
  return empty;
}

bool layout_size_holds(IrContext *ir, const IrAffineMap *m,
                       const int64_t *shape, unsigned r, IrAffineExpr *size,
                       bool *known) {
  unsigned rank = m->num_dims;
  IrAffineExpr **at_n = ir_alloc(ir, ((size_t)rank + 1) * sizeof *at_n);
  for (unsigned i = 0; i < rank; i++)
    at_n[i] = ir_affine_dim(ir, rank + i);
  IrAffineExpr *x = m->results[r], *s = ir_affine_replace(ir, size, at_n, NULL);
  IrAffineExpr *minus_one = ir_affine_constant(ir, -1);
  /* Holds when no size makes s < 0, and no index makes x < 0 or x >= s. */
  IrAffineExpr *bad[] = {ir_affine_add(ir, ir_affine_neg(ir, s), minus_one),
                         ir_affine_add(ir, ir_affine_neg(ir, x), minus_one),
                         ir_affine_sub(ir, x, s)};
  isl_ctx *ctx = pres_ctx_create(1000000);
  isl_bool holds = isl_bool_true;
  for (unsigned k = 0; k < 3 && holds == isl_bool_true; k++)
    holds = never_nonneg(ctx, ir, shape, rank, bad[k], k > 0);
  isl_ctx_free(ctx);
  *known = holds != isl_bool_error;
  return holds == isl_bool_true;
}
