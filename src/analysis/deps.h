/*
 * deps.h - exact memref dependence analysis, with MLIR's answers.
 *
 * The analysis follows MLIR's checkMemrefAccessDependence (see the seeds
 * 002_ and 003_): each access gets an access relation from its iteration
 * domain to the memref elements it touches; the relation of a source
 * access composed with the inverse of a destination access's relation
 * pairs the source and destination iterations that touch the same element;
 * ordering constraints at a loop depth keep the pairs where the source
 * runs first; the pair set is tested for integer points, and each common
 * loop gets the interval [lb, ub] of (destination iv - source iv) over it.
 * isl (behind this header) answers these questions exactly; where MLIR
 * over-approximates, affc's answer is the exact one (README, "Dependence
 * analysis").
 *
 * Depths count induction variables, as MLIR does: an affine.parallel with
 * n induction variables is n loops. At depth d <= (common loops) the
 * dependence is carried by common loop d; at depth (common loops + 1) it
 * is loop-independent (same iteration of every common loop, source op
 * before destination op in their common block).
 *
 * Ownership: a DepAnalysis belongs to whoever created it and is freed by
 * dep_analysis_destroy; it caches one access relation per access op. The
 * IR must not change while an analysis is alive. Arrays returned by the
 * query functions live in the IrContext's arena.
 */
#ifndef AFFC_ANALYSIS_DEPS_H
#define AFFC_ANALYSIS_DEPS_H

#include "ir/ir.h"

typedef struct DepAnalysis DepAnalysis;

typedef struct DepOptions {
  /* isl operations allowed per question (per access relation, per pair
   * of accesses); past it the answer is DEP_UNKNOWN. 0 means no bound. */
  unsigned long max_operations;
  /* dep_loop_is_parallel leaves out the components of the pair it
   * reports (num_components 0): a caller that does not print them saves
   * the questions that find them. */
  bool no_witness_components;
  /* Answers found before, kept by the integer rows of their questions:
   * analyses that share one (of many functions) skip the questions they
   * have in common. NULL: none. */
  struct DepMemo *memo;
} DepOptions;

/* A memo of dependence answers (dep_memo.c) that analyses share by
 * naming it in their options; it outlives them. It holds at most
 * DEP_MEMO_MAX answers: when full, it starts again empty. */
typedef struct DepMemo DepMemo;
enum { DEP_MEMO_MAX = 1 << 14 };
DepMemo *dep_memo_create(void);
void dep_memo_destroy(DepMemo *memo);

/* The most loops (induction variables) around an access that a question
 * about it takes to isl: the work of a question grows with the loops
 * around both accesses, its number of depths with them too, and no
 * program of sense nests deeper (passes stop at 32, pass.h). Deeper,
 * what the subscripts alone decide is answered (another memref, two
 * reads, a subscript that cannot meet) and the rest is DEP_UNKNOWN, as
 * past the work bound, in time linear in the depth. */
enum { DEP_MAX_LOOPS = 32 };

/* What a question about two accesses can answer. */
typedef enum DepAnswer {
  DEP_NONE,    /* no dependence */
  DEP_EXISTS,  /* a dependence exists (components filled in) */
  DEP_UNKNOWN, /* the work bound was reached before an answer */
  DEP_FAILURE, /* not analysable, where MLIR fails too: non-affine (semi-
                  affine) expressions, a division by a non-positive
                  constant, accesses in different analysis scopes */
} DepAnswer;

/* Bounds standing for -infinity and +infinity in DepComponent. */
#define DEP_NEG_INF INT64_MIN
#define DEP_POS_INF INT64_MAX

/* For one common loop: every dependent pair of iterations has
 * lb <= (destination iv - source iv) <= ub, and both ends are reached.
 * lb == ub is a distance; otherwise a direction. loop is the affine.for or
 * affine.parallel defining the induction variable. */
typedef struct DepComponent {
  IrOp *loop;
  int64_t lb, ub;
} DepComponent;

/* The default options: 2,000,000 isl operations per question, a bound no
 * program of the test suite comes near. */
DepOptions dep_default_options(void);

/* Creates an analysis of the IR in ctx (opts NULL: the defaults). */
DepAnalysis *dep_analysis_create(IrContext *ctx, const DepOptions *opts);
void dep_analysis_destroy(DepAnalysis *da);

/* ------------------------------------------------------------- accesses */

