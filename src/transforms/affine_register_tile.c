/*
 * affine_register_tile.c - the affine-register-tile pass (affc's own):
 * register tiling by unroll-and-jam. A loop whose body is one innermost
 * loop runs `factor` of its iterations in each iteration of that loop,
 * where the innermost loop touches an element the outer loop does not
 * move: the copies then name one element in one block, which they keep
 * in a value, loaded once and stored once.
 *
 *   affine.for %k = 0 to %n {           affine.for %k = 0 to %n step 2 {
 *     affine.for %j = 0 to 64 {           affine.if (%n - %k - 2 >= 0) {
 *       C[%j] += A[%k] * B[%k, %j]   =>     affine.for %j = 0 to 64 {
 *     }                                       C[%j] += A[%k] * B[%k, %j]
 *   }                                         C[%j] += A[%k+1] * B[%k+1, %j]
 *                                           }
 *                                         } else { the loops as they were,
 *                                           %k from %k to min(%n, %k + 2) }
 *                                       }
 *
 * In gemm's tiles (i, k, j), C[i][j] is loaded and stored once per
 * `factor` products instead of once per product. The guard keeps every
 * trip count right, the last group of iterations running as written, so
 * the bounds need no division. A constant trip count needs no guard: the
 * whole groups run jammed, then the iterations left as written.
 *
 * The iterations of a group run interleaved: each iteration of the
 * innermost loop runs the group's iterations of the outer loop in order.
 * That reorders two accesses of one element only through a dependence
 * carried by the outer loop whose distance along the innermost loop is
 * negative; the pass asks the dependence analysis for those and leaves
 * the loop alone where one exists or the answer is unknown. A vector
 * loop (affc.simd) must stay free of carried dependences, so there any
 * non-zero distance along it refuses too. Values are combined in the
 * order they were, so the results are the input's bit for bit.
 */
#include "analysis/access_model.h"
#include "analysis/deps.h"
#include "dialects/affine.h"
#include "dialects/affine_build.h"
#include "element_access.h"
#include "ir/rewrite.h"
#include "pass.h"

enum { OPT_FACTOR };

/* The largest factor: each copy of the body is code, and registers run
 * out long before. */
enum { MAX_FACTOR = 64 };

static const PassOption options[] = {
    [OPT_FACTOR] = {"factor", PASS_OPT_UINT, 4,
                    "iterations of the outer loop run in one iteration of "
                    "the innermost loop (1: none; at most 64)",
                    .max = MAX_FACTOR},
};

/* The loop L to unroll and jam, and the innermost loop `inner`, its
 * whole body. */
typedef struct Jam {
  IrOp *outer, *inner;
  IrValue *iv; /* L's induction variable */
  AffineForBounds fb;
  AffineBound lb, ub; /* L's bounds */
  int64_t trips;      /* L's constant trip count, or -1 */
  int64_t factor;
  IrOp **shared; /* the first access of each element the copies share */
  unsigned num_shared;
} Jam;

/* True when op is an affine.for without iter_args; fills *fb. */
static bool plain_for(const IrOp *op, AffineForBounds *fb) {
  return ir_op_is(op, "affine.for") && affine_for_get_bounds(op, fb) &&
         fb->num_inits == 0;
}

/* True when outer's body is one innermost loop whose bounds do not use
 * outer's induction variable and whose ops have effects the dependence
 * analysis knows: the shape unroll-and-jam takes. */
static bool jam_shape(IrOp *outer, Jam *j) {
  AffineForBounds inner_fb;
  IrBlock *body = outer->regions[0].first;
  IrOp *inner = body->first;
  if (!plain_for(outer, &j->fb) || !inner || inner->next != body->last ||
      !plain_for(inner, &inner_fb))
    return false;
  for (IrOp *op = inner->regions[0].first->first; op; op = op->next)
    if (op->num_regions || !am_effects_known(op))
      return false;
  j->outer = outer;
  j->inner = inner;
  j->iv = body->args[0];
  for (unsigned i = 0; i < inner->num_operands; i++)
    if (ir_op_operand(inner, i) == j->iv)
      return false;
  return true;
}

/* True when v is the innermost loop's induction variable or defined
 * outside the outer loop. */
static bool fixed_or_inner(const Jam *j, const IrValue *v) {
  IrBlock *body = j->inner->regions[0].first;
  const IrOp *def =
      v->kind == IR_VALUE_RESULT ? v->op : v->block->parent->parent;
  return v == body->args[0] ||
         (def != j->outer && !ir_op_is_nested_in(def, j->outer));
}

