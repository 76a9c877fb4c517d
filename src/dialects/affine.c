/*
 * affine.c - the affine dialect: its op table and custom syntax.
 *
 * Every op of MLIR's affine dialect is declared here with a build hook
 * (custom form -> IrOp) and a print hook (the custom form mlir-opt prints);
 * their verify hooks (MLIR's checks, with its messages) are in
 * affine_verify.c, the dimension/symbol validity rules and the accessors
 * exported by affine.h in affine_rules.c. Ops are stored the way MLIR's
 * generic form shows them, with the same attribute names (affine.for keeps
 * lowerBoundMap, upperBoundMap, step and operandSegmentSizes, ...), so the
 * generic form of any affine op reads, verifies and prints like the custom
 * one.
 *
 * Subscripts and bounds are "affine maps of SSA ids": expressions such as
 * %i + symbol(%n) * 2, where a bare SSA name becomes a dimension, symbol(%x)
 * a symbol, and repeating a name reuses its first binding. SsaIds collects
 * those names while ir_parse_affine_expr builds the expressions; the names
 * become the op's map operands, dimensions first, then symbols.
 *
 * Print hooks may see ops that failed verification (in diagnostics); they
 * print what they safely can and never index past an op's operands.
 */
#include <string.h>

#include "../ir/parse.h"
#include "../ir/printer.h"
#include "affine.h"
#include "affine_ops.h"
#include "dialect.h"
#include "dialect_util.h"

/* ---------------------------------------------------------------- helpers */

/* The affine map of op's attribute `name`, or NULL when absent or not a
 * map. */
static IrAffineMap *map_attr(const IrOp *op, const char *name) {
  IrAttr *a = ir_op_attr(op, name);
  return a && a->kind == IR_ATTR_AFFINE_MAP ? a->u.map : NULL;
}

/* n index types, for results. */
static IrType **index_types(IrContext *ctx, unsigned n) {
  IrType **types = ir_temp_alloc(ctx, (n + 1) * sizeof *types);
  for (unsigned i = 0; i < n; i++)
    types[i] = ir_type_index(ctx);
  return types;
}

/* Reads an attribute item holding an attribute of `kind` (an affine map or
 * an integer set), with MLIR's messages for other items. */
static IrAttr *expect_attr_kind(ItemCursor *c, IrAttrKind kind) {
  ParsedItem *it = pc_peek(c);
  if (!it || it->kind != PI_ATTR) {
    pc_error_expected(c, "attribute value");
    return NULL;
  }
  pc_next(c);
  if (it->attr->kind != kind) {
    op_parser_custom_error(c->p, it->loc,
                           "invalid kind of attribute specified");
    return NULL;
  }
  return it->attr;
}

/* Expects an index type (delinearize/linearize results), with MLIR's
 * "invalid kind of type specified" otherwise. */
static bool expect_index_type(ItemCursor *c) {
  IrLocation loc = pc_loc(c);
  IrType *t = pc_expect_type(c);
  if (!t)
    return false;
  if (t->kind == IR_TYPE_INDEX)
    return true;
  op_parser_custom_error(
      c->p, loc,
      "invalid kind of type specified: expected builtin.index, "
      "but found %s",
      du_quoted_type(c->p->ctx, t));
  return false;
}

/* Expects ": memref<...>" (MLIR's parseColonType for a MemRefType, which
 * reports a type of another kind at the colon). */
static IrType *expect_colon_memref(ItemCursor *c) {
  IrLocation colon = pc_loc(c);
  IrType *t;
  if (!pc_expect_punct(c, ':') || !(t = pc_expect_type(c)))
    return NULL;
  if (t->kind == IR_TYPE_MEMREF && t->u.shaped.rank >= 0)
    return t;
  op_parser_custom_error(c->p, colon,
                         "invalid kind of type specified: expected "
                         "builtin.memref, but found %s",
                         du_quoted_type(c->p->ctx, t));
  return NULL;
}

/* Reads "(%d, ...)" and an optional "[%s, ...]" (MLIR's
 * parseDimAndSymbolList) as index operands appended to out; *num_dims is
 * the number in parentheses. */
static bool parse_dim_sym_lists(ItemCursor *c, ValueVec *out,
                                unsigned *num_dims) {
  IrType *index = ir_type_index(c->p->ctx);
  ParsedItem *dims = pc_accept_kind(c, PI_PAREN);
  if (!dims) {
    op_parser_error(c->p, pc_loc(c), "expected '(' in operand list");
    return false;
  }
  unsigned before = out->len;
  if (!du_parse_operand_list(c, dims, index, out))
    return false;
  *num_dims = out->len - before;
  ParsedItem *syms = pc_accept_kind(c, PI_SQUARE);
  return !syms || du_parse_operand_list(c, syms, index, out);
}

/* Writes "(%d, ...)" and, when there are symbols, "[%s, ...]" for the n
 * operands of op from first on, the first num_dims of them dimensions. */
static void print_dim_sym_list(IrPrinter *pr, IrOp *op, unsigned first,
                               unsigned n, unsigned num_dims) {
  if (num_dims > n)
    num_dims = n;
  pr_puts(pr, "(");
  pr_operands(pr, op, first, num_dims);
  pr_puts(pr, ")");
  if (n > num_dims) {
    pr_puts(pr, "[");
    pr_operands(pr, op, first + num_dims, n - num_dims);
    pr_puts(pr, "]");
  }
}

/* --------------------------------------------------- affine maps of SSA ids */

/* One SSA name bound to a dimension or a symbol. */
typedef struct SsaId {
  ParsedItem *ssa; /* the PI_SSA item of its first use */
  bool is_symbol;
  unsigned pos;    /* dimension or symbol position */
} SsaId;

/* The SSA names one affine map of SSA ids binds (MLIR's dimsAndSymbols). */
typedef struct SsaIds {
  OpParser *p;
  SsaId *ids;
  unsigned num, cap, num_dims, num_syms;
} SsaIds;

static bool same_ssa(const ParsedItem *a, const ParsedItem *b) {
  return a->index == b->index && strcmp(a->text, b->text) == 0;
}

/* The dimension or symbol bound to ssa. Its first use decides which: a
 * name first used bare stays a dimension inside symbol(...) and vice versa
 * (MLIR's parseSSAIdExpr). */
static IrAffineExpr *ssa_ids_bind(SsaIds *s, ParsedItem *ssa, bool is_symbol) {
  IrContext *ctx = s->p->ctx;
  unsigned i = 0;
  while (i < s->num && !same_ssa(s->ids[i].ssa, ssa))
    i++;
  if (i == s->num) {
    if (s->num == s->cap) {
      s->cap = s->cap ? 2 * s->cap : 4;
      s->ids = op_parser_grow(s->p, s->ids, s->num, s->cap, sizeof *s->ids);
    }
    unsigned pos = is_symbol ? s->num_syms++ : s->num_dims++;
    s->ids[s->num++] = (SsaId){ssa, is_symbol, pos};
  }
  return s->ids[i].is_symbol ? ir_affine_symbol(ctx, s->ids[i].pos)
                             : ir_affine_dim(ctx, s->ids[i].pos);
}

/* Leaf callback of ir_parse_affine_expr: %x is a dimension, symbol(%x) a
 * symbol, and bare identifiers (including min/max calls) are undeclared. */
