/*
 * dialect_util.c - helpers shared by the dialect files: ODS-style checks
 * with MLIR's messages, shared pieces of custom syntax, and memref layout
 * arithmetic. See dialect_util.h.
 */
#include "dialect_util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../ir/diag.h"

/* ------------------------------------------------------------ diagnostics */

bool du_op_error(IrContext *ctx, const IrOp *op, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return ir_error(ctx, op->loc, "'%s' op %s", op->name, buf);
}

const char *du_quoted_type(IrContext *ctx, IrType *t) {
  const char *s = ir_type_str(ctx, t);
  size_t n = strlen(s);
  char *q = ir_alloc(ctx, n + 3);
  q[0] = '\'';
  memcpy(q + 1, s, n);
  q[n + 1] = '\'';
  return q;
}

/* ------------------------------------------------------ type constraints */

static bool is_index(const IrType *t) { return t && t->kind == IR_TYPE_INDEX; }
static bool is_ranked_memref(const IrType *t) {
  return t && t->kind == IR_TYPE_MEMREF && t->u.shaped.rank >= 0;
}
static bool is_any_memref(const IrType *t) {
  return t && t->kind == IR_TYPE_MEMREF;
}
static bool is_vector(const IrType *t) {
  return t && t->kind == IR_TYPE_VECTOR;
}
static bool is_bool_vector(const IrType *t) {
  IrType *e = is_vector(t) ? t->u.shaped.elem : NULL;
  return e && e->kind == IR_TYPE_INTEGER && e->u.integer.width == 1 &&
         e->u.integer.signedness == IR_SIGNLESS;
}

const DuTypeConstraint du_index = {is_index, "index"};
const DuTypeConstraint du_memref = {is_ranked_memref,
                                    "memref of any type values"};
const DuTypeConstraint du_any_memref = {
    is_any_memref, "ranked or unranked memref of any type values"};
const DuTypeConstraint du_vector = {is_vector, "vector of any type values"};
const DuTypeConstraint du_bool_vector = {
    is_bool_vector, "vector of 1-bit signless integer values"};

bool du_check_num_results(IrContext *ctx, const IrOp *op, unsigned n) {
  if (op->num_results == n)
    return true;
  if (n == 0)
    return du_op_error(ctx, op, "requires zero results");
  if (n == 1)
    return du_op_error(ctx, op, "requires one result");
  return du_op_error(ctx, op, "requires %u results", n);
}

bool du_check_num_operands(IrContext *ctx, const IrOp *op, unsigned n,
                           bool at_least) {
  if (at_least ? op->num_operands >= n : op->num_operands == n)
    return true;
  if (!at_least && n <= 1)
    return du_op_error(
        ctx, op, n ? "requires a single operand" : "requires zero operands");
  return du_op_error(ctx, op, "expected %u%s operands, but found %u", n,
                     at_least ? " or more" : "", op->num_operands);
}

/* Reports "<what> #i must be <prefix><desc>, but got 'T'" unless tc
 * accepts t. */
static bool check_type(IrContext *ctx, const IrOp *op, const char *what,
                       unsigned i, IrType *t, const char *prefix,
                       const DuTypeConstraint *tc) {
  if (tc->accepts(t))
    return true;
  return du_op_error(ctx, op, "%s #%u must be %s%s, but got %s", what, i,
                     prefix, tc->desc, du_quoted_type(ctx, t));
}

bool du_check_operand(IrContext *ctx, const IrOp *op, unsigned i,
                      const DuTypeConstraint *tc) {
  return check_type(ctx, op, "operand", i, ir_op_operand(op, i)->type, "", tc);
}

bool du_check_operand_group(IrContext *ctx, const IrOp *op, unsigned first,
                            unsigned n, const DuTypeConstraint *tc) {
  for (unsigned i = first; i < first + n; i++)
    if (!check_type(ctx, op, "operand", i, ir_op_operand(op, i)->type,
                    "variadic of ", tc))
      return false;
  return true;
}

bool du_check_result(IrContext *ctx, const IrOp *op, unsigned i,
                     const DuTypeConstraint *tc) {
  return check_type(ctx, op, "result", i, op->results[i]->type, "", tc);
}

