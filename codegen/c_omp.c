/*
 * c_omp.c - OpenMP: which loops share their iterations among threads, and
 * the pragmas that say so.
 *
 * The outermost affine.parallel or scf.parallel whose iterations may run
 * at once (dep_parallel_hazard) becomes `#pragma omp parallel for
 * schedule(static)` and one reduction clause per reduction. Parallel
 * loops nested in it run as plain loops inside the thread that runs their
 * iteration: one parallel region, never nested ones. A band of three or
 * more dimensions is collapsed but for its innermost dimension, which
 * stays a loop of its own that the compiler can vectorize (its bounds
 * never depend on the band's induction variables: the band is
 * rectangular). When the iterations do unequal work (loop_work.h: a loop
 * inside runs more iterations in some) they are dealt out round-robin:
 * schedule(static, 1).
 *
 * When parallel loops are all the work of a sequential loop around them
 * (the time loop of a stencil), the region opens once, around that loop
 * (`#pragma omp parallel`): every thread runs the sequential loop, whose
 * body outside the parallel loops only computes values and reads memory
 * the loop does not write, and each parallel loop shares out its
 * iterations with `#pragma omp for`, whose closing barrier keeps the
 * steps in order. Such parallel loops have no reductions, whose variables
 * would have to be shared.
 *
 * A reduction uses C's operator where it means exactly what MLIR means,
 * and otherwise a reduction declared at file scope with the combiner and
 * identity of c_scalar.h (NaN-propagating maximumf, wrapping addi, ...).
 * Compiled without -fopenmp, the pragmas are ignored (the file silences
 * gcc's warning about them) and every loop runs in order.
 */
#include <ctype.h>
#include <string.h>

#include "analysis/deps.h"
#include "analysis/loop_work.h"
#include "c_emit.h"
#include "c_scalar.h"
#include "dialects/affine.h"
#include "ir/diag.h"
#include "ir/printer.h"

static bool is_parallel_op(const IrOp *op) {
  return ir_op_is(op, "affine.parallel") || ir_op_is(op, "scf.parallel");
}

/* The analysis, made on first use. */
static DepAnalysis *deps(CEmit *e) {
  if (!e->deps)
    e->deps = dep_analysis_create(e->ctx, NULL);
  return e->deps;
}

/* True when parallel op `op` may run its iterations at once (as the pass
 * that made it proved, or the analysis finds nothing against); warns
 * (when asked) if the analysis proves it may not. */
static bool may_share(CEmit *e, IrOp *op, bool warn) {
  if (op->proven_parallel)
    return true;
  IrOp *where;
  DepHazard h = dep_parallel_hazard(deps(e), op, &where);
  if (h == DEP_HAZARD_CONFLICT && warn)
    ir_diag(e->ctx, IR_DIAG_WARNING, where->loc,
            "iterations of the enclosing '%s' access the same element, one "
            "writing it; affc runs them in order",
            op->name);
  return h == DEP_HAZARD_NONE;
}

/* ------------------------------------------------------------ reductions */

/* C's reduction operator for kind on scalar type t when it has exactly
 * MLIR's meaning (native signed types hold signed values; odd widths are
 * unsigned and masked), else NULL. */
static const char *builtin_operator(AffineReduction kind, const IrType *t) {
  const char *ct = c_scalar_type(t);
  bool real = !strcmp(ct, "float") || !strcmp(ct, "double");
  bool is_signed = ct[0] == 'i';
  bool is_unsigned = ct[0] == 'u';
  switch (kind) {
  case AFFINE_RED_ADDF: return real ? "+" : NULL;
  case AFFINE_RED_MULF: return real ? "*" : NULL;
  case AFFINE_RED_ANDI: return ir_type_is_float(t) ? NULL : "&";
  case AFFINE_RED_ORI: return ir_type_is_float(t) ? NULL : "|";
  case AFFINE_RED_XORI: return ir_type_is_float(t) ? NULL : "^";
  case AFFINE_RED_MINS: return is_signed ? "min" : NULL;
  case AFFINE_RED_MAXS: return is_signed ? "max" : NULL;
  case AFFINE_RED_MINU: return is_unsigned ? "min" : NULL;
  case AFFINE_RED_MAXU: return is_unsigned ? "max" : NULL;
  default: return NULL;
  }
}