static IrAffineExpr *ssa_leaf(void *data, ParsedItem *leaf) {
  SsaIds *s = data;
  if (leaf->kind == PI_SSA)
    return ssa_ids_bind(s, leaf, false);
  if (leaf->kind == PI_CALL && strcmp(leaf->text, "symbol") == 0) {
    ParsedItem **in = leaf->items;
    if (leaf->num_items == 1 && in[0]->kind == PI_SSA)
      return ssa_ids_bind(s, in[0], true);
    if (leaf->num_items == 0 || in[0]->kind != PI_SSA) {
      IrLocation after_paren = leaf->loc; /* MLIR points past "symbol(" */
      after_paren.col += (int)strlen("symbol(");
      op_parser_error(s->p, after_paren, "expected ssa identifier");
    } else {
      op_parser_error(s->p, in[1]->loc, "expected ')' at end of SSA symbol");
    }
    return NULL;
  }
  op_parser_error(s->p, leaf->loc, "use of undeclared identifier");
  return NULL;
}

/* Reads the comma-separated affine expressions of SSA ids in list (a [...]
 * or (...) item taken from c), binding their names in s (MLIR's
 * parseAffineMapOfSSAIds). Returns the *n expressions, or NULL. */
static IrAffineExpr **parse_ssa_exprs(SsaIds *s, ItemCursor *c,
                                      ParsedItem *list, unsigned *n) {
  IrContext *ctx = s->p->ctx;
  ItemCursor sub = pc_sub(c, list);
  IrAffineExpr **out =
      op_parser_alloc(s->p, (list->num_items + 1) * sizeof *out);
  *n = 0;
  if (pc_at_end(&sub))
    return out;
  do {
    ParsedItem *it = pc_next(&sub);
    if (!it) {
      op_parser_error(s->p, pc_loc(&sub), "expected affine expression");
      return NULL;
    }
    if (!(out[(*n)++] = ir_parse_affine_expr(ctx, it, ssa_leaf, s)))
      return NULL;
  } while (pc_accept_punct(&sub, ','));
  if (pc_at_end(&sub))
    return out;
  op_parser_error(s->p, pc_loc(&sub), "expected ',' or '%c' in affine map",
                  list->kind == PI_SQUARE ? ']' : ')');
  return NULL;
}

/* Resolves the names s bound as index operands appended to out,
 * dimensions first and then symbols, each in position order. */
static bool ssa_ids_resolve(SsaIds *s, ValueVec *out) {
  IrType *index = ir_type_index(s->p->ctx);
  for (int symbols = 0; symbols < 2; symbols++)
    for (unsigned i = 0; i < s->num; i++) {
      if (s->ids[i].is_symbol != (symbols == 1))
        continue;
      IrValue *v = op_parser_use(s->p, s->ids[i].ssa, index);
      if (!v)
        return false;
      value_vec_push(s->p->ctx, out, v);
    }
  return true;
}

/* Reads "%memref[subscripts]": returns the memref's SSA item and the
 * subscripts' map over the names bound in s. */
static ParsedItem *parse_subscripted(ItemCursor *c, SsaIds *s,
                                     IrAffineMap **map) {
  ParsedItem *mem = pc_expect_kind(c, PI_SSA, "SSA operand");
  if (!mem)
    return NULL;
  ParsedItem *list = pc_accept_kind(c, PI_SQUARE);
  if (!list) {
    op_parser_error(c->p, pc_loc(c), "expected '[' in affine map");
    return NULL;
  }
  unsigned n;
  IrAffineExpr **exprs = parse_ssa_exprs(s, c, list, &n);
  if (!exprs)
    return NULL;
  *map = ir_affine_map(c->p->ctx, s->num_dims, s->num_syms, n, exprs);
  return mem;
}

/* The map operands of op from first on, in buf when they fit (its
 * OPERAND_BUF entries), else in an arena array. */
enum { OPERAND_BUF = 16 };
static IrValue **operand_values(IrPrinter *pr, IrOp *op, unsigned first,
                                unsigned n, IrValue **buf) {
  IrValue **vals =
      n <= OPERAND_BUF ? buf : ir_temp_alloc(pr_context(pr), n * sizeof *vals);
  for (unsigned i = 0; i < n; i++)
    vals[i] = ir_op_operand(op, first + i);
  return vals;
}

/* Writes the results of map applied to the operands from first on,
 * comma separated, as expressions of SSA ids (printAffineMapOfSSAIds). */
static void print_ssa_exprs(IrPrinter *pr, IrOp *op, IrAffineMap *m,
                            unsigned first, unsigned from, unsigned n) {
  if (!m || first + affine_map_inputs(m) > op->num_operands)
    return;
  IrValue *buf[OPERAND_BUF];
  IrValue **vals = operand_values(pr, op, first, affine_map_inputs(m), buf);
  for (unsigned i = from; i < from + n && i < m->num_results; i++) {
    if (i > from)
      pr_puts(pr, ", ");
    pr_affine_expr_ssa(pr, m->results[i], vals, vals + m->num_dims, false);
  }
}

/* Writes "[subscripts]" for op's map attribute `name` applied to the
 * operands from first on. */
static void print_subscripts(IrPrinter *pr, IrOp *op, const char *name,
                             unsigned first) {
  IrAffineMap *m = map_attr(op, name);
  pr_puts(pr, "[");
  print_ssa_exprs(pr, op, m, first, 0, m ? m->num_results : 0);
  pr_puts(pr, "]");
}

/* ------------------------------------------------ apply, min and max */

/* "#map(%d...)[%s...]": affine.apply has one index result per map result
 * (its verifier wants exactly one), affine.min and affine.max one. */
static IrOp *build_map_op(OpParser *p, bool is_apply) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  unsigned num_dims;
  IrAttr *map = expect_attr_kind(&c, IR_ATTR_AFFINE_MAP);
  if (!map || !parse_dim_sym_lists(&c, &ops, &num_dims) || !pc_expect_end(&c))
    return NULL;
  IrAffineMap *m = map->u.map;
  if (is_apply &&
      (m->num_dims != num_dims || num_dims + m->num_symbols != ops.len))
    return op_parser_custom_error(p, p->loc,
                                  "dimension or symbol index mismatch");
  unsigned num_results = is_apply ? m->num_results : 1;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "map", map);
  return op_parser_create(p, ops.len, ops.data, num_results,
                          index_types(ctx, num_results),
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static IrOp *build_apply(OpParser *p) { return build_map_op(p, true); }
static IrOp *build_min_max(OpParser *p) { return build_map_op(p, false); }

static void print_map_op(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"map"};
  IrAttr *map = ir_op_attr(op, "map");
  IrAffineMap *m = map_attr(op, "map");
  pr_puts(pr, " ");
  if (map)
    pr_attr(pr, map);
  print_dim_sym_list(pr, op, 0, op->num_operands,
                     m ? m->num_dims : op->num_operands);
  pr_attr_dict(pr, op, elided, 1, false);
}

/* ------------------------------------------- load, store and their vectors */

/* "[%v, ]%A[subscripts] : memref<...>[, vector<...>]": loads and stores of
 * elements (vector = false) or of vectors. */
