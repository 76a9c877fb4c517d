/*
 * c_emit.h - what the files of the C emitter (emit_c*.c, c_*.c) share.
 *
 * The C emitter walks a verified module and writes one self-contained C
 * file. Its state is a CEmit: the output streams, the C name of every
 * symbol and SSA value, and which runtime pieces and type definitions the
 * program needs. Each SSA value gets a CVal: a C expression for scalars and
 * vectors, a CMemref (base pointer, offset, sizes, strides as C
 * expressions) for ranked memrefs, and a descriptor pointer for unranked
 * ones.
 *
 * Files: emit_c.c (the file, the op table), emit_c_func.c (functions,
 * calls, the plain ABI), emit_c_ciface.c (--abi=mlir), emit_bench.c
 * (--emit=bench), emit_header.c
 * (--emit=h), emit_c_stream.c (emitting functions as they are read),
 * emit_c_scalar.c (arith, math, constants), emit_c_affine.c
 * and emit_c_scf.c (structured control flow), emit_c_cf.c (blocks and
 * gotos), emit_c_memref.c and emit_c_view.c (memory), emit_c_dma.c
 * (affine DMA), emit_c_vector.c,
 * emit_c_vector_lanes.c, emit_c_vector_mem.c and emit_c_vector_print.c
 * (vectors), c_live.c (dead code), c_names.c (identifiers), c_values.c
 * (binding values, inlining, assignments), c_affine.c (affine
 * expressions), c_memref.c (memref parts and descriptors), c_layout.c
 * (layout maps that are not strided), c_types.c (type
 * names and definitions), c_omp.c (OpenMP pragmas), c_out.c (text),
 * c_lines.c (the #line directives of -g).
 */
#ifndef AFFC_C_EMIT_H
#define AFFC_C_EMIT_H

#include "codegen/emit.h"
#include "dialects/dialect.h"
#include "ir/strmap.h"

/* A ranked memref as C sees it. Every expression is an int64_t (base: a
 * T *), primary or parenthesized, and stable: it may be evaluated anywhere
 * the memref is used (a constant or a variable that is never reassigned
 * while the memref is live). */
typedef struct CMemref CMemref;
struct CMemref {
  IrType *type;
  const char *base;     /* MLIR's aligned pointer */
  const char *offset;   /* in elements */
  const char **sizes;   /* rank entries */
  const char **strides; /* rank entries; NULL when buffer is set */
  bool is_const;        /* base points to a constant global */
  /* A layout map that is not strided (c_layout.c): the element at
   * subscripts idx is the element layout(idx) of buffer, the normalized
   * memref of --normalize-memrefs, at the same base; syms are the map's
   * symbols (NULL when it has none). */
  const IrAffineMap *layout;
  const char **syms;
  CMemref *buffer;
};

/* The C form of one SSA value. */
typedef struct CVal {
  const char *expr; /* scalar or vector value */
  CMemref *mem;     /* ranked memref */
  const char *desc; /* unranked memref: pointer to a descriptor */
  const char *rank; /* unranked memref: the rank behind desc */
} CVal;

/* Runtime pieces (runtime/affc_rt_<piece>.h) a program may need. */
typedef enum CPiece {
  C_PIECE_SCALAR,
  C_PIECE_COMPLEX, /* complex values: needs scalar */
  C_PIECE_PRINT,
  C_PIECE_MEMORY,
  C_PIECE_DMA,
  C_PIECE_BENCH, /* --emit=bench's harness */
  C_NUM_PIECES,
} CPiece;

/* A function or global of the module, by symbol name. */
typedef struct CSymbol {
  IrOp *op;
  const char *name;    /* the C name */
  const char *runtime; /* a runner-utils function: its runtime name */
  const char *ret;     /* functions: the C return type */
  bool result_struct;  /* functions: results returned in a struct */
  bool called;         /* some func.call names it */
} CSymbol;

