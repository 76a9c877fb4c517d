/*
 * memref.c - the memref dialect as MLIR 22 defines it: allocation, loads
 * and stores, dim, globals, casts, copy and the smaller ops (view,
 * prefetch, assume_alignment, metadata extraction). The view ops
 * (subview, reinterpret_cast, reshapes, transpose) are in memref_view.c,
 * alloca_scope in memref_scope.c; this file holds the dialect's op table.
 *
 * Every op but alloca_scope is IR_FORMAT_FLAT. Build hooks read MLIR's custom syntax, print
 * hooks write exactly what mlir-opt writes, and verify hooks check MLIR's
 * rules with its messages in MLIR's order: attribute constraints, operand
 * and result counts, required attributes, operand and result types, then
 * the op's own verifier. Ops of one shape share their hooks: alloc/alloca,
 * load/store, cast/memory_space_cast, dealloc/rank.
 */
#include <string.h>

#include "../ir/diag.h"
#include "dialect.h"
#include "../ir/printer.h"
#include "dialect_util.h"
#include "memref.h"

/* Writes " : T" for the type of operand i. */
static void print_colon_operand_type(IrPrinter *p, IrOp *op, unsigned i) {
  pr_puts(p, " : ");
  pr_type(p, memref_operand_type(op, i));
}

/* ------------------------------------------------------- alloc and alloca */

/* memref.alloc(%d0, ...)[%s0, ...] : memref<...>: dynamic sizes, then the
 * layout map's symbols (operandSegmentSizes [sizes, symbols]). */
static IrOp *build_alloc(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  IrType *index = ir_type_index(ctx);
  ValueVec ops = {0};
  ParsedItem *sizes = pc_expect_kind(&c, PI_PAREN, "'('");
  if (!sizes || !du_parse_operand_list(&c, sizes, index, &ops))
    return NULL;
  unsigned num_sizes = ops.len;
  ParsedItem *syms = pc_accept_kind(&c, PI_SQUARE);
  if (syms && !du_parse_operand_list(&c, syms, index, &ops))
    return NULL;
  IrType *t;
  if (!pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  int64_t seg[2] = {num_sizes, ops.len - num_sizes};
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "operandSegmentSizes", du_i32_dense(ctx, 2, seg));
  return op_parser_create(p, ops.len, ops.data, 1, &t,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_alloc(IrPrinter *p, IrOp *op) {
  unsigned num_sizes, num_syms;
  ir_op_segment(op, 0, &num_sizes);
  unsigned syms = ir_op_segment(op, 1, &num_syms);
  pr_puts(p, "(");
  pr_operands(p, op, 0, num_sizes);
  pr_puts(p, ")");
  if (num_syms)
    du_print_operand_list(p, op, syms, num_syms);
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_result_types(p, op);
}

/* Symbols the layout map of memref type t takes (0 for other layouts). */
static unsigned layout_symbols(const IrType *t) {
  const IrAttr *layout = t->u.shaped.layout;
  if (!layout || layout->kind != IR_ATTR_AFFINE_MAP)
    return 0;
  return layout->u.map->num_symbols;
}

static const DuAttrSpec alloc_attrs[] = {{"alignment", &du_alignment}};

/* The ODS checks of alloc and alloca. */
static bool verify_alloc_ods(IrContext *ctx, IrOp *op) {
  return du_check_attr_kinds(ctx, op, alloc_attrs, 1) &&
         du_check_num_results(ctx, op, 1) && du_check_segments(ctx, op, 2) &&
         du_check_operand_group(ctx, op, 0, op->num_operands, &du_index) &&
         du_check_result(ctx, op, 0, &du_memref);
}

/* The operand counts of alloc and alloca against their memref type. */
static bool verify_alloc_operands(IrContext *ctx, IrOp *op) {
  unsigned num_sizes, num_syms;
  ir_op_segment(op, 0, &num_sizes);
  ir_op_segment(op, 1, &num_syms);
  IrType *t = memref_result_type(op);
  if (num_sizes != du_num_dynamic_dims(t))
    return du_op_error(ctx, op,
                       "incorrect number of dynamic sizes, has %u, expected %u",
                       num_sizes, du_num_dynamic_dims(t));
  if (num_syms != layout_symbols(t))
    return du_op_error(ctx, op,
                       "symbol operand count does not equal memref symbol "
                       "count: expected %u, got %u",
                       layout_symbols(t), num_syms);
  return true;
}

static bool verify_alloc(IrContext *ctx, IrOp *op) {
  return verify_alloc_ods(ctx, op) && verify_alloc_operands(ctx, op);
}

/* alloca also needs an enclosing automatic allocation scope: any op but
 * the module (func.func and the loops have the trait in MLIR). */
static bool verify_alloca(IrContext *ctx, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!verify_alloc_ods(ctx, op))
    return false;
  if (!parent || ir_op_has_trait(parent, IR_TRAIT_SYMBOL_TABLE))
    return du_op_error(ctx, op,
                       "requires an ancestor op with "
                       "AutomaticAllocationScope trait");
  return verify_alloc_operands(ctx, op);
}

/* -------------------------------------------------- ops on a single memref */

/* "%m : T": the operand's type after a colon (dealloc, rank). */
static IrOp *build_unary(OpParser *p, IrType *result) {
  ItemCursor c = pc_begin(p);
  ParsedItem *m = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *t;
  if (!m || !pc_expect_punct(&c, ':'))
    return NULL;
  IrLocation loc = pc_loc(&c);
  if (!(t = pc_expect_type(&c)) || !pc_expect_end(&c))
    return NULL;
  if (t->kind != IR_TYPE_MEMREF)
    return op_parser_custom_error(p, loc, "invalid kind of type specified");
  IrValue *v = op_parser_use(p, m, t);
  if (!v)
    return NULL;
  return op_parser_create(p, 1, &v, result ? 1 : 0, &result, NULL);
}

static IrOp *build_dealloc(OpParser *p) { return build_unary(p, NULL); }

static IrOp *build_rank(OpParser *p) {
  return build_unary(p, ir_type_index(p->ctx));
}

/* " %m : T" for dealloc and rank. */
static void print_unary(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (op->num_operands)
    print_colon_operand_type(p, op, 0);
}

static bool verify_dealloc(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 0) &&
         du_check_num_operands(ctx, op, 1, false) &&
         du_check_operand(ctx, op, 0, &du_any_memref);
}

