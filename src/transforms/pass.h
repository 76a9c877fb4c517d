/*
 * pass.h - what a pass is: a name, options, and a function that rewrites
 * one func.func (IR -> IR).
 *
 * A pass asks the analyses what is legal and rewrites the IR through
 * rewrite.h and the dialects' builders; it never prints C. It says what
 * it did and did not do, and why, with pass_remark, which prints
 * "file:line:col: remark: [pass-name] text" when --remarks is on.
 *
 * Names and options are MLIR's where MLIR has the pass, so that an
 * mlir-opt pipeline reads the same in --passes= (pipeline.h).
 */
#ifndef AFFC_TRANSFORMS_PASS_H
#define AFFC_TRANSFORMS_PASS_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"

/* The most options one pass has. */
#define PASS_MAX_OPTIONS 12

/* The number of options in the array opts of a PassDef, refused when the
 * pass is compiled if it exceeds PASS_MAX_OPTIONS. */
#define PASS_NUM_OPTIONS(opts)                                                 \
  (sizeof(opts) / sizeof(opts)[0] +                                            \
   0 * sizeof(struct {                                                         \
     _Static_assert(sizeof(opts) / sizeof(opts)[0] <= PASS_MAX_OPTIONS,        \
                    "raise PASS_MAX_OPTIONS");                                 \
     int unused;                                                               \
   }))

typedef enum PassOptionKind {
  PASS_OPT_BOOL, /* true, false, 1, 0 */
  PASS_OPT_UINT, /* a decimal number that fits in 32 bits */
  PASS_OPT_ENUM, /* one of choices; the value is its index */
  PASS_OPT_FRACTION, /* a decimal number such as 0.3, below 4000; the
                        value is in millionths */
} PassOptionKind;

typedef struct PassOption {
  const char *name; /* e.g. "max-nested" */
  PassOptionKind kind;
  uint64_t dflt;
  const char *help;
  const char *const *choices; /* PASS_OPT_ENUM: the names, NULL-ended */
  const char *alias; /* another name, as MLIR 22 spells it, or NULL */
  uint64_t max;      /* PASS_OPT_UINT: the largest value (0: UINT32_MAX) */
} PassOption;

typedef struct Pass Pass;

typedef struct PassDef {
  const char *name;    /* e.g. "affine-parallelize" */
  const char *summary; /* one line for --help */
  unsigned num_options;
  const PassOption *options;
  /* Rewrites func (a func.func with a body); false after reporting an
   * error (an internal limit, never bad input: that was verified). */
  bool (*run)(Pass *pass, IrOp *func);
  /* After run has seen every function: frees what it kept in
   * pass->state (NULL: the pass keeps nothing). */
  void (*finish)(Pass *pass);
} PassDef;

/* A pass as a pipeline runs it: its def, its option values (indexed as
 * def->options) and what the run needs. */
struct Pass {
  const PassDef *def;
  uint64_t values[PASS_MAX_OPTIONS];
  IrContext *ctx;
  bool remarks;
  /* What run keeps from one function to the next (a cache), NULL before
   * the first; def->finish frees it. */
  void *state;
};

/* Prints "loc: remark: [<pass name>] <text>" when remarks are on. */
void pass_remark(const Pass *pass, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The text of a reason a remark will give, formatted when remarks are on;
 * "" when they are off, where a pass only tests that there is a reason. */
const char *pass_reason(const Pass *pass, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* "'affine.store' at 12:7": op as remarks name it. */
const char *pass_where(IrContext *ctx, const IrOp *op);

/* The deepest loop nest a pass analyses: the dependence questions grow
 * with the depth (an access 10,000 loops deep is a relation of 10,000
 * dimensions, asked about at every depth), and no program of sense nests
 * deeper; passes leave a function that does as it is. */
enum { PASS_MAX_NEST_DEPTH = 32 };

/* True, after a remark, when func's loops nest deeper than that. */
bool pass_too_deep(const Pass *pass, const IrOp *func);

/* The passes affc has, each defined in its own file. */
extern const PassDef pass_affine_loop_fusion, pass_affine_parallelize,
    pass_affine_polyhedral_schedule, pass_affine_register_promotion,
    pass_affine_register_tile, pass_affine_scalrep, pass_compose_affine_maps,
    pass_remove_dead_ops;

#endif