typedef struct CEmit {
  IrContext *ctx;
  const EmitOptions *opts;
  IrOp *module;
  FILE *out;       /* the current function's text */
  FILE *types;     /* type definitions, in the order first needed */
  int indent;      /* of out, in levels of two spaces */
  IrLocation loc;  /* -g: where the op being emitted came from (line 0:
                      nowhere, the line belongs to the C file) */
  bool failed;     /* an error was reported */
  bool uses[C_NUM_PIECES];
  StrMap *values;  /* IrValue * -> CVal * (current function) */
  StrMap *locals;  /* C names taken in the current function */
  const char **scoped; /* locals in the order taken, for c_close */
  unsigned num_scoped, cap_scoped;
  StrMap *globals; /* C names taken at file scope */
  StrMap *symbols; /* symbol name -> CSymbol * */
  CSymbol *func;   /* the function being emitted */
  StrMap *defined; /* names of the type definitions written to types */
  StrMap *fn_types; /* IrType * (a function type) -> its C typedef name */
  StrMap *layouts; /* IrType * -> how C lays it out (c_layout.c) */
  StrMap *labels;  /* IrBlock * -> label (current function) */
  StrMap *hoisted; /* IrValue * -> itself: declared at a region's top */
  StrMap *live;    /* IrOp * -> itself: the ops C needs (c_live.c) */
  const char *exit_label; /* where an scf.yield of a multi-block
                             execute_region jumps, or NULL */
  const struct CList *exit_vars; /* the execute_region's results */
  unsigned omp;    /* a COmpState: where the current op runs */
  struct DepAnalysis *deps; /* for c_omp.c, made on first use */
  StrMap *omp_loops; /* IrOp * -> what c_omp.c found of the loop, made on
                        first use */
  struct CList *memref_vars; /* the current function's memref variables
                                (bases and sizes), as c_vars declared them */
  struct CStream *stream; /* the module is streamed (emit_c_stream.c) */
} CEmit;

/* Where code runs, for c_omp.c. */
typedef enum COmpState {
  C_OMP_NONE,   /* in the thread that runs the function */
  C_OMP_REGION, /* in every thread of a parallel region */
  C_OMP_SHARED, /* in one iteration of a loop the threads share out */
} COmpState;

/* ------------------------------------------------------------ c_out.c */

/* Writes one line at the current indentation; with -g, after a marker
 * "#@<line>" of e->loc that c_write_lines turns into #line directives. */
