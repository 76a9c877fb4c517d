/*
 * parse.h - what an op's build hook sees of its custom form.
 *
 * The grammar (grammar/parser.y) reads an op's custom syntax as a sequence
 * of items: SSA names, keywords, literals, types, attributes, punctuation,
 * bracketed lists and small expressions such as "%i + symbol(%n) * 2". The
 * op's build hook (in src/dialects/) walks those items with an ItemCursor,
 * resolves SSA names, and creates the IrOp. Regions are parsed before the
 * hook runs; the hook binds the names the header gives to their entry
 * block arguments (op_parser_bind_region_args).
 *
 * Top-level attribute dictionaries ("{...}" in flat ops, "attributes {...}"
 * in region ops) never reach the hook: the framework merges them into the
 * op's attributes after the hook returns.
 */
#ifndef AFFC_PARSE_H
#define AFFC_PARSE_H

#include "ir.h"

typedef enum ParsedItemKind {
  PI_SSA,     /* %name or %name#k: text = "name", index = k or -1 */
  PI_BLOCK,   /* ^bb1: text = "bb1" */
  PI_INT,     /* 42 or 0x2A: text = spelling, ival (low 64 bits), overflow
                 set when the value needs more than 64 bits unsigned */
  PI_FLOAT,   /* 1.5e3: text = spelling, fval */
  PI_STRING,  /* "a\n": str/len hold the unescaped bytes */
  PI_KEYWORD, /* bare identifier: text; "true"/"false" included */
  PI_TYPE,    /* a type (not a function type, see pc_expect_function_type) */
  PI_ATTR,    /* attribute literal or #alias: attr */
  PI_SYMREF,  /* @name or @a::@b: attr (IR_ATTR_SYMBOL_REF) */
  PI_PUNCT,   /* punct is one of ',' '=' ':' '*' '?' and '>' for "->" */
  PI_PAREN,   /* ( items ) */
  PI_SQUARE,  /* [ items ] */
  PI_ANGLE,   /* < items >, also keyword<...>: see PI_KEYWORD's items */
  PI_DICT,    /* { ... } attribute dictionary: attr (IR_ATTR_DICT) */
  PI_CALL,    /* symbol(...), max(...), min(...): text, items */
  PI_BINOP,   /* lhs binop rhs; binop is '+' '-' '*' 'f' (floordiv),
                 'c' (ceildiv) or '%' (mod) */
  PI_NEG,     /* -lhs */
} ParsedItemKind;

typedef struct ParsedItem ParsedItem;
struct ParsedItem { /* fields ordered to leave no padding: one per token */
  ParsedItemKind kind;
  int index;
  IrLocation loc;
  const char *text;
  int64_t ival;
  double fval;
  const char *str;
  size_t len;
  IrType *type;
  IrAttr *attr;
  ParsedItem *lhs, *rhs;
  /* Children of lists and calls. A PI_KEYWORD directly followed by <...>
   * (fastmath<fast>, locality<3>) keeps the angle contents here too, with
   * has_angle set. */
  ParsedItem **items;
  unsigned num_items;
  bool overflow, has_angle;
  char punct, binop;
};

/* One op being parsed. Fields are read-only for build hooks. */
struct OpParser {
  IrContext *ctx;
  struct ParseState *ps;  /* private to src/ir/parse.c */
  const struct IrOpDef *def;
  const char *name;
  IrLocation loc;         /* location of the op name */
  ParsedItem **items;     /* the header items, top-level dicts removed */
  unsigned num_items;
  IrLocation end_loc;     /* just past the last header item */
  unsigned num_results;   /* results the "%r:N =" prefix names (0: none) */
  IrRegion **regions;     /* regions parsed after the header */
  unsigned num_regions;
  const char **region_keywords; /* keyword before region i ("else", "do"),
                                   NULL for the first */
  IrAttr *attrs;          /* the dictionaries written with the op, merged
                             (a dict, maybe empty): added to the op after
                             the hook returns; hooks may read them */
};
typedef struct OpParser OpParser;