/* Which ops dep_collect_accesses returns. */
typedef enum DepAccessKinds {
  DEP_LOADS_STORES, /* affine.load and affine.store, as mlir-opt's
                       --test-memref-dependence-check collects them */
  DEP_ALL_ACCESSES, /* also affine.vector_load/store (every element of the
                       vector) and affine.dma_start/dma_wait (any element
                       of each memref they name) */
} DepAccessKinds;

/* The access ops nested in root (root included), in program order, in a
 * new arena array; their number in *num. */
IrOp **dep_collect_accesses(IrContext *ctx, IrOp *root, DepAccessKinds kinds,
                            unsigned *num);

/* The number of loops (induction variables) around both a and b (MLIR's
 * getNumCommonSurroundingLoops); 0 when either is not an access. */
unsigned dep_common_loops(DepAnalysis *da, IrOp *a, IrOp *b);

/* Is there a dependence from access src to access dst at loop `depth`
 * (1 .. dep_common_loops + 1)? Two reads depend on each other only when
 * allow_rar. When the answer is DEP_EXISTS and comps is not NULL, comps
 * (room for dep_common_loops(src, dst) entries) gets one component per
 * common loop, outermost first, and *num_comps their number.
 * A DMA op is several accesses: dep_check looks at all of them. */
DepAnswer dep_check(DepAnalysis *da, IrOp *src, IrOp *dst, unsigned depth,
                    bool allow_rar, DepComponent *comps, unsigned *num_comps);

/* Would running each iteration of access src just before the iterations
 * of access dst whose first `depth` induction variables (after those of
 * the loops around both) equal its own, instead of every iteration of src
 * before every one of dst, reorder two accesses to one element, one of
 * them a write? DEP_NONE when it would not. Each sits at least `depth`
 * loops deeper than the loops around both, and src comes first: the
 * question loop fusion asks. */
DepAnswer dep_check_reordered(DepAnalysis *da, IrOp *src, IrOp *dst,
                              unsigned depth);

/* How many questions have been answered DEP_UNKNOWN so far. */
unsigned long dep_unknown_count(const DepAnalysis *da);

/* The options the analysis was created with. */
const DepOptions *dep_analysis_options(const DepAnalysis *da);

/* The context whose IR the analysis reads. */
IrContext *dep_analysis_context(const DepAnalysis *da);

/* The answer to "a or b" for two answers about possible dependences: a
 * dependence when either has one, else a failure, else unknown, else
 * none. */
DepAnswer dep_answer_join(DepAnswer a, DepAnswer b);

/* ------------------------------------------------------------- queries */

/* Whether an affine.for can run its iterations in parallel. */
typedef struct DepLoopInfo {
  /* Memory dependences carried by the loop: DEP_NONE when there are none;
   * DEP_FAILURE also when the body has an op with unknown memory effects
   * (a call, a non-affine load or store ...). Memrefs allocated inside
   * the loop are private to an iteration and ignored. */
  DepAnswer carried;
  /* The loop-carried SSA values (iter_args), each with the reduction that
   * combines it (an AffineReduction, see dialects/affine.h) or -1 when it
   * is not a recognised reduction (one arith op combining the iter_arg
   * with a value, yielded back). */
  unsigned num_iter_args;
  int *reductions;
  /* Why the loop is not parallel, for reports: the first op whose memory
   * effects the analysis does not model (else NULL); or the first pair of
   * accesses found to carry a dependence (src, dst: DEP_EXISTS, with the
   * components of every common loop, outermost first) or whose question
   * got no answer (DEP_UNKNOWN or DEP_FAILURE, no components). */
  IrOp *unknown_effects;
  IrOp *src, *dst;
  unsigned num_components;
  DepComponent *components;
} DepLoopInfo;

/* Fills *info for affine.for `loop` and returns whether the loop is
 * parallel: no carried memory dependence and every iter_arg a reduction. */
bool dep_loop_is_parallel(DepAnalysis *da, IrOp *loop, DepLoopInfo *info);

/* A reduction into memory carried by a loop: in each iteration,
 * affine.load reads memref[f], one arith op (kind) combines the value
 * with another, and affine.store writes the result back to memref[f]
 * (the same map and operands): y[j] += A[i][j] * x[i] carried by i. */
typedef struct DepArrayReduction {
  IrValue *memref;
  int kind; /* AffineReduction */
} DepArrayReduction;

/* For an affine.for that dep_loop_is_parallel finds sequential because
 * of memory dependences (iter_args aside): true when every carried one is
 * on memrefs that the loop touches only through such load-combine-store
 * chains, one kind per memref; *reds (arena) gets those memrefs, *num
 * their number. Running the iterations at once, each thread combining
 * into its own copy of those memrefs, then computes what the loop does up
 * to the order in which values are combined. */