bool du_check_segments(IrContext *ctx, const IrOp *op, unsigned num_segments) {
  IrAttr *a = ir_op_attr(op, "operandSegmentSizes");
  int64_t total = 0;
  bool i32 = a && a->kind == IR_ATTR_DENSE_ARRAY && a->type &&
             a->type->kind == IR_TYPE_INTEGER && a->type->u.integer.width == 32;
  if (i32 && a->u.dense_array.num == num_segments) {
    for (unsigned i = 0; i < num_segments; i++) {
      if (a->u.dense_array.ints[i] < 0)
        return du_op_error(ctx, op,
                           "'operandSegmentSizes' attribute cannot have "
                           "negative elements");
      total += a->u.dense_array.ints[i];
    }
  }
  if (total == (int64_t)op->num_operands)
    return true;
  return du_op_error(ctx, op,
                     "operand count (%u) does not match with the total size "
                     "(%lld) specified in attribute 'operandSegmentSizes'",
                     op->num_operands, (long long)total);
}

/* ------------------------------------------------- attribute constraints */

static bool is_int_type(const IrType *t, unsigned width) {
  return t && t->kind == IR_TYPE_INTEGER && t->u.integer.width == width &&
         t->u.integer.signedness == IR_SIGNLESS;
}
static bool is_i64_dense_array(const IrAttr *a) {
  return a->kind == IR_ATTR_DENSE_ARRAY && is_int_type(a->type, 64);
}
static bool is_i64_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && is_int_type(a->type, 64);
}
static bool is_array_of(const IrAttr *a, bool (*elem)(const IrAttr *)) {
  if (a->kind != IR_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->u.array.num; i++)
    if (!elem(a->u.array.elems[i]))
      return false;
  return true;
}
static bool is_i64_array(const IrAttr *a) {
  return is_array_of(a, is_i64_attr);
}
static bool is_i64_array_array(const IrAttr *a) {
  return is_array_of(a, is_i64_array);
}
static bool is_bool_attr(const IrAttr *a) { return a->kind == IR_ATTR_BOOL; }
static bool is_bool_array(const IrAttr *a) {
  return is_array_of(a, is_bool_attr);
}
static bool is_unit_attr(const IrAttr *a) { return a->kind == IR_ATTR_UNIT; }
static bool is_string_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_STRING;
}
static bool is_map_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_AFFINE_MAP;
}
static bool is_flat_symref(const IrAttr *a) {
  return a->kind == IR_ATTR_SYMBOL_REF && a->u.symref.num == 1;
}
static bool is_alignment(const IrAttr *a) {
  if (a->kind != IR_ATTR_INTEGER || !is_int_type(a->type, 64))
    return false;
  int64_t v = a->u.integer.value;
  return v > 0 && (v & (v - 1)) == 0;
}

const DuAttrConstraint du_i64_dense_array = {is_i64_dense_array,
                                             "i64 dense array attribute"};
const DuAttrConstraint du_i64_array = {is_i64_array,
                                       "64-bit integer array attribute"};
const DuAttrConstraint du_i64_array_array = {
    is_i64_array_array, "Array of 64-bit integer array attributes"};
const DuAttrConstraint du_bool_array = {is_bool_array,
                                        "1-bit boolean array attribute"};
const DuAttrConstraint du_bool_attr = {is_bool_attr, "bool attribute"};
const DuAttrConstraint du_unit_attr = {is_unit_attr, "unit attribute"};
const DuAttrConstraint du_string_attr = {is_string_attr, "string attribute"};
const DuAttrConstraint du_map_attr = {is_map_attr, "AffineMap attribute"};
const DuAttrConstraint du_flat_symref = {is_flat_symref,
                                         "flat symbol reference attribute"};
const DuAttrConstraint du_alignment = {
    is_alignment, "64-bit signless integer attribute whose value is "
                  "positive and whose value is a power of two > 0"};

bool du_check_attr_kinds(IrContext *ctx, const IrOp *op,
                         const DuAttrSpec *specs, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    IrAttr *a = ir_op_attr(op, specs[i].name);
    if (a && !specs[i].constraint->accepts(a))
      return du_op_error(ctx, op,
                         "attribute '%s' failed to satisfy constraint: %s",
                         specs[i].name, specs[i].constraint->desc);
  }
  return true;
}

