/*
 * scop.h - static control parts: a stretch of consecutive affine loop
 * nests in one block whose every op the polyhedral model describes
 * exactly, as isl sets and maps. The scheduler (transforms/
 * polyhedral_schedule.c) reads a Scop, computes a new order for its
 * statements and writes the nests again.
 *
 * A statement is a maximal run of ops of one block between the loops and
 * guards of that block: the ops that run together, once per iteration of
 * the loops around them. Its domain is the set S<k>[ivs] of iterations
 * that run it (loop bounds, steps, affine.if conditions), with the
 * symbols as parameters (isl ids whose user pointer is the IrValue).
 * Accesses are maps S<k>[ivs] -> M<n>[elements], one array id per memref
 * value: like MLIR's affine analyses, affc takes two memref values for
 * two arrays.
 *
 * What the model does not describe ends the stretch, and is never
 * mistranslated: loops with iter_args or reductions, ops with unknown
 * memory effects (calls, memref.load/store, DMA), non-affine subscripts,
 * values a statement computes and another one uses (other than the
 * side-effect-free ops that can be computed again where they are used:
 * constants, index arithmetic), memrefs that are views of others.
 *
 * Ownership: a Scop owns its isl objects (scop_free); the IR it points to
 * lives in the IrContext's arena and must not change while the Scop is in
 * use, except by the scheduler replacing the nests as a whole.
 */
#ifndef AFFC_ANALYSIS_SCOP_H
#define AFFC_ANALYSIS_SCOP_H

#include <isl/ctx.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "ir/ir.h"

typedef struct ScopStmt {
  IrOp *first, *last; /* its ops: first .. last of one block */
  unsigned num_ivs;
  IrValue **ivs;      /* the induction variables around it, outermost first */
  isl_set *domain;    /* S<k>[ivs]: the iterations that run it */
  isl_union_map *reads, *writes; /* S<k>[ivs] -> array elements */
} ScopStmt;

typedef struct Scop {
  IrOp *first, *last;  /* the nests: first .. last of one block */
  unsigned num_stmts;
  ScopStmt *stmts;     /* statement k has tuple name "S<k>" */
  isl_union_set *domain;
  isl_union_map *reads, *writes; /* statement instances -> array elements */
  isl_union_map *order;          /* the program's order: instances -> time */
} Scop;

/* The most loops a statement of a part may sit in: isl's dependence
 * analysis, scheduler and AST generator grow fast with the dimensions
 * (one statement 24 loops deep took 19 s, and isl does not always stop
 * at max-seconds), and no kernel of sense nests deeper. */
enum { SCOP_MAX_DEPTH = 12 };

/* Why a nest is not modelled, for remarks: what and where. */
typedef struct ScopRefusal {
  const char *why;
  const IrOp *where;
} ScopRefusal;

/* True when op can start a static control part: an affine.for,
 * affine.parallel or affine.if directly in a block that is the top of an
 * affine scope (a function body, an scf region ...). */
bool scop_is_candidate(const IrOp *op);

/* The static control part that starts with nest (scop_is_candidate) and
 * takes in the nests after it in its block, and the ops between them that
 * are free of memory effects (their values are computed before the part),
 * as long as each can be modelled. NULL, with *refusal filled in, when
 * nest itself cannot be. */
Scop *scop_build(IrContext *ctx, isl_ctx *ictx, IrOp *nest,
                 ScopRefusal *refusal);
void scop_free(Scop *scop);

/* True when op is one of statement s's ops. */
bool scop_stmt_has(const ScopStmt *s, const IrOp *op);

/* True when an op inside one of scop's nests defines v (the ops between
 * the nests do not count: they go before the part). */
bool scop_defines(const Scop *scop, const IrValue *v);

/* The statement whose tuple name is name ("S3"), or NULL. */
ScopStmt *scop_stmt_named(const Scop *scop, const char *name);

/* The induction variables around op (outermost first) and the least and
 * greatest value each takes: the box of constants that a buffer with one
 * element per iteration of those loops spans. */
typedef struct ScopIvBox {
  unsigned num_ivs;
  IrValue **ivs;
  int64_t *lo, *hi;
} ScopIvBox;

/* Fills *box for op (arrays in ctx's arena); false when a range depends
 * on a symbol or cannot be modelled. */
bool scop_iv_box(IrContext *ctx, isl_ctx *ictx, IrOp *op, ScopIvBox *box);

/* The dependences every new order must respect: each write after the
 * reads and writes of its element that the program runs before it, each
 * read after the write whose value it reads (isl's dataflow analysis);
 * instances to instances. */
__isl_give isl_union_map *scop_dependences(const Scop *scop);

#endif