bool dep_loop_array_reductions(DepAnalysis *da, IrOp *loop,
                               DepArrayReduction **reds, unsigned *num);

/* Why the iterations of a parallel op may not run at once. */
typedef enum DepHazard {
  DEP_HAZARD_NONE,     /* none the analysis sees: they may */
  DEP_HAZARD_EFFECTS,  /* the body calls a function or prints: its
                          effects would appear in another order */
  DEP_HAZARD_CONFLICT, /* two iterations touch the same memref element,
                          one writing it (a dependence carried by one of
                          the op's dimensions) */
} DepHazard;

/* The hazard of affine.parallel or scf.parallel `op`; *where (when not
 * NULL) gets the op that shows it. Accesses the analysis cannot decide
 * (non-affine ones, scf.parallel's, work bounds reached) are no hazard:
 * the op itself says its iterations are independent. */
DepHazard dep_parallel_hazard(DepAnalysis *da, IrOp *op, IrOp **where);

/* One dependence inside a loop nest, at one depth. */
typedef struct DepVector {
  IrOp *src, *dst;
  unsigned depth;
  DepAnswer answer;       /* DEP_EXISTS or DEP_UNKNOWN */
  unsigned num_components;
  DepComponent *components; /* num_components entries, or NULL if unknown */
} DepVector;

/* The distance/direction vectors of the nest rooted at `root`: for every
 * ordered pair of accesses in it (loads and stores of all kinds) and every
 * depth 1 .. max_depth that the pair's common loops allow, the dependences
 * that exist or could not be decided (MLIR's getDependenceComponents).
 * Returns a new arena array; its length in *num. */
DepVector *dep_nest_vectors(DepAnalysis *da, IrOp *root, unsigned max_depth,
                            unsigned *num);

/* Two accesses in a nest that may touch the same element, one of them
 * writing, in some order at some depth (answer DEP_EXISTS, DEP_UNKNOWN or
 * DEP_FAILURE). first comes before second in program order, or they are
 * the same op. */
typedef struct DepConflict {
  IrOp *first, *second;
  DepAnswer answer;
} DepConflict;

/* The conflicting pairs of accesses nested in root, in a new arena array;
 * their number in *num. */
DepConflict *dep_conflicts(DepAnalysis *da, IrOp *root, unsigned *num);

/* -------------------------------------------------------------- fusion */

/* The questions loop fusion asks of two loop nests src and dst directly
 * in one block, src first (deps_fusion.c). Where an answer is not
 * DEP_NONE, witness[0] and witness[1] name the pair of accesses it is
 * about, or both the op whose memory effects are not modelled. */

/* True when an access in src writes a memref an access in dst reads. */
bool dep_nest_feeds(DepAnalysis *da, IrOp *src, IrOp *dst);
/* True when a memref is read by an access in a and by one in b. */
bool dep_nests_share_input(DepAnalysis *da, IrOp *a, IrOp *b);

/* Whether running each iteration of src just before the iterations of
 * dst whose first `depth` induction variables equal its own (in one
 * iteration of the loops around both) keeps every dependence between the
 * two nests (DEP_NONE: it does). */
DepAnswer dep_fusion_check(DepAnalysis *da, IrOp *src, IrOp *dst,
                           unsigned depth, IrOp *witness[2]);

/* Whether nest first may move down to just before `last` (first_moves),
 * or nest last up to just after `first`, two ops of one block: DEP_NONE
 * when no op between them touches an element the moving nest touches in
 * the same iteration of the loops around the block, one of the two
 * writing. */
DepAnswer dep_between_check(DepAnalysis *da, IrOp *first, IrOp *last,
                            bool first_moves, IrOp *witness[2]);

/* The memrefs an access in src writes and an access in dst reads, each
 * once, in a new arena array; their number in *num. */
IrValue **dep_nest_fed_memrefs(DepAnalysis *da, IrOp *src, IrOp *dst,
                               unsigned *num);

/* The iterations of a producer nest that a fusion runs in each iteration
 * of the consumer's outer loops (MLIR's computation slice): the
 * producer's loop k (k < num_loops, outermost first) runs from
 * max(lbs[k]) to min(ubs[k]) (exclusive) within its own bounds, or over
 * its own bounds alone where lbs[k] is NULL. The maps' dims are the
 * consumer's ivs outer[] (those of the loops around both nests first),
 * their symbols syms[]. Arrays in the context's arena. */