static IrOp *build_access(OpParser *p, bool stores, bool vector) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *value = NULL, *mem;
  SsaIds ids = {.p = p};
  IrAffineMap *map;
  if (stores && (!(value = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
                 !pc_expect_punct(&c, ',')))
    return NULL;
  if (!(mem = parse_subscripted(&c, &ids, &map)))
    return NULL;
  IrType *mt = expect_colon_memref(&c), *vt = NULL;
  if (!mt || (vector && (!pc_expect_punct(&c, ',') ||
                         !(vt = du_expect_type_kind(&c, IR_TYPE_VECTOR,
                                                    false)))))
    return NULL;
  if (!pc_expect_end(&c))
    return NULL;
  IrType *data = vector ? vt : mt->u.shaped.elem;
  ValueVec ops = {0};
  IrValue *v;
  if (stores && !(v = op_parser_use(p, value, data)))
    return NULL;
  if (stores)
    value_vec_push(ctx, &ops, v);
  if (!(v = op_parser_use(p, mem, mt)))
    return NULL;
  value_vec_push(ctx, &ops, v);
  if (!ssa_ids_resolve(&ids, &ops))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "map", ir_attr_map(ctx, map));
  return op_parser_create(p, ops.len, ops.data, stores ? 0 : 1, &data,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static IrOp *build_load(OpParser *p) { return build_access(p, false, false); }
static IrOp *build_store(OpParser *p) { return build_access(p, true, false); }
static IrOp *build_vector_load(OpParser *p) {
  return build_access(p, false, true);
}
static IrOp *build_vector_store(OpParser *p) {
  return build_access(p, true, true);
}

static void print_access(IrPrinter *pr, IrOp *op, bool stores, bool vector) {
  static const char *const elided[] = {"map"};
  unsigned mem = stores ? 1 : 0;
  if (op->num_operands <= mem || op->num_results != !stores)
    return;
  pr_puts(pr, " ");
  if (stores) {
    pr_value(pr, ir_op_operand(op, 0));
    pr_puts(pr, ", ");
  }
  pr_value(pr, ir_op_operand(op, mem));
  print_subscripts(pr, op, "map", mem + 1);
  pr_attr_dict(pr, op, elided, 1, false);
  pr_puts(pr, " : ");
  pr_type(pr, ir_op_operand(op, mem)->type);
  if (vector) {
    pr_puts(pr, ", ");
    pr_type(pr, stores ? ir_op_operand(op, 0)->type : op->results[0]->type);
  }
}

static void print_load(IrPrinter *pr, IrOp *op) {
  print_access(pr, op, false, false);
}
static void print_store(IrPrinter *pr, IrOp *op) {
  print_access(pr, op, true, false);
}
static void print_vector_load(IrPrinter *pr, IrOp *op) {
  print_access(pr, op, false, true);
}
static void print_vector_store(IrPrinter *pr, IrOp *op) {
  print_access(pr, op, true, true);
}

/* ------------------------------------------------------------- prefetch */

/* "%A[subscripts], read|write, locality<N>, data|instr : memref<...>". */
static IrOp *build_prefetch(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  SsaIds ids = {.p = p};
  IrAffineMap *map;
  ParsedItem *mem = parse_subscripted(&c, &ids, &map), *rw, *hint, *cache;
  if (!mem || !pc_expect_punct(&c, ',') ||
      !(rw = pc_expect_kind(&c, PI_KEYWORD, "keyword")) ||
      !pc_expect_punct(&c, ','))
    return NULL;
  hint = pc_peek(&c);
  if (!hint || hint->kind != PI_KEYWORD || strcmp(hint->text, "locality"))
    return op_parser_custom_error(p, pc_loc(&c), "expected 'locality'");
  if (!hint->has_angle)
    return op_parser_error(p, c.end_loc, "expected '<'");
  pc_next(&c);
  ItemCursor sub = pc_sub(&c, hint);
  int64_t locality;
  if (!pc_expect_int(&sub, &locality) || !pc_expect_end(&sub) ||
      !pc_expect_punct(&c, ',') ||
      !(cache = pc_expect_kind(&c, PI_KEYWORD, "keyword")))
    return NULL;
  IrType *mt = expect_colon_memref(&c);
  ValueVec ops = {0};
  IrValue *m;
  if (!mt || !pc_expect_end(&c) || !(m = op_parser_use(p, mem, mt)))
    return NULL;
  value_vec_push(ctx, &ops, m);
  if (!ssa_ids_resolve(&ids, &ops))
    return NULL;
  if (strcmp(rw->text, "read") && strcmp(rw->text, "write"))
    return op_parser_custom_error(p, p->loc,
                                  "rw specifier has to be 'read' or 'write'");
  if (strcmp(cache->text, "data") && strcmp(cache->text, "instr"))
    return op_parser_custom_error(p, p->loc,
                                  "cache type has to be 'data' or 'instr'");
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "isDataCache",
                ir_attr_bool(ctx, strcmp(cache->text, "data") == 0));
  attr_vec_push(ctx, &attrs, "isWrite",
                ir_attr_bool(ctx, strcmp(rw->text, "write") == 0));
  attr_vec_push(ctx, &attrs, "localityHint",
                ir_attr_integer(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS),
                                locality));
  attr_vec_push(ctx, &attrs, "map", ir_attr_map(ctx, map));
  return op_parser_create(p, ops.len, ops.data, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_prefetch(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"map", "localityHint", "isDataCache",
                                       "isWrite"};
  if (op->num_operands < 1)
    return;
  pr_puts(pr, " ");
  pr_value(pr, ir_op_operand(op, 0));
  print_subscripts(pr, op, "map", 1);
  IrAttr *write = ir_op_attr(op, "isWrite"), *data = ir_op_attr(op, "isDataCache");
  pr_printf(pr, ", %s, locality<%lld>, %s",
            du_is_false(write) ? "read" : "write",
            (long long)ir_op_int_attr(op, "localityHint", 0),
            du_is_false(data) ? "instr" : "data");
  pr_attr_dict(pr, op, elided, 4, false);
  pr_puts(pr, " : ");
  pr_type(pr, ir_op_operand(op, 0)->type);
}

/* ------------------------------------------------------------------ DMA */

/* The maps of dma_start, in operand order. */
static const char *const dma_maps[] = {"src_map", "dst_map", "tag_map"};

/* Operand numbers of a dma_start's three memrefs (mem[0..2]) and of its
 * element count (mem[3]), from its maps; false when a map is missing or
 * the operands are too few. */
static bool dma_layout(const IrOp *op, unsigned mem[4]) {
  unsigned next = 0;
  for (unsigned i = 0; i < 3; i++) {
    IrAffineMap *m = map_attr(op, dma_maps[i]);
    if (!m)
      return false;
    mem[i] = next;
    next += 1 + affine_map_inputs(m);
  }
  mem[3] = next;
  return next < op->num_operands;
}

