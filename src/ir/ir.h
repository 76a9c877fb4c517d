/*
 * ir.h - the affc IR: the one header every other file reads first.
 *
 * The IR follows MLIR's generic operation model: an operation has a name,
 * operands, results, an attribute dictionary (inherent attributes and
 * properties together), regions and successor blocks. Custom syntax is only
 * a way of reading and writing it; the generic form is always the truth.
 *
 * Ownership: an IrContext owns one arena that holds every object below.
 * Types, attributes, affine expressions, maps and sets are uniqued in the
 * context, so two equal ones are the same pointer. Nothing is freed one by
 * one; ir_context_destroy frees everything.
 */
#ifndef AFFC_IR_H
#define AFFC_IR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct IrContext IrContext;
typedef struct IrType IrType;
typedef struct IrAttr IrAttr;
typedef struct IrAffineExpr IrAffineExpr;
typedef struct IrAffineMap IrAffineMap;
typedef struct IrIntegerSet IrIntegerSet;
typedef struct IrOp IrOp;
typedef struct IrOpDef IrOpDef;
typedef struct IrValue IrValue;
typedef struct IrUse IrUse;
typedef struct IrBlock IrBlock;
typedef struct IrRegion IrRegion;

/* A position in a source file; file is an interned string, line and col
 * count from 1. line == 0 means "unknown". */
typedef struct IrLocation {
  const char *file;
  int line, col;
} IrLocation;

/* ---------------------------------------------------------------- context */

/* Creates a context with an empty arena. Never returns NULL: allocation
 * failure anywhere in affc ends the process in one place (ir_oom). */
IrContext *ir_context_create(void);
/* Frees the context and everything allocated in it. */
void ir_context_destroy(IrContext *ctx);
/* Returns zeroed memory owned by the context's arena. */
void *ir_alloc(IrContext *ctx, size_t size);
/* Zeroed memory for what is needed only briefly (an attribute's values as
 * an array, the array an attribute or op is built from): it lasts as long
 * as the ops being read, so while a file is streamed (stream.h) it goes
 * back with the top-level op it was taken for, instead of piling up in the
 * context for the whole file. */