bool du_check_attr(IrContext *ctx, const IrOp *op, const char *name,
                   const DuAttrConstraint *ac, bool required, IrAttr **out) {
  IrAttr *a = ir_op_attr(op, name);
  *out = NULL;
  if (!a)
    return !required || du_op_error(ctx, op, "requires attribute '%s'", name);
  if (!ac->accepts(a))
    return du_op_error(ctx, op,
                       "attribute '%s' failed to satisfy constraint: %s", name,
                       ac->desc);
  *out = a;
  return true;
}

/* ------------------------------------------------------ attribute values */

IrAttr *du_i64_dense(IrContext *ctx, unsigned n, const int64_t *v) {
  return ir_attr_dense_array(ctx, ir_type_integer(ctx, 64, IR_SIGNLESS), n, v,
                             NULL);
}

IrAttr *du_i32_dense(IrContext *ctx, unsigned n, const int64_t *v) {
  return ir_attr_dense_array(ctx, ir_type_integer(ctx, 32, IR_SIGNLESS), n, v,
                             NULL);
}

/* dense<[g...]> : tensor<Nxi32>, a splat when all values are equal, as
 * MLIR's DenseElementsAttr stores it (lowerBoundsGroups, ...). */
IrAttr *du_i32_tensor(IrContext *ctx, unsigned n, const int64_t *v) {
  IrType *i32 = ir_type_integer(ctx, 32, IR_SIGNLESS);
  int64_t shape = n;
  bool splat = n > 0;
  for (unsigned i = 1; i < n; i++)
    splat = splat && v[i] == v[0];
  unsigned num = splat ? 1 : n;
  IrAttr **elems = ir_temp_alloc(ctx, (num + 1) * sizeof *elems);
  for (unsigned i = 0; i < num; i++)
    elems[i] = ir_attr_integer(ctx, i32, v[i]);
  return ir_attr_dense(ctx, ir_type_tensor(ctx, 1, &shape, i32), num, elems,
                       splat);
}

IrAttr *du_i64_array_attr(IrContext *ctx, unsigned n, const int64_t *v) {
  IrType *i64 = ir_type_integer(ctx, 64, IR_SIGNLESS);
  IrAttr **elems = ir_temp_alloc(ctx, (n ? n : 1) * sizeof *elems);
  for (unsigned i = 0; i < n; i++)
    elems[i] = ir_attr_integer(ctx, i64, v[i]);
  return ir_attr_array(ctx, n, elems);
}

bool du_int_array_values(IrContext *ctx, const IrAttr *a, int64_t **v,
                         unsigned *n) {
  if (!a || a->kind != IR_ATTR_ARRAY)
    return false;
  *n = a->u.array.num;
  *v = ir_temp_alloc(ctx, (*n ? *n : 1) * sizeof **v);
  for (unsigned i = 0; i < *n; i++) {
    IrAttr *e = a->u.array.elems[i];
    if (e->kind != IR_ATTR_INTEGER)
      return false;
    (*v)[i] = e->u.integer.value;
  }
  return true;
}

bool du_is_false(const IrAttr *a) {
  return !a || (a->kind == IR_ATTR_BOOL && !a->u.b);
}

/* -------------------------------------------------------- region branches */

IrType **du_operand_types(IrContext *ctx, IrOp *op, unsigned first,
                          unsigned *n) {
  if (first > op->num_operands)
    first = op->num_operands;
  if (*n > op->num_operands - first)
    *n = op->num_operands - first;
  IrType **types = ir_alloc(ctx, (*n ? *n : 1) * sizeof *types);
  for (unsigned i = 0; i < *n; i++)
    types[i] = ir_op_operand(op, first + i)->type;
  return types;
}

IrType **du_result_types(IrContext *ctx, IrOp *op) {
  IrType **types = ir_alloc(ctx, (op->num_results + 1) * sizeof *types);
  for (unsigned i = 0; i < op->num_results; i++)
    types[i] = op->results[i]->type;
  return types;
}