static bool verify_rank(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 1, false) &&
         du_check_operand(ctx, op, 0, &du_any_memref) &&
         du_check_result(ctx, op, 0, &du_index);
}

/* ---------------------------------------------------------- load and store */

/* memref.load %m[%i, ...] : T and memref.store %v, %m[%i, ...] : T. With
 * `store` the stored value comes first and there is no result. */
static IrOp *build_access(OpParser *p, bool store) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *val = NULL, *mem, *idx;
  if (store && (!(val = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
                !pc_expect_punct(&c, ',')))
    return NULL;
  IrType *t;
  if (!(mem = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  IrType *elem = t->u.shaped.elem;
  if (store)
    value_vec_push(ctx, &ops, op_parser_use(p, val, elem));
  value_vec_push(ctx, &ops, op_parser_use(p, mem, t));
  for (unsigned i = 0; i < ops.len; i++)
    if (!ops.data[i])
      return NULL;
  if (!du_parse_operand_list(&c, idx, ir_type_index(ctx), &ops))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, store ? 0 : 1, &elem, NULL);
}

static IrOp *build_load(OpParser *p) { return build_access(p, false); }
static IrOp *build_store(OpParser *p) { return build_access(p, true); }

/* Writes "%m[%i, ...] {attrs} : T" where operand `first` is the memref;
 * nontemporal = false is MLIR's default and not printed. */
static void print_access(IrPrinter *p, IrOp *op, unsigned first) {
  if (op->num_operands <= first)
    return;
  pr_value(p, ir_op_operand(op, first));
  du_print_operand_list(p, op, first + 1, op->num_operands - first - 1);
  const char *elided[1] = {"nontemporal"};
  du_print_attrs(p, op, elided, du_is_false(ir_op_attr(op, "nontemporal")));
  print_colon_operand_type(p, op, first);
}

static void print_load(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  print_access(p, op, 0);
}

static void print_store(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands ? 1 : 0);
  pr_puts(p, ", ");
  print_access(p, op, 1);
}

/* The ODS part shared by load and store: the memref is operand `first`,
 * the indices follow it. */
static const DuAttrSpec access_attrs[] = {{"alignment", &du_alignment},
                                          {"nontemporal", &du_bool_attr}};

static bool verify_access_operands(IrContext *ctx, IrOp *op, unsigned first) {
  return du_check_attr_kinds(ctx, op, access_attrs, 2) &&
         du_check_num_results(ctx, op, first ? 0 : 1) &&
         du_check_num_operands(ctx, op, first + 1, true) &&
         du_check_operand(ctx, op, first, &du_memref) &&
         du_check_operand_group(ctx, op, first + 1,
                                op->num_operands - first - 1, &du_index);
}

static bool verify_load(IrContext *ctx, IrOp *op) {
  if (!verify_access_operands(ctx, op, 0))
    return false;
  IrType *t = memref_operand_type(op, 0);
  if (memref_result_type(op) != t->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that result type matches "
                       "element type of 'memref'");
  if ((int)op->num_operands - 1 != t->u.shaped.rank)
    return du_op_error(ctx, op,
                       "incorrect number of indices for load, expected %d "
                       "but got %u",
                       t->u.shaped.rank, op->num_operands - 1);
  return true;
}

static bool verify_store(IrContext *ctx, IrOp *op) {
  if (!verify_access_operands(ctx, op, 1))
    return false;
  IrType *t = memref_operand_type(op, 1);
  if (memref_operand_type(op, 0) != t->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that type of 'value' "
                       "matches element type of 'memref'");
  if ((int)op->num_operands - 2 != t->u.shaped.rank)
    return du_op_error(ctx, op,
                       "store index operand count not equal to "
                       "memref rank");
  return true;
}

/* -------------------------------------------------------------------- dim */