/* The declaration of reduction `name` of kind on vector type t (C type
 * ct): two functions apply the scalar combiner and identity (combine and
 * identity, over lanes "a[k]" and "b[k]") lane by lane. Only OpenMP calls
 * them: without it they are left out, not left unused. */
static const char *lanewise_declaration(CEmit *e, const char *name,
                                        IrType *t, const char *ct,
                                        const char *combine,
                                        const char *identity) {
  long long lanes = (long long)c_vector_lanes(t);
  return ir_sprintf(
      e->ctx,
      "#ifdef _OPENMP\n"
      "static inline %s %s_combine(%s a, %s b) {\n"
      "  for (int k = 0; k < %lld; k++)\n    %s = %s;\n  return a;\n}\n"
      "static inline void %s_init(%s *v) {\n"
      "  for (int k = 0; k < %lld; k++)\n    %s = %s;\n}\n"
      "#pragma omp declare reduction(%s : %s : omp_out = %s_combine(omp_out, "
      "omp_in)) initializer(%s_init(&omp_priv))\n#endif\n",
      ct, name, ct, ct, lanes, c_lane(e, t, "a", "k"), c_unparen(e->ctx, combine),
      name, ct, lanes, c_lane(e, t, "(*v)", "k"), c_unparen(e->ctx, identity),
      name, ct, name, name);
}

/* The name of a reduction declared for kind on scalar or vector type t
 * (declared once, before the functions), or NULL when there is none
 * (assign). */
static const char *declared_reduction(CEmit *e, AffineReduction kind,
                                      IrType *t) {
  bool vector = t->kind == IR_TYPE_VECTOR, uses_rt = false;
  IrType *elem = ir_type_element(t);
  const char *ct = c_type(e, t);
  const char *acc = vector ? c_lane(e, t, "a", "k") : "omp_out";
  const char *value = vector ? c_lane(e, t, "b", "k") : "omp_in";
  const char *combine = c_scalar_combine(e->ctx, kind, elem, acc, value,
                                         &uses_rt);
  const char *identity = c_scalar_identity(e->ctx, kind, elem, &uses_rt);
  if (!ct || !combine || !identity || kind == AFFINE_RED_ASSIGN)
    return NULL;
  if (uses_rt)
    c_use(e, C_PIECE_SCALAR);
  const char *name = ir_sprintf(e->ctx, "affc_%s_%s", affine_reduction_name(kind),
                                vector ? ct + strlen("affc_")
                                       : ir_type_str(e->ctx, t));
  c_define_type(
      e, name,
      vector ? lanewise_declaration(e, name, t, ct, combine, identity)
             : ir_sprintf(e->ctx,
                          "#pragma omp declare reduction(%s : %s : omp_out = "
                          "%s) initializer(omp_priv = %s)\n",
                          name, ct, c_unparen(e->ctx, combine),
                          c_unparen(e->ctx, identity)));
  return name;
}

/* " reduction(op: var)" for each reduction variable, or NULL when one
 * cannot be shared out (assign, a region that is not one arith op). */
static const char *reduction_clauses(CEmit *e, const IrOp *op,
                                     const int64_t *kinds, const CList *vars) {
  const char *out = "";
  for (unsigned k = 0; k < vars->n; k++) {
    if (!vars->items[k])
      continue;
    AffineReduction kind = (AffineReduction)kinds[k];
    IrType *t = op->results[k]->type;
    const char *name =
        t->kind == IR_TYPE_VECTOR ? NULL : builtin_operator(kind, t);
    if (!name && !(name = declared_reduction(e, kind, t)))
      return NULL;
    out = ir_sprintf(e->ctx, "%s reduction(%s: %s)", out, name,
                     vars->items[k]);
  }
  return out;
}

/* ------------------------------------------------------------ loops */