bool du_verify_edge(IrContext *ctx, IrOp *op, const DuEdge *e) {
  const char *src = e->point == op ? "parent" : NULL;
  char buf[128];
  if (!src) {
    snprintf(buf, sizeof buf, "Operation %s", e->point->name);
    src = buf;
  }
  if (e->n_from != e->n_to) {
    du_op_error(ctx, op,
                "along control flow edge from %s to %s: region branch "
                "point has %u operands, but region successor needs %u inputs",
                src, e->dst, e->n_from, e->n_to);
    ir_diag(ctx, IR_DIAG_NOTE, e->point->loc, "region branch point");
    return false;
  }
  for (unsigned i = 0; i < e->n_from; i++)
    if (e->from[i] != e->to[i]) {
      du_op_error(ctx, op,
                  "along control flow edge from %s to %s: successor "
                  "operand type #%u '%s' should match successor input type #%u "
                  "'%s'",
                  src, e->dst, i, ir_type_str(ctx, e->from[i]), i,
                  ir_type_str(ctx, e->to[i]));
      ir_diag(ctx, IR_DIAG_NOTE, e->point->loc, "region branch point");
      return false;
    }
  return true;
}

bool du_verify_edge_to_parent(IrContext *ctx, IrOp *op, IrOp *term,
                              unsigned skip) {
  DuEdge e = {term, NULL, "parent", NULL, du_result_types(ctx, op),
              0,    op->num_results};
  e.n_from = term->num_operands > skip ? term->num_operands - skip : 0;
  e.from = du_operand_types(ctx, term, skip, &e.n_from);
  return du_verify_edge(ctx, op, &e);
}

/* ----------------------------------------------------------- build hooks */

bool du_parse_typed_operands(ItemCursor *c, ValueVec *out) {
  ParsedItem *first = pc_peek(c);
  if (!first || first->kind != PI_SSA)
    return true;
  unsigned start = c->pos, n = 0;
  do {
    if (!pc_expect_kind(c, PI_SSA, "SSA operand"))
      return false;
    n++;
  } while (pc_accept_punct(c, ','));
  IrLocation loc = pc_loc(c);
  IrType **types;
  unsigned num_types;
  if (!pc_expect_punct(c, ':') || !pc_expect_type_list(c, &types, &num_types))
    return false;
  if (num_types != n) {
    op_parser_custom_error(c->p, loc, "%u operands present, but expected %u", n,
                           num_types);
    return false;
  }
  for (unsigned i = 0; i < n; i++) {
    IrValue *v = op_parser_use(c->p, c->items[start + 2 * i], types[i]);
    if (!v)
      return false;
    value_vec_push(c->p->ctx, out, v);
  }
  return true;
}

void du_print_typed_operands(IrPrinter *p, IrOp *op, unsigned first) {
  unsigned n = op->num_operands - first;
  if (!n)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, first, n);
  pr_puts(p, " : ");
  pr_operand_types(p, op, first, n);
}

IrOp *du_build_return_like(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  if (!du_parse_typed_operands(&c, &ops) || !pc_expect_end(&c))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, 0, NULL, NULL);
}

void du_print_yield(IrPrinter *p, IrOp *op) {
  pr_attr_dict(p, op, NULL, 0, false);
  du_print_typed_operands(p, op, 0);
}

