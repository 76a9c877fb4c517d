/*
 * emit_c_affine.c - the affine dialect's control flow and index ops.
 *
 * affine.for is a C for loop over int64_t from max(lower bounds) to
 * min(upper bounds); loop-carried values are variables declared before
 * the loop and assigned at its end, and the loop's results are those same
 * variables. affine.if is an if over the conjunction of its constraints.
 * affine.parallel is nested for loops, one per dimension, that c_omp.c
 * may share out among threads; its reductions start from the reduction's
 * identity, so an empty range yields the identity, as in MLIR. Memory
 * access ops are in emit_c_memref.c.
 */
#include <string.h>

#include "c_emit.h"
#include "c_scalar.h"
#include "dialects/affine.h"
#include "dialects/dialect_util.h"

/* ------------------------------------------------------------ helpers */

IrOp *c_emit_body(CEmit *e, IrRegion *r) {
  IrBlock *b = r->first;
  if (!b)
    return NULL;
  c_emit_block(e, b, true);
  IrOp *t = ir_block_terminator(b);
  return t && ir_op_has_trait(t, IR_TRAIT_TERMINATOR) ? t : NULL;
}

void c_yield_to(CEmit *e, const IrOp *t, const CList *dst) {
  if (!t || !dst->n)
    return;
  IrLocation parent = c_locate(e, t);
  CList src = c_flatten_operands(e, t, 0, t->num_operands);
  c_assign(e, dst, &src);
  e->loc = parent;
}

/* Binds the induction variable iv to a new name and writes the loop
 * header "for (T iv = lb; iv < ub; iv += step) {". */
unsigned c_for_header(CEmit *e, IrValue *iv, const char *type,
                      const char *lb, const char *ub, const char *step) {
  unsigned mark = c_mark(e);
  const char *name = c_fresh(e, c_value_hint(e, iv));
  c_set_expr(e, iv, name);
  const char *inc = !strcmp(step, "1")
                        ? ir_sprintf(e->ctx, "%s++", name)
                        : ir_sprintf(e->ctx, "%s += %s", name,
                                     c_unparen(e->ctx, step));
  c_open(e, "for (%s %s = %s; %s < %s; %s) {", type, name,
         c_unparen(e->ctx, lb), name, c_unparen(e->ctx, ub), inc);
  return mark;
}

/* ------------------------------------------------------------ loops */

/* The most iterations of a loop marked for vectorization that clang may
 * unroll whole before vectorizing (32 was, 64 was not, in -O3's tiles). */
enum { SIMD_FULL_UNROLL_TRIPS = 32 };

static bool emit_for(CEmit *e, IrOp *op) {
  AffineForBounds b;
  if (!affine_for_get_bounds(op, &b))
    return c_unsupported(e, op, "with malformed bounds");
  IrBlock *body = op->regions[0].first;
  IrValue *iv = body->args[0];
  const char *hint = c_value_hint(e, iv);
  const char *lb = c_affine_min_max(e, b.lb_map, op, b.first_lb, true,
                                    ir_sprintf(e->ctx, "%s_lb", hint));
  const char *ub = c_affine_min_max(e, b.ub_map, op, b.first_ub, false,
                                    ir_sprintf(e->ctx, "%s_ub", hint));
  CList init = c_flatten_operands(e, op, b.first_init, b.num_inits);
  CList vars = c_vars(e, b.num_inits, body->args + 1, op->results, &init);
  unsigned omp = ir_op_attr(op, AFFINE_PARALLEL_REDUCTIONS_ATTR)
                     ? c_omp_begin_array_reductions(e, op)
                     : c_omp_begin_region(e, op);
  if (ir_op_attr(op, AFFINE_SIMD_ATTR) && !b.num_inits) {
    /* A hint: clang warns when it cannot vectorize the loop after all.
     * A loop of a few iterations, clang unrolls whole, and the hint is
     * lost before its vectorizer sees it: in tiles of 32, mvt's, atax's
     * and chain's -O3 C ran 1.7 to 2.2x slower without it. Longer
     * loops go without it: clang then unrolls the vector loop, gemm's
     * and chain's C in tiles of 128 ran 1.4x and 1.5x faster. */
    int64_t trip;
    bool few = affine_for_const_trip(e->ctx, op, &trip) &&
               trip <= SIMD_FULL_UNROLL_TRIPS;
    c_line(e, "#if defined(__clang__)");
    c_line(e, "#pragma clang diagnostic ignored \"-Wpass-failed\"");
    c_line(e, "#endif");
    c_line(e, "#pragma omp simd");
    if (few) {
      c_line(e, "#if defined(__clang__)");
      c_line(e, "#pragma clang loop unroll(disable)");
      c_line(e, "#endif");
    }
  }
  unsigned mark = c_for_header(e, iv, "int64_t", lb, ub,
                               ir_sprintf(e->ctx, "%lld", (long long)b.step));
  c_yield_to(e, c_emit_body(e, &op->regions[0]), &vars);
  c_close(e, mark, "}");
  c_omp_end(e, omp);
  return true;
}