/* memref.dim %m, %i : T */
static IrOp *build_dim(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *m, *i;
  IrType *t;
  if (!(m = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(i = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ':') || !(t = pc_expect_type(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  IrType *index = ir_type_index(ctx);
  IrValue *ops[2] = {op_parser_use(p, m, t), op_parser_use(p, i, index)};
  if (!ops[0] || !ops[1])
    return NULL;
  return op_parser_create(p, 2, ops, 1, &index, NULL);
}

static void print_dim(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (op->num_operands)
    print_colon_operand_type(p, op, 0);
}

static bool is_dim_source(const IrType *t) {
  return t && t->kind == IR_TYPE_MEMREF && t->u.shaped.rank != 0;
}
static const DuTypeConstraint dim_source = {
    is_dim_source, "unranked.memref of any type values or "
                   "non-0-ranked.memref of any type values"};

static bool verify_dim(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 2, false) &&
         du_check_operand(ctx, op, 0, &dim_source) &&
         du_check_operand(ctx, op, 1, &du_index) &&
         du_check_result(ctx, op, 0, &du_index);
}

/* ---------------------------------------------------- global, get_global */

/* The tensor type a global of memref type t is initialized with. */
static IrType *init_tensor_type(IrContext *ctx, const IrType *t) {
  return ir_type_tensor(ctx, t->u.shaped.rank, t->u.shaped.shape,
                        t->u.shaped.elem);
}

/* Reads the part after the ':' of memref.global: "T", "T = uninitialized"
 * or "T = dense<...>" (the value typed from T), adding type and
 * initial_value to attrs. */
static bool build_global_value(OpParser *p, ItemCursor *c, AttrVec *attrs) {
  IrContext *ctx = p->ctx;
  IrType *t = pc_expect_type(c);
  if (!t)
    return false;
  if (!memref_is_ranked(t) || ir_type_num_elements(t) < 0) {
    op_parser_custom_error(p, p->loc,
                           "type should be static shaped memref, but got %s",
                           du_quoted_type(ctx, t));
    return false;
  }
  attr_vec_push(ctx, attrs, "type", ir_attr_type(ctx, t));
  if (!pc_accept_punct(c, '='))
    return true;
  IrAttr *init;
  if (pc_accept_keyword(c, "uninitialized")) {
    init = ir_attr_unit(ctx);
  } else {
    ParsedItem *it = pc_next(c);
    if (!it) {
      pc_error_expected(c, "attribute value");
      return false;
    }
    if (!(init = op_parser_typed_attr(p, it, init_tensor_type(ctx, t))))
      return false;
    if (init->kind != IR_ATTR_DENSE) {
      op_parser_custom_error(
          p, p->loc, "initial value should be a unit or elements attribute");
      return false;
    }
  }
  attr_vec_push(ctx, attrs, "initial_value", init);
  return true;
}

/* memref.global ["vis"] [constant] @name : T [= uninitialized | = value] */
static IrOp *build_global(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  AttrVec attrs = {0};
  ParsedItem *vis = pc_accept_kind(&c, PI_STRING);
  if (vis)
    attr_vec_push(ctx, &attrs, "sym_visibility",
                  ir_attr_string(ctx, vis->str, vis->len, NULL));
  if (pc_accept_keyword(&c, "constant"))
    attr_vec_push(ctx, &attrs, "constant", ir_attr_unit(ctx));
  ParsedItem *name = pc_expect_symbol_name(&c);
  if (!name || !pc_expect_punct(&c, ':'))
    return NULL;
  const char *sym = name->attr->u.symref.names[0];
  attr_vec_push(ctx, &attrs, "sym_name",
                ir_attr_string(ctx, sym, strlen(sym), NULL));
  if (!build_global_value(p, &c, &attrs) || !pc_expect_end(&c))
    return NULL;
  return op_parser_create(p, 0, NULL, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* Writes a symbol name held by a string attribute as @name. */
static void print_symbol_name(IrPrinter *p, const IrAttr *name) {
  IrContext *ctx = pr_context(p);
  const char *s = ir_intern(ctx, name->u.str.data, name->u.str.len);
  pr_attr(p, ir_attr_symref(ctx, 1, &s));
}

static void print_global(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"sym_visibility", "constant", "sym_name",
                                       "type", "initial_value"};
  IrAttr *vis = ir_op_attr(op, "sym_visibility");
  IrAttr *name = ir_op_attr(op, "sym_name");
  IrAttr *type = ir_op_attr(op, "type");
  IrAttr *init = ir_op_attr(op, "initial_value");
  if (vis) {
    pr_puts(p, " ");
    pr_attr(p, vis);
  }
  if (ir_op_attr(op, "constant"))
    pr_puts(p, " constant");
  pr_puts(p, " ");
  if (name && name->kind == IR_ATTR_STRING)
    print_symbol_name(p, name);
  pr_puts(p, " : ");
  if (type && type->kind == IR_ATTR_TYPE)
    pr_type(p, type->u.type);
  if (init) {
    pr_puts(p, " = ");
    if (init->kind == IR_ATTR_UNIT)
      pr_puts(p, "uninitialized");
    else
      pr_attr_without_type(p, init);
  }
  du_print_attrs(p, op, elided, sizeof elided / sizeof *elided);
}

static bool is_memref_type_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_TYPE && a->u.type->kind == IR_TYPE_MEMREF;
}
static const DuAttrConstraint memref_type_attr = {is_memref_type_attr,
                                                  "memref type attribute"};
/* Checks sym_visibility of a symbol op, as MLIR's SymbolOpInterface does. */
static bool verify_visibility(IrContext *ctx, IrOp *op, const IrAttr *vis) {
  static const char *const ok[] = {"public", "private", "nested"};
  for (unsigned i = 0; vis && i < 3; i++)
    if (vis->u.str.len == strlen(ok[i]) &&
        memcmp(vis->u.str.data, ok[i], vis->u.str.len) == 0)
      return true;
  return !vis || du_op_error(ctx, op,
                             "visibility expected to be one of [\"public\", "
                             "\"private\", \"nested\"], but got %s",
                             ir_attr_str(ctx, (IrAttr *)vis));
}

/* Checks a global's initial value against its memref type t. */
static bool verify_initial_value(IrContext *ctx, IrOp *op, IrType *t,
                                 IrAttr *init) {
  if (!init || init->kind == IR_ATTR_UNIT)
    return true;
  if (init->kind != IR_ATTR_DENSE || !ir_type_is_shaped(init->type))
    return du_op_error(ctx, op,
                       "initial value should be a unit or elements "
                       "attribute, but got %s",
                       ir_attr_str(ctx, init));
  IrType *it = init->type;
  if (it->u.shaped.elem != t->u.shaped.elem)
    return du_op_error(ctx, op,
                       "initial value element expected to be of type %s, but "
                       "was of type %s",
                       du_quoted_type(ctx, t->u.shaped.elem),
                       du_quoted_type(ctx, it->u.shaped.elem));
  bool same = it->u.shaped.rank == t->u.shaped.rank &&
              (t->u.shaped.rank <= 0 ||
               memcmp(it->u.shaped.shape, t->u.shaped.shape,
                      (size_t)t->u.shaped.rank * sizeof(int64_t)) == 0);
  if (!same)
    return du_op_error(
        ctx, op, "initial value shape expected to be %s but was %s",
        ir_shape_str(ctx, (unsigned)t->u.shaped.rank, t->u.shaped.shape),
        ir_shape_str(ctx,
                     (unsigned)(it->u.shaped.rank > 0 ? it->u.shaped.rank : 0),
                     it->u.shaped.shape));
  return true;
}

static const DuAttrSpec global_attrs[] = {{"alignment", &du_alignment},
                                          {"constant", &du_unit_attr},
                                          {"sym_name", &du_string_attr},
                                          {"sym_visibility", &du_string_attr},
                                          {"type", &memref_type_attr}};

static bool verify_global(IrContext *ctx, IrOp *op) {
  IrAttr *name, *type;
  IrAttr *vis = ir_op_attr(op, "sym_visibility");
  IrAttr *init = ir_op_attr(op, "initial_value");
  if (!du_check_attr_kinds(ctx, op, global_attrs, 5) ||
      !du_check_num_results(ctx, op, 0) ||
      !du_check_num_operands(ctx, op, 0, false) ||
      !du_check_attr(ctx, op, "sym_name", &du_string_attr, true, &name) ||
      !du_check_attr(ctx, op, "type", &memref_type_attr, true, &type) ||
      !verify_visibility(ctx, op, vis))
    return false;
  IrType *t = type->u.type;
  if (!memref_is_ranked(t) || ir_type_num_elements(t) < 0)
    return du_op_error(ctx, op,
                       "type should be static shaped memref, but got %s",
                       du_quoted_type(ctx, t));
  return verify_initial_value(ctx, op, t, init);
}

/* memref.get_global @name : T */
static IrOp *build_get_global(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *name = pc_expect_kind(&c, PI_SYMREF, "symbol reference");
  IrType *t;
  if (!name || !pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(p->ctx, &attrs, "name", name->attr);
  return op_parser_create(p, 0, NULL, 1, &t,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

static void print_get_global(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"name"};
  IrAttr *name = ir_op_attr(op, "name");
  if (name) {
    pr_puts(p, " ");
    pr_attr(p, name);
  }
  pr_puts(p, " : ");
  pr_result_types(p, op);
  du_print_attrs(p, op, elided, 1);
}

/* The memref.global named name in the symbol table closest to op, or NULL. */
static IrOp *lookup_global(const IrOp *op, const char *name) {
  IrOp *table = ir_op_parent_op(op);
  while (table && !ir_op_has_trait(table, IR_TRAIT_SYMBOL_TABLE))
    table = ir_op_parent_op(table);
  if (!table || !table->num_regions)
    return NULL;
  for (IrBlock *b = table->regions[0].first; b; b = b->next)
    for (IrOp *g = b->first; g; g = g->next) {
      IrAttr *s = ir_op_attr(g, "sym_name");
      if (s && s->kind == IR_ATTR_STRING && s->u.str.len == strlen(name) &&
          memcmp(s->u.str.data, name, s->u.str.len) == 0)
        return strcmp(g->name, "memref.global") == 0 ? g : NULL;
    }
  return NULL;
}

static bool is_static_memref(const IrType *t) {
  return memref_is_ranked(t) && ir_type_num_elements(t) >= 0;
}
static const DuTypeConstraint static_memref = {
    is_static_memref, "statically shaped memref of any type values"};

static bool verify_get_global(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"name", &du_flat_symref}};
  IrAttr *name;
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 0, false) ||
      !du_check_attr(ctx, op, "name", &du_flat_symref, true, &name) ||
      !du_check_result(ctx, op, 0, &static_memref))
    return false;
  const char *sym = name->u.symref.names[0];
  IrOp *global = lookup_global(op, sym);
  if (!global)
    return du_op_error(ctx, op, "'%s' does not reference a valid global memref",
                       sym);
  IrAttr *type = ir_op_attr(global, "type");
  if (type && type->kind == IR_ATTR_TYPE &&
      type->u.type != memref_result_type(op))
    return du_op_error(ctx, op,
                       "result type %s does not match type %s of the global "
                       "memref @%s",
                       du_quoted_type(ctx, memref_result_type(op)),
                       du_quoted_type(ctx, type->u.type), sym);
  return true;
}

/* ---------------------------------------------- cast, memory_space_cast */

/* "%x : T to U" (memref.cast, memref.memory_space_cast): both types must
 * be memrefs, ranked or not. */
static IrOp *build_cast(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *x = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *from, *to;
  if (!x || !du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (from->kind != IR_TYPE_MEMREF || to->kind != IR_TYPE_MEMREF)
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  IrValue *v = op_parser_use(p, x, from);
  return v ? op_parser_create(p, 1, &v, 1, &to, NULL) : NULL;
}

static void print_cast(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (op->num_operands)
    du_print_cast_types(p, op, "to");
}

/* True when a static stride/offset/size a and b may describe the same
 * memory: equal, or one of them dynamic. */
static bool compatible_extent(int64_t a, int64_t b) {
  return a == IR_DYNAMIC || b == IR_DYNAMIC || a == b;
}

/* memref.cast's rule for two ranked memrefs: same element type, memory
 * space and rank, compatible sizes, and layouts equal or with compatible
 * strides and offsets. */
static bool ranked_cast_compatible(IrContext *ctx, const IrType *a,
                                   const IrType *b) {
  int rank = a->u.shaped.rank;
  if (a->u.shaped.elem != b->u.shaped.elem || rank != b->u.shaped.rank ||
      !memref_same_space(a, b))
    return false;
  if (a->u.shaped.layout != b->u.shaped.layout) {
    int64_t *sa, *sb, oa, ob;
    if (!du_memref_strides(ctx, a, &sa, &oa) ||
        !du_memref_strides(ctx, b, &sb, &ob) || !compatible_extent(oa, ob))
      return false;
    for (int i = 0; i < rank; i++)
      if (!compatible_extent(sa[i], sb[i]))
        return false;
  }
  for (int i = 0; i < rank; i++) {
    int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
    if (x != IR_DYNAMIC && y != IR_DYNAMIC && x != y)
      return false;
  }
  return true;
}

/* memref.cast's rule: ranked to ranked as above, or between ranked and
 * unranked with the same element type and memory space. */
static bool cast_compatible(IrContext *ctx, const IrType *a, const IrType *b) {
  bool ua = a->u.shaped.rank < 0, ub = b->u.shaped.rank < 0;
  if (!ua && !ub)
    return ranked_cast_compatible(ctx, a, b);
  return !(ua && ub) && a->u.shaped.elem == b->u.shaped.elem &&
         memref_same_space(a, b);
}

/* memory_space_cast's rule: only the memory space may differ. */
static bool space_cast_compatible(IrContext *ctx, const IrType *a,
                                  const IrType *b) {
  if (a->u.shaped.elem != b->u.shaped.elem ||
      a->u.shaped.rank != b->u.shaped.rank ||
      a->u.shaped.layout != b->u.shaped.layout)
    return false;
  return a->u.shaped.rank <= 0 ||
         memcmp(a->u.shaped.shape, b->u.shaped.shape,
                (size_t)a->u.shaped.rank * sizeof(int64_t)) == 0;
}

/* The checks of a cast between memrefs, with the op's compatibility rule. */
static bool verify_cast_with(IrContext *ctx, IrOp *op,
                             bool (*compatible)(IrContext *, const IrType *,
                                                const IrType *)) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_operand(ctx, op, 0, &du_any_memref) ||
      !du_check_result(ctx, op, 0, &du_any_memref))
    return false;
  IrType *from = memref_operand_type(op, 0), *to = memref_result_type(op);
  if (!compatible(ctx, from, to))
    return du_op_error(ctx, op,
                       "operand type %s and result type %s are cast "
                       "incompatible",
                       du_quoted_type(ctx, from), du_quoted_type(ctx, to));
  return true;
}

