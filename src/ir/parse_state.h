/*
 * parse_state.h - the state shared by the scanner (grammar/lexer.l), the
 * grammar (grammar/parser.y) and the parser's support code in src/ir/parse_*.c
 * and src/ir/lex.c. Nothing outside the front end includes it; build hooks
 * see only parse.h.
 */
#ifndef AFFC_PARSE_STATE_H
#define AFFC_PARSE_STATE_H

#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "../dialects/dialect.h"

/* A token: a slice of the source text (not NUL-terminated). */
typedef struct Token {
  const char *text;
  size_t len;
} Token;

/* Bison's location type: only the start, which is all diagnostics use; a
 * rule's location is its first symbol's (an empty rule's, the symbol
 * before it). One 8-byte copy per reduction. Not declared "trivial", so
 * Bison does not initialise it as a four-field struct. */
typedef struct YYLTYPE {
  int first_line, first_column;
} YYLTYPE;
#define YYLTYPE_IS_DECLARED 1
#define YYLLOC_DEFAULT(cur, rhs, n) ((cur) = (rhs)[(n) ? 1 : 0])

/* Growable arrays in the parse scratch arena. */
typedef struct ItemVec { ParsedItem **data; unsigned len, cap; } ItemVec;
typedef struct ShapeVec {
  int64_t *dims; bool *scalable; unsigned len, cap;
} ShapeVec;
typedef struct ResultName {
  const char *name; /* interned, without '%' */
  unsigned count;
  IrLocation loc;
} ResultName;
typedef struct ResultVec { ResultName *data; unsigned len, cap; } ResultVec;
typedef struct RegionVec {
  IrRegion **data; const char **keywords; unsigned len, cap;
} RegionVec;

typedef struct LexState {
  IrContext *ctx;
  const char *file;      /* interned */
  const char *text;      /* the whole input, unmodified */
  size_t len;
  bool mapped;           /* text is a read-only file mapping */
  size_t read;           /* how much of text flex has been given */
  size_t released;       /* text before this was handed back (mapped) */
  size_t offset;         /* just past the current token */
  size_t tok_start;      /* start of the current token */
  size_t line_start;     /* offset of the first byte of the current line */
  int line, col;         /* position at offset */
  int tok_line, tok_col; /* position at tok_start */
  int depth;             /* open ( and [ since the innermost open { */
  struct OpenBrace *braces; /* each open {, innermost last */
  unsigned num_braces, cap_braces;
  const char *op_dialect; /* the default dialect in the regions of the op
                             being scanned (lex.c's OpenBrace) */
  int last_token;        /* kind of the previous token */
  unsigned nesting;      /* open ( [ { < brackets, capped by MAX_NESTING */
  unsigned alias_base;   /* nesting where the alias value being read starts */
  unsigned alias_peak;   /* deepest nesting since then, counting the depth
                            each alias referenced carries */
  bool op_keyword;       /* the previous token is a keyword right after
                            an op name (scf.for's `unsigned`) */
  bool in_results;       /* between a RESULT_ID and its '=' */
  size_t operands_until; /* a %name before this offset is no result: it is
                            in a list already scanned up to here */
  bool shape_pending;    /* memref/vector/tensor just seen */
  bool map_pending;      /* affine_map/affine_set just seen */
  bool in_map;           /* inside the <...> of a map or set */
  int bal_kind, bal_depth;     /* balanced token being scanned */
  char bal_open, bal_close;
  size_t bal_start;
  YYLTYPE bal_loc;
  size_t split_at;       /* where another thread reads on (parse_split.c):
                            the scan ends before a token there when it
                            lies between top-level ops; SIZE_MAX: nowhere */
  bool split_taken;      /* the scan ended at split_at */
} LexState;

typedef struct Scope Scope;
#include "strmap.h"
/* The parser's scratch memory: chunks (parse_items.c) and the free room
 * of the current one. */
typedef struct ScratchChunk ScratchChunk;
typedef struct Scratch {
  ScratchChunk *cur;
  char *top, *end;
} Scratch;

typedef struct LocAliasUse LocAliasUse;
typedef struct ParseState {
  IrContext *ctx;
  LexState *lex;
  Scratch *scratch;
  StrMap *values;        /* SSA name -> definition */
  Scope *scope;          /* innermost region being parsed */
  IrBlock *top;          /* block of the implicit top-level module */
  StrMap *attr_aliases, *type_aliases;
  /* trailing locations naming aliases not defined yet (parse_loc.c) */
  StrMap *loc_alias_uses;
  LocAliasUse *loc_alias_first, *loc_alias_last;
  struct FwdRef *forward_refs, *forward_last; /* uses before definitions */
  struct ValueDef *spare_defs; /* records of ended regions, for reuse */
  Scope *spare_scopes;
  StrMap *forward;       /* name -> FwdRefs of that name (same_name) */
  unsigned num_pending;  /* forward references not resolved yet */
  unsigned errors_at_start; /* the context's error count before the parse */
  unsigned num_aliases;  /* aliases defined so far */
  bool failed;
  bool may_split;        /* may hand the text's second half to a thread */
  struct Split *split;   /* the thread reading it (parse_split.c), or NULL */
  atomic_bool *cancel;   /* NULL, or set when this parse's result will not
                            be used: it stops after the current op */
} ParseState;