void *ir_temp_alloc(IrContext *ctx, size_t size);
/* Copies len bytes of s into the arena and NUL-terminates the copy. */
char *ir_strndup(IrContext *ctx, const char *s, size_t len);
/* printf into a string in the arena (C expressions, messages). */
char *ir_sprintf(IrContext *ctx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *ir_vsprintf(IrContext *ctx, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
/* Returns the unique arena copy of s[0..len): equal strings share a pointer. */
const char *ir_intern(IrContext *ctx, const char *s, size_t len);
/* The length of s, a string ir_intern returned, without reading it: an
 * interned string's bytes follow its length (context.c). */
static inline size_t ir_interned_len(const char *s) {
  size_t len;
  memcpy(&len, s - sizeof len, sizeof len);
  return len;
}
/* Grows a vector in the arena: returns an array of new_cap elements whose
 * first old_len are copied from old (the old array is simply abandoned). */
void *ir_grow(IrContext *ctx, void *old, size_t old_len, size_t new_cap,
              size_t elem_size);
/* Between ir_scratch_begin and ir_scratch_end, ir_alloc and the functions
 * built on it (ir_sprintf, ir_grow, ...) take memory that ir_scratch_end
 * gives back, for work whose results are copied out (the C of one
 * function, while it is read: codegen/emit_c_stream.c). What uniquing
 * keeps (types, attributes, affine objects, interned strings) lasts as
 * always. Scratch work must leave no pointer into scratch memory behind. */
void ir_scratch_begin(IrContext *ctx);
void ir_scratch_end(IrContext *ctx);

/* Reports out-of-memory and exits with status 1. */
_Noreturn void ir_oom(void);

/* ------------------------------------------------------------------ types */

typedef enum IrTypeKind {
  IR_TYPE_INTEGER,  /* iN, siN, uiN */
  IR_TYPE_INDEX,
  IR_TYPE_FLOAT,    /* f16, bf16, f32, f64, f80, f128 */
  IR_TYPE_NONE,
  IR_TYPE_FUNCTION, /* (inputs) -> results */
  IR_TYPE_MEMREF,
  IR_TYPE_VECTOR,
  IR_TYPE_TENSOR,
  IR_TYPE_TUPLE,
  IR_TYPE_COMPLEX,  /* complex<f32>: a real and an imaginary part */
  IR_TYPE_OPAQUE,   /* !dialect.name<...>, kept as text */
} IrTypeKind;

typedef enum IrSignedness {
  IR_SIGNLESS,
  IR_SIGNED,
  IR_UNSIGNED,
} IrSignedness;

typedef enum IrFloatKind {
  IR_F16,
  IR_BF16,
  IR_F32,
  IR_F64,
  IR_F80,
  IR_F128,
} IrFloatKind;

/* Marks a dynamic ('?') size, stride or offset. */
#define IR_DYNAMIC INT64_MIN

struct IrType {
  IrTypeKind kind;
  union {
    struct { unsigned width; IrSignedness signedness; } integer;
    struct { IrFloatKind kind; } fp;
    struct { unsigned num_inputs, num_results; IrType **inputs, **results; } func;
    /* memref, vector and tensor; unranked memref/tensor has rank -1. */
    struct {
      int rank;
      int64_t *shape;     /* rank entries, IR_DYNAMIC for '?' */
      bool *scalable;     /* vector only: rank entries, or NULL */
      IrType *elem;
      IrAttr *layout;     /* memref: NULL (identity), affine map or strided */
      IrAttr *space;      /* memref: NULL or the memory space attribute */
    } shaped;
    struct { unsigned num; IrType **elems; } tuple;
    struct { IrType *elem; } complex; /* an integer or float type */
    struct { const char *text; } opaque; /* whole spelling, e.g. "!foo.bar<1>" */
  } u;
};

IrType *ir_type_integer(IrContext *ctx, unsigned width, IrSignedness s);
IrType *ir_type_index(IrContext *ctx);
IrType *ir_type_float(IrContext *ctx, IrFloatKind kind);
IrType *ir_type_none(IrContext *ctx);
IrType *ir_type_function(IrContext *ctx, unsigned num_inputs, IrType **inputs,
                         unsigned num_results, IrType **results);
IrType *ir_type_memref(IrContext *ctx, int rank, const int64_t *shape,
                       IrType *elem, IrAttr *layout, IrAttr *space);
IrType *ir_type_vector(IrContext *ctx, int rank, const int64_t *shape,
                       const bool *scalable, IrType *elem);
IrType *ir_type_tensor(IrContext *ctx, int rank, const int64_t *shape,
                       IrType *elem);
IrType *ir_type_tuple(IrContext *ctx, unsigned num, IrType **elems);
IrType *ir_type_complex(IrContext *ctx, IrType *elem);
IrType *ir_type_opaque(IrContext *ctx, const char *text);

bool ir_type_is_integer(const IrType *t);        /* iN of any signedness */
bool ir_type_is_int_or_index(const IrType *t);
bool ir_type_is_float(const IrType *t);
bool ir_type_is_shaped(const IrType *t);         /* memref, vector, tensor */
/* complex<T> with a float T (the only ones the complex dialect's ops take). */
bool ir_type_is_float_complex(const IrType *t);
/* Element type of a vector/memref/tensor, or t itself for a scalar. */
IrType *ir_type_element(IrType *t);
/* The number of elements of a statically shaped memref/vector/tensor, or
 * -1 when a size is dynamic or the type is unranked. */
int64_t ir_type_num_elements(const IrType *t);
/* Bit width of integer and float types, 64 for index, 0 otherwise. */
unsigned ir_type_bitwidth(const IrType *t);

/* ------------------------------------------------------- affine expressions */

typedef enum IrAffineKind {
  IR_AFFINE_ADD,
  IR_AFFINE_MUL,
  IR_AFFINE_MOD,
  IR_AFFINE_FLOORDIV,
  IR_AFFINE_CEILDIV,
  IR_AFFINE_CONSTANT,
  IR_AFFINE_DIM,
  IR_AFFINE_SYMBOL,
} IrAffineKind;

struct IrAffineExpr {
  IrAffineKind kind;
  int64_t value;           /* constant value, or dim/symbol position */
  IrAffineExpr *lhs, *rhs; /* binary kinds only */
};

/* Constructors simplify the way MLIR does (constant folding, constants to
 * the right, x*1, x+0, (x*c1)*c2, x floordiv 1, ...), so equal expressions
 * print the same. They never fold a division by zero or a negative divisor:
 * the verifier reports those. Results are uniqued. */
IrAffineExpr *ir_affine_constant(IrContext *ctx, int64_t value);
IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos);
IrAffineExpr *ir_affine_symbol(IrContext *ctx, unsigned pos);
IrAffineExpr *ir_affine_add(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b);
IrAffineExpr *ir_affine_mul(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b);
IrAffineExpr *ir_affine_sub(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b);
IrAffineExpr *ir_affine_neg(IrContext *ctx, IrAffineExpr *a);
IrAffineExpr *ir_affine_mod(IrContext *ctx, IrAffineExpr *a, IrAffineExpr *b);
IrAffineExpr *ir_affine_floordiv(IrContext *ctx, IrAffineExpr *a,
                                 IrAffineExpr *b);
IrAffineExpr *ir_affine_ceildiv(IrContext *ctx, IrAffineExpr *a,
                                IrAffineExpr *b);
/* The greatest common divisor of |a| and |b| (0 when both are 0). */
uint64_t ir_gcd(int64_t a, int64_t b);
/* Pure affine: no product of two non-constant terms, and every right-hand
 * side of mod/floordiv/ceildiv is a constant. */
bool ir_affine_is_pure(const IrAffineExpr *e);
/* True when the expression uses no dims (only symbols and constants). */
bool ir_affine_is_symbolic(const IrAffineExpr *e);
/* Replaces dims and symbols: dims[i] for dim i, syms[i] for symbol i. */
IrAffineExpr *ir_affine_replace(IrContext *ctx, IrAffineExpr *e,
                                IrAffineExpr **dims, IrAffineExpr **syms);

struct IrAffineMap {
  unsigned num_dims, num_symbols, num_results;
  IrAffineExpr **results;
};

struct IrIntegerSet {
  unsigned num_dims, num_symbols, num_constraints;
  IrAffineExpr **constraints; /* each means "expr >= 0" or "expr == 0" */
  bool *is_eq;
};

IrAffineMap *ir_affine_map(IrContext *ctx, unsigned num_dims,
                           unsigned num_symbols, unsigned num_results,
                           IrAffineExpr **results);
/* The map () -> (value), or ()[s0] -> (s0) etc. built from common shapes. */
IrAffineMap *ir_affine_map_constant(IrContext *ctx, int64_t value);
IrAffineMap *ir_affine_map_identity(IrContext *ctx, unsigned rank);
IrIntegerSet *ir_integer_set(IrContext *ctx, unsigned num_dims,
                             unsigned num_symbols, unsigned num_constraints,
                             IrAffineExpr **constraints, const bool *is_eq);

/* ------------------------------------------------------------- attributes */

typedef enum IrAttrKind {
  IR_ATTR_UNIT,
  IR_ATTR_BOOL,         /* true / false */
  IR_ATTR_INTEGER,      /* 42 : i32 (type may be NULL only inside dense) */
  IR_ATTR_FLOAT,        /* 1.0 : f32 */
  IR_ATTR_STRING,       /* "text" [: type] */
  IR_ATTR_TYPE,         /* a type used as an attribute */
  IR_ATTR_AFFINE_MAP,
  IR_ATTR_INTEGER_SET,
  IR_ATTR_ARRAY,        /* [a, b] */
  IR_ATTR_DICT,         /* {a = 1, b} sorted by name */
  IR_ATTR_SYMBOL_REF,   /* @root::@nested */
  IR_ATTR_DENSE,        /* dense<...> : vector/tensor type */
  IR_ATTR_DENSE_ARRAY,  /* array<i32: 1, 2> */
  IR_ATTR_STRIDED,      /* strided<[s0, s1], offset: o> */
  IR_ATTR_LOCATION,     /* loc(...), kept as text */
  IR_ATTR_OPAQUE,       /* #dialect.name<...> and anything else, as text */
} IrAttrKind;

typedef struct IrNamedAttr {
  const char *name; /* interned */
  IrAttr *value;
} IrNamedAttr;

struct IrAttr {
  IrAttrKind kind;
  IrType *type; /* integer, float, string, dense, dense array; else NULL */
  union {
    bool b;
    /* Integers wider than 64 bits keep their low 64 bits here and the
     * decimal spelling in text, so they print back unchanged. */
    struct { int64_t value; const char *text; } integer;
    /* Bits is the exact bit pattern in the type's format (f16/bf16 in the
     * low 16 bits); value is the same number as a double. */
    struct { double value; uint64_t bits; } fp;
    struct { const char *data; size_t len; } str; /* may contain NUL */
    IrType *type;
    IrAffineMap *map;
    IrIntegerSet *set;
    struct { unsigned num; IrAttr **elems; } array;
    struct { unsigned num; IrNamedAttr *entries; } dict;
    struct { unsigned num; const char **names; } symref; /* interned */
    /* dense: num == 1 && splat for a splat; elems are integer/float/bool
     * attributes of the element type. */
    struct { unsigned num; IrAttr **elems; bool splat; } dense;
    struct { unsigned num; int64_t *ints; double *floats; } dense_array;
    struct { unsigned rank; int64_t *strides; int64_t offset; } strided;
    struct { const char *text; } opaque;
  } u;
};

IrAttr *ir_attr_unit(IrContext *ctx);
IrAttr *ir_attr_bool(IrContext *ctx, bool b);
IrAttr *ir_attr_integer(IrContext *ctx, IrType *type, int64_t value);
IrAttr *ir_attr_integer_text(IrContext *ctx, IrType *type, int64_t low64,
                             const char *text);
IrAttr *ir_attr_float(IrContext *ctx, IrType *type, double value,
                      uint64_t bits);
/* Rounds value to the float type's format and fills in bits. */
IrAttr *ir_attr_float_value(IrContext *ctx, IrType *type, double value);
/* The bit pattern of value rounded (to nearest, ties to even) to float
 * format kind, and the value of a bit pattern of that format; f80 and f128
 * are kept as doubles, so their bits are the double's. */
uint64_t ir_float_bits(IrFloatKind kind, double value);
double ir_float_from_bits(IrFloatKind kind, uint64_t bits);
IrAttr *ir_attr_string(IrContext *ctx, const char *data, size_t len,
                       IrType *type);
IrAttr *ir_attr_type(IrContext *ctx, IrType *type);
IrAttr *ir_attr_map(IrContext *ctx, IrAffineMap *map);
IrAttr *ir_attr_set(IrContext *ctx, IrIntegerSet *set);
IrAttr *ir_attr_array(IrContext *ctx, unsigned num, IrAttr **elems);
/* Sorts the entries by name; the caller must not pass duplicate names. */
IrAttr *ir_attr_dict(IrContext *ctx, unsigned num, IrNamedAttr *entries);
IrAttr *ir_attr_symref(IrContext *ctx, unsigned num, const char **names);
IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, unsigned num,
                      IrAttr **elems, bool splat);
IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem_type, unsigned num,
                            const int64_t *ints, const double *floats);
IrAttr *ir_attr_strided(IrContext *ctx, unsigned rank, const int64_t *strides,
                        int64_t offset);
IrAttr *ir_attr_location(IrContext *ctx, const char *text);
IrAttr *ir_attr_opaque(IrContext *ctx, const char *text);
/* The entry named name in a dict attribute, or NULL. */
IrAttr *ir_attr_dict_get(const IrAttr *dict, const char *name);

/* -------------------------------------------------------------- values, ops */

typedef enum IrValueKind {
  IR_VALUE_RESULT,
  IR_VALUE_BLOCK_ARG,
} IrValueKind;

struct IrValue {
  IrValueKind kind;
  unsigned index;      /* result number or argument number */
  IrType *type;
  IrOp *op;            /* defining op, for results */
  IrBlock *block;      /* owning block, for block arguments */
  const char *name;    /* source SSA name without '%' (e.g. "i", "0"), or
                          NULL; interned, as it outlives scratch work */
  IrUse *first_use;
};

/* Where v is defined: its op's location for a result (unknown while the op
 * is not built yet), the argument's own for a block argument. */
IrLocation ir_value_loc(const IrValue *v);

struct IrUse {
  IrValue *value;
  IrOp *owner;  /* the use is owner->operands[ir_use_index(use)] */
  IrUse *next;  /* next use of the same value */
};

