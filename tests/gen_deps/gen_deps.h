/*
 * gen_deps.h - random programs for the dependence analysis, and the
 * brute-force oracle that answers them.
 *
 * A program is a few functions, each a tree of affine.for/affine.parallel
 * loops, affine.if guards and affine.load/affine.store accesses on the
 * function's memref arguments. Bounds, conditions and subscripts are
 * GenExprs over the induction variables in scope and the function's index
 * arguments (symbols).
 *
 * gen_program.c makes programs, gen_print.c writes them as MLIR (and
 * remembers where each access landed), gen_oracle.c runs every iteration
 * to list the dependences mlir-opt --test-memref-dependence-check should
 * report if it were exact, and gen_check.c compares the answers of affc,
 * mlir-opt and the oracle line by line.
 */
#ifndef AFFC_GEN_DEPS_H
#define AFFC_GEN_DEPS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { GEN_MAX_IVS = 16, GEN_MAX_SYMS = 2, GEN_MAX_RANK = 3 };

/* A deterministic random stream (xorshift64*). */
typedef struct GenRng {
  uint64_t state;
} GenRng;

uint64_t gen_next(GenRng *r);
/* A uniform integer in [lo, hi]. */
int gen_range(GenRng *r, int lo, int hi);
/* True with probability percent/100. */
bool gen_chance(GenRng *r, int percent);

typedef enum GenDiv { GEN_NO_DIV, GEN_FLOORDIV, GEN_CEILDIV, GEN_MOD } GenDiv;

/* lin + mult * (inner div divisor), where lin and inner are linear forms
 * over the ivs (by global iv number) and symbols plus a constant. */
typedef struct GenLinear {
  int iv[GEN_MAX_IVS];
  int sym[GEN_MAX_SYMS];
  int cst;
} GenLinear;

typedef struct GenExpr {
  GenLinear lin, inner;
  GenDiv div;
  int divisor, mult;
} GenExpr;

typedef enum GenKind { GEN_FOR, GEN_PARALLEL, GEN_IF, GEN_ACCESS } GenKind;

enum { GEN_MAX_BOUNDS = 2, GEN_MAX_COND = 2, GEN_MAX_BODY = 4, GEN_MAX_VARS = 2 };

typedef struct GenStmt GenStmt;

/* One induction variable of a loop: max(lbs) <= iv < min(ubs), by step. */
typedef struct GenLoopVar {
  int iv;  /* global iv number */
  int num_lbs, num_ubs, step;
  GenExpr lbs[GEN_MAX_BOUNDS], ubs[GEN_MAX_BOUNDS];
} GenLoopVar;

struct GenStmt {
  GenKind kind;
  /* GEN_FOR: one var; GEN_PARALLEL: num_vars. */
  int num_vars;
  GenLoopVar vars[GEN_MAX_VARS];
  /* GEN_IF: all cond[i] >= 0 (== 0 when eq[i]). */
  int num_cond;
  GenExpr cond[GEN_MAX_COND];
  bool eq[GEN_MAX_COND];
  /* Bodies: loops use body; ifs body (then) and else_body. */
  int num_body, num_else;
  GenStmt *body[GEN_MAX_BODY], *else_body[GEN_MAX_BODY];
  /* GEN_ACCESS. */
  int memref, access; /* memref argument number; access number in module */
  bool store, via_apply;
  GenExpr sub[GEN_MAX_RANK];
  /* Where the op landed in the printed file (set by gen_print). */
  int line, col;
};

typedef struct GenFunc {
  int num_memrefs, num_syms;
  int rank[4];
  int num_top;
  GenStmt *top[GEN_MAX_BODY];
} GenFunc;

typedef struct GenProgram {
  int num_funcs;
  GenFunc funcs[2];
  int num_accesses;
  GenStmt *accesses[64]; /* in program order */
} GenProgram;

/* Program kinds. */
typedef struct GenOptions {
  bool symbols; /* index arguments used in bounds and subscripts */
} GenOptions;

/* A random program from seed (free with gen_free). */
GenProgram *gen_program(uint64_t seed, const GenOptions *opts);
void gen_free(GenProgram *p);

/* Writes p as MLIR to out, recording each access's line and column; the
 * program starts on line first_line (after empty lines). */
void gen_print(GenProgram *p, int first_line, FILE *out);

/* Writes the exact remarks for p, named as in file `name`, to out. With
 * symbols, each symbol takes every value in [lo, hi] and the answers are
 * joined, so they are a lower bound of the truth. With mlir_model, the
 * remarks are exact for the domains MLIR's analysis builds (gen_oracle.c).
 * Returns false when the program is too large to run through. */
bool gen_oracle(const GenProgram *p, const char *name, int lo, int hi,
                bool mlir_model, FILE *out);

/* The value of e at ivs (by global number) and syms. */
int64_t gen_eval(const GenExpr *e, const int64_t *ivs, const int64_t *syms);

/* Write one function with at least n accesses in deep nests (gen_big.c):
 * a pipeline of stages on buffers of their own, or nests on shared memrefs
 * with floordiv and mod (hard). */
void gen_big(int n, FILE *out);
void gen_hard(int n, FILE *out);

/* The remark files gen_check compares: mlir-opt's, affc's, the oracle's
 * and the oracle's for MLIR's model (NULL when the oracle is partial: it
 * only sampled symbol values, so it is a lower bound of the truth). */
typedef struct GenRemarkFiles {
  const char *mlir, *affc, *oracle, *oracle_mlir;
} GenRemarkFiles;

/* Compares the remark files (gen_check.c); prints a summary to out and
 * returns the number of failures. */
int gen_check(const GenRemarkFiles *files, FILE *out);

#endif