/* True when every op of the innermost loop that names memref m is an
 * access to the element of op (op not NULL), or a load (op NULL). */
static bool only_names(const Jam *j, const IrValue *m, const IrOp *op) {
  for (IrOp *in = j->inner->regions[0].first->first; in; in = in->next)
    for (unsigned i = 0; i < in->num_operands; i++)
      if (ir_op_operand(in, i) == m &&
          !(op ? same_element(in, op) : ir_op_is(in, "affine.load")))
        return false;
  return true;
}

/* True when access op names one element in every iteration of the outer
 * loop, which moves with the innermost loop, and the innermost loop
 * either touches op's memref only at that element or only reads it: then
 * the jammed copies may keep the element in a value. */
static bool shared_element(const Jam *j, const IrOp *op) {
  AffineAccess a;
  IrValue *m = scalar_access(op, &a);
  if (!m || !fixed_or_inner(j, m))
    return false;
  bool moves = false;
  unsigned n = a.map->num_dims + a.map->num_symbols;
  for (unsigned i = 0; i < n; i++) {
    IrValue *v = ir_op_operand(op, a.first_index + i);
    if (!fixed_or_inner(j, v) || v == j->iv)
      return false;
    moves = moves || v == j->inner->regions[0].first->args[0];
  }
  return moves && (only_names(j, m, op) || only_names(j, m, NULL));
}

/* The first access of each element the jammed copies share, in a new
 * arena array; their number in *num. */
static IrOp **shared_elements(IrContext *ctx, const Jam *j, unsigned *num) {
  IrBlock *body = j->inner->regions[0].first;
  IrOp **first = NULL;
  *num = 0;
  for (IrOp *op = body->first; op; op = op->next) {
    bool seen = false;
    for (unsigned k = 0; k < *num && !seen; k++)
      seen = same_element(op, first[k]);
    if (seen || !shared_element(j, op))
      continue;
    first = ir_grow(ctx, first, *num, *num + 1, sizeof *first);
    first[(*num)++] = op;
  }
  return first;
}

/* Why running the iterations of a group interleaved would be wrong, or
 * NULL when it would not: a dependence carried by the outer loop with a
 * negative distance along the innermost one (any non-zero one when the
 * innermost loop is a vector loop), or one the analysis cannot tell. */
static const char *jam_hazard(Pass *pass, DepAnalysis *da, const Jam *j) {
  unsigned num;
  IrOp **acc =
      dep_collect_accesses(pass->ctx, j->inner, DEP_ALL_ACCESSES, &num);
  bool simd = ir_op_attr(j->inner, AFFINE_SIMD_ATTR) != NULL;
  for (unsigned s = 0; s < num; s++)
    for (unsigned d = 0; d < num; d++) {
      unsigned common = dep_common_loops(da, acc[s], acc[d]), nc = 0;
      DepComponent *comps = ir_alloc(pass->ctx, common * sizeof *comps);
      DepAnswer ans =
          dep_check(da, acc[s], acc[d], common - 1, false, comps, &nc);
      if (ans == DEP_NONE)
        continue;
      const char *pair =
          pass_reason(pass, "from %s to %s", pass_where(pass->ctx, acc[s]),
                      pass_where(pass->ctx, acc[d]));
      if (ans != DEP_EXISTS)
        return pass_reason(pass, "the analysis cannot tell the dependences %s",
                           pair);
      DepComponent in = comps[nc - 1];
      if (in.lb < 0 || (simd && in.ub > 0))
        return pass_reason(pass,
                           "the dependence %s would be reordered (distance "
                           "%s along the innermost loop)",
                           pair, in.lb < 0 ? "negative" : "positive");
    }
  return NULL;
}

/* affine.if "every upper bound of the outer loop is past the group that
 * starts at iv", with an else block. */
static IrOp *full_group_guard(IrContext *ctx, const Jam *j, IrValue *iv) {
  AffineBound parts[2] = {{ir_affine_map_identity(ctx, 1), &iv}, j->ub};
  AffineBound both = affine_bound_concat(ctx, 2, parts, NULL);
  unsigned n = j->fb.ub_map->num_results;
  IrAffineExpr **cons = ir_alloc(ctx, n * sizeof *cons);
  bool *eq = ir_alloc(ctx, n * sizeof *eq);
  IrAffineExpr *last =
      ir_affine_add(ctx, both.map->results[0],
                    ir_affine_constant(ctx, (j->factor - 1) * j->fb.step + 1));
  for (unsigned r = 0; r < n; r++) {
    cons[r] = ir_affine_sub(ctx, both.map->results[1 + r], last);
    eq[r] = false;
  }
  IrIntegerSet *set = ir_integer_set(ctx, both.map->num_dims,
                                     both.map->num_symbols, n, cons, eq);
  return affine_build_if(ctx, j->outer->loc, set, both.operands, true);
}