/* One parse of text[start, len) into the body of module: what reading a
 * whole file does, from the first byte of a line on. */
typedef struct ParseRange {
  IrContext *ctx;
  IrOp *module;
  const char *file; /* interned */
  const char *text;
  size_t len;
  bool mapped;      /* text is a read-only file mapping */
  size_t start;     /* the first byte of a line ... */
  int line;         /* ... and its number */
  StrMap *attr_aliases, *type_aliases; /* aliases defined before start, or
                                          NULL; the parse frees them */
  atomic_bool *cancel;                 /* see ParseState */
  bool may_split;
} ParseRange;

/* Parses the range; false after an error. */
bool ps_parse_range(const ParseRange *r);
/* True when the parse is at the top level, without error, and nothing it
 * has read is pending (forward references, trailing
 * locations naming aliases not defined yet) or visible to what follows
 * (top-level values): the text after this point can be read on its own. */
bool ps_unattached(const ParseState *ps);

/* ---- reading the second half on another thread (src/ir/parse_split.c) */
/* After each top-level op of a parse that may split: may start a thread
 * that reads the second half of the text, and set lex->split_at. */
void ps_split_maybe_start(ParseState *ps);
/* After yyparse returns (ok: without error): ends the split, if any.
 * When the scan ended at split_at, nothing the parse read is pending or
 * visible to what follows (ps_unattached), no alias was defined since the
 * thread started, and the thread read the rest without error, its ops are
 * appended to the top-level block. Returns true when the parse must go on
 * from split_at itself instead. */
bool ps_split_join(ParseState *ps, bool ok);

/* Token kinds that only the scanner support uses. */
enum { LEX_BALANCED = -2 };

/* ---- scanner support (src/ir/lex.c) ---- */
/* (lex_advance and lex_token, which run for every token, are inline:
 * lex_inline.h.) */
void lex_newlines(LexState *ls, const char *text, size_t len);
void lex_newline(LexState *ls);
void lex_undo_advance(LexState *ls, YYLTYPE *loc);
union YYSTYPE;
int lex_dim(LexState *ls, union YYSTYPE *val, size_t len);
/* A MEMREF_TYPE token: its '<' and '>' count as brackets. */
int lex_memref_type(LexState *ls, union YYSTYPE *val, size_t len);
int lex_read(LexState *ls, char *buf, size_t max);
int lex_error(LexState *ls, const char *msg);
/* The byte offset of loc, a position at or before the current token;
 * SIZE_MAX when that text was handed back. */
size_t lex_offset_of(const LexState *ls, IrLocation loc);
/* Where MLIR reports a token it did not expect ("expected ':'"): just
 * past the text before it, backing over blanks, line ends and the //
 * comments of the lines it backs over; a token at the end of the input
 * counts from the input's last byte. at is the token's offset, loc its
 * position. */
IrLocation lex_wrong_token_loc(const LexState *ls, size_t at, IrLocation loc);
bool lex_is_result(LexState *ls);
bool lex_is_block_label(LexState *ls);
bool lex_is_generic_name(LexState *ls);
/* A generic op name: its regions keep the default dialect around it. */
void lex_generic_name(LexState *ls);
bool lex_check_string(LexState *ls);
bool lex_angle_open(LexState *ls);
void lex_angle_close(LexState *ls);
void lex_brace_open(LexState *ls);
void lex_brace_close(LexState *ls);
int lex_identifier(LexState *ls);
int lex_alias(LexState *ls, YYLTYPE *loc, int dialect_kind, int use_kind,
              int def_kind);
void lex_balanced_begin(LexState *ls, YYLTYPE *loc, int kind, char open);
bool lex_balance(LexState *ls, char c);
/* Alias values: lex_alias_begin before one is read, lex_alias_depth after
 * (how deep it nests). lex_alias_reach is a reference, here, to an alias
 * that nests depth deep: false (after reporting at loc) when that reaches
 * past the nesting limit. */
void lex_alias_begin(LexState *ls);
unsigned lex_alias_depth(const LexState *ls);
bool lex_alias_reach(LexState *ls, unsigned depth, IrLocation loc,
                     const char *name);