struct IrRegion {
  IrOp *parent;
  IrBlock *first, *last;
};

struct IrBlock {
  IrRegion *parent;
  IrBlock *prev, *next;
  const char *label; /* source label without '^', or NULL */
  unsigned num_args;
  IrValue **args;
  IrOp *first, *last;
  IrLocation loc;
};

struct IrOp {
  const IrOpDef *def;   /* never NULL: unknown ops use the opaque def */
  const char *name;     /* interned full name, e.g. "affine.for" */
  IrLocation loc;
  IrAttr *src_loc;      /* trailing loc(...) from the source, or NULL */
  unsigned num_operands, num_results, num_regions, num_successors;
  unsigned order;       /* position in the parent block as ir_verify last
                           numbered it; stale after the block is edited */
  /* Set by the pass that made this affine.parallel from loops it proved
   * parallel (affine-parallelize), so the C emitter need not prove it
   * again; never printed. A pass that changes which elements the op's
   * iterations touch must clear it. */
  bool proven_parallel;
  IrUse *operands;      /* num_operands uses, in order */
  IrValue **results;
  IrRegion *regions;
  IrBlock **successors;
  IrAttr *attrs;        /* IR_ATTR_DICT, never NULL (may be empty) */
  IrAttr *props;        /* an unregistered op's <{...}> (a dict), else NULL:
                           registered ops keep properties in attrs */
  IrBlock *parent;
  IrOp *prev, *next;
};