/* The schedule clause of a loop shared out: iterations dealt out
 * round-robin when they do unequal work (loop_work.h), else in blocks. */
static const char *schedule(CEmit *e, const IrOp *loop) {
  return loop_work_varies(e->ctx, loop) ? "schedule(static, 1)"
                                        : "schedule(static)";
}

/* What constant bounds lb[d] .. ub[d] tell of a band's iterations: 0 when
 * a dimension is empty, 1 when every dimension has at most one, else 2
 * (more, or unknown). A band of none or one has nothing to share out,
 * and compilers warn about their own code for some such bands (gcc about
 * the body of an empty loop, clang about a collapsed one dividing by an
 * empty trip count). */
static int known_iterations(unsigned dims, const char **lb, const char **ub) {
  int n = 1;
  for (unsigned d = 0; d < dims; d++) {
    int64_t l, u;
    if (!c_is_int(lb[d], &l) || !c_is_int(ub[d], &u))
      n = 2;
    else if (u - l < 1)
      return 0;
    else if (u - l > 1)
      n = 2;
  }
  return n;
}

unsigned c_omp_begin_loop(CEmit *e, IrOp *op, unsigned dims, const char **lb,
                          const char **ub, const int64_t *kinds,
                          const CList *vars) {
  unsigned prev = e->omp;
  int iterations = known_iterations(dims, lb, ub);
  if (prev == C_OMP_SHARED || iterations == 0)
    return prev;
  const char *how = ir_sprintf(
      e->ctx, "%s%s", schedule(e, op),
      dims > 2 ? ir_sprintf(e->ctx, " collapse(%u)", dims - 1) : "");
  if (prev == C_OMP_REGION) { /* every thread is here: share, however small */
    c_line(e, "#pragma omp for %s", how);
    e->omp = C_OMP_SHARED;
    return prev;
  }
  const char *clauses = reduction_clauses(e, op, kinds, vars);
  if (!clauses || iterations == 1 || !may_share(e, op, true))
    return prev;
  c_line(e, "#pragma omp parallel for %s%s", how, clauses);
  e->omp = C_OMP_SHARED;
  return prev;
}

/* True when s is a C identifier (an array section names a variable). */
static bool is_identifier(const char *s) {
  if (!isalpha((unsigned char)*s) && *s != '_')
    return false;
  while (isalnum((unsigned char)*s) || *s == '_')
    s++;
  return *s == '\0';
}

/* " reduction(op: base[0:count])" for each of reds[0..n), or NULL when
 * one has no C form: a memref that is not dense at a named base. */
static const char *array_clauses(CEmit *e, const DepArrayReduction *reds,
                                 unsigned n) {
  const char *out = "";
  for (unsigned k = 0; k < n; k++) {
    AffineReduction kind = (AffineReduction)reds[k].kind;
    IrType *elem = ir_type_element(reds[k].memref->type);
    CMemref *m = c_val(e, reds[k].memref)->mem;
    const char *name = builtin_operator(kind, elem);
    if (!name)
      name = declared_reduction(e, kind, elem);
    if (!m || !name || !c_memref_is_dense(e, m) ||
        !is_identifier(c_memref_base(e, m)))
      return NULL;
    out = ir_sprintf(e->ctx, "%s reduction(%s: %s[0:%s])", out, name,
                     c_memref_base(e, m), c_memref_count(e, m));
  }
  return out;
}

unsigned c_omp_begin_array_reductions(CEmit *e, IrOp *loop) {
  unsigned prev = e->omp;
  DepArrayReduction *reds;
  unsigned n;
  if (prev != C_OMP_NONE || loop->num_results)
    return prev;
  const char *clauses =
      dep_loop_array_reductions(deps(e), loop, &reds, &n)
          ? array_clauses(e, reds, n)
          : NULL;
  if (!clauses) {
    ir_diag(e->ctx, IR_DIAG_WARNING, loop->loc,
            "'%s' marked %s is not a loop of reductions into dense memrefs "
            "affc can share out; it runs in order",
            loop->name, AFFINE_PARALLEL_REDUCTIONS_ATTR);
    return prev;
  }
  c_line(e, "#pragma omp parallel for %s%s", schedule(e, loop), clauses);
  e->omp = C_OMP_SHARED;
  return prev;
}