static bool verify_cast(IrContext *ctx, IrOp *op) {
  return verify_cast_with(ctx, op, cast_compatible);
}

static bool verify_memory_space_cast(IrContext *ctx, IrOp *op) {
  return verify_cast_with(ctx, op, space_cast_compatible);
}

/* ------------------------------------------------------------------- copy */

/* memref.copy %src, %dst : T to U */
static IrOp *build_copy(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *src, *dst;
  IrType *from, *to;
  if (!(src = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(dst = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  IrValue *ops[2] = {op_parser_use(p, src, from), op_parser_use(p, dst, to)};
  return ops[0] && ops[1] ? op_parser_create(p, 2, ops, 0, NULL, NULL) : NULL;
}

static void print_copy(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (op->num_operands == 2) {
    print_colon_operand_type(p, op, 0);
    pr_puts(p, " to ");
    pr_type(p, memref_operand_type(op, 1));
  }
}

/* MLIR's verifyCompatibleShape for two memrefs (unranked fits anything). */
static bool compatible_shapes(const IrType *a, const IrType *b) {
  if (a->u.shaped.rank < 0 || b->u.shaped.rank < 0)
    return true;
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (int i = 0; i < a->u.shaped.rank; i++)
    if (!compatible_extent(a->u.shaped.shape[i], b->u.shaped.shape[i]))
      return false;
  return true;
}

static bool verify_copy(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 0) ||
      !du_check_num_operands(ctx, op, 2, false) ||
      !du_check_operand(ctx, op, 0, &du_any_memref) ||
      !du_check_operand(ctx, op, 1, &du_any_memref))
    return false;
  IrType *a = memref_operand_type(op, 0), *b = memref_operand_type(op, 1);
  if (a->u.shaped.elem != b->u.shaped.elem)
    return du_op_error(ctx, op,
                       "requires the same element type for all operands");
  if (!compatible_shapes(a, b))
    return du_op_error(ctx, op, "requires the same shape for all operands");
  return true;
}

/* ------------------------------------------------------ assume_alignment */

/* memref.assume_alignment %m, 16 : T (the result has the operand's type) */
static IrOp *build_assume_alignment(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *m = pc_expect_kind(&c, PI_SSA, "SSA operand");
  int64_t align;
  IrType *t;
  if (!m || !pc_expect_punct(&c, ',') || !pc_expect_int(&c, &align) ||
      !pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  IrValue *v = op_parser_use(p, m, t);
  if (!v)
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(
      ctx, &attrs, "alignment",
      ir_attr_integer(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS), align));
  return op_parser_create(p, 1, &v, 1, &t,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_assume_alignment(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"alignment"};
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  pr_printf(p, ", %lld", (long long)ir_op_int_attr(op, "alignment", 0));
  du_print_attrs(p, op, elided, 1);
  if (op->num_operands)
    print_colon_operand_type(p, op, 0);
}

static bool is_positive_i32(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && a->type &&
         a->type->kind == IR_TYPE_INTEGER && a->type->u.integer.width == 32 &&
         a->u.integer.value > 0;
}
static const DuAttrConstraint positive_i32 = {
    is_positive_i32,
    "32-bit signless integer attribute whose value is positive"};

static bool verify_assume_alignment(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"alignment", &positive_i32}};
  IrAttr *a;
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_attr(ctx, op, "alignment", &positive_i32, true, &a) ||
      !du_check_operand(ctx, op, 0, &du_memref) ||
      !du_check_result(ctx, op, 0, &du_memref))
    return false;
  if (memref_operand_type(op, 0) != memref_result_type(op))
    return du_op_error(ctx, op,
                       "failed to verify that all of {memref, "
                       "result} have same type");
  int64_t v = a->u.integer.value;
  if (v & (v - 1))
    return du_op_error(ctx, op, "alignment must be power of 2");
  return true;
}