/* "%src[...], %dst[...], %tag[...], %n[, %stride, %per_stride] : T, U, V". */
static IrOp *build_dma_start(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  SsaIds ids[3] = {{.p = p}, {.p = p}, {.p = p}};
  ParsedItem *mems[3], *num, *stride[2];
  IrAffineMap *maps[3];
  for (unsigned i = 0; i < 3; i++)
    if (!(mems[i] = parse_subscripted(&c, &ids[i], &maps[i])) ||
        !pc_expect_punct(&c, ','))
      return NULL;
  if (!(num = pc_expect_kind(&c, PI_SSA, "SSA operand")))
    return NULL;
  unsigned num_strides = 0;
  while (pc_accept_punct(&c, ',')) {
    ParsedItem *s = pc_expect_kind(&c, PI_SSA, "SSA operand");
    if (!s)
      return NULL;
    if (num_strides < 2)
      stride[num_strides] = s;
    num_strides++;
  }
  if (num_strides != 0 && num_strides != 2)
    return op_parser_custom_error(p, p->loc,
                                  "expected two stride related operands");
  IrType **types;
  unsigned num_types;
  if (!pc_expect_punct(&c, ':') ||
      !pc_expect_type_list(&c, &types, &num_types) || !pc_expect_end(&c))
    return NULL;
  if (num_types != 3)
    return op_parser_custom_error(p, p->loc, "expected three types");
  ValueVec ops = {0};
  AttrVec attrs = {0};
  IrType *index = ir_type_index(ctx);
  for (unsigned i = 0; i < 3; i++) {
    IrValue *m = op_parser_use(p, mems[i], types[i]);
    if (!m)
      return NULL;
    value_vec_push(ctx, &ops, m);
    if (!ssa_ids_resolve(&ids[i], &ops))
      return NULL;
    attr_vec_push(ctx, &attrs, dma_maps[i], ir_attr_map(ctx, maps[i]));
  }
  for (unsigned i = 0; i <= num_strides; i++) {
    IrValue *v = op_parser_use(p, i ? stride[i - 1] : num, index);
    if (!v)
      return NULL;
    value_vec_push(ctx, &ops, v);
  }
  return op_parser_create(p, ops.len, ops.data, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_dma_start(IrPrinter *pr, IrOp *op) {
  unsigned mem[4];
  if (!dma_layout(op, mem))
    return;
  for (unsigned i = 0; i < 3; i++) {
    pr_puts(pr, i ? ", " : " ");
    pr_value(pr, ir_op_operand(op, mem[i]));
    print_subscripts(pr, op, dma_maps[i], mem[i] + 1);
  }
  pr_puts(pr, ", ");
  pr_operands(pr, op, mem[3], op->num_operands - mem[3]);
  pr_puts(pr, " : ");
  for (unsigned i = 0; i < 3; i++) {
    if (i)
      pr_puts(pr, ", ");
    pr_type(pr, ir_op_operand(op, mem[i])->type);
  }
}

/* "%tag[subscripts], %n : memref<...>". */
static IrOp *build_dma_wait(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  SsaIds ids = {.p = p};
  IrAffineMap *map;
  ParsedItem *tag = parse_subscripted(&c, &ids, &map), *num;
  IrType *type;
  ValueVec ops = {0};
  IrValue *v;
  if (!tag || !pc_expect_punct(&c, ',') ||
      !(num = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ':') || !(type = pc_expect_type(&c)) ||
      !pc_expect_end(&c) || !(v = op_parser_use(p, tag, type)))
    return NULL;
  value_vec_push(ctx, &ops, v);
  if (!ssa_ids_resolve(&ids, &ops) ||
      !(v = op_parser_use(p, num, ir_type_index(ctx))))
    return NULL;
  value_vec_push(ctx, &ops, v);
  if (type->kind != IR_TYPE_MEMREF)
    return op_parser_custom_error(p, p->loc,
                                  "expected tag to be of memref type");
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "tag_map", ir_attr_map(ctx, map));
  return op_parser_create(p, ops.len, ops.data, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_dma_wait(IrPrinter *pr, IrOp *op) {
  IrAffineMap *m = map_attr(op, "tag_map");
  if (!m || op->num_operands != affine_map_inputs(m) + 2)
    return;
  pr_puts(pr, " ");
  pr_value(pr, ir_op_operand(op, 0));
  print_subscripts(pr, op, "tag_map", 1);
  pr_puts(pr, ", ");
  pr_value(pr, ir_op_operand(op, op->num_operands - 1));
  pr_puts(pr, " : ");
  pr_type(pr, ir_op_operand(op, 0)->type);
}

/* ------------------------------------------------------------- affine.for */

/* Reads one bound of an affine.for (MLIR's parseBound): an SSA value (the
 * map ()[s0] -> (s0)), an integer (a constant map), or "[max|min]
 * #map(%d...)[%s...]". Appends its operands to ops; returns its map. */
static IrAttr *parse_for_bound(ItemCursor *c, bool lower, ValueVec *ops) {
  OpParser *p = c->p;
  IrContext *ctx = p->ctx;
  bool min_max = pc_accept_keyword(c, lower ? "max" : "min");
  ParsedItem *it = pc_peek(c);
  if (it && it->kind == PI_SSA) {
    pc_next(c);
    ParsedItem *after = pc_peek(c);
    if (after && after->kind == PI_PUNCT && after->punct == ',')
      return op_parser_custom_error(p, p->loc,
                                    "expected only one loop bound operand"),
             NULL;
    IrValue *v = op_parser_use(p, it, ir_type_index(ctx));
    if (!v)
      return NULL;
    value_vec_push(ctx, ops, v);
    IrAffineExpr *s0 = ir_affine_symbol(ctx, 0);
    return ir_attr_map(ctx, ir_affine_map(ctx, 0, 1, 1, &s0));
  }
  int64_t value;
  if (it && (it->kind == PI_INT || it->kind == PI_NEG))
    return pc_expect_int(c, &value)
               ? ir_attr_map(ctx, ir_affine_map_constant(ctx, value))
               : NULL;
  if (it && it->kind == PI_FLOAT) { /* MLIR reports at the next token */
    pc_next(c);
    return op_parser_error(p, pc_at_end(c) ? it->loc : pc_loc(c),
                           "floating point value not valid for specified "
                           "type"),
           NULL;
  }
  if (!it || it->kind != PI_ATTR)
    return pc_error_expected(c, "attribute value"), NULL;
  pc_next(c);
  if (it->attr->kind != IR_ATTR_AFFINE_MAP)
    return op_parser_custom_error(p, p->loc,
                                  "expected valid affine map "
                                  "representation for loop bounds"),
           NULL;
  IrAffineMap *m = it->attr->u.map;
  unsigned before = ops->len, num_dims;
  if (!parse_dim_sym_lists(c, ops, &num_dims))
    return NULL;
  if (m->num_dims != num_dims)
    return op_parser_custom_error(p, p->loc,
                                  "dim operand count and affine map dim "
                                  "count must match"),
           NULL;
  if (num_dims + m->num_symbols != ops->len - before)
    return op_parser_custom_error(p, p->loc,
                                  "symbol operand count and affine map "
                                  "symbol count must match"),
           NULL;
  if (m->num_results > 1 && !min_max)
    return op_parser_custom_error(p, it->loc,
                                  "%s loop bound affine map with "
                                  "multiple results requires '%s' prefix",
                                  lower ? "lower" : "upper",
                                  lower ? "max" : "min"),
           NULL;
  return it->attr;
}

/* Reads the integer after the keyword "step" (item kw); MLIR parses it as
 * an index attribute and rejects negative values (zero passes). A missing
 * literal is reported just past the keyword, where MLIR's wrong-token
 * errors point. */
static bool parse_step(ItemCursor *c, const ParsedItem *kw, int64_t *step) {
  ParsedItem *it = pc_peek(c);
  IrLocation loc = pc_loc(c);
  if (!it || (it->kind != PI_INT && it->kind != PI_NEG)) {
    IrLocation after = kw->loc;
    after.col += (int)strlen(kw->text);
    op_parser_error(c->p, after, "expected attribute value");
    return false;
  }
  if (!pc_expect_int(c, step))
    return false;
  if (*step >= 0)
    return true;
  op_parser_custom_error(c->p, loc,
                         "expected step to be representable as a "
                         "positive signed integer");
  return false;
}

/* Reads "(%a = %x, ...) -> (T, ...)" after iter_args: the region argument
 * names go to names (after the induction variable), the inits resolved
 * with their types to ops, the types to types. */
static bool parse_iter_args(ItemCursor *c, ValueVec *ops, ParsedItem ***names,
                            unsigned *num_names, TypeVec *types) {
  OpParser *p = c->p;
  ParsedItem *list = pc_accept_kind(c, PI_PAREN), **inits;
  if (!list) {
    op_parser_error(p, pc_loc(c), "expected '('");
    return false;
  }
  ItemCursor sub = pc_sub(c, list);
  *names = op_parser_alloc(p, (list->num_items + 2) * sizeof **names);
  inits = op_parser_alloc(p, (list->num_items + 1) * sizeof *inits);
  unsigned n = 0;
  if (!pc_at_end(&sub)) {
    do {
      if (!((*names)[1 + n] = pc_expect_kind(&sub, PI_SSA, "SSA operand")) ||
          !pc_expect_punct(&sub, '=') ||
          !(inits[n++] = pc_expect_kind(&sub, PI_SSA, "SSA operand")))
        return false;
    } while (pc_accept_punct(&sub, ','));
  }
  if (!pc_expect_end(&sub) || !pc_expect_punct(c, '>') ||
      !pc_expect_result_types(c, types))
    return false;
  if (types->len != n) {
    op_parser_custom_error(p, p->loc,
                           "mismatch between the number of loop-carried "
                           "values and results");
    return false;
  }
  for (unsigned i = 0; i < n; i++) {
    IrValue *v = op_parser_use(p, inits[i], types->data[i]);
    if (!v)
      return false;
    value_vec_push(p->ctx, ops, v);
  }
  *num_names = 1 + n;
  return true;
}

/* Checks that a region op got exactly `max` regions at most and at least
 * one, the extra ones introduced by keyword `kw` ("else"). */
static bool check_regions(OpParser *p, unsigned max, const char *kw) {
  if (p->num_regions == 0)
    return pc_error_missing_region(p);
  for (unsigned i = 1; i < p->num_regions; i++)
    if (i >= max || !p->region_keywords[i] ||
        strcmp(p->region_keywords[i], kw) != 0) {
      op_parser_error(p, p->end_loc, "unexpected region");
      return false;
    }
  return true;
}

/* "%iv = lb to ub [step N] [iter_args(%a = %x, ...) -> (T, ...)] {...}". */
static IrOp *build_for(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  TypeVec types = {0};
  ParsedItem *iv = pc_expect_kind(&c, PI_SSA, "SSA operand"), **names = &iv;
  unsigned num_names = 1;
  IrAttr *lb, *ub;
  if (!iv || !pc_expect_punct(&c, '=') ||
      !(lb = parse_for_bound(&c, true, &ops)))
    return NULL;
  int64_t sizes[3] = {ops.len, 0, 0}, step = 1;
  if (!pc_accept_keyword(&c, "to"))
    return op_parser_custom_error(p, pc_loc(&c),
                                  "expected 'to' between bounds");
  if (!(ub = parse_for_bound(&c, false, &ops)))
    return NULL;
  sizes[1] = ops.len - sizes[0];
  ParsedItem *kw = pc_peek(&c);
  if (pc_accept_keyword(&c, "step") && !parse_step(&c, kw, &step))
    return NULL;
  if (pc_accept_keyword(&c, "iter_args") &&
      !parse_iter_args(&c, &ops, &names, &num_names, &types))
    return NULL;
  names[0] = iv;
  sizes[2] = types.len;
  IrType **arg_types = op_parser_alloc(p, num_names * sizeof *arg_types);
  arg_types[0] = ir_type_index(ctx);
  for (unsigned i = 0; i < types.len; i++)
    arg_types[i + 1] = types.data[i];
  if (!pc_expect_end(&c) || !check_regions(p, 1, NULL) ||
      !op_parser_bind_region_args(p, 0, num_names, names, arg_types))
    return NULL;
  op_parser_ensure_terminator(p, 0, "affine.yield");
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "lowerBoundMap", lb);
  attr_vec_push(ctx, &attrs, "operandSegmentSizes", du_i32_dense(ctx, 3, sizes));
  attr_vec_push(ctx, &attrs, "step",
                ir_attr_integer(ctx, ir_type_index(ctx), step));
  attr_vec_push(ctx, &attrs, "upperBoundMap", ub);
  return op_parser_create(p, ops.len, ops.data, types.len, arg_types + 1,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* Writes one bound of an affine.for (MLIR's printBound): a constant, a
 * single symbol operand, or "[max|min ]#map(%d...)[%s...]". */
static void print_for_bound(IrPrinter *pr, IrOp *op, const char *name,
                            unsigned first, unsigned n, const char *prefix) {
  IrAffineMap *m = map_attr(op, name);
  if (m && m->num_results == 1) {
    IrAffineExpr *e = m->results[0];
    if (affine_map_inputs(m) == 0 && e->kind == IR_AFFINE_CONSTANT) {
      pr_i64(pr, e->value);
      return;
    }
    if (m->num_dims == 0 && m->num_symbols == 1 && n == 1 &&
        e->kind == IR_AFFINE_SYMBOL) {
      pr_value(pr, ir_op_operand(op, first));
      return;
    }
  } else {
    pr_puts(pr, prefix);
    pr_char(pr, ' ');
  }
  pr_attr(pr, ir_op_attr(op, name));
  print_dim_sym_list(pr, op, first, n, m ? m->num_dims : n);
}

static void print_for(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"lowerBoundMap", "upperBoundMap",
                                       "step"};
  IrBlock *body = op->num_regions == 1 ? op->regions[0].first : NULL;
  unsigned first[3], len[3];
  for (unsigned i = 0; i < 3; i++)
    first[i] = ir_op_segment(op, i, &len[i]);
  if (!body || body->num_args != 1 + len[2] || !map_attr(op, "lowerBoundMap") ||
      !map_attr(op, "upperBoundMap"))
    return;
  pr_puts(pr, " ");
  pr_value(pr, body->args[0]);
  pr_puts(pr, " = ");
  print_for_bound(pr, op, "lowerBoundMap", first[0], len[0], "max");
  pr_puts(pr, " to ");
  print_for_bound(pr, op, "upperBoundMap", first[1], len[1], "min");
  int64_t step = ir_op_int_attr(op, "step", 1);
  if (step != 1) {
    pr_puts(pr, " step ");
    pr_i64(pr, step);
  }
  if (len[2]) {
    pr_puts(pr, " iter_args(");
    for (unsigned i = 0; i < len[2]; i++) {
      pr_puts(pr, i ? ", " : "");
      pr_value(pr, body->args[1 + i]);
      pr_puts(pr, " = ");
      pr_value(pr, ir_op_operand(op, first[2] + i));
    }
    pr_puts(pr, ") -> (");
    pr_result_types(pr, op);
    pr_puts(pr, ")");
  }
  pr_region(pr, &op->regions[0], false, len[2] > 0);
  du_print_attrs(pr, op, elided, 3);
}

/* -------------------------------------------------------------- affine.if */

/* "#set(%d...)[%s...] [-> types] {...} [else {...}]". */
static IrOp *build_if(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  TypeVec types = {0};
  unsigned num_dims;
  IrAttr *set = expect_attr_kind(&c, IR_ATTR_INTEGER_SET);
  if (!set || !parse_dim_sym_lists(&c, &ops, &num_dims))
    return NULL;
  IrIntegerSet *s = set->u.set;
  if (s->num_dims != num_dims)
    return op_parser_custom_error(p, p->loc,
                                  "dim operand count and integer set dim "
                                  "count must match");
  if (num_dims + s->num_symbols != ops.len)
    return op_parser_custom_error(p, p->loc,
                                  "symbol operand count and integer set "
                                  "symbol count must match");
  if (pc_accept_punct(&c, '>') && !pc_expect_result_types(&c, &types))
    return NULL;
  if (!pc_expect_end(&c) || !check_regions(p, 2, "else"))
    return NULL;
  for (unsigned i = 0; i < p->num_regions; i++)
    op_parser_ensure_terminator(p, i, "affine.yield");
  op_parser_pad_regions(p, 2);
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "condition", set);
  return op_parser_create(p, ops.len, ops.data, types.len, types.data,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_if(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"condition"};
  IrAttr *cond = ir_op_attr(op, "condition");
  if (!cond || cond->kind != IR_ATTR_INTEGER_SET || op->num_regions < 1)
    return;
  pr_puts(pr, " ");
  pr_attr(pr, cond);
  print_dim_sym_list(pr, op, 0, op->num_operands, cond->u.set->num_dims);
  if (op->num_results) {
    pr_puts(pr, " ");
    pr_arrow_result_types(pr, op);
  }
  pr_region(pr, &op->regions[0], false, op->num_results > 0);
  if (op->num_regions > 1 && op->regions[1].first) {
    pr_puts(pr, " else");
    pr_region(pr, &op->regions[1], false, op->num_results > 0);
  }
  pr_attr_dict(pr, op, elided, 1, false);
}

/* -------------------------------------------------------- affine.parallel */

/* One bound list of an affine.parallel being read: the expressions of all
 * groups, the size of each group, and the SSA names bound as dimensions
 * and as symbols across groups (MLIR deduplicates each kind separately). */
typedef struct ParBound {
  IrAffineExpr **exprs;
  int64_t *groups;
  ParsedItem **dims, **syms;
  unsigned num_exprs, num_groups, num_dims, num_syms;
} ParBound;

/* Position of ssa in the name list *names of *num entries (appended when
 * new). */
static unsigned name_index(OpParser *p, ParsedItem ***names, unsigned *num,
                           ParsedItem *ssa) {
  for (unsigned i = 0; i < *num; i++)
    if (same_ssa((*names)[i], ssa))
      return i;
  *names = op_parser_grow(p, *names, *num, *num + 1, sizeof **names);
  (*names)[*num] = ssa;
  return (*num)++;
}

/* Adds a group of n expressions over the names of ids, renumbering their
 * dimensions and symbols into b's. */
static void par_bound_add(OpParser *p, ParBound *b, SsaIds *ids,
                          IrAffineExpr **exprs, unsigned n) {
  IrContext *ctx = p->ctx;
  IrAffineExpr **dims = op_parser_alloc(p, (ids->num_dims + 1) * sizeof *dims);
  IrAffineExpr **syms = op_parser_alloc(p, (ids->num_syms + 1) * sizeof *syms);
  for (unsigned i = 0; i < ids->num; i++) {
    SsaId *id = &ids->ids[i];
    if (id->is_symbol)
      syms[id->pos] = ir_affine_symbol(
          ctx, name_index(p, &b->syms, &b->num_syms, id->ssa));
    else
      dims[id->pos] =
          ir_affine_dim(ctx, name_index(p, &b->dims, &b->num_dims, id->ssa));
  }
  b->exprs = op_parser_grow(p, b->exprs, b->num_exprs, b->num_exprs + n + 1,
                            sizeof *b->exprs);
  for (unsigned i = 0; i < n; i++)
    b->exprs[b->num_exprs++] = ir_affine_replace(ctx, exprs[i], dims, syms);
  b->groups = op_parser_grow(p, b->groups, b->num_groups, b->num_groups + 1,
                             sizeof *b->groups);
  b->groups[b->num_groups++] = n;
}

/* Reads a bound list "(e, max(e, e), ...)" of an affine.parallel: each
 * group is one expression of SSA ids or, with the keyword of the bound
 * (max for lower bounds, min for upper ones), a list of them. */
static bool parse_par_bound(ItemCursor *c, bool lower, ParBound *b) {
  OpParser *p = c->p;
  ParsedItem *list = pc_accept_kind(c, PI_PAREN);
  if (!list) {
    op_parser_error(p, pc_loc(c), "expected '('");
    return false;
  }
  ItemCursor sub = pc_sub(c, list);
  if (pc_at_end(&sub))
    return true;
  do {
    ParsedItem *it = pc_next(&sub);
    SsaIds ids = {.p = p};
    IrAffineExpr **exprs;
    unsigned n = 1;
    if (!it) {
      op_parser_error(p, pc_loc(&sub), "expected affine expression");
      return false;
    }
    if (it->kind == PI_CALL && strcmp(it->text, lower ? "max" : "min") == 0) {
      exprs = parse_ssa_exprs(&ids, &sub, it, &n);
    } else {
      exprs = op_parser_alloc(p, sizeof *exprs);
      exprs[0] = ir_parse_affine_expr(p->ctx, it, ssa_leaf, &ids);
      exprs = exprs[0] ? exprs : NULL;
    }
    if (!exprs)
      return false;
    par_bound_add(p, b, &ids, exprs, n);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* The map of a bound list; its operands (dimensions, then symbols) are
 * resolved into ops. */
static IrAttr *par_bound_finish(OpParser *p, ParBound *b, ValueVec *ops) {
  IrContext *ctx = p->ctx;
  for (unsigned i = 0; i < b->num_dims + b->num_syms; i++) {
    ParsedItem *ssa = i < b->num_dims ? b->dims[i] : b->syms[i - b->num_dims];
    IrValue *v = op_parser_use(p, ssa, ir_type_index(ctx));
    if (!v)
      return NULL;
    value_vec_push(ctx, ops, v);
  }
  return ir_attr_map(ctx, ir_affine_map(ctx, b->num_dims, b->num_syms,
                                        b->num_exprs, b->exprs));
}

/* Reads "step (c, ...)": an affine map of SSA ids whose results must be
 * constants. Without the keyword every step is 1. */
static bool parse_par_steps(ItemCursor *c, unsigned num_ivs, int64_t **steps,
                            unsigned *num) {
  OpParser *p = c->p;
  SsaIds ids = {.p = p};
  IrAffineExpr **exprs;
  ParsedItem *list;
  if (!pc_accept_keyword(c, "step")) {
    *num = num_ivs;
    *steps = op_parser_alloc(p, (num_ivs + 1) * sizeof **steps);
    for (unsigned i = 0; i < num_ivs; i++)
      (*steps)[i] = 1;
    return true;
  }
  if (!(list = pc_accept_kind(c, PI_PAREN))) {
    op_parser_error(p, pc_loc(c), "expected '(' in affine map");
    return false;
  }
  if (!(exprs = parse_ssa_exprs(&ids, c, list, num)))
    return false;
  *steps = op_parser_alloc(p, (*num + 1) * sizeof **steps);
  for (unsigned i = 0; i < *num; i++) {
    if (exprs[i]->kind != IR_AFFINE_CONSTANT) {
      op_parser_custom_error(p, p->loc, "steps must be constant integers");
      return false;
    }
    (*steps)[i] = exprs[i]->value;
  }
  return true;
}

/* Reads "reduce ("addf", ...)" into the kinds' integers (none without the
 * keyword). */
static bool parse_par_reduce(ItemCursor *c, int64_t **kinds, unsigned *num) {
  OpParser *p = c->p;
  ParsedItem *list, *s;
  *num = 0;
  *kinds = NULL;
  if (!pc_accept_keyword(c, "reduce"))
    return true;
  if (!(list = pc_accept_kind(c, PI_PAREN))) {
    op_parser_error(p, pc_loc(c), "expected '('");
    return false;
  }
  ItemCursor sub = pc_sub(c, list);
  do {
    if (!(s = pc_expect_kind(&sub, PI_STRING, "attribute value")))
      return false;
    int64_t k = 0;
    while (affine_reduction_name(k) &&
           (strlen(affine_reduction_name(k)) != s->len ||
            memcmp(affine_reduction_name(k), s->str, s->len) != 0))
      k++;
    if (!affine_reduction_name(k)) {
      op_parser_custom_error(p, s->loc, "invalid reduction value: \"%.*s\"",
                             (int)s->len, s->str);
      return false;
    }
    *kinds = op_parser_grow(p, *kinds, *num, *num + 1, sizeof **kinds);
    (*kinds)[(*num)++] = k;
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

/* "(%i, ...) = (lbs) to (ubs) [step (...)] [reduce (...) -> (T, ...)]
 * {...}". */
static IrOp *build_parallel(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *ivs = pc_accept_kind(&c, PI_PAREN);
  if (!ivs)
    return op_parser_error(p, pc_loc(&c), "expected '('");
  ItemCursor sub = pc_sub(&c, ivs);
  ParsedItem **names = op_parser_alloc(p, (ivs->num_items + 1) * sizeof *names);
  unsigned num_ivs = 0;
  if (!pc_at_end(&sub)) {
    do {
      if (!(names[num_ivs++] = pc_expect_kind(&sub, PI_SSA, "SSA operand")))
        return NULL;
    } while (pc_accept_punct(&sub, ','));
  }
  ParBound lb = {0}, ub = {0};
  ValueVec ops = {0};
  TypeVec types = {0};
  int64_t *steps, *reductions;
  unsigned num_steps, num_reductions;
  IrAttr *lb_map, *ub_map;
  if (!pc_expect_end(&sub) || !pc_expect_punct(&c, '=') ||
      !parse_par_bound(&c, true, &lb) || !pc_expect_keyword(&c, "to") ||
      !parse_par_bound(&c, false, &ub) ||
      !(lb_map = par_bound_finish(p, &lb, &ops)) ||
      !(ub_map = par_bound_finish(p, &ub, &ops)) ||
      !parse_par_steps(&c, num_ivs, &steps, &num_steps) ||
      !parse_par_reduce(&c, &reductions, &num_reductions))
    return NULL;
  if (pc_accept_punct(&c, '>') && !pc_expect_result_types(&c, &types))
    return NULL;
  if (!pc_expect_end(&c) || !check_regions(p, 1, NULL) ||
      !op_parser_bind_region_args(p, 0, num_ivs, names,
                                  index_types(ctx, num_ivs)))
    return NULL;
  op_parser_ensure_terminator(p, 0, "affine.yield");
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "lowerBoundsGroups",
                du_i32_tensor(ctx, lb.num_groups, lb.groups));
  attr_vec_push(ctx, &attrs, "lowerBoundsMap", lb_map);
  attr_vec_push(ctx, &attrs, "reductions",
                du_i64_array_attr(ctx, num_reductions, reductions));
  attr_vec_push(ctx, &attrs, "steps", du_i64_array_attr(ctx, num_steps, steps));
  attr_vec_push(ctx, &attrs, "upperBoundsGroups",
                du_i32_tensor(ctx, ub.num_groups, ub.groups));
  attr_vec_push(ctx, &attrs, "upperBoundsMap", ub_map);
  return op_parser_create(p, ops.len, ops.data, types.len, types.data,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* Writes a bound list of an affine.parallel (MLIR's printMinMaxBound):
 * one-expression groups as such, others as kw(e, e, ...). */
static void print_par_bound(IrPrinter *pr, IrOp *op, const char *map_name,
                            const char *groups_name, unsigned first,
                            const char *kw) {
  IrAffineMap *m = map_attr(op, map_name);
  int64_t *groups;
  unsigned n, start = 0;
  pr_puts(pr, "(");
  if (m && affine_groups_get(pr_context(pr), ir_op_attr(op, groups_name),
                             &groups, &n)) {
    for (unsigned g = 0; g < n && groups[g] >= 0; g++) {
      unsigned size = (unsigned)groups[g];
      pr_puts(pr, start ? ", " : "");
      if (size != 1) {
        pr_puts(pr, kw);
        pr_char(pr, '(');
      }
      print_ssa_exprs(pr, op, m, first, start, size);
      if (size != 1)
        pr_puts(pr, ")");
      start += size;
    }
  }
  pr_puts(pr, ")");
}

static void print_parallel(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {
      "reductions",        "lowerBoundsMap", "lowerBoundsGroups",
      "upperBoundsMap",    "upperBoundsGroups", "steps"};
  IrContext *ctx = pr_context(pr);
  IrBlock *body = op->num_regions == 1 ? op->regions[0].first : NULL;
  IrAffineMap *lb = map_attr(op, "lowerBoundsMap");
  int64_t *steps, *reductions;
  unsigned num_steps, num_reductions;
  if (!body || !lb ||
      !du_int_array_values(ctx, ir_op_attr(op, "steps"), &steps, &num_steps) ||
      !du_int_array_values(ctx, ir_op_attr(op, "reductions"), &reductions,
                           &num_reductions))
    return;
  pr_puts(pr, " (");
  for (unsigned i = 0; i < body->num_args; i++) {
    pr_puts(pr, i ? ", " : "");
    pr_value(pr, body->args[i]);
  }
  pr_puts(pr, ") = ");
  print_par_bound(pr, op, "lowerBoundsMap", "lowerBoundsGroups", 0, "max");
  pr_puts(pr, " to ");
  print_par_bound(pr, op, "upperBoundsMap", "upperBoundsGroups",
                  affine_map_inputs(lb), "min");
  bool unit_steps = true;
  for (unsigned i = 0; i < num_steps; i++)
    unit_steps = unit_steps && steps[i] == 1;
  for (unsigned i = 0; !unit_steps && i < num_steps; i++) {
    pr_puts(pr, i ? ", " : " step (");
    pr_i64(pr, steps[i]);
  }
  pr_puts(pr, unit_steps ? "" : ")");
  if (op->num_results) {
    for (unsigned i = 0; i < num_reductions; i++) {
      const char *name = affine_reduction_name(reductions[i]);
      pr_printf(pr, "%s\"%s\"", i ? ", " : " reduce (", name ? name : "");
    }
    pr_puts(pr, num_reductions ? ") -> (" : " reduce () -> (");
    pr_result_types(pr, op);
    pr_puts(pr, ")");
  }
  pr_region(pr, &op->regions[0], false, op->num_results > 0);
  pr_attr_dict(pr, op, elided, 6, false);
}

/* ----------------------------------------------------------- affine.yield */

/* "[%a, ... : T, ...]". */
static IrOp *build_yield(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem **vals = op_parser_alloc(p, (p->num_items + 1) * sizeof *vals);
  unsigned n = 0;
  ValueVec ops = {0};
  if (!pc_at_end(&c)) {
    do {
      if (!(vals[n++] = pc_expect_kind(&c, PI_SSA, "SSA operand")))
        return NULL;
    } while (pc_accept_punct(&c, ','));
    IrType **types;
    unsigned num_types;
    if (!pc_expect_punct(&c, ':') ||
        !pc_expect_type_list(&c, &types, &num_types) || !pc_expect_end(&c))
      return NULL;
    if (num_types != n)
      return op_parser_custom_error(p, vals[0]->loc,
                                    "number of operands and types do "
                                    "not match: got %u operands and %u types",
                                    n, num_types);
    for (unsigned i = 0; i < n; i++) {
      IrValue *v = op_parser_use(p, vals[i], types[i]);
      if (!v)
        return NULL;
      value_vec_push(p->ctx, &ops, v);
    }
  }
  return op_parser_create(p, ops.len, ops.data, 0, NULL, NULL);
}

static void print_yield(IrPrinter *pr, IrOp *op) {
  pr_attr_dict(pr, op, NULL, 0, false);
  if (!op->num_operands)
    return;
  pr_puts(pr, " ");
  pr_operands(pr, op, 0, op->num_operands);
  pr_puts(pr, " : ");
  pr_operand_types(pr, op, 0, op->num_operands);
}

/* ------------------------------------------ linearize and delinearize */

/* Writes "(4, %n, 8)" for a static basis whose dynamic entries print the
 * operands from first on. */
static void print_basis(IrPrinter *pr, IrOp *op, const IrAttr *basis,
                        unsigned first) {
  pr_puts(pr, "(");
  for (unsigned i = 0; basis && i < basis->u.dense_array.num; i++) {
    int64_t v = basis->u.dense_array.ints[i];
    pr_puts(pr, i ? ", " : "");
    if (v != IR_DYNAMIC)
      pr_i64(pr, v);
    else if (first < op->num_operands)
      pr_value(pr, ir_op_operand(op, first++));
  }
  pr_puts(pr, ")");
}

/* The static_basis attribute when it is an i64 dense array, else NULL. */
static IrAttr *basis_attr(const IrOp *op) {
  IrAttr *a = ir_op_attr(op, "static_basis");
  return a && a->kind == IR_ATTR_DENSE_ARRAY && a->u.dense_array.ints ? a
                                                                      : NULL;
}

/* Reads "keyword (basis)": integers go to the static basis, SSA names
 * become operands and IR_DYNAMIC entries. */
static IrAttr *parse_basis(ItemCursor *c, const char *keyword, ValueVec *dyn) {
  int64_t *stat;
  unsigned num;
  ParsedItem *list;
  if (!pc_expect_keyword(c, keyword))
    return NULL;
  if (!(list = pc_accept_kind(c, PI_PAREN)))
    return op_parser_error(c->p, pc_loc(c), "expected '('"), NULL;
  if (!du_parse_mixed_list(c, list, dyn, &stat, &num))
    return NULL;
  return du_i64_dense(c->p->ctx, num, stat);
}

/* "[disjoint] [%a, ...] by (basis) : index". */
static IrOp *build_linearize(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  bool disjoint = pc_accept_keyword(&c, "disjoint");
  ParsedItem *list = pc_accept_kind(&c, PI_SQUARE);
  ValueVec ops = {0}, dyn = {0};
  IrAttr *basis;
  if (!list)
    return op_parser_error(p, pc_loc(&c), "expected '['");
  if (!du_parse_operand_list(&c, list, ir_type_index(ctx), &ops) ||
      !(basis = parse_basis(&c, "by", &dyn)) || !pc_expect_punct(&c, ':') ||
      !expect_index_type(&c) || !pc_expect_end(&c))
    return NULL;
  int64_t sizes[2] = {ops.len, dyn.len};
  for (unsigned i = 0; i < dyn.len; i++)
    value_vec_push(ctx, &ops, dyn.data[i]);
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "disjoint",
                disjoint ? ir_attr_unit(ctx) : ir_attr_bool(ctx, false));
  attr_vec_push(ctx, &attrs, "operandSegmentSizes", du_i32_dense(ctx, 2, sizes));
  attr_vec_push(ctx, &attrs, "static_basis", basis);
  return op_parser_create(p, ops.len, ops.data, 1, index_types(ctx, 1),
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_linearize(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"disjoint", "static_basis"};
  unsigned first, n;
  first = ir_op_segment(op, 0, &n);
  if (op->num_results != 1)
    return;
  pr_puts(pr, du_is_false(ir_op_attr(op, "disjoint")) ? " [" : " disjoint [");
  pr_operands(pr, op, first, n);
  pr_puts(pr, "] by ");
  print_basis(pr, op, basis_attr(op), ir_op_segment(op, 1, &n));
  du_print_attrs(pr, op, elided, 2);
  pr_puts(pr, " : ");
  pr_type(pr, op->results[0]->type);
}

/* "%x into (basis) : index, index, ...". */
static IrOp *build_delinearize(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *x = pc_expect_kind(&c, PI_SSA, "SSA operand");
  ValueVec ops = {0};
  IrAttr *basis;
  IrValue *v;
  unsigned n = 0;
  if (!x || !(v = op_parser_use(p, x, ir_type_index(ctx))))
    return NULL;
  value_vec_push(ctx, &ops, v);
  if (!(basis = parse_basis(&c, "into", &ops)) || !pc_expect_punct(&c, ':'))
    return NULL;
  do {
    if (!expect_index_type(&c))
      return NULL;
    n++;
  } while (pc_accept_punct(&c, ','));
  if (!pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "static_basis", basis);
  return op_parser_create(p, ops.len, ops.data, n, index_types(ctx, n),
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_delinearize(IrPrinter *pr, IrOp *op) {
  static const char *const elided[] = {"static_basis"};
  if (op->num_operands < 1)
    return;
  pr_puts(pr, " ");
  pr_value(pr, ir_op_operand(op, 0));
  pr_puts(pr, " into ");
  print_basis(pr, op, basis_attr(op), 1);
  pr_attr_dict(pr, op, elided, 1, false);
  pr_puts(pr, " : ");
  pr_result_types(pr, op);
}

/* ------------------------------------------------------------- op table */

static const IrOpDef affine_ops[] = {
    {"affine.apply", IR_FORMAT_FLAT, IR_TRAIT_PURE, build_apply, print_map_op,
     affine_verify_apply},
    {"affine.delinearize_index", IR_FORMAT_FLAT, IR_TRAIT_PURE,
     build_delinearize, print_delinearize, affine_verify_delinearize},
    {"affine.dma_start", IR_FORMAT_FLAT, 0, build_dma_start, print_dma_start,
     affine_verify_dma_start},
    {"affine.dma_wait", IR_FORMAT_FLAT, 0, build_dma_wait, print_dma_wait,
     affine_verify_dma_wait},
    {"affine.for", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, build_for,
     print_for, affine_verify_for},
    {"affine.if", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK, build_if, print_if,
     affine_verify_if},
    {"affine.linearize_index", IR_FORMAT_FLAT, IR_TRAIT_PURE, build_linearize,
     print_linearize, affine_verify_linearize},
    {"affine.load", IR_FORMAT_FLAT, 0, build_load, print_load,
     affine_verify_load},
    {"affine.max", IR_FORMAT_FLAT, IR_TRAIT_PURE, build_min_max, print_map_op,
     affine_verify_min_max},
    {"affine.min", IR_FORMAT_FLAT, IR_TRAIT_PURE, build_min_max, print_map_op,
     affine_verify_min_max},
    {"affine.parallel", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK,
     build_parallel, print_parallel, affine_verify_parallel},
    {"affine.prefetch", IR_FORMAT_FLAT, 0, build_prefetch, print_prefetch,
     affine_verify_prefetch},
    {"affine.store", IR_FORMAT_FLAT, 0, build_store, print_store,
     affine_verify_store},
    {"affine.vector_load", IR_FORMAT_FLAT, 0, build_vector_load,
     print_vector_load, affine_verify_vector_load},
    {"affine.vector_store", IR_FORMAT_FLAT, 0, build_vector_store,
     print_vector_store, affine_verify_vector_store},
    {"affine.yield", IR_FORMAT_FLAT,
     IR_TRAIT_TERMINATOR | IR_TRAIT_RETURN_LIKE | IR_TRAIT_PURE, build_yield,
     print_yield, affine_verify_yield},
};

const IrDialect ir_dialect_affine = {
    "affine", affine_ops, sizeof affine_ops / sizeof affine_ops[0],
    "map condition lowerBoundMap upperBoundMap step operandSegmentSizes "
    "lowerBoundsMap upperBoundsMap lowerBoundsGroups upperBoundsGroups steps "
    "reductions static_basis disjoint isWrite isDataCache localityHint"};