int lex_balanced_token(LexState *ls, union YYSTYPE *val, YYLTYPE *loc);

/* ---- scratch memory, released op by op (src/ir/parse_items.c) ---- */
Scratch *ps_scratch_create(void);
void ps_scratch_destroy(Scratch *s);
/* After each op of the top-level block: hands it to stream.c. */
void ps_top_level_op_done(ParseState *ps);
size_t ps_scratch_mark(ParseState *ps);
void ps_scratch_release(ParseState *ps, size_t mark);
/* The next allocation when the current chunk has no room for size bytes
 * (a multiple of 16): a new chunk. */
void *ps_scratch_refill(ParseState *ps, size_t size);
/* Zeroed, 16-byte aligned scratch memory. Inline: items, vectors and
 * small records take a million of these per 4 MB of input. */
static inline void *ps_scratch_alloc(ParseState *ps, size_t size) {
  Scratch *s = ps->scratch;
  size = (size + 15) & ~(size_t)15;
  if ((size_t)(s->end - s->top) < size)
    return ps_scratch_refill(ps, size);
  void *p = s->top;
  s->top += size;
  memset(p, 0, size);
  return p;
}
void *ps_scratch_grow(ParseState *ps, void *old, size_t old_len,
                      size_t new_cap, size_t elem_size);

/* ---- items (src/ir/parse_items.c) ---- */
void *ps_fail(ParseState *ps, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void ps_vfail(ParseState *ps, IrLocation loc, const char *fmt, va_list ap);
IrLocation ps_loc(ParseState *ps, YYLTYPE loc);
const char *ps_token_text(ParseState *ps, const Token *t); /* interned */
Token ps_literal_token(const char *s);
ItemVec *ps_items(ParseState *ps, ItemVec *v, ParsedItem *item);
ParsedItem *ps_item_token(ParseState *ps, ParsedItemKind kind, const Token *t,
                          IrLocation loc);
ParsedItem *ps_item_keyword(ParseState *ps, const char *kw, IrLocation loc);
ParsedItem *ps_item_angle_keyword(ParseState *ps, const Token *t, ItemVec *v,
                                  IrLocation loc);
ParsedItem *ps_item_punct(ParseState *ps, char punct, IrLocation loc);
ParsedItem *ps_item_string(ParseState *ps, const Token *t, IrLocation loc);
ParsedItem *ps_item_symref(ParseState *ps, const Token *t, IrLocation loc);
ParsedItem *ps_item_int(ParseState *ps, const Token *t, IrLocation loc);
ParsedItem *ps_item_float(ParseState *ps, const Token *t, IrLocation loc);
ParsedItem *ps_item_type(ParseState *ps, IrType *type, IrLocation loc);
ParsedItem *ps_item_attr(ParseState *ps, ParsedItemKind kind, IrAttr *attr,
                         IrLocation loc);
ParsedItem *ps_item_list(ParseState *ps, ParsedItemKind kind, ItemVec *v,
                         IrLocation loc);
ParsedItem *ps_item_call(ParseState *ps, const char *name, ItemVec *v,
                         IrLocation loc);
/* The keyword written before a region: the word ("default"), or the word
 * and a 64-bit integer, negated when negate, as "case -1". Interned.
 * Reports "integer value too large" at loc. */
const char *ps_region_keyword(ParseState *ps, const Token *word, bool negate,
                              const Token *value, IrLocation loc);
/* binop 'n' is unary minus (rhs NULL). */
ParsedItem *ps_item_binop(ParseState *ps, char binop, ParsedItem *lhs,
                          ParsedItem *rhs, IrLocation loc);

/* ---- types and attributes (src/ir/parse_attrs.c, maps and sets in
 *      src/ir/parse_affine.c) ---- */
TypeVec *ps_types(ParseState *ps, TypeVec *v, IrType *type);
IrType *ps_function_type(ParseState *ps, TypeVec *in, TypeVec *out);
/* Checks LOC_TEXT token t, at loc, against MLIR's location grammar
 * (parse_loc.c); false after reporting. trailing: t is an op's or a block
 * argument's location, which may name an alias defined further down. */
bool ps_check_loc(ParseState *ps, const Token *t, IrLocation loc,
                  bool trailing);
/* Tells the location checks that alias name (interned) is now value. */
void ps_loc_alias_defined(ParseState *ps, const char *name, IrAttr *value);
/* Reports the first trailing location whose alias is still not defined,
 * or is not a location (MLIR's check when the file ends). */
void ps_check_loc_alias_uses(ParseState *ps);
void ps_loc_alias_uses_free(ParseState *ps);
IrType *ps_int_type(ParseState *ps, const Token *t, IrLocation loc);
IrType *ps_float_type(ParseState *ps, const Token *t);
/* The type with element type elem, checked as MLIR checks it (an error
 * at elem_loc, where elem is written, names a kind it may not hold). */
IrType *ps_complex_type(ParseState *ps, IrType *elem, IrLocation elem_loc);
/* extra: 1 where the alias stands for a function's result written without
 * parentheses (a function type there prints in parentheses: one level
 * deeper), else 0. */
IrType *ps_type_alias(ParseState *ps, const Token *t, unsigned extra,
                      IrLocation loc);
ShapeVec *ps_shape(ParseState *ps, ShapeVec *v, const Token *dim,
                   IrLocation loc);
IrAttr *ps_layout_pair(ParseState *ps, IrAttr *first, IrAttr *second);
/* The type of a MEMREF_TYPE token ("memref<4x?xf32>"). */
IrType *ps_memref_type_token(ParseState *ps, const Token *t, IrLocation loc);
IrType *ps_memref_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrAttr *layout_space, IrLocation loc,
                       IrLocation elem_loc);