/* ------------------------------- extract_aligned_pointer_as_index & co. */

/* "%m : T -> U, ..." (extract_aligned_pointer_as_index,
 * extract_strided_metadata). */
static IrOp *build_extract(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *m = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *t, **results;
  unsigned num;
  if (!m || !pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, true)) ||
      !pc_expect_punct(&c, '>') || !pc_expect_type_list(&c, &results, &num) ||
      !pc_expect_end(&c))
    return NULL;
  IrValue *v = op_parser_use(p, m, t);
  return v ? op_parser_create(p, 1, &v, num, results, NULL) : NULL;
}

static void print_extract(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (!op->num_operands)
    return;
  print_colon_operand_type(p, op, 0);
  pr_puts(p, " -> ");
  pr_result_types(p, op);
}

static bool verify_extract_aligned_pointer(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 1, false) &&
         du_check_operand(ctx, op, 0, &du_any_memref) &&
         du_check_result(ctx, op, 0, &du_index);
}

/* "'a', 'b'" for the types of a list, as MLIR's messages write them. */
static const char *type_list_str(IrContext *ctx, IrType **types, unsigned n) {
  size_t len = 0, cap = 1;
  const char **parts = ir_alloc(ctx, (n + 1) * sizeof *parts);
  for (unsigned i = 0; i < n; i++)
    cap += strlen(parts[i] = du_quoted_type(ctx, types[i])) + 2;
  char *s = ir_alloc(ctx, cap);
  for (unsigned i = 0; i < n; i++)
    len +=
        (size_t)snprintf(s + len, cap - len, "%s%s", i ? ", " : "", parts[i]);
  return s;
}