/* The sub-map of m made of results [start, start + n). */
static IrAffineMap *sub_map(CEmit *e, const IrAffineMap *m, unsigned start,
                            unsigned n) {
  return ir_affine_map(e->ctx, m->num_dims, m->num_symbols, n,
                       m->results + start);
}

/* The bound of each dimension of an affine.parallel: max (lower) or min
 * (upper) over its group of results of map m, whose operands start at
 * operand first. */
static const char **par_bounds(CEmit *e, IrOp *op, const IrAffineMap *m,
                               const int64_t *groups, unsigned first,
                               bool lower) {
  IrBlock *body = op->regions[0].first;
  const char **out = ir_alloc(e->ctx, (body->num_args + 1) * sizeof *out);
  for (unsigned d = 0, start = 0; d < body->num_args; d++) {
    const char *hint = ir_sprintf(e->ctx, "%s_%s", c_value_hint(e, body->args[d]),
                                  lower ? "lb" : "ub");
    out[d] = c_affine_min_max(e, sub_map(e, m, start, (unsigned)groups[d]), op,
                              first, lower, hint);
    start += (unsigned)groups[d];
  }
  return out;
}

/* The reduction kinds of an affine.parallel. */
static int64_t *reductions(CEmit *e, IrOp *op) {
  int64_t *kinds;
  unsigned n;
  if (!du_int_array_values(e->ctx, ir_op_attr(op, "reductions"), &kinds, &n) ||
      n != op->num_results)
    return NULL;
  return kinds;
}

/* Variables for the reductions of op, initialized to the identities. */
static bool reduction_vars(CEmit *e, IrOp *op, const int64_t *kinds,
                           CList *vars) {
  CList init = {0};
  init.n = op->num_results;
  init.items = ir_alloc(e->ctx, (init.n + 1) * sizeof *init.items);
  for (unsigned k = 0; k < op->num_results; k++) {
    bool uses_rt = false;
    IrType *t = op->results[k]->type;
    init.items[k] = c_scalar_type(t) ? c_scalar_identity(e->ctx, (AffineReduction)kinds[k], t, &uses_rt) : NULL;
    if (!init.items[k])
      return c_unsupported(e, op, "with this reduction");
    if (uses_rt)
      c_use(e, C_PIECE_SCALAR);
  }
  *vars = c_vars(e, op->num_results, op->results, NULL, &init);
  return true;
}

/* acc = acc (op) value for each reduction, at the end of an iteration. */
static void combine(CEmit *e, const IrOp *op, const int64_t *kinds,
                    const CList *vars, const IrOp *yield) {
  for (unsigned k = 0; yield && k < vars->n; k++) {
    if (!vars->items[k])
      continue;
    bool uses_rt = false;
    const char *v = c_scalar_combine(e->ctx, (AffineReduction)kinds[k],
                                     op->results[k]->type, vars->items[k],
                                     c_operand(e, yield, k), &uses_rt);
    if (uses_rt)
      c_use(e, C_PIECE_SCALAR);
    c_line(e, "%s = %s;", vars->items[k], c_unparen(e->ctx, v));
  }
}