void c_line(CEmit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A mark of the locals named so far: take it before naming what a C block
 * declares (a loop variable in its header counts), then c_open the block. */
unsigned c_mark(const CEmit *e);
/* Writes a line that opens a C block ("for (...) {") and indents. */
void c_open(CEmit *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Closes the block opened after mark with line ("}", "} else {"): the
 * names taken since mark are free again for later blocks. */
void c_close(CEmit *e, unsigned mark, const char *line);
/* True when expr needs no parentheses as an operand of any operator. */
bool c_is_primary(const char *expr);
/* expr, parenthesized unless it is primary. */
const char *c_paren(IrContext *ctx, const char *expr);
/* expr without its outer parentheses, when they enclose all of it. */
const char *c_unparen(IrContext *ctx, const char *expr);
/* True when expr is a decimal integer literal; stores it in *v. */
bool c_is_int(const char *expr, int64_t *v);
/* True when the identifier name occurs in text as a whole word. */
bool c_mentions(const char *text, const char *name);
/* True when text reads the variable name anywhere but on the line decl
 * (its declaration, in text) and as the target of an assignment: what gcc
 * and clang count as a use. */
bool c_reads(const char *text, const char *name, const char *decl);
/* Reports "affc cannot emit C for 'op' <why>" at op; returns false. */
bool c_unsupported(CEmit *e, const IrOp *op, const char *why);

/* ------------------------------------------------------------- c_live.c */

/* Finds the live ops of a function body (into e->live). */
void c_find_live(CEmit *e, const IrRegion *body);
/* True when op is live: C needs it. */
bool c_is_live(const CEmit *e, const IrOp *op);
/* True when some live op uses v. */
bool c_used(const CEmit *e, const IrValue *v);
/* True when v is used by a live op other than its own loop's yield. */
bool c_needed(const CEmit *e, const IrValue *v);

/* ------------------------------------------------------------ c_names.c */

/* A local name based on hint, unused so far in the function and outside
 * it; records it as used. */
const char *c_fresh(CEmit *e, const char *hint);
/* A label based on hint (labels stay taken for the whole function). */
const char *c_fresh_label(CEmit *e, const char *hint);
/* A file-scope name based on hint, unused so far; records it. */
const char *c_fresh_global(CEmit *e, const char *hint);
/* The name hint for value v: its SSA name made an identifier ("v" + digits
 * for numbered values, name_N for result N of a multi-result op). */
const char *c_value_hint(CEmit *e, const IrValue *v);

/* ----------------------------------------------------------- c_types.c */

/* The C type of a scalar, complex, vector or function type t, or NULL
 * (reports nothing). */
const char *c_type(CEmit *e, IrType *t);
/* Number of lanes of vector type t (all dims multiplied). */
int64_t c_vector_lanes(const IrType *t);
/* The lane k (a C expression) of vector expression v of type t. */
const char *c_lane(CEmit *e, const IrType *t, const char *v, const char *k);
/* True when vector type t is a GCC/clang vector type (--vector-ext). */
bool c_vector_is_ext(const CEmit *e, const IrType *t);
/* An initializer that zeroes a variable of type t ("0" or "{0}"). */
const char *c_zero(CEmit *e, IrType *t);
/* Writes a type definition named name once (text is its full text). */
void c_define_type(CEmit *e, const char *name, const char *text);
/* The descriptor struct (MLIR's StridedMemRefType layout) for a ranked
 * memref type t (for a layout map that is not strided, its normalized
 * type's); defines it on first use. */
const char *c_desc_type(CEmit *e, IrType *t);

/* ----------------------------------------------------------- c_values.c */

/* Maps keyed by a pointer (an IrValue *, IrOp *, ...) in a StrMap. */
void *c_map_get(const StrMap *m, const void *key);
void c_map_put(CEmit *e, StrMap *m, const void *key, void *value);
/* The CVal of v; v must have been bound. */
CVal *c_val(CEmit *e, const IrValue *v);
/* The C expression of scalar or vector value v. */
const char *c_expr(CEmit *e, const IrValue *v);
/* The expression of operand i of op. */
const char *c_operand(CEmit *e, const IrOp *op, unsigned i);
/* Makes val the C form of v. */
void c_set(CEmit *e, const IrValue *v, CVal val);
void c_set_expr(CEmit *e, const IrValue *v, const char *expr);
/* Binds scalar or vector value v to expression expr: inlined at its only
 * use when that is safe (reads_memory: expr reads memory, so no write may
 * come between), else declared as a variable; nothing when v is unused
 * (expr must have no effect). */
void c_bind(CEmit *e, const IrValue *v, const char *expr, bool reads_memory);
/* Declares a variable for scalar or vector value v initialized to init
 * (NULL: zero) and binds v to it. Returns the variable's name. */
const char *c_declare(CEmit *e, const IrValue *v, const char *init);
/* Binds memref value v to val (assigning its variables when v is
 * hoisted). */
void c_bind_val(CEmit *e, const IrValue *v, CVal val);
/* expr when it is a constant or a name, else a new int64_t variable named
 * after hint holding it. */
const char *c_stable(CEmit *e, const char *expr, const char *hint);

/* Values as lists of C items: one per scalar or vector, the base and the
 * dynamic parts of a ranked memref (c_memref_suffixes), rank and
 * descriptor of an unranked one. types[i] is the C type of items[i]. */
typedef struct CList CList;
struct CList {
  unsigned n;
  const char **items, **types;
};

/* Appends item, of C type type, to l. */
void c_list_push(CEmit *e, CList *l, const char *item, const char *type);
/* The expressions of values vals[0..n). */
CList c_flatten(CEmit *e, unsigned n, IrValue *const *vals);
/* The same for operands first .. first+n-1 of op. */
CList c_flatten_operands(CEmit *e, const IrOp *op, unsigned first,
                         unsigned n);
/* Declares variables that receive assignments (loop-carried values,
 * results of ifs and loops, block arguments): value a[k] and, when b is
 * given, b[k] share variable(s) k, initialized from init (NULL: zero).
 * Values without uses get no variable (a NULL item). Binds the values and
 * returns the variables. */
CList c_vars(CEmit *e, unsigned n, IrValue *const *a, IrValue *const *b,
             const CList *init);
/* Pass as init to c_vars for variables without an initial value. */
extern const CList c_no_init;
/* dst = src item by item, as if all at once: sources that read a
 * destination assigned before them go through temporaries. NULL
 * destinations and dst == src are skipped. */
void c_assign(CEmit *e, const CList *dst, const CList *src);
/* True when op has no effect but reading memory (pure ops, loads, dims):
 * a load may move across it, and it may go when its results are unused. */
bool c_is_read_only(const IrOp *op);
/* True when v is declared at the top of a multi-block region. */
bool c_is_hoisted(CEmit *e, const IrValue *v);
/* Declares v (used in a block other than its own) before the blocks of a
 * multi-block region; its definition then assigns. */
void c_hoist(CEmit *e, IrValue *v);

/* ----------------------------------------------------------- c_affine.c */

/* The C value of result r of map applied to operands first.. of op. */
const char *c_affine_result(CEmit *e, const IrAffineMap *m, unsigned r,
                            const IrOp *op, unsigned first);
/* The C value of affine expression x over the given dims and symbols
 * (num_dims dims); nn tells which of the dims, then the symbols, are
 * known non-negative. */
const char *c_affine_expr(CEmit *e, const IrAffineExpr *x, unsigned num_dims,
                          const char **dims, const char **syms,
                          const bool *nn);
/* min (or max) of the results of map over operands first.. of op: one
 * expression, or a new variable named after hint when there are several. */
const char *c_affine_min_max(CEmit *e, const IrAffineMap *m, const IrOp *op,
                             unsigned first, bool is_max, const char *hint);
/* The C condition of integer set s over operands first.. of op. */
const char *c_integer_set(CEmit *e, const IrIntegerSet *s, const IrOp *op,
                          unsigned first);
/* True when index value v is known to be >= 0. */
bool c_nonneg(const IrValue *v);
/* False when the C of affine op never reads its operand i: the maps or
 * set that take it, folded, do not mention it (c_live.c). */
bool c_affine_reads(IrContext *ctx, const IrOp *op, unsigned i);

/* ----------------------------------------------------------- c_memref.c */

/* True when ranked memref type t has a strided layout (identity,
 * strided<> or a linear map); other layout maps are c_layout.c's. */
bool c_memref_is_strided(CEmit *e, const IrType *t);
/* The names of the dynamic parts of memref type t, in order: "d<i>" for
 * each '?' size, "off" for a '?' offset, "s<i>" for each '?' stride (not
 * for identity layouts, whose strides come from the sizes). */
unsigned c_memref_suffixes(CEmit *e, const IrType *t, const char ***out);
/* Dynamic part `suffix` (one of c_memref_suffixes) of a memref of type t
 * whose descriptor d points to (for a layout map that is not strided, the
 * descriptor of its buffer: c_layout_size_from_desc); NULL when d does
 * not tell it. */
const char *c_memref_desc_part(CEmit *e, IrType *t, const char *d,
                               const char *suffix);
/* The memref of type t at base whose dynamic parts are parts (in
 * c_memref_suffixes order; NULL leaves them NULL for the caller to fill);
 * NULL when t is neither strided nor laid out by c_layout_memref. */
CMemref *c_memref_from_parts(CEmit *e, IrType *t, const char *base,
                             const char **parts);
/* The memref of type t over new variables: base `name`, parts
 * name_<suffix> (returned in *parts when not NULL). */
CMemref *c_memref_named(CEmit *e, IrType *t, const char *name,
                        const char ***parts);
/* The expressions of m's dynamic parts, in c_memref_suffixes order. */
unsigned c_memref_part_values(CEmit *e, const CMemref *m, const char ***out);
/* The lvalue of m's element at subscripts idx. */
const char *c_memref_elem(CEmit *e, const CMemref *m, const char **idx);
/* The number of elements of m as an expression. */
const char *c_memref_count(CEmit *e, const CMemref *m);
/* True when m's elements are contiguous, row-major and start at base. */
bool c_memref_is_dense(CEmit *e, const CMemref *m);
/* The base of m as a T * expression (constant globals are cast). */
const char *c_memref_base(CEmit *e, const CMemref *m);
/* The initializer of a descriptor (MLIR's StridedMemRefType) for m (its
 * buffer's, when m has one). */
const char *c_memref_desc_init(CEmit *e, const CMemref *m);
/* Declares a descriptor variable for m and returns its name. */
const char *c_memref_desc(CEmit *e, const CMemref *m, const char *hint);
/* The C type of the elements, "T *" of the base. */
const char *c_elem_type(CEmit *e, const IrType *memref_type);
/* Sum of a and b*c (int64 expressions), folding constants. */
const char *c_mad(CEmit *e, const char *a, const char *b, const char *c);
/* Product of a and b (int64 expressions), folding constants. */
const char *c_mul(CEmit *e, const char *a, const char *b);

/* ----------------------------------------------------------- c_layout.c */

/* True when ranked memref type t has an affine-map layout that is not
 * strided. */
bool c_layout_is_mapped(CEmit *e, const IrType *t);
/* The normalized type of such a t (identity layout, the physical shape:
 * each result of the map from 0 to MLIR's bound of it, dynamic where it
 * uses a dynamic size), or NULL when C cannot lay t out; *why (may be
 * NULL) then says why. */
IrType *c_layout_buffer_type(CEmit *e, IrType *t, const char **why);
/* The memref of mapped type t whose buffer starts at base; sizes are its
 * dynamic sizes in order (NULL: t must have none), syms the values of the
 * map's symbols (NULL: the map must have none). NULL when C cannot lay t
 * out. */
CMemref *c_layout_memref(CEmit *e, IrType *t, const char *base,
                         const char **sizes, const char **syms);
/* Size i (dynamic) of a memref of laid-out mapped type t passed as a
 * pointer d to its buffer's descriptor (--abi=mlir): the buffer size of
 * a result `d_i`, else the tile count times C of `d_i floordiv C` (the
 * most elements the buffer holds); NULL when neither is a result. */
const char *c_layout_size_from_desc(CEmit *e, IrType *t, const char *d,
                                    int i);
/* The subscripts into m->buffer of m's element at subscripts idx. */
const char **c_layout_subscripts(CEmit *e, const CMemref *m,
                                 const char **idx);
/* True when t is mapped and C can hold its memrefs apart from their
 * allocation: laid out, and no symbols whose values only it knows. */
bool c_layout_is_passable(CEmit *e, IrType *t);
/* Reports at op why C cannot lay out mapped type t; returns false. */
bool c_layout_unsupported(CEmit *e, const IrOp *op, IrType *t);
/* The number of elements the buffer of memref m spans from its base, for
 * an allocation; NULL after reporting at op (a strided layout whose
 * extent is not static, or that reaches below the base). */
const char *c_layout_alloc_count(CEmit *e, const IrOp *op, const CMemref *m);

/* ----------------------------------------------------------- emit_c.c */

/* Sets up e for module (c_emit_fini frees what it holds). */
void c_emit_init(CEmit *e, IrContext *ctx, IrOp *module,
                 const EmitOptions *opts);
void c_emit_fini(CEmit *e);
/* A memory stream; *buf and *len are filled when it is closed. */
FILE *c_open_buffer(char **buf, size_t *len);
/* Writes the runtime pieces e uses to out. */
void c_write_pieces(CEmit *e, FILE *out);

/* ------------------------------------------------------------ c_lines.c */

/* Writes the C file text (len bytes) to out, turning the markers c_line
 * writes with -g into the #line directives that attribute each marked
 * line to that line of opts->input_name, and every other line to itself
 * in opts->output_name ("<stdout>" when there is none). */
void c_write_lines(const char *text, size_t len, const EmitOptions *opts,
                   FILE *out);

/* Emits the ops of block b (not its terminator when skip_terminator). */
bool c_emit_block(CEmit *e, IrBlock *b, bool skip_terminator);
/* Emits region r in braces-free form: one block as its ops, several as
 * labeled blocks (emit_c_cf.c). */
bool c_emit_region(CEmit *e, IrRegion *r);
/* With -g, the lines written from now on come from op (unless it has no
 * location: then from where they came so far). Returns the location to
 * restore e->loc to once op's lines are written. */
static inline IrLocation c_locate(CEmit *e, const IrOp *op) {
  IrLocation prev = e->loc;
  if (op->loc.line > 0)
    e->loc = op->loc;
  return prev;
}
/* Marks runtime piece p as used. */
static inline void c_use(CEmit *e, CPiece p) { e->uses[p] = true; }

/* Handlers of the op table, one per op family. */
typedef bool (*CEmitFn)(CEmit *e, IrOp *op);
typedef struct COpRow {
  const char *name;
  CEmitFn fn;
} COpRow;
extern const COpRow c_rows_scalar[], c_rows_func[],
    c_rows_scf[], c_rows_cf[], c_rows_memref[], c_rows_view[],
    c_rows_vector[], c_rows_vector_mem[], c_rows_affine[],
    c_rows_vector_lanes[], c_rows_vector_print[], c_rows_dma[],
    c_rows_complex[], c_rows_atomic[];

/* ----------------------------------------------------- emit_c_complex.c */

/* The struct holding complex type t (affc_complex_f32), defined by the
 * runtime piece "complex", or NULL for parts other than f32 and f64. */
const char *c_complex_type(CEmit *e, const IrType *t);

/* ---------------------------------------------------------- emit_c_func.c */

/* Gives every function and global of the module its C name. */
bool c_name_symbols(CEmit *e);
/* The symbol named by symbol reference attribute ref, or NULL. */
CSymbol *c_symbol(CEmit *e, const IrAttr *ref);
/* Writes the prototypes of module's functions into e->types and checks
 * that C can express them. */
bool c_emit_prototypes(CEmit *e);
/* Emits the definition of function fn (and its _mlir_ciface_ wrapper) to
 * file. */
bool c_emit_function(CEmit *e, IrOp *fn, FILE *file);
/* The prototype of function s in the plain ABI (without static), or NULL
 * after reporting. */
const char *c_function_prototype(CEmit *e, CSymbol *s);
/* The C type of a pointer to a function of type t, a typedef written on
 * first use, or NULL when C cannot hold such a value (several results, a
 * memref result, a parameter C cannot pass). */
const char *c_function_pointer_type(CEmit *e, IrType *t);
/* Writes _mlir_ciface_<name> for public function s (emit_c_ciface.c). */
bool c_emit_ciface(CEmit *e, CSymbol *s, FILE *file);
/* The prototype of s's _mlir_ciface_ wrapper, or NULL after reporting. */
const char *c_ciface_prototype(CEmit *e, CSymbol *s);
/* True when module has a public, argument-less @main returning nothing or
 * one i32, i64 or f32 (what mlir-runner -entry-point-result runs); stores
 * its C name. */
bool c_main_name(CEmit *e, const char **name);
/* Writes int main(void), calling @main (C name `name`) and printing its
 * result as mlir-runner prints it: integers in decimal, an f32 as "%e"
 * does, "nan", "INF" and "-INF". */
void c_write_main(CEmit *e, FILE *file, const char *name);
/* Names fn alone, a public function with a body, before the rest of its
 * module is read (emit_c_stream.c), and checks its types as its prototype
 * does; NULL when it is not one or C cannot pass its types. */
CSymbol *c_name_function(CEmit *e, IrOp *fn);
/* The prototype of function s once its types are checked: its signature
 * with the names its body gives its parameters. */
const char *c_function_signature(CEmit *e, CSymbol *s);

/* ---------------------------------------------------- emit_c_stream.c */

typedef struct CStream CStream;
/* The C stream of ctx's parse, or NULL. */
CStream *c_stream_of(IrContext *ctx);
/* While a function is emitted for the stream: name was free of file-scope
 * names (c_names.c). */
void c_stream_note_local(CEmit *e, const char *name);
/* name became a file-scope name. */
void c_stream_note_global(CEmit *e, const char *name);
/* c_define_type(e, name, text) was called. */
void c_stream_note_type(CEmit *e, const char *name, const char *text);
/* The signature of streamed function fn (c_function_signature), making
 * the type definitions it needs. */
const char *c_stream_signature(CEmit *e, const IrOp *fn);
/* Writes streamed function fn (symbol s) to file, making the type
 * definitions and using the pieces its text needs: its text is spliced in
 * at the current end of file by c_stream_write_functions. */
bool c_stream_write_function(CEmit *e, const CSymbol *s, const IrOp *fn,
                             FILE *file);
/* Writes functions, the functions part of the file, to out with the
 * streamed functions' texts spliced in. */
void c_stream_write_functions(CEmit *e, const char *functions, FILE *out);

/* ------------------------------------------------------ emit_c_scalar.c */

/* Binds the result of scalar arith.constant op to its literal. */
bool c_bind_constant(CEmit *e, IrOp *op);

/* ------------------------------------------------------ emit_c_vector.c */

/* arith.constant of a vector type. */
bool c_emit_vector_constant(CEmit *e, IrOp *op);
/* An arith or math op on vectors, lane by lane through c_scalar_op. */
bool c_emit_lanewise(CEmit *e, IrOp *op);

/* ------------------------------------------------------ emit_c_memref.c */

/* Writes memref.global op as a C array to file. */
bool c_emit_global(CEmit *e, IrOp *op, FILE *file);

/* ---------------------------------------------------------- emit_c_cf.c */

/* Emits a region of several blocks with labels and gotos. */
bool c_emit_blocks(CEmit *e, IrRegion *r);
/* The same for a multi-block scf.execute_region: its scf.yields assign
 * results and jump past the region. */
bool c_emit_exit_blocks(CEmit *e, IrRegion *r, const CList *results);

/* Helpers for the loops and ifs of emit_c_loop.c and emit_c_scf.c. */
/* Emits the region's entry block without its terminator between braces
 * already opened by the caller, then returns the terminator. */
IrOp *c_emit_body(CEmit *e, IrRegion *r);
/* Assigns the operands of terminator t (may be NULL) to dst. */
void c_yield_to(CEmit *e, const IrOp *t, const CList *dst);
/* Binds iv to a new variable and opens "for (type iv = lb; iv < ub; iv +=
 * step) {"; returns the mark for c_close. */
unsigned c_for_header(CEmit *e, IrValue *iv, const char *type,
                      const char *lb, const char *ub, const char *step);
/* Emits an if with condition cond for affine.if / scf.if op. */
bool c_emit_if(CEmit *e, IrOp *op, const char *cond);
/* Emits scf.execute_region or memref.alloca_scope op: its region as a
 * braced C block (so that the C arrays of its allocas end with it), the
 * operands of its terminator assigned to op's results. */
bool c_emit_scope(CEmit *e, IrOp *op);

/* ------------------------------------------------------------- c_omp.c */

/* Before the loops of parallel op `op` (dimension d from lb[d] to ub[d];
 * reduction k combines vars->items[k] with kinds[k]): writes the pragma
 * that shares them out among threads, if any. Returns the state c_omp_end
 * restores after the loops. */
unsigned c_omp_begin_loop(CEmit *e, IrOp *op, unsigned dims, const char **lb,
                          const char **ub, const int64_t *kinds,
                          const CList *vars);
/* Before sequential loop `loop` (affine.for, scf.for): opens a parallel
 * region around it when its parallel loops are all its work. Returns the
 * state c_omp_end restores after the loop. */
unsigned c_omp_begin_region(CEmit *e, IrOp *loop);
/* Before affine.for `loop` marked AFFINE_PARALLEL_REDUCTIONS_ATTR: shares
 * its iterations out, each thread combining into its own copy of the
 * memrefs the loop reduces into (an array-section reduction clause each),
 * when the analysis confirms the loop may; else it runs in order, with a
 * warning. Returns the state c_omp_end restores after the loop. */
unsigned c_omp_begin_array_reductions(CEmit *e, IrOp *loop);
void c_omp_end(CEmit *e, unsigned prev);

#endif