static bool is_strided_memref(const IrType *t) {
  return memref_is_ranked(t) &&
         (!t->u.shaped.layout || t->u.shaped.layout->kind != IR_ATTR_OPAQUE);
}
static const DuTypeConstraint strided_memref = {
    is_strided_memref, "strided memref of any type values"};
static bool is_rank0_memref(const IrType *t) {
  return memref_is_ranked(t) && t->u.shaped.rank == 0;
}
static const DuTypeConstraint rank0_memref = {
    is_rank0_memref, "strided memref of any type values of rank 0"};

/* The result types extract_strided_metadata has for a source of type t:
 * base memref, offset, sizes, strides. */
static IrType **strided_metadata_types(IrContext *ctx, const IrType *t,
                                       unsigned *num) {
  unsigned rank = (unsigned)t->u.shaped.rank;
  IrType **types = ir_alloc(ctx, (2 + 2 * rank) * sizeof *types);
  types[0] =
      ir_type_memref(ctx, 0, NULL, t->u.shaped.elem, NULL, t->u.shaped.space);
  for (unsigned i = 1; i < 2 + 2 * rank; i++)
    types[i] = ir_type_index(ctx);
  *num = 2 + 2 * rank;
  return types;
}

static bool verify_extract_strided_metadata(IrContext *ctx, IrOp *op) {
  if (op->num_results < 2)
    return du_op_error(ctx, op, "expected 2 or more results");
  if (!du_check_num_operands(ctx, op, 1, false) ||
      !du_check_operand(ctx, op, 0, &strided_memref) ||
      !du_check_result(ctx, op, 0, &rank0_memref))
    return false;
  unsigned num;
  IrType **want = strided_metadata_types(ctx, memref_operand_type(op, 0), &num);
  IrType **have = ir_alloc(ctx, (op->num_results + 1) * sizeof *have);
  bool same = num == op->num_results;
  for (unsigned i = 0; i < op->num_results; i++) {
    have[i] = op->results[i]->type;
    same &= i < num && have[i] == want[i];
  }
  if (same)
    return true;
  du_op_error(ctx, op,
              "inferred type(s) %s are incompatible with return type(s) of "
              "operation %s",
              type_list_str(ctx, want, num),
              type_list_str(ctx, have, op->num_results));
  return du_op_error(ctx, op, "failed to infer returned types");
}

/* ------------------------------------------------------------------- view */