IrType *ps_unranked_type(ParseState *ps, int kind, IrType *elem,
                         IrAttr *layout_space, IrLocation loc,
                         IrLocation elem_loc);
IrType *ps_vector_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrLocation loc);
IrType *ps_tensor_type(ParseState *ps, ShapeVec *shape, IrType *elem,
                       IrAttr *encoding, IrLocation loc, IrLocation elem_loc);
IrAttr *ps_string_attr(ParseState *ps, const Token *t, IrType *type);
IrAttr *ps_number_attr(ParseState *ps, const Token *t, bool negate,
                       IrType *type, IrLocation loc);
IrAttr *ps_symref_attr(ParseState *ps, const Token *t);
IrAttr *ps_attr_alias(ParseState *ps, const Token *t, IrLocation loc);
/* The attribute alias name[0..len) (without '#') stands for, or NULL. */
IrAttr *ps_attr_alias_value(ParseState *ps, const char *name, size_t len);
IrAttr *ps_map_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *results, IrLocation loc);
IrAttr *ps_set_attr(ParseState *ps, ParsedItem *dims, ParsedItem *syms,
                    ParsedItem *constraints, IrLocation loc);
IrAttr *ps_strided_attr(ParseState *ps, ItemVec *strides, ParsedItem *offset,
                        IrLocation loc);
IrAttr *ps_dense_array(ParseState *ps, IrType *elem, ItemVec *values,
                       IrLocation loc);
IrAttr *ps_dense_untyped(ParseState *ps, ItemVec *values, IrLocation loc);
IrAttr *ps_dense_typed(ParseState *ps, IrAttr *dense, IrType *type,
                       IrLocation loc);
AttrVec *ps_entries(ParseState *ps, AttrVec *v, const Token *key,
                    IrAttr *value, IrLocation loc);
IrAttr *ps_array_attr(ParseState *ps, AttrVec *v);
void ps_define_attr_alias(ParseState *ps, const Token *name, IrAttr *attr,
                          IrLocation loc);
void ps_define_type_alias(ParseState *ps, const Token *name, IrType *type,
                          IrLocation loc);

/* ---- ops, regions, names (src/ir/parse_ops.c) ---- */
ResultVec *ps_results_add(ParseState *ps, ResultVec *v, const Token *name,
                          unsigned count, IrLocation loc);
unsigned ps_count(ParseState *ps, const Token *t, IrLocation loc);
RegionVec *ps_regions_add(ParseState *ps, RegionVec *v, IrRegion *region,
                          const char *keyword);
void ps_region_begin(ParseState *ps, IrLocation loc);
IrRegion *ps_region_end(ParseState *ps, IrLocation loc);
void ps_block_begin(ParseState *ps, const Token *label, IrLocation loc);
void ps_block_arg(ParseState *ps, const Token *name, IrType *type,
                  IrLocation loc);
bool ps_custom_op(ParseState *ps, ResultVec *results, const Token *name,
                  ItemVec *items, RegionVec *regions, AttrVec *dict,
                  IrLocation loc, const Token *src_loc);
/* The pieces of "name"(operands)[successors] <{props}> (regions) {dict} :
 * fn_type. */
typedef struct GenericOp {
  ResultVec *results;
  const Token *name;
  ItemVec *operands, *successors;
  AttrVec *props;
  RegionVec *regions;
  AttrVec *dict;
  IrType *fn_type;
} GenericOp;
bool ps_generic_op(ParseState *ps, const GenericOp *g, IrLocation loc,
                   const Token *src_loc);
void ps_finish_file(ParseState *ps);
void ps_syntax_error(ParseState *ps, IrLocation loc, const char *found,
                     const char **expected, int num_expected);

#endif
