/*
 * deps_fusion.c - the questions loop fusion asks of two loop nests in one
 * block (deps.h, "fusion"): does the first feed the second, may it move
 * past the ops between them (or the second up), and may its iterations
 * run inside the second's loops. Each is answered access by access, with dep_check and
 * dep_check_reordered; an op whose memory effects the analysis does not
 * model answers DEP_FAILURE.
 */
#include "deps.h"

#include "access_model.h"
#include "dialects/affine.h"

/* The accesses of a nest and the first op in it whose effects are not
 * known. */
typedef struct NestScan {
  IrContext *ctx;
  IrOp *unknown_effects;
  IrOp **accesses;
  unsigned num;
} NestScan;

static void scan_op(IrOp *op, void *arg) {
  NestScan *s = arg;
  if (!am_effects_known(op) && !s->unknown_effects)
    s->unknown_effects = op;
  if (!am_is_access(op, AM_ALL))
    return;
  s->accesses = ir_grow(s->ctx, s->accesses, s->num, s->num + 1,
                        sizeof *s->accesses);
  s->accesses[s->num++] = op;
}

static NestScan scan_nest(DepAnalysis *da, IrOp *root) {
  NestScan s = {.ctx = dep_analysis_context(da)};
  am_walk(root, scan_op, &s);
  return s;
}

/* The memref access op reads or writes (writes when is_write), or NULL. */
static IrValue *memref_of(const IrOp *op, bool is_write) {
  AffineAccess a;
  if (!affine_access_get(op, &a) || a.is_write != is_write)
    return NULL;
  return op->operands[a.memref].value;
}

/* True when an access in a touches a memref (writing it when a_writes)
 * that an access in b reads. */
static bool nests_share(DepAnalysis *da, IrOp *a, IrOp *b, bool a_writes) {
  NestScan s = scan_nest(da, a), d = scan_nest(da, b);
  for (unsigned i = 0; i < s.num; i++) {
    IrValue *m = memref_of(s.accesses[i], a_writes);
    for (unsigned j = 0; m && j < d.num; j++)
      if (memref_of(d.accesses[j], false) == m)
        return true;
  }
  return false;
}

bool dep_nest_feeds(DepAnalysis *da, IrOp *src, IrOp *dst) {
  return nests_share(da, src, dst, true);
}

/* True when m is one of the n values of list. */
static bool listed(IrValue *const *list, unsigned n, const IrValue *m) {
  for (unsigned i = 0; i < n; i++)
    if (list[i] == m)
      return true;
  return false;
}

IrValue **dep_nest_fed_memrefs(DepAnalysis *da, IrOp *src, IrOp *dst,
                               unsigned *num) {
  NestScan s = scan_nest(da, src), d = scan_nest(da, dst);
  IrValue **out = NULL;
  *num = 0;
  for (unsigned i = 0; i < s.num; i++) {
    IrValue *m = memref_of(s.accesses[i], true);
    if (!m || listed(out, *num, m))
      continue;
    for (unsigned j = 0; j < d.num; j++)
      if (memref_of(d.accesses[j], false) == m) {
        out = ir_grow(s.ctx, out, *num, *num + 1, sizeof *out);
        out[(*num)++] = m;
        break;
      }
  }
  return out;
}

bool dep_nests_share_input(DepAnalysis *da, IrOp *a, IrOp *b) {
  return nests_share(da, a, b, false);
}

/* Joins, over the pairs of an access of a and one of b, the answers to
 * the fusion question at `depth` (reordered), or else to whether they
 * touch one element in one iteration of the loops around both; the first
 * pair that is not DEP_NONE (the first DEP_EXISTS one, when there is
 * one) goes to witness[0..1]. An op with unknown effects answers
 * DEP_FAILURE, and is the witness. */
static DepAnswer join_pairs(DepAnalysis *da, IrOp *a, IrOp *b, unsigned depth,
                            bool reordered, IrOp *witness[2]) {
  NestScan s = scan_nest(da, a), d = scan_nest(da, b);
  IrOp *unknown = s.unknown_effects ? s.unknown_effects : d.unknown_effects;
  if (unknown) {
    witness[0] = witness[1] = unknown;
    return DEP_FAILURE;
  }
  DepAnswer all = DEP_NONE;
  for (unsigned i = 0; i < s.num && all != DEP_EXISTS; i++)
    for (unsigned j = 0; j < d.num && all != DEP_EXISTS; j++) {
      IrOp *x = s.accesses[i], *y = d.accesses[j];
      DepAnswer one =
          reordered ? dep_check_reordered(da, x, y, depth)
                    : dep_check(da, x, y, dep_common_loops(da, x, y) + 1,
                                false, NULL, NULL);
      if (one != DEP_NONE && (one == DEP_EXISTS || all == DEP_NONE)) {
        witness[0] = x;
        witness[1] = y;
      }
      all = dep_answer_join(all, one);
    }
  return all;
}

DepAnswer dep_fusion_check(DepAnalysis *da, IrOp *src, IrOp *dst,
                           unsigned depth, IrOp *witness[2]) {
  return join_pairs(da, src, dst, depth, true, witness);
}

DepAnswer dep_between_check(DepAnalysis *da, IrOp *first, IrOp *last,
                            bool first_moves, IrOp *witness[2]) {
  DepAnswer all = DEP_NONE;
  for (IrOp *op = first->next; op && op != last && all != DEP_EXISTS;
       op = op->next) {
    IrOp *found[2] = {NULL, NULL};
    DepAnswer one = first_moves ? join_pairs(da, first, op, 0, false, found)
                                : join_pairs(da, op, last, 0, false, found);
    if (one != DEP_NONE && (one == DEP_EXISTS || all == DEP_NONE)) {
      witness[0] = found[0];
      witness[1] = found[1];
    }
    all = dep_answer_join(all, one);
  }
  return all;
}