void c_omp_end(CEmit *e, unsigned prev) { e->omp = prev; }

/* ------------------------------------------------------------ regions */

/* True when no op in root uses memref v but to read it. */
static bool only_read_in(const IrValue *v, const IrOp *root) {
  for (const IrUse *u = v->first_use; u; u = u->next)
    if (ir_op_is_nested_in(u->owner, root) && !c_is_read_only(u->owner))
      return false;
  return true;
}

/* True when body op `in` of a sequential loop counts for nothing: it is
 * dead or the terminator. */
static bool ignored(const CEmit *e, const IrOp *in) {
  return !c_is_live(e, in) || ir_op_has_trait(in, IR_TRAIT_TERMINATOR);
}

static bool is_sequential_loop(const IrOp *op) {
  return ir_op_is(op, "affine.for") || ir_op_is(op, "scf.for");
}

/* What a sequential loop (affine.for, scf.for) is made of, whatever the
 * region around it: `fits` when it has no results and its one-block body
 * holds only ops without effect, loops that fit, and parallel loops
 * without results that may share their iterations; `has_parallel` when
 * it fits and holds such a parallel loop. */
typedef struct LoopShape {
  bool fits, has_parallel;
} LoopShape;

/* The shape of loop `op`, found once per loop (kept in e->omp_loops), so
 * asking it of every loop of a deep nest costs linear time. */
static const LoopShape *loop_shape(CEmit *e, const IrOp *op) {
  if (!e->omp_loops)
    e->omp_loops = strmap_create();
  LoopShape *s = c_map_get(e->omp_loops, op);
  if (s)
    return s;
  s = ir_alloc(e->ctx, sizeof *s);
  s->fits = !op->num_results && op->num_regions == 1 &&
            op->regions[0].first && !op->regions[0].first->next;
  for (IrOp *in = s->fits ? op->regions[0].first->first : NULL;
       in && s->fits; in = in->next) {
    if (ignored(e, in))
      continue;
    if (is_parallel_op(in)) {
      s->fits = !in->num_results && may_share(e, in, false);
      s->has_parallel = true;
    } else if (is_sequential_loop(in)) {
      const LoopShape *inner = loop_shape(e, in);
      s->fits = inner->fits;
      s->has_parallel |= inner->has_parallel;
    } else {
      s->fits = c_is_read_only(in);
    }
  }
  s->has_parallel &= s->fits;
  c_map_put(e, e->omp_loops, op, s);
  return s;
}

/* True when the memrefs that the ops of loop `op` outside its parallel
 * loops read are not written in region root (the analysis' rule: distinct
 * memref values do not alias), so no thread reads what another is
 * writing. */
static bool reads_unwritten(const CEmit *e, const IrOp *op,
                            const IrOp *root) {
  for (IrOp *in = op->regions[0].first->first; in; in = in->next) {
    if (ignored(e, in) || is_parallel_op(in))
      continue;
    if (is_sequential_loop(in)) {
      if (!reads_unwritten(e, in, root))
        return false;
      continue;
    }
    for (unsigned i = 0; i < in->num_operands; i++) {
      const IrValue *v = ir_op_operand(in, i);
      if (v->type->kind == IR_TYPE_MEMREF && !only_read_in(v, root))
        return false;
    }
  }
  return true;
}

/* True when every thread may run loop `op` (in the region to open around
 * it) side by side, sharing out the iterations of the parallel loops in
 * it, of which there is one at least. */
static bool runs_in_every_thread(CEmit *e, const IrOp *op) {
  return loop_shape(e, op)->has_parallel && reads_unwritten(e, op, op);
}

unsigned c_omp_begin_region(CEmit *e, IrOp *loop) {
  unsigned prev = e->omp;
  if (prev == C_OMP_NONE && runs_in_every_thread(e, loop)) {
    c_line(e, "#pragma omp parallel");
    e->omp = C_OMP_REGION;
  }
  return prev;
}