/* memref.view %buf[%shift][%sizes] : T to U */
static IrOp *build_view(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand"), *shift, *sizes;
  IrType *from, *to;
  if (!src || !(shift = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !(sizes = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (!memref_is_ranked(from) || !memref_is_ranked(to))
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  ValueVec ops = {0};
  value_vec_push(ctx, &ops, op_parser_use(p, src, from));
  if (!ops.data[0] ||
      !du_parse_operand_list(&c, shift, ir_type_index(ctx), &ops))
    return NULL;
  if (ops.len != 2)
    return op_parser_custom_error(p, shift->loc,
                                  "expected 1 byte shift operand");
  if (!du_parse_operand_list(&c, sizes, ir_type_index(ctx), &ops))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, 1, &to, NULL);
}

static void print_view(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  if (op->num_operands < 2)
    return;
  pr_value(p, ir_op_operand(op, 0));
  du_print_operand_list(p, op, 1, 1);
  du_print_operand_list(p, op, 2, op->num_operands - 2);
  du_print_attrs(p, op, NULL, 0);
  du_print_cast_types(p, op, "to");
}

static bool is_byte_buffer(const IrType *t) {
  const IrType *e = memref_is_ranked(t) ? t->u.shaped.elem : NULL;
  return e && t->u.shaped.rank == 1 && e->kind == IR_TYPE_INTEGER &&
         e->u.integer.width == 8 && e->u.integer.signedness == IR_SIGNLESS;
}
static const DuTypeConstraint byte_buffer = {
    is_byte_buffer, "1D memref of 8-bit signless integer values"};

static bool verify_view(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, true) ||
      !du_check_operand(ctx, op, 0, &byte_buffer) ||
      !du_check_operand(ctx, op, 1, &du_index) ||
      !du_check_operand_group(ctx, op, 2, op->num_operands - 2, &du_index) ||
      !du_check_result(ctx, op, 0, &du_memref))
    return false;
  IrType *base = memref_operand_type(op, 0), *view = memref_result_type(op);
  if (op->num_operands - 2 != du_num_dynamic_dims(view))
    return du_op_error(ctx, op,
                       "incorrect number of dynamic sizes, has %u, expected %u",
                       op->num_operands - 2, du_num_dynamic_dims(view));
  if (!du_layout_is_identity(base->u.shaped.layout))
    return ir_error(ctx, op->loc, "unsupported map for base memref type %s",
                    du_quoted_type(ctx, base));
  if (!du_layout_is_identity(view->u.shaped.layout))
    return ir_error(ctx, op->loc, "unsupported map for result memref type %s",
                    du_quoted_type(ctx, view));
  if (!memref_same_space(base, view))
    return ir_error(ctx, op->loc,
                    "different memory spaces specified for base memref type "
                    "%s and view memref type %s",
                    du_quoted_type(ctx, base), du_quoted_type(ctx, view));
  return true;
}

/* --------------------------------------------------------------- prefetch */

/* Expects keyword a or b and sets *is_a to which one it was; otherwise
 * reports "<what> has to be 'a' or 'b'". */
static bool expect_choice(ItemCursor *c, const char *a, const char *b,
                          const char *what, bool *is_a) {
  ParsedItem *k = pc_expect_kind(c, PI_KEYWORD, "keyword");
  if (!k)
    return false;
  *is_a = strcmp(k->text, a) == 0;
  if (*is_a || strcmp(k->text, b) == 0)
    return true;
  op_parser_custom_error(c->p, c->p->loc, "%s has to be '%s' or '%s'", what, a,
                         b);
  return false;
}

/* memref.prefetch %m[%i], read|write, locality<N>, data|instr : T */
static IrOp *build_prefetch(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *m = pc_expect_kind(&c, PI_SSA, "SSA operand"), *idx, *loc;
  bool read, data;
  int64_t hint;
  IrType *t;
  if (!m || !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ',') ||
      !expect_choice(&c, "read", "write", "rw specifier", &read) ||
      !pc_expect_punct(&c, ',') ||
      !(loc = pc_expect_kind(&c, PI_KEYWORD, "'locality'")))
    return NULL;
  ItemCursor sub = pc_sub(&c, loc);
  if (strcmp(loc->text, "locality") != 0 || !loc->has_angle)
    return op_parser_custom_error(p, loc->loc, "expected 'locality<N>'");
  if (!pc_expect_int(&sub, &hint) || !pc_expect_end(&sub) ||
      !pc_expect_punct(&c, ',') ||
      !expect_choice(&c, "data", "instr", "cache type", &data) ||
      !pc_expect_punct(&c, ':') ||
      !(t = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  value_vec_push(ctx, &ops, op_parser_use(p, m, t));
  if (!ops.data[0] || !du_parse_operand_list(&c, idx, ir_type_index(ctx), &ops))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "isWrite", ir_attr_bool(ctx, !read));
  attr_vec_push(
      ctx, &attrs, "localityHint",
      ir_attr_integer(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS), hint));
  attr_vec_push(ctx, &attrs, "isDataCache", ir_attr_bool(ctx, data));
  return op_parser_create(p, ops.len, ops.data, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_prefetch(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"isWrite", "localityHint",
                                       "isDataCache"};
  IrAttr *w = ir_op_attr(op, "isWrite"), *d = ir_op_attr(op, "isDataCache");
  if (!op->num_operands)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  du_print_operand_list(p, op, 1, op->num_operands - 1);
  pr_printf(p, ", %s, locality<%lld>, %s", du_is_false(w) ? "read" : "write",
            (long long)ir_op_int_attr(op, "localityHint", 0),
            du_is_false(d) ? "instr" : "data");
  du_print_attrs(p, op, elided, 3);
  print_colon_operand_type(p, op, 0);
}