/* Growable arrays for hooks. While a file is parsed their memory is
 * scratch, released once the op being parsed is built (ir_op_create and
 * the uniquing constructors copy what they keep); otherwise it is in the
 * context's arena. */
typedef struct ValueVec { IrValue **data; unsigned len, cap; } ValueVec;
typedef struct TypeVec { IrType **data; unsigned len, cap; } TypeVec;
typedef struct AttrVec { IrNamedAttr *data; unsigned len, cap; } AttrVec;

typedef struct ItemCursor {
  OpParser *p;
  ParsedItem **items;
  unsigned num, pos;
  IrLocation end_loc; /* where "expected ..." points at the end */
} ItemCursor;

/* The cursor over the op's header items. */
ItemCursor pc_begin(OpParser *p);
/* A cursor over the children of a list or call item. */
ItemCursor pc_sub(ItemCursor *c, ParsedItem *list);

bool pc_at_end(const ItemCursor *c);
ParsedItem *pc_peek(const ItemCursor *c);            /* NULL at the end */
ParsedItem *pc_next(ItemCursor *c);                  /* NULL at the end */
IrLocation pc_loc(const ItemCursor *c);              /* next item or end */
/* Reports "expected <what>" where MLIR reports a token it did not find:
 * just past the text before the next item (or the end). Returns false.
 * pc_expect_keyword and pc_expect_int word their errors as MLIR's op
 * parsers do, "custom op '...' expected ...", at the next item itself. */
bool pc_error_expected(ItemCursor *c, const char *what);
/* Reports MLIR's "expected '{' to begin a region" for an op written
 * without one, just past its items. Returns false. */
bool pc_error_missing_region(OpParser *p);

bool pc_accept_punct(ItemCursor *c, char punct);
bool pc_expect_punct(ItemCursor *c, char punct);
bool pc_accept_keyword(ItemCursor *c, const char *kw);
bool pc_expect_keyword(ItemCursor *c, const char *kw);
/* Next item if it is of the kind, else NULL (accept) or error (expect). */
ParsedItem *pc_accept_kind(ItemCursor *c, ParsedItemKind kind);
ParsedItem *pc_expect_kind(ItemCursor *c, ParsedItemKind kind,
                           const char *what);
/* A symbol's own name, "@name" (not nested). */
ParsedItem *pc_expect_symbol_name(ItemCursor *c);
/* An integer literal, possibly negated. */
bool pc_expect_int(ItemCursor *c, int64_t *out);
/* A type item, a function type "(T...) -> T" or "(T...) -> (T...)", or one
 * of either (pc_expect_type accepts both). */
IrType *pc_expect_type(ItemCursor *c);
IrType *pc_expect_function_type(ItemCursor *c);
/* "T, T, T": at least one type; stops before a non-type item. */
bool pc_expect_type_list(ItemCursor *c, IrType ***types, unsigned *num);
/* The result types after "->": "(T, U)", "()" or a single type (MLIR's
 * parseFunctionResultTypes), appended to out. */
bool pc_expect_result_types(ItemCursor *c, TypeVec *out);
/* Reports "unexpected ..." unless the cursor is at the end. */
bool pc_expect_end(ItemCursor *c);

/* Resolves an SSA item as an operand of the given type (NULL: any type,
 * only allowed when the value is already defined). Uses before definitions
 * become forward references, checked when the value is defined. Returns
 * NULL after an error. */
IrValue *op_parser_use(OpParser *p, ParsedItem *ssa, IrType *type);
/* pc_expect_kind(PI_SSA) followed by op_parser_use. */
IrValue *pc_expect_operand(ItemCursor *c, IrType *type);
/* Gives region `region` an entry block (if it has none) whose arguments
 * are named by names[i] (PI_SSA items) with types[i]; the region's uses of
 * those names resolve to them. Errors if the region's entry block already
 * has explicit arguments. */
bool op_parser_bind_region_args(OpParser *p, unsigned region, unsigned n,
                                ParsedItem **names, IrType **types);