/* Clones the ops of the innermost loop's body (not its yield) before
 * `before`, with the outer induction variable as `outer_iv` and the
 * innermost one as `inner_iv`. */
static void clone_body(IrContext *ctx, const Jam *j, IrValue *outer_iv,
                       IrValue *inner_iv, IrOp *before) {
  IrBlock *body = j->inner->regions[0].first;
  IrMap *map = ir_map_create();
  ir_map_put(map, j->iv, outer_iv);
  ir_map_put(map, body->args[0], inner_iv);
  for (IrOp *op = body->first; op != body->last; op = op->next)
    ir_op_insert_before(before, ir_op_clone(ctx, op, map));
  ir_map_destroy(map);
}

/* Keeps the element of access `first` in a value through block: a load
 * of it takes the value last loaded or stored, and a store another one
 * overwrites goes. Right where nothing else in block names the memref
 * or nothing in block writes it (shared_element), and other memrefs are
 * other buffers, as the dependence analysis that allowed the jam takes
 * them to be. */
static void keep_in_value(IrBlock *block, const IrOp *first) {
  IrValue *current = NULL;
  IrOp *stored = NULL;
  for (IrOp *op = block->first, *next; op; op = next) {
    next = op->next;
    if (!same_element(op, stored ? stored : first))
      continue; /* (first may be a store erased below) */
    if (ir_op_is(op, "affine.store")) {
      if (stored)
        ir_op_erase(stored);
      stored = op;
      current = ir_op_operand(op, 0);
    } else if (current) {
      ir_value_replace_all_uses(op->results[0], current);
      ir_op_erase(op);
    } else {
      current = op->results[0];
    }
  }
}

/* The op of block at the place `op` has in its own block. */
static IrOp *same_place(const IrBlock *block, const IrOp *op) {
  IrOp *at = block->first;
  for (const IrOp *o = op->parent->first; o != op; o = o->next)
    at = at->next;
  return at;
}

/* The innermost loop with the group of iterations starting at iv jammed
 * into it, at the end of block. */
static void build_jammed(IrContext *ctx, const Jam *j, IrValue *iv,
                         IrBlock *block) {
  IrOp *end = block->last;
  IrMap *map = ir_map_create();
  ir_map_put(map, j->iv, iv);
  IrOp *inner = ir_op_clone(ctx, j->inner, map);
  ir_map_destroy(map);
  ir_op_insert_before(end, inner);
  IrBlock *body = inner->regions[0].first;
  IrOp **firsts = ir_alloc(ctx, (j->num_shared + 1) * sizeof *firsts);
  for (unsigned k = 0; k < j->num_shared; k++)
    firsts[k] = same_place(body, j->shared[k]);
  for (int64_t u = 1; u < j->factor; u++) {
    IrAffineExpr *next = ir_affine_add(ctx, ir_affine_dim(ctx, 0),
                                       ir_affine_constant(ctx, u * j->fb.step));
    IrOp *apply = affine_build_apply(ctx, j->outer->loc,
                                     ir_affine_map(ctx, 1, 0, 1, &next), &iv);
    ir_op_insert_before(inner, apply);
    clone_body(ctx, j, apply->results[0], body->args[0], body->last);
  }
  for (unsigned k = 0; k < j->num_shared; k++)
    keep_in_value(body, firsts[k]);
}

/* The loops as written, the outer one from lb to ub, before `before`. */
static void build_as_written(IrContext *ctx, const Jam *j, AffineBound lb,
                             AffineBound ub, IrOp *before) {
  IrOp *loop =
      affine_build_for(ctx, j->outer->loc, lb, ub, j->fb.step, 0, NULL, NULL);
  ir_op_insert_before(before, loop);
  IrBlock *body = loop->regions[0].first;
  body->args[0]->name = j->iv->name;
  IrMap *map = ir_map_create();
  ir_map_put(map, j->iv, body->args[0]);
  ir_op_insert_before(body->last, ir_op_clone(ctx, j->inner, map));
  ir_map_destroy(map);
}

