/*
 * gen.h - the random affine program generator's shared state (see
 * gen_affine.c for what the programs contain and why they are valid).
 *
 *   gen_core.c     randomness, output, values in scope, constants
 *   gen_expr.c     affine expressions with the intervals they lie in
 *   gen_scalar.c   arith/math statements: integer and float ops, casts
 *   gen_affine.c   memrefs, affine.for/if/parallel, programs, main
 */
#ifndef GEN_H
#define GEN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct Rng {
  uint64_t state;
} Rng;

uint64_t rng_next(Rng *r);
int rnd(Rng *r, int n);                          /* in [0, n) */
int64_t rnd_range(Rng *r, int64_t lo, int64_t hi); /* in [lo, hi] */
bool chance(Rng *r, int percent);

typedef enum Kind { K_INT, K_INDEX, K_FLOAT } Kind;

typedef struct Type {
  const char *name;
  Kind kind;
  int bits;
} Type;

/* i1 i3 i8 i16 i17 i32 i33 i64 index f32 f64, in that order. */
extern const Type types[];
enum { NTYPES = 11, T_I1 = 0, T_I32 = 5, T_I64 = 7, T_INDEX = 8, T_F32 = 9,
       T_F64 = 10 };

bool is_float(int type);
int random_int_type(Rng *r); /* an integer type or index */
int random_float_type(Rng *r);
int random_type(Rng *r);

/* Affine expressions (and the index values they use) stay within
 * +-SAFE_LIMIT, far from 64-bit overflow. */
#define SAFE_LIMIT ((int64_t)1 << 40)

/* An SSA value in scope. Index values may carry the interval they lie in
 * (bounded), which lets affine expressions use them. */
typedef struct Value {
  char name[24];
  int type;
  bool dim;      /* usable as an affine dimension */
  bool sym;      /* usable as an affine symbol (defined at top level) */
  bool bounded;  /* lo..hi hold */
  bool constant; /* not worth printing at the end */
  int64_t lo, hi;
} Value;

typedef struct Memref {
  char name[24];
  int type;
  int rank;
  int shape[2];
  bool heap; /* memref.alloc, deallocated at the end (else alloca) */
  bool temp; /* not printed at the end (--fusion: a temporary) */
} Memref;

enum { MAX_VALUES = 4096, MAX_MEMREFS = 4 };

typedef struct Gen {
  Rng rng;
  FILE *out;
  int indent;
  Value vals[MAX_VALUES]; /* in scope, outermost first */
  int nvals;
  int next_id;
  Memref mems[MAX_MEMREFS];
  int nmems;
  int depth;     /* regions entered inside the program */
  int work;      /* most iterations the current loop nest runs */
  int budget;    /* statements left to the program */
  bool no_store; /* inside a parallel loop: iterations must not race */
  bool semi_affine; /* expressions may divide by a positive symbol */
  bool plain;    /* affine.for loops only (gen_affine --plain) */
  bool fusion;   /* plain, with one shape for every memref and mostly
                    element-wise nests at the top (gen_affine --fusion) */
  bool shown[NTYPES]; /* the @show_<type> functions the module needs */
} Gen;

/* gen_core.c */
void emit(Gen *g, const char *fmt, ...);
Value *new_value(Gen *g, char prefix, int type);
void set_interval(Value *v, int64_t lo, int64_t hi);
Value *int_constant(Gen *g, int type, int64_t value);
Value *float_constant(Gen *g, int type, double value);
Value *random_constant(Gen *g, int type);
Value *pick_value(Gen *g, int type);
Value *pick_any(Gen *g);
int64_t wrap_to_width(int64_t value, int bits);

/* gen_expr.c */

/* The values an affine map or inline expression is over: dims then syms. */
typedef struct AffineOperands {
  Value *dims[3];
  int ndims;
  Value *syms[2];
  int nsyms;
} AffineOperands;

/* An affine expression's text and the interval its value lies in. */
typedef struct Expr {
  char text[400];
  int64_t lo, hi;
} Expr;

AffineOperands operands_choose(Gen *g, int max_dims, int max_syms,
                               int64_t max_abs);
void expr_random(Gen *g, const AffineOperands *ops, bool inline_names,
                 Expr *e);
void expr_in_range(Gen *g, const AffineOperands *ops, bool inline_names,
                   int64_t lo, int64_t hi, Expr *e);
void expr_add_constant(Expr *e, int64_t c);
/* "(d0, d1)[s0]" and "(%a, %b)[%c]" for ops. */
void map_dims_text(const AffineOperands *ops, char *buf, size_t size);
void map_operands_text(const AffineOperands *ops, char *buf, size_t size);
void gen_affine_apply(Gen *g);
void gen_affine_min_max(Gen *g);

/* gen_scalar.c */
void gen_int_op(Gen *g);
void gen_float_op(Gen *g);
void gen_cast(Gen *g);
void gen_compare_select(Gen *g);

#endif