/* Appends `terminator` (e.g. "affine.yield") with no operands to every
 * block of region `region` whose last op is not a terminator; creates the
 * entry block of an empty region. */
void op_parser_ensure_terminator(OpParser *p, unsigned region,
                                 const char *terminator);
/* Adds empty regions until the op has n of them: affine.if and scf.if
 * written without "else" still have their second region. */
void op_parser_pad_regions(OpParser *p, unsigned n);
/* Reports an error at loc; always returns NULL (for "return op_parser_error
 * (...)" in build hooks). */
IrOp *op_parser_error(OpParser *p, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Reports "custom op 'op.name' <message>" at loc, as MLIR's op parsers
 * word their own errors (a missing keyword, integer or symbol name).
 * Returns NULL. */
IrOp *op_parser_custom_error(OpParser *p, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Creates the op with the parser's name, location and region count, the
 * given operands, result types and inherent attributes (a dict or NULL). */
IrOp *op_parser_create(OpParser *p, unsigned num_operands, IrValue **operands,
                       unsigned num_results, IrType **result_types,
                       IrAttr *attrs);
/* Same, with successor blocks (cf.br, cf.cond_br). Successors are named by
 * PI_BLOCK items and may be defined later in the region. */
IrOp *op_parser_create_with_successors(OpParser *p, unsigned num_operands,
                                       IrValue **operands,
                                       unsigned num_successors,
                                       ParsedItem **successors,
                                       IrAttr *attrs);

/* Turns an expression item (integers, + - * floordiv ceildiv mod, unary
 * minus, parentheses as a one-element PI_PAREN) into an affine expression.
 * Leaves that are not integers (PI_KEYWORD, PI_SSA, PI_CALL "symbol") are
 * handed to `leaf`, which returns their dim/symbol expression or NULL after
 * reporting an error. Semi-affine products and divisions are accepted when
 * one side (the right side for divisions) uses no dims. Reports errors with
 * the item's location; returns NULL on error. */
typedef IrAffineExpr *(*AffineLeafFn)(void *data, ParsedItem *leaf);
IrAffineExpr *ir_parse_affine_expr(IrContext *ctx, ParsedItem *item,
                                   AffineLeafFn leaf, void *data);

/* Gives a literal item the attribute it denotes in `type`: an integer (also
 * negated, "true"/"false" for i1, 0x... bit patterns for floats), a float,
 * or a dense<...> literal (PI_ATTR) checked against the shape and element
 * type of a vector/tensor type. Reports range and shape errors and returns
 * NULL on error. Used by arith.constant, memref.global and the like. */
IrAttr *op_parser_typed_attr(OpParser *p, ParsedItem *literal, IrType *type);

/* Zeroed scratch memory for a build hook's temporary arrays, released once
 * the op being parsed is built, and ir_grow's twin for it. */
void *op_parser_alloc(OpParser *p, size_t size);
void *op_parser_grow(OpParser *p, void *old, size_t old_len, size_t new_cap,
                     size_t elem_size);

void value_vec_push(IrContext *ctx, ValueVec *v, IrValue *value);
void type_vec_push(IrContext *ctx, TypeVec *v, IrType *type);
/* Adds name = value to the vector; ir_attr_dict(ctx, v.len, v.data) makes
 * the dictionary. */
void attr_vec_push(IrContext *ctx, AttrVec *v, const char *name,
                   IrAttr *value);

/* ---------------------------------------------------- parsing a whole file */

/* Parses text (of length len, named file in diagnostics) into a module op.
 * Returns NULL after reporting errors. */
IrOp *ir_parse_module(IrContext *ctx, const char *file, const char *text,
                      size_t len);
/* The same, for text that is a read-only mapping of the file: the pages
 * parsed so far are handed back to the kernel as parsing goes, so a big
 * input does not stay resident (a diagnostic that quotes a line faults it
 * in again from the file). */
IrOp *ir_parse_mapped_module(IrContext *ctx, const char *file,
                             const char *text, size_t len);

#endif