/* The operand number of use in its owner. */
static inline unsigned ir_use_index(const IrUse *use) {
  return (unsigned)(use - use->owner->operands);
}

/* Creates a detached op. The results get the given types; regions are
 * created empty. Operands may be NULL values only while parsing forward
 * references (ir_op_set_operand fills them in later). */
IrOp *ir_op_create(IrContext *ctx, const IrOpDef *def, const char *name,
                   IrLocation loc, unsigned num_operands, IrValue **operands,
                   unsigned num_results, IrType **result_types,
                   unsigned num_regions, unsigned num_successors,
                   IrBlock **successors, IrAttr *attrs);
void ir_op_set_operand(IrOp *op, unsigned index, IrValue *value);
IrValue *ir_op_operand(const IrOp *op, unsigned index);
IrAttr *ir_op_attr(const IrOp *op, const char *name);
void ir_op_set_attr(IrContext *ctx, IrOp *op, const char *name, IrAttr *value);
void ir_op_remove_attr(IrContext *ctx, IrOp *op, const char *name);
/* The closest enclosing op, or NULL at the top. */
IrOp *ir_op_parent_op(const IrOp *op);
/* True when op is not NULL and is named name ("affine.for"). Inline, and
 * a length compared before the bytes (op->name is interned), as passes ask
 * it of every op they walk: the length of a literal name is a constant. */
static inline bool ir_op_is(const IrOp *op, const char *name) {
  size_t len = strlen(name);
  return op && ir_interned_len(op->name) == len &&
         memcmp(op->name, name, len) == 0;
}
/* True when op is nested, at any depth, in a region of `outer`. */
bool ir_op_is_nested_in(const IrOp *op, const IrOp *outer);

IrBlock *ir_block_create(IrContext *ctx, IrLocation loc);
IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *block, IrType *type,
                          const char *name, IrLocation loc);
void ir_block_append_op(IrBlock *block, IrOp *op);
void ir_region_append_block(IrRegion *region, IrBlock *block);
/* The region's only block, creating it when the region is empty. */
IrBlock *ir_region_entry_block(IrContext *ctx, IrRegion *region,
                               IrLocation loc);
IrOp *ir_block_terminator(const IrBlock *block); /* last op, or NULL */

/* Integer attribute value of op's attribute, or dflt when absent/other. */
int64_t ir_op_int_attr(const IrOp *op, const char *name, int64_t dflt);
/* The operand segment sizes (attribute "operandSegmentSizes"): returns the
 * first operand index of segment seg and its length in *len. */
unsigned ir_op_segment(const IrOp *op, unsigned seg, unsigned *len);

/* ----------------------------------------------------------------- module */

/* A module is a builtin.module op with one region of one block. The top of
 * a file is always one module: an implicit one wraps ops written at the top
 * level when they are not a single explicit module. */
typedef struct IrModule {
  IrOp *op;
} IrModule;

#endif