/* b's map (one result) plus n. */
static AffineBound plus(IrContext *ctx, AffineBound b, int64_t n) {
  IrAffineExpr *e =
      ir_affine_add(ctx, b.map->results[0], ir_affine_constant(ctx, n));
  return (AffineBound){
      ir_affine_map(ctx, b.map->num_dims, b.map->num_symbols, 1, &e),
      b.operands};
}

/* Replaces the outer loop by one that steps over groups of iterations.
 * With a constant trip count, the groups run up to the last whole one
 * and the iterations left after them as written; else each group is
 * guarded (full_group_guard) and the last one, when it is not whole,
 * runs as written from iv to the outer loop's end. */
static void unroll_and_jam(IrContext *ctx, const Jam *j) {
  int64_t span = j->factor * j->fb.step;
  AffineBound whole =
      j->trips >= 0 ? plus(ctx, j->lb, j->trips / j->factor * span) : j->ub;
  IrOp *groups =
      affine_build_for(ctx, j->outer->loc, j->lb, whole, span, 0, NULL, NULL);
  ir_op_insert_before(j->outer, groups);
  IrBlock *body = groups->regions[0].first;
  IrValue *iv = body->args[0];
  iv->name = j->iv->name;
  if (j->trips >= 0) {
    build_jammed(ctx, j, iv, body);
    if (j->trips % j->factor)
      build_as_written(ctx, j, whole, j->ub, j->outer);
  } else {
    IrOp *guard = full_group_guard(ctx, j, iv);
    ir_op_insert_before(body->last, guard);
    build_jammed(ctx, j, iv, guard->regions[0].first);
    AffineBound from_iv = {ir_affine_map_identity(ctx, 1), &iv};
    AffineBound ends[2] = {j->ub, plus(ctx, from_iv, span)};
    build_as_written(ctx, j, from_iv, affine_bound_concat(ctx, 2, ends, NULL),
                     guard->regions[1].first->last);
  }
  ir_op_erase(j->outer);
}

/* Unrolls and jams loop where that shares an element and is right;
 * true when it did. */
static bool visit(Pass *pass, DepAnalysis *da, IrOp *loop) {
  IrContext *ctx = pass->ctx;
  Jam j = {.factor = (int64_t)pass->values[OPT_FACTOR]};
  if (j.factor < 2 || !jam_shape(loop, &j) ||
      j.fb.step > INT64_MAX / j.factor) /* a group's stride overflows */
    return false;
  j.shared = shared_elements(ctx, &j, &j.num_shared);
  if (!affine_for_const_trip(ctx, loop, &j.trips))
    j.trips = -1;
  if (!j.num_shared || (j.trips >= 0 && j.trips < j.factor * 2))
    return false;
  unsigned nlb = j.fb.lb_map->num_dims + j.fb.lb_map->num_symbols;
  unsigned nub = j.fb.ub_map->num_dims + j.fb.ub_map->num_symbols;
  j.lb = (AffineBound){j.fb.lb_map,
                       ir_op_operand_values(ctx, loop, j.fb.first_lb, nlb)};
  j.ub = (AffineBound){j.fb.ub_map,
                       ir_op_operand_values(ctx, loop, j.fb.first_ub, nub)};
  const char *hazard = jam_hazard(pass, da, &j);
  if (hazard) {
    pass_remark(pass, loop->loc, "loop not unrolled and jammed: %s", hazard);
    return false;
  }
  pass_remark(pass, loop->loc,
              "loop unrolled by %lld and jammed into the loop inside it "
              "(%s names one element in each group of iterations)",
              (long long)j.factor, pass_where(pass->ctx, j.shared[0]));
  unroll_and_jam(pass->ctx, &j);
  return true;
}

static bool run(Pass *pass, IrOp *func) {
  unsigned num;
  if (pass_too_deep(pass, func))
    return true;
  IrOp **loops = ir_collect_ops(pass->ctx, func, "affine.for", &num);
  DepAnalysis *da = dep_analysis_create(pass->ctx, NULL);
  for (unsigned i = num; i > 0; i--)     /* inner loops first */
    if (visit(pass, da, loops[i - 1])) { /* the analysis reads the IR */
      dep_analysis_destroy(da);
      da = dep_analysis_create(pass->ctx, NULL);
    }
  dep_analysis_destroy(da);
  return true;
}

const PassDef pass_affine_register_tile = {
    .name = "affine-register-tile",
    .summary = "unroll a loop whose body is one innermost loop and jam the "
               "copies into it, where they share an element",
    .num_options = PASS_NUM_OPTIONS(options),
    .options = options,
    .run = run,
};