static bool is_locality(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && a->type &&
         a->type->kind == IR_TYPE_INTEGER && a->type->u.integer.width == 32 &&
         a->u.integer.value >= 0 && a->u.integer.value <= 3;
}
static const DuAttrConstraint locality = {
    is_locality, "32-bit signless integer attribute whose minimum value is 0 "
                 "whose maximum value is 3"};

static bool verify_prefetch(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"isDataCache", &du_bool_attr},
                                     {"isWrite", &du_bool_attr},
                                     {"localityHint", &locality}};
  IrAttr *a;
  if (!du_check_attr_kinds(ctx, op, attrs, 3) ||
      !du_check_num_results(ctx, op, 0) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_attr(ctx, op, "isDataCache", &du_bool_attr, true, &a) ||
      !du_check_attr(ctx, op, "isWrite", &du_bool_attr, true, &a) ||
      !du_check_attr(ctx, op, "localityHint", &locality, true, &a) ||
      !du_check_operand(ctx, op, 0, &du_memref) ||
      !du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index))
    return false;
  if ((int)op->num_operands != 1 + memref_operand_type(op, 0)->u.shaped.rank)
    return du_op_error(ctx, op, "too few indices");
  return true;
}

/* -------------------------------------------------------------- the table */

#define OP(name, build, print, verify)                                         \
  { "memref." name, IR_FORMAT_FLAT, 0, build, print, verify }
#define PURE_OP(name, build, print, verify)                                    \
  { "memref." name, IR_FORMAT_FLAT, IR_TRAIT_PURE, build, print, verify }

static const IrOpDef memref_ops[] = {
    OP("alloc", build_alloc, print_alloc, verify_alloc),
    OP("alloca", build_alloc, print_alloc, verify_alloca),
    {"memref.alloca_scope", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK,
     memref_build_alloca_scope, memref_print_alloca_scope,
     memref_verify_alloca_scope},
    {"memref.alloca_scope.return", IR_FORMAT_FLAT,
     IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_RETURN_LIKE,
     du_build_return_like, du_print_yield, memref_verify_alloca_scope_return},
    OP("atomic_rmw", memref_build_atomic_rmw, memref_print_atomic_rmw,
       memref_verify_atomic_rmw),
    {"memref.atomic_yield", IR_FORMAT_FLAT,
     IR_TRAIT_TERMINATOR | IR_TRAIT_PURE | IR_TRAIT_RETURN_LIKE,
     du_build_return_like, du_print_yield, memref_verify_atomic_yield},
    OP("assume_alignment", build_assume_alignment, print_assume_alignment,
       verify_assume_alignment),
    PURE_OP("cast", build_cast, print_cast, verify_cast),
    PURE_OP("collapse_shape", memref_build_collapse_shape,
            memref_print_collapse_shape, memref_verify_collapse_shape),
    OP("copy", build_copy, print_copy, verify_copy),
    OP("dealloc", build_dealloc, print_unary, verify_dealloc),
    PURE_OP("dim", build_dim, print_dim, verify_dim),
    PURE_OP("expand_shape", memref_build_expand_shape,
            memref_print_expand_shape, memref_verify_expand_shape),
    PURE_OP("extract_aligned_pointer_as_index", build_extract, print_extract,
            verify_extract_aligned_pointer),
    PURE_OP("extract_strided_metadata", build_extract, print_extract,
            verify_extract_strided_metadata),
    {"memref.generic_atomic_rmw", IR_FORMAT_REGION, IR_TRAIT_SINGLE_BLOCK,
     memref_build_generic_atomic_rmw, memref_print_generic_atomic_rmw,
     memref_verify_generic_atomic_rmw},
    PURE_OP("get_global", build_get_global, print_get_global,
            verify_get_global),
    {"memref.global", IR_FORMAT_FLAT, IR_TRAIT_SYMBOL, build_global,
     print_global, verify_global},
    OP("load", build_load, print_load, verify_load),
    PURE_OP("memory_space_cast", build_cast, print_cast,
            verify_memory_space_cast),
    OP("prefetch", build_prefetch, print_prefetch, verify_prefetch),
    PURE_OP("rank", build_rank, print_unary, verify_rank),
    OP("realloc", memref_build_realloc, memref_print_realloc,
       memref_verify_realloc),
    PURE_OP("reinterpret_cast", memref_build_reinterpret_cast,
            memref_print_reinterpret_cast, memref_verify_reinterpret_cast),
    PURE_OP("reshape", memref_build_reshape, memref_print_reshape,
            memref_verify_reshape),
    OP("store", build_store, print_store, verify_store),
    PURE_OP("subview", memref_build_subview, memref_print_subview,
            memref_verify_subview),
    PURE_OP("transpose", memref_build_transpose, memref_print_transpose,
            memref_verify_transpose),
    PURE_OP("view", build_view, print_view, verify_view),
};

const IrDialect ir_dialect_memref = {
    "memref", memref_ops, sizeof memref_ops / sizeof memref_ops[0],
    "alignment operandSegmentSizes static_offsets static_sizes "
    "static_strides static_output_shape reassociation permutation name "
    "sym_name sym_visibility type initial_value constant nontemporal kind "
    "isWrite isDataCache localityHint"};

bool ir_op_is_memref_view(const IrOp *op) {
  static const char *const views[] = {
      "memref.cast",          "memref.subview",        "memref.view",
      "memref.reinterpret_cast", "memref.collapse_shape", "memref.expand_shape",
      "memref.transpose",     "memref.memory_space_cast", "memref.reshape"};
  for (unsigned i = 0; i < sizeof views / sizeof views[0]; i++)
    if (ir_op_is(op, views[i]))
      return true;
  return false;
}
