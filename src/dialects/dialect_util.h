/*
 * dialect_util.h - helpers shared by the dialect files.
 *
 * Three kinds of help for build, print and verify hooks:
 *  - the checks MLIR's ODS generates for every op (operand and result
 *    counts, type and attribute constraints, operand segments), reported
 *    with MLIR's wording ("'memref.load' op operand #1 must be variadic of
 *    index, but got 'i32'");
 *  - custom-syntax pieces several ops share: operand lists "[%i, %j]",
 *    mixed static/dynamic lists "[%a, 4]" (subview offsets, vector
 *    positions), integer lists and the "custom op" parse errors;
 *  - memref layout arithmetic: strides and offset of a memref type, as
 *    MLIR's getStridesAndOffset computes them.
 */
#ifndef AFFC_DIALECT_UTIL_H
#define AFFC_DIALECT_UTIL_H

#include "../ir/parse.h"
#include "../ir/printer.h"

/* ------------------------------------------------------------ diagnostics */

/* Reports "'op.name' op <message>" at op's location. Returns false. */
bool du_op_error(IrContext *ctx, const IrOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The MLIR spelling of t between quotes, e.g. "'memref<4xf32>'". */
const char *du_quoted_type(IrContext *ctx, IrType *t);

/* ------------------------------------------------------ type constraints */

/* A type constraint as ODS names it in messages. */
typedef struct DuTypeConstraint {
  bool (*accepts)(const IrType *t);
  const char *desc; /* "memref of any type values" */
} DuTypeConstraint;

extern const DuTypeConstraint du_index;       /* index */
extern const DuTypeConstraint du_memref;      /* ranked memref */
extern const DuTypeConstraint du_any_memref;  /* ranked or unranked */
extern const DuTypeConstraint du_vector;      /* vector of any type */
extern const DuTypeConstraint du_bool_vector; /* vector of i1 */

/* "requires one result" / "requires zero results" / "requires N results". */
bool du_check_num_results(IrContext *ctx, const IrOp *op, unsigned n);
/* "expected N operands, but found M" ("requires zero operands", "requires a
 * single operand"), or with at_least "expected N or more operands, but
 * found M". */
bool du_check_num_operands(IrContext *ctx, const IrOp *op, unsigned n,
                           bool at_least);
/* "operand #i must be <desc>, but got 'T'". */
bool du_check_operand(IrContext *ctx, const IrOp *op, unsigned i,
                      const DuTypeConstraint *tc);
/* The same for the n operands of a variadic group starting at first
 * ("must be variadic of <desc>"). */
bool du_check_operand_group(IrContext *ctx, const IrOp *op, unsigned first,
                            unsigned n, const DuTypeConstraint *tc);
/* "result #i must be <desc>, but got 'T'". */
bool du_check_result(IrContext *ctx, const IrOp *op, unsigned i,
                     const DuTypeConstraint *tc);
/* Checks attribute operandSegmentSizes against num_segments groups and the
 * operand count; a missing or malformed attribute counts as all zeros, as
 * in MLIR (whose generic form then keeps it as a discardable attribute). */
bool du_check_segments(IrContext *ctx, const IrOp *op, unsigned num_segments);

/* ------------------------------------------------- attribute constraints */

typedef struct DuAttrConstraint {
  bool (*accepts)(const IrAttr *a);
  const char *desc; /* "flat symbol reference attribute" */
} DuAttrConstraint;

extern const DuAttrConstraint du_i64_dense_array; /* array<i64: ...> */
extern const DuAttrConstraint du_i64_array;       /* [1, 2] of i64 */
extern const DuAttrConstraint du_i64_array_array; /* [[0, 1], [2]] */
extern const DuAttrConstraint du_bool_array;      /* [true, false] */
extern const DuAttrConstraint du_bool_attr;       /* true / false */
extern const DuAttrConstraint du_unit_attr;
extern const DuAttrConstraint du_string_attr;
extern const DuAttrConstraint du_map_attr;    /* affine map */
extern const DuAttrConstraint du_flat_symref; /* @name */
extern const DuAttrConstraint du_alignment;   /* positive power of 2 */

/* An attribute an op may have, with its constraint. */
typedef struct DuAttrSpec {
  const char *name;
  const DuAttrConstraint *constraint;
} DuAttrSpec;

/* MLIR checks the attributes an op has before its counts and operands:
 * reports the first attribute of specs that op has and its constraint
 * rejects ("attribute 'x' failed to satisfy constraint: ..."). Presence of
 * required ones is checked later, with du_check_attr. */
bool du_check_attr_kinds(IrContext *ctx, const IrOp *op,
                         const DuAttrSpec *specs, unsigned n);
/* Looks attribute name of op up and checks it against ac. Stores it (or
 * NULL when absent) in *out. Reports "requires attribute 'name'" when a
 * required one is absent and "attribute 'name' failed to satisfy
 * constraint: <desc>" when it does not fit; returns false then. */
bool du_check_attr(IrContext *ctx, const IrOp *op, const char *name,
                   const DuAttrConstraint *ac, bool required, IrAttr **out);

/* ------------------------------------------------------ attribute values */

/* Builds array<i64: ...> / array<i32: ...>. */
IrAttr *du_i64_dense(IrContext *ctx, unsigned n, const int64_t *v);
IrAttr *du_i32_dense(IrContext *ctx, unsigned n, const int64_t *v);
/* Builds dense<[v...]> : tensor<Nxi32>, a splat when all values are
 * equal, as MLIR's DenseElementsAttr stores it (lowerBoundsGroups, ...). */
IrAttr *du_i32_tensor(IrContext *ctx, unsigned n, const int64_t *v);
/* Builds [v0, v1, ...] of i64 integer attributes. */
IrAttr *du_i64_array_attr(IrContext *ctx, unsigned n, const int64_t *v);
/* Reads an i64 array attribute ([1, 2] of integers) into a new temporary
 * array (ir_temp_alloc); false when a is not one. */
bool du_int_array_values(IrContext *ctx, const IrAttr *a, int64_t **v,
                         unsigned *n);
/* True when a is absent (NULL) or the bool false. */
bool du_is_false(const IrAttr *a);

/* -------------------------------------------------------- region branches */

/* The types of operands first .. first+*n-1 of op (*n is clamped to the
 * operands op has), in a new arena array. */
IrType **du_operand_types(IrContext *ctx, IrOp *op, unsigned first,
                          unsigned *n);
/* The types of op's results, in a new arena array. */
IrType **du_result_types(IrContext *ctx, IrOp *op);

/* One control-flow edge of a region op: values of types `from` (n_from)
 * flow into values of types `to` (n_to). `point` is the terminator that
 * branches, or the region op itself for the edge from the parent. */
typedef struct DuEdge {
  IrOp *point;
  const char *src, *dst; /* "parent", "Region #1", ... */
  IrType **from, **to;
  unsigned n_from, n_to;
} DuEdge;

/* Checks an edge of op with the messages of MLIR's
 * RegionBranchOpInterface ("along control flow edge from ... to ..."). */
bool du_verify_edge(IrContext *ctx, IrOp *op, const DuEdge *e);
/* The edge from terminator `term` (all its operands, after skip leading
 * ones) to the results of op. */
bool du_verify_edge_to_parent(IrContext *ctx, IrOp *op, IrOp *term,
                              unsigned skip);

/* ----------------------------------------------------------- build hooks */

/* Reads "%a, %b : T, U" and resolves the operands with their types into
 * out; reads nothing when the next item is not an SSA name. */
bool du_parse_typed_operands(ItemCursor *c, ValueVec *out);
/* Prints " %a, %b : T, U" for operands first.. of op; nothing when none. */
void du_print_typed_operands(IrPrinter *p, IrOp *op, unsigned first);
/* The hooks of terminators that hand values on, "op [%a, ... : T, ...]"
 * (func.return, scf.yield, memref.alloca_scope.return). The print hook
 * writes the attribute dictionary first, as scf.yield's format does. */
IrOp *du_build_return_like(OpParser *p);
void du_print_yield(IrPrinter *p, IrOp *op);

/* Reads list (a PI_SQUARE or PI_PAREN item taken from c) of SSA names
 * separated by commas as operands of `type`, appended to out. */
bool du_parse_operand_list(ItemCursor *c, ParsedItem *list, IrType *type,
                           ValueVec *out);
/* Resolves SSA item base as an operand of type t, then the SSA names of
 * list (NULL: none) as index operands, appending them to out: the memref
 * and subscripts of an access "%m[%i, %j]". */
bool du_parse_base_indices(ItemCursor *c, ParsedItem *base, IrType *t,
                           ParsedItem *list, ValueVec *out);
/* Reads list (a PI_SQUARE item taken from c) of integers and index SSA
 * names: integers go to *stat, SSA names become operands (appended to
 * dyn) and IR_DYNAMIC in *stat. */
bool du_parse_mixed_list(ItemCursor *c, ParsedItem *list, ValueVec *dyn,
                         int64_t **stat, unsigned *num);
/* Reads list (a PI_SQUARE item taken from c) of possibly negative
 * integers. */
bool du_parse_int_list(ItemCursor *c, ParsedItem *list, int64_t **vals,
                       unsigned *num);
/* Expects a type of the given kind (IR_TYPE_MEMREF, IR_TYPE_VECTOR, ...),
 * reporting MLIR's "invalid kind of type specified" otherwise. Unranked
 * memrefs pass only with allow_unranked. */
IrType *du_expect_type_kind(ItemCursor *c, IrTypeKind kind,
                            bool allow_unranked);
/* Expects ": T to U" (or "into" for keyword "into"). */
bool du_expect_cast_types(ItemCursor *c, const char *keyword, IrType **from,
                          IrType **to);

/* ----------------------------------------------------------- print hooks */

/* Writes "[%a, %b]" for operands first .. first+n-1 of op. */
void du_print_operand_list(IrPrinter *p, IrOp *op, unsigned first, unsigned n);
/* Writes "[%a, 4]" for a static list whose IR_DYNAMIC entries print the
 * operands from *next on (advancing *next). */
void du_print_mixed_list(IrPrinter *p, IrOp *op, const IrAttr *stat,
                         unsigned *next);
/* Writes " : T <keyword> U" for the type of operand 0 and the result
 * types ("to", "into"). */
void du_print_cast_types(IrPrinter *p, IrOp *op, const char *keyword);
/* Writes " <value> {attrs} : <result types>", the custom form of
 * constants whose value attribute is written first (func.constant,
 * complex.constant). */
void du_print_value_attr(IrPrinter *p, IrOp *op);
/* Writes op's attribute dictionary without operandSegmentSizes and the n
 * names in elided (see pr_attr_dict). */
void du_print_attrs(IrPrinter *p, IrOp *op, const char *const *elided,
                    unsigned n);

/* ---------------------------------------------------------- memref types */

/* Saturating arithmetic on sizes, strides and offsets where IR_DYNAMIC
 * absorbs everything except a multiplication by 0 (MLIR's
 * SaturatedInteger). */
int64_t du_sat_add(int64_t a, int64_t b);
int64_t du_sat_mul(int64_t a, int64_t b);
/* True when a memref layout is the identity (absent or an identity map). */
bool du_layout_is_identity(const IrAttr *layout);
/* The bytes of an element of memref type t as MLIR counts them
 * (getMemRefIntOrFloatEltSizeInBytes: the bits of an integer, a float or
 * a vector of them, rounded up), or -1 for other elements (index,
 * complex). */
int64_t du_memref_elem_bytes(const IrType *t);
/* Sets *strides to a new arena array of the strides of the ranked memref
 * type t and *offset to its offset, from its layout (identity: row-major;
 * strided<>; or a single-result affine map that is a linear form of the
 * dims). Returns false when the layout is not strided. */
bool du_memref_strides(IrContext *ctx, const IrType *t, int64_t **strides,
                       int64_t *offset);
/* Number of '?' dimensions of a shaped type. */
unsigned du_num_dynamic_dims(const IrType *t);

#endif