static bool emit_parallel(CEmit *e, IrOp *op) {
  IrBlock *body = op->regions[0].first;
  AffineParallelBounds b;
  int64_t *kinds = reductions(e, op);
  CList vars;
  if (!affine_parallel_get_bounds(e->ctx, op, &b) || !kinds)
    return c_unsupported(e, op, "with malformed bounds");
  const char **lb = par_bounds(e, op, b.lb_map, b.lb_groups, b.first_lb, true);
  const char **ub = par_bounds(e, op, b.ub_map, b.ub_groups, b.first_ub, false);
  if (!reduction_vars(e, op, kinds, &vars))
    return false;
  unsigned omp = c_omp_begin_loop(e, op, body->num_args, lb, ub, kinds, &vars);
  unsigned mark = c_mark(e);
  for (unsigned d = 0; d < body->num_args; d++)
    c_for_header(e, body->args[d], "int64_t", lb[d], ub[d],
                 ir_sprintf(e->ctx, "%lld", (long long)b.steps[d]));
  combine(e, op, kinds, &vars, c_emit_body(e, &op->regions[0]));
  for (unsigned d = body->num_args; d > 0; d--)
    c_close(e, d == 1 ? mark : c_mark(e), "}");
  c_omp_end(e, omp);
  return true;
}

/* ------------------------------------------------------------ if */

/* True when an if has scalar results only, and both its regions hold
 * nothing but their yield: then it is a ?: per result. */
static bool is_select(const IrOp *op) {
  for (unsigned r = 0; r < op->num_regions; r++) {
    const IrBlock *b = op->regions[r].first;
    if (!b || b->first != b->last)
      return false;
  }
  for (unsigned k = 0; k < op->num_results; k++)
    if (op->results[k]->type->kind == IR_TYPE_MEMREF ||
        op->results[k]->type->kind == IR_TYPE_VECTOR)
      return false;
  return op->num_results > 0;
}

/* True when the else region has something to do. */
static bool has_else(const IrOp *op) {
  const IrBlock *b = op->num_regions > 1 ? op->regions[1].first : NULL;
  return b && (op->num_results || b->first != ir_block_terminator(b));
}

bool c_emit_if(CEmit *e, IrOp *op, const char *cond) {
  if (is_select(op)) {
    IrOp *then = op->regions[0].first->first;
    IrOp *other = op->regions[1].first->first;
    for (unsigned k = 0; k < op->num_results; k++) {
      if (!c_needed(e, op->results[k])) /* yielded only into dead values */
        continue;
      c_bind(e, op->results[k],
             ir_sprintf(e->ctx, "%s ? %s : %s", c_paren(e->ctx, cond),
                        c_operand(e, then, k), c_operand(e, other, k)),
             false);
    }
    return true;
  }
  CList vars = c_vars(e, op->num_results, op->results, NULL, &c_no_init);
  unsigned mark = c_mark(e);
  c_open(e, "if (%s) {", c_unparen(e->ctx, cond));
  c_yield_to(e, c_emit_body(e, &op->regions[0]), &vars);
  if (has_else(op)) {
    c_close(e, mark, NULL);
    c_open(e, "} else {");
    c_yield_to(e, c_emit_body(e, &op->regions[1]), &vars);
  }
  c_close(e, mark, "}");
  return true;
}

static bool emit_if(CEmit *e, IrOp *op) {
  IrAttr *set = ir_op_attr(op, "condition");
  if (!set || set->kind != IR_ATTR_INTEGER_SET)
    return c_unsupported(e, op, "without a condition");
  return c_emit_if(e, op, c_integer_set(e, set->u.set, op, 0));
}

/* ------------------------------------------------------------ index ops */

static bool emit_apply(CEmit *e, IrOp *op) {
  IrAffineMap *m = ir_op_attr(op, "map")->u.map;
  c_bind(e, op->results[0], c_affine_result(e, m, 0, op, 0), false);
  return true;
}

static bool emit_min_max(CEmit *e, IrOp *op) {
  IrAffineMap *m = ir_op_attr(op, "map")->u.map;
  bool is_max = !strcmp(op->name, "affine.max");
  IrValue *r = op->results[0];
  if (!c_used(e, r))
    return true;
  if (m->num_results == 1) {
    c_bind(e, r, c_affine_result(e, m, 0, op, 0), false);
    return true;
  }
  c_set_expr(e, r, c_affine_min_max(e, m, op, 0, is_max, c_value_hint(e, r)));
  return true;
}

/* The basis of a linearize/delinearize op as affine expressions: static
 * entries as constants, dynamic ones as symbols bound to operands from
 * *next on (their names appended to syms). */