bool du_parse_operand_list(ItemCursor *c, ParsedItem *list, IrType *type,
                           ValueVec *out) {
  ItemCursor sub = pc_sub(c, list);
  if (pc_at_end(&sub))
    return true;
  do {
    IrValue *v = pc_expect_operand(&sub, type);
    if (!v)
      return false;
    value_vec_push(c->p->ctx, out, v);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

bool du_parse_base_indices(ItemCursor *c, ParsedItem *base, IrType *t,
                           ParsedItem *list, ValueVec *out) {
  IrValue *v = op_parser_use(c->p, base, t);
  if (!v)
    return false;
  value_vec_push(c->p->ctx, out, v);
  return !list ||
         du_parse_operand_list(c, list, ir_type_index(c->p->ctx), out);
}

/* Appends v to the arena vector *vals of *num entries. */
static void push_i64(IrContext *ctx, int64_t **vals, unsigned *num, int64_t v) {
  *vals = ir_grow(ctx, *vals, *num, *num + 1, sizeof **vals);
  (*vals)[(*num)++] = v;
}

bool du_parse_mixed_list(ItemCursor *c, ParsedItem *list, ValueVec *dyn,
                         int64_t **stat, unsigned *num) {
  ItemCursor sub = pc_sub(c, list);
  IrContext *ctx = c->p->ctx;
  *stat = NULL;
  *num = 0;
  if (pc_at_end(&sub))
    return true;
  do {
    ParsedItem *it = pc_peek(&sub);
    if (it && it->kind == PI_SSA) {
      IrValue *v = pc_expect_operand(&sub, ir_type_index(ctx));
      if (!v)
        return false;
      value_vec_push(ctx, dyn, v);
      push_i64(ctx, stat, num, IR_DYNAMIC);
      continue;
    }
    int64_t v;
    if (!it || (it->kind != PI_INT && it->kind != PI_NEG)) {
      op_parser_custom_error(c->p, list->loc, "expected SSA value or integer");
      return false;
    }
    if (!pc_expect_int(&sub, &v))
      return false;
    push_i64(ctx, stat, num, v);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

bool du_parse_int_list(ItemCursor *c, ParsedItem *list, int64_t **vals,
                       unsigned *num) {
  ItemCursor sub = pc_sub(c, list);
  *vals = NULL;
  *num = 0;
  if (pc_at_end(&sub))
    return true;
  do {
    int64_t v;
    if (!pc_expect_int(&sub, &v))
      return false;
    push_i64(c->p->ctx, vals, num, v);
  } while (pc_accept_punct(&sub, ','));
  return pc_expect_end(&sub);
}

IrType *du_expect_type_kind(ItemCursor *c, IrTypeKind kind,
                            bool allow_unranked) {
  static const char *const names[] = {[IR_TYPE_MEMREF] = "builtin.memref",
                                      [IR_TYPE_VECTOR] = "builtin.vector",
                                      [IR_TYPE_TENSOR] = "builtin.tensor",
                                      [IR_TYPE_COMPLEX] = "builtin.complex"};
  IrLocation loc = pc_loc(c);
  IrType *t = pc_expect_type(c);
  if (!t)
    return NULL;
  bool ranked_ok = allow_unranked || !ir_type_is_shaped(t) ||
                   t->kind == IR_TYPE_VECTOR || t->u.shaped.rank >= 0;
  if (t->kind == kind && ranked_ok)
    return t;
  op_parser_custom_error(
      c->p, loc, "invalid kind of type specified: expected %s, but found %s",
      names[kind] ? names[kind] : "a different type",
      du_quoted_type(c->p->ctx, t));
  return NULL;
}

bool du_expect_cast_types(ItemCursor *c, const char *keyword, IrType **from,
                          IrType **to) {
  if (!pc_expect_punct(c, ':') || !(*from = pc_expect_type(c)))
    return false;
  return pc_expect_keyword(c, keyword) && (*to = pc_expect_type(c)) != NULL;
}

/* ----------------------------------------------------------- print hooks */

void du_print_operand_list(IrPrinter *p, IrOp *op, unsigned first, unsigned n) {
  pr_puts(p, "[");
  pr_operands(p, op, first, n);
  pr_puts(p, "]");
}

void du_print_mixed_list(IrPrinter *p, IrOp *op, const IrAttr *stat,
                         unsigned *next) {
  pr_puts(p, "[");
  for (unsigned i = 0; stat && i < stat->u.dense_array.num; i++) {
    int64_t v = stat->u.dense_array.ints[i];
    if (i)
      pr_puts(p, ", ");
    if (v != IR_DYNAMIC)
      pr_printf(p, "%lld", (long long)v);
    else if (*next < op->num_operands)
      pr_value(p, ir_op_operand(op, (*next)++));
  }
  pr_puts(p, "]");
}

void du_print_cast_types(IrPrinter *p, IrOp *op, const char *keyword) {
  if (!op->num_operands)
    return;
  pr_puts(p, " : ");
  pr_type(p, ir_op_operand(op, 0)->type);
  pr_printf(p, " %s ", keyword);
  pr_result_types(p, op);
}

void du_print_attrs(IrPrinter *p, IrOp *op, const char *const *elided,
                    unsigned n) {
  const char *names[16];
  unsigned k = 0;
  names[k++] = "operandSegmentSizes";
  for (unsigned i = 0; i < n && k < 16; i++)
    names[k++] = elided[i];
  pr_attr_dict(p, op, names, k, false);
}

void du_print_value_attr(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"value"};
  pr_puts(p, " ");
  pr_attr(p, ir_op_attr(op, "value"));
  pr_attr_dict(p, op, elided, 1, false);
  pr_puts(p, " : ");
  pr_result_types(p, op);
}

/* ---------------------------------------------------------- memref types */

int64_t du_sat_add(int64_t a, int64_t b) {
  return a == IR_DYNAMIC || b == IR_DYNAMIC ? IR_DYNAMIC : a + b;
}

int64_t du_sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a == IR_DYNAMIC || b == IR_DYNAMIC ? IR_DYNAMIC : a * b;
}

bool du_layout_is_identity(const IrAttr *layout) {
  if (!layout)
    return true;
  if (layout->kind != IR_ATTR_AFFINE_MAP)
    return false;
  const IrAffineMap *m = layout->u.map;
  if (m->num_symbols || m->num_results != m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    const IrAffineExpr *e = m->results[i];
    if (e->kind != IR_AFFINE_DIM || e->value != (int64_t)i)
      return false;
  }
  return true;
}

int64_t du_memref_elem_bytes(const IrType *t) {
  const IrType *e = t->u.shaped.elem;
  int64_t lanes = 1;
  if (e->kind == IR_TYPE_VECTOR) {
    lanes = ir_type_num_elements(e);
    e = e->u.shaped.elem;
  }
  if (lanes < 0 || (e->kind != IR_TYPE_INTEGER && e->kind != IR_TYPE_FLOAT))
    return -1;
  return (lanes * ir_type_bitwidth(e) + 7) / 8;
}

/* Adds scale * e to the linear form (strides per dim, offset). Returns
 * false when e is not linear in the dims. */
static bool add_linear(const IrAffineExpr *e, int64_t scale, int64_t *strides,
                       int64_t *offset) {
  switch (e->kind) {
  case IR_AFFINE_ADD:
    return add_linear(e->lhs, scale, strides, offset) &&
           add_linear(e->rhs, scale, strides, offset);
  case IR_AFFINE_MUL: {
    const IrAffineExpr *a = e->lhs, *b = e->rhs;
    if (ir_affine_is_symbolic(a) && !ir_affine_is_symbolic(b)) {
      const IrAffineExpr *t = a;
      a = b;
      b = t;
    }
    if (!ir_affine_is_symbolic(b))
      return false;
    int64_t factor = b->kind == IR_AFFINE_CONSTANT ? b->value : IR_DYNAMIC;
    return add_linear(a, du_sat_mul(scale, factor), strides, offset);
  }
  case IR_AFFINE_DIM:
    strides[e->value] = du_sat_add(strides[e->value], scale);
    return true;
  case IR_AFFINE_CONSTANT:
    *offset = du_sat_add(*offset, du_sat_mul(scale, e->value));
    return true;
  default: /* symbols, and divisions of symbols */
    if (!ir_affine_is_symbolic(e))
      return false;
    *offset = du_sat_add(*offset, du_sat_mul(scale, IR_DYNAMIC));
    return true;
  }
}

bool du_memref_strides(IrContext *ctx, const IrType *t, int64_t **out,
                       int64_t *offset) {
  int rank = t->u.shaped.rank > 0 ? t->u.shaped.rank : 0;
  const IrAttr *layout = t->u.shaped.layout;
  int64_t *strides = *out = ir_alloc(ctx, ((size_t)rank + 1) * sizeof *strides);
  *offset = 0;
  if (du_layout_is_identity(layout)) {
    int64_t running = 1;
    for (int i = rank - 1; i >= 0; i--) {
      strides[i] = running;
      running = du_sat_mul(running, t->u.shaped.shape[i]);
    }
    return true;
  }
  if (layout->kind == IR_ATTR_STRIDED) {
    if ((int)layout->u.strided.rank != rank)
      return false;
    for (int i = 0; i < rank; i++) /* rank 0 has no strides array */
      strides[i] = layout->u.strided.strides[i];
    *offset = layout->u.strided.offset;
    return true;
  }
  if (layout->kind != IR_ATTR_AFFINE_MAP)
    return false;
  const IrAffineMap *m = layout->u.map;
  if (m->num_results != 1 || (int)m->num_dims != rank)
    return false;
  for (int i = 0; i < rank; i++)
    strides[i] = 0;
  return add_linear(m->results[0], 1, strides, offset);
}

unsigned du_num_dynamic_dims(const IrType *t) {
  unsigned n = 0;
  for (int i = 0; i < t->u.shaped.rank; i++)
    n += t->u.shaped.shape[i] == IR_DYNAMIC;
  return n;
}