typedef struct DepSlice {
  unsigned num_outer, num_syms, num_loops;
  IrValue **outer, **syms;
  IrAffineMap **lbs, **ubs;
  int64_t *trips;  /* per bounded loop, ub - lb when that is a constant
                      (one result each), else 0 */
  bool own_bounds_implied; /* the slice bounds every one of the loops and
                              keeps them within their own bounds: those
                              may go */
  bool whole;      /* every producer iteration runs in the fused nest */
  bool recomputes; /* some run more than once (counting a kept producer) */
  /* For MLIR's cost model: the one access of the producer that writes
   * what the consumer reads (NULL when there are several), and the bytes
   * of the box of what it writes in the whole nest and in one slice, as
   * MLIR's getRegionSize counts them (dep_footprint_bytes; -1: unknown).
   * Set whatever the answer, once the slice's bounds are known. */
  IrOp *store;
  int64_t store_bytes, slice_store_bytes;
} DepSlice;

typedef enum DepSliceAnswer {
  DEP_SLICE_YES,            /* *out is the slice */
  DEP_SLICE_ORDER,          /* witness[0] and witness[1] would run in the
                               wrong order */
  DEP_SLICE_NOT_IDEMPOTENT, /* iterations would run again (or the producer
                               stay for those outside the slice), but
                               witness[0] writes what its nest reads or
                               an element some iteration writes too */
  DEP_SLICE_NO_BOUNDS,      /* the iterations needed have no affine
                               bounds (or there are none) */
  DEP_SLICE_UNMODELLED,     /* witness[0] cannot be modelled (both NULL:
                               the work bound was reached) */
} DepSliceAnswer;

/* The slice of producer src (its outer num_loops loops perfectly nested)
 * to run at the start of each iteration of the outer `depth` loops of
 * consumer dst, both directly in one block, src first, when running it
 * there computes what the two nests computed (deps.h "fusion",
 * fusion_slice.c): every element dst reads from src is written in the
 * slice before, no two accesses to one element (one a write) run in the
 * other order, and an iteration run twice writes what it wrote before. */
DepSliceAnswer dep_fusion_slice(DepAnalysis *da, IrOp *src, unsigned num_loops,
                                IrOp *dst, unsigned depth, DepSlice *out,
                                IrOp *witness[2]);

/* MLIR's memory footprint of loop nest `nest` (getMemoryFootprintBytes):
 * for each memref its affine loads and stores touch, the bytes of the box
 * of the elements they touch in one iteration of the loops around the
 * nest, summed. A box counts its memref's static size along a dimension
 * without constant bounds, 0 bytes with a layout map (as MLIR's
 * getRegionSize); false when a size is unknown (a dynamic one, an index
 * or complex element) or the nest cannot be modelled. */
bool dep_footprint_bytes(DepAnalysis *da, IrOp *nest, int64_t *bytes);

/* A buffer standing for a memref inside a fused nest: in each iteration
 * of its outer num_outer loops (ivs outer[0..], the loops around the nest
 * first), the elements the nest touches lie in [offsets[k], offsets[k] +
 * sizes[k]) along each dimension k; offsets are expressions over dims
 * 0 .. num_outer - 1 (the outer ivs). Arrays in the context's arena. */
typedef struct DepPrivateBuffer {
  unsigned num_outer;
  IrValue **outer;
  unsigned rank;
  IrAffineExpr **offsets;
  int64_t *sizes;
} DepPrivateBuffer;

typedef enum DepPrivateAnswer {
  DEP_PRIVATE_YES,         /* *out describes the buffer */
  DEP_PRIVATE_READS_OLDER, /* witness may read a value not written before
                              it in its iteration of the outer loops */
  DEP_PRIVATE_NO_BOX,      /* the elements of an iteration have no box of
                              constant sizes at an affine offset */
  DEP_PRIVATE_UNMODELLED,  /* witness (or no access) cannot be modelled,
                              or the work bound was reached */
} DepPrivateAnswer;

/* May memref, which only the accesses nested in loop nest `nest` use,
 * become a buffer private to each iteration of the nest's outer `depth`
 * loops (fusion_private.c)? witness gets the access the answer is
 * about. */
DepPrivateAnswer dep_private_buffer(DepAnalysis *da, IrOp *nest,
                                    unsigned depth, IrValue *memref,
                                    DepPrivateBuffer *out, IrOp **witness);

#endif