static IrAffineExpr **basis_exprs(CEmit *e, const IrOp *op, unsigned *num,
                                  unsigned next, const char **syms,
                                  bool *nn, unsigned *num_syms) {
  IrAttr *basis = ir_op_attr(op, "static_basis");
  unsigned n = basis->u.dense_array.num;
  IrAffineExpr **out = ir_alloc(e->ctx, (n + 1) * sizeof *out);
  for (unsigned i = 0; i < n; i++) {
    int64_t v = basis->u.dense_array.ints[i];
    if (v != IR_DYNAMIC) {
      out[i] = ir_affine_constant(e->ctx, v);
      continue;
    }
    IrValue *s = ir_op_operand(op, next++);
    syms[*num_syms] = c_expr(e, s);
    nn[*num_syms] = c_nonneg(s);
    out[i] = ir_affine_symbol(e->ctx, (*num_syms)++);
  }
  *num = n;
  return out;
}

/* The stride of position k of n positions over a basis of nb entries
 * (nb is n, or n - 1 without the outer bound): the product of the basis
 * entries of positions k+1 .. n-1. */
static IrAffineExpr *stride(CEmit *e, IrAffineExpr **basis, unsigned nb,
                            unsigned n, unsigned k) {
  IrAffineExpr *s = ir_affine_constant(e->ctx, 1);
  for (unsigned j = k + 1; j < n; j++)
    s = ir_affine_mul(e->ctx, s, basis[nb + j - n]);
  return s;
}

/* sum of idx[i] * stride(i). */
static bool emit_linearize(CEmit *e, IrOp *op) {
  unsigned n, nb, num_syms = 0;
  unsigned first = ir_op_segment(op, 0, &n);
  const char **syms = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *syms);
  bool *nn = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *nn);
  const char **dims = ir_alloc(e->ctx, (n + 1) * sizeof *dims);
  IrAffineExpr **basis =
      basis_exprs(e, op, &nb, first + n, syms, nn + n, &num_syms);
  IrAffineExpr *sum = ir_affine_constant(e->ctx, 0);
  for (unsigned i = 0; i < n; i++) {
    dims[i] = c_operand(e, op, first + i);
    nn[i] = c_nonneg(ir_op_operand(op, first + i));
    IrAffineExpr *term = ir_affine_mul(e->ctx, ir_affine_dim(e->ctx, i),
                                       stride(e, basis, nb, n, i));
    sum = ir_affine_add(e->ctx, sum, term);
  }
  c_bind(e, op->results[0], c_affine_expr(e, sum, n, dims, syms, nn), false);
  return true;
}

/* Result k is (x mod stride(k-1)) floordiv stride(k), rounding toward
 * -inf; the first result is not reduced modulo the outer bound. */
static bool emit_delinearize(CEmit *e, IrOp *op) {
  unsigned nb, num_syms = 0, n = op->num_results;
  const char **syms = ir_alloc(e->ctx, (op->num_operands + 1) * sizeof *syms);
  bool *nn = ir_alloc(e->ctx, (op->num_operands + 2) * sizeof *nn);
  IrAffineExpr **basis = basis_exprs(e, op, &nb, 1, syms, nn + 1, &num_syms);
  const char *dims[] = {c_operand(e, op, 0), NULL};
  nn[0] = c_nonneg(ir_op_operand(op, 0));
  IrAffineExpr *x = ir_affine_dim(e->ctx, 0);
  for (unsigned k = 0; k < n; k++) {
    IrAffineExpr *r = x;
    if (k > 0)
      r = ir_affine_mod(e->ctx, r, stride(e, basis, nb, n, k - 1));
    r = ir_affine_floordiv(e->ctx, r, stride(e, basis, nb, n, k));
    c_bind(e, op->results[k], c_affine_expr(e, r, 1, dims, syms, nn), false);
  }
  return true;
}

const COpRow c_rows_affine[] = {
    {"affine.for", emit_for},
    {"affine.parallel", emit_parallel},
    {"affine.if", emit_if},
    {"affine.apply", emit_apply},
    {"affine.min", emit_min_max},
    {"affine.max", emit_min_max},
    {"affine.linearize_index", emit_linearize},
    {"affine.delinearize_index", emit_delinearize},
    {NULL, NULL},
};
