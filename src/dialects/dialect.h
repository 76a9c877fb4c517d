/*
 * dialect.h - the op table: the single place an op is declared.
 *
 * Each dialect file (affine.c, arith.c, ...) defines an IrDialect whose
 * table lists its ops. The lexer looks op names up here and hands the
 * grammar a token per format class; the parser calls the op's build hook
 * with the pre-parsed pieces of its custom form; the verifier and the
 * printer call its verify and print hooks.
 */
#ifndef AFFC_DIALECT_H
#define AFFC_DIALECT_H

#include <string.h>

#include "../ir/ir.h"

typedef struct OpParser OpParser;
typedef struct IrPrinter IrPrinter;

/* How the grammar reads an op's custom form (see grammar/parser.y). */
typedef enum IrOpFormat {
  /* op item-sequence: a '{' at the top level is an attribute dictionary */
  IR_FORMAT_FLAT,
  /* op item-sequence region [(else|do) region]... [attr-dict]: a '{' at the
   * top level starts a region */
  IR_FORMAT_REGION,
} IrOpFormat;

typedef enum IrOpTrait {
  IR_TRAIT_TERMINATOR = 1 << 0,      /* must be last in its block */
  IR_TRAIT_ISOLATED = 1 << 1,        /* regions see no outer values */
  IR_TRAIT_AFFINE_SCOPE = 1 << 2,    /* func.func, builtin.module */
  IR_TRAIT_NO_TERMINATOR = 1 << 3,   /* blocks need no terminator */
  IR_TRAIT_SINGLE_BLOCK = 1 << 4,    /* each region has at most one block */
  IR_TRAIT_SYMBOL = 1 << 5,          /* defines a symbol (sym_name) */
  IR_TRAIT_SYMBOL_TABLE = 1 << 6,    /* builtin.module */
  IR_TRAIT_PURE = 1 << 7,            /* no side effects */
  IR_TRAIT_RETURN_LIKE = 1 << 8,     /* yields values to the parent op */
  /* its regions name its dialect's ops without their prefix (MLIR's
   * OpAsmOpInterface::getDefaultDialect: `return` in func.func); in other
   * ops' regions ops are named whole */
  IR_TRAIT_DEFAULT_DIALECT = 1 << 9,
} IrOpTrait;

/* Builds the op from its custom form. Returns NULL after reporting an
 * error through the OpParser. See src/ir/parse.h. */
typedef IrOp *(*IrOpBuildFn)(OpParser *p);
/* Prints everything after "%results = op.name" in custom form. */
typedef void (*IrOpPrintFn)(IrPrinter *p, IrOp *op);
/* Checks the op's own rules; reports errors and returns false on failure.
 * Structural rules shared by all ops (dominance, terminators, traits) are
 * checked by src/ir/verifier.c before this hook is called. */
typedef bool (*IrOpVerifyFn)(IrContext *ctx, IrOp *op);

struct IrOpDef {
  const char *name;  /* full name, e.g. "affine.for" */
  IrOpFormat format;
  unsigned traits;   /* IrOpTrait bits */
  IrOpBuildFn build; /* NULL: only the generic form is accepted */
  IrOpPrintFn print; /* NULL: printed in generic form */
  IrOpVerifyFn verify; /* NULL: no op-specific rules */
};

typedef struct IrDialect {
  const char *name;
  const IrOpDef *ops;
  unsigned num_ops;
  /* The names of its ops' properties (MLIR's inherent attributes),
   * separated by spaces: the generic form prints them in <{...}>. */
  const char *props;
} IrDialect;

extern const IrDialect ir_dialect_builtin, ir_dialect_func, ir_dialect_affine,
    ir_dialect_arith, ir_dialect_math, ir_dialect_memref, ir_dialect_scf,
    ir_dialect_vector, ir_dialect_cf;
/* ub.poison (ub.c), the padding value --affine-super-vectorize emits. */
extern const IrDialect ir_dialect_ub;
/* complex numbers (complex.c). */
extern const IrDialect ir_dialect_complex;

/* The def named name[0..len), or NULL. "return" finds func.return. */
const IrOpDef *ir_opdef_lookup(const char *name, size_t len);
/* True when name[0..len) is the name of a dialect affc knows. */
bool ir_dialect_known(const char *name, size_t len);
/* True when attribute name is one of op's properties, which the generic
 * form prints in <{...}> and the rest of its attributes in {...}. affc
 * keeps both in one dictionary and knows the property names per dialect,
 * not per op: an attribute added without a dialect prefix to one op that
 * names a property of another op of its dialect would print as a property
 * (the attributes people add carry a prefix: "llvm.emit_c_interface"). */
bool ir_op_attr_is_property(const IrOp *op, const char *name);
/* The def used for ops of unknown dialects (kept opaque, generic form). */
const IrOpDef *ir_opdef_unregistered(void);
static inline bool ir_op_has_trait(const IrOp *op, IrOpTrait t) {
  return (op->def->traits & t) != 0;
}
/* True when op's result is a view of its first operand, a memref: the
 * same memory seen with another type (memref.cast, subview, view,
 * reinterpret_cast, collapse_shape, expand_shape, transpose,
 * memory_space_cast, reshape). */
bool ir_op_is_memref_view(const IrOp *op);
/* True when op, not counting its regions, touches no memory: a pure op or
 * any arith op (an integer division is not pure, as it may not be
 * speculated, but it has no memory effect either). */
static inline bool ir_op_is_memory_effect_free(const IrOp *op) {
  return ir_op_has_trait(op, IR_TRAIT_PURE) || !strncmp(op->name, "arith.", 6);
}

#endif
