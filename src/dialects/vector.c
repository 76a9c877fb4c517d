/*
 * vector.c - the vector dialect ops the affine level uses and
 * --affine-super-vectorize produces, as MLIR 22 defines them: broadcast,
 * extract/insert, reductions, fma, shape casts, strided slices, masks,
 * step, from_elements, transpose, bitcast and print; the memory ops are
 * in vector_memory.c, shuffle in vector_shuffle.c. This file holds the
 * dialect's op table.
 *
 * Every op is IR_FORMAT_FLAT. Enum attributes keep MLIR's spelling as
 * opaque attributes: kind = #vector.kind<add>, punctuation =
 * #vector.punctuation<newline>, fastmath = #arith.fastmath<none>.
 */
#include <stdio.h>
#include <string.h>

#include "../ir/diag.h"
#include "dialect_util.h"
#include "elementwise.h"
#include "vector.h"

static IrType *operand_type(const IrOp *op, unsigned i) {
  return ir_op_operand(op, i)->type;
}

static IrType *result_type(const IrOp *op) {
  return op->num_results ? op->results[0]->type : NULL;
}

static bool is_vector(const IrType *t) {
  return t && t->kind == IR_TYPE_VECTOR;
}

/* ------------------------------------------------------ enum attributes */

/* An MLIR enum attribute written as <name> in the custom form and kept as
 * its opaque spelling prefix + name + ">". */
typedef struct EnumAttr {
  const char *prefix;
  const char *const *names;
  unsigned num;
  const char *cpp_name; /* for parse errors */
} EnumAttr;

static const char *const kind_names[] = {
    "add",     "mul", "minui", "minsi", "minnumf",  "maxui",   "maxsi",
    "maxnumf", "and", "or",    "xor",   "maximumf", "minimumf"};
enum {
  KIND_ADD,
  KIND_MUL,
  KIND_MINUI,
  KIND_MINSI,
  KIND_MINNUMF,
  KIND_MAXUI,
  KIND_MAXSI,
  KIND_MAXNUMF,
  KIND_AND,
  KIND_OR,
  KIND_XOR,
  KIND_MAXIMUMF,
  KIND_MINIMUMF
};
static const EnumAttr combining_kind = {"#vector.kind<", kind_names, 13,
                                        "::mlir::vector::CombiningKind"};

static const char *const punctuation_names[] = {"no_punctuation", "newline",
                                                "comma", "open", "close"};
enum { PUNCT_NEWLINE = 1 };
static const EnumAttr punctuation = {"#vector.punctuation<", punctuation_names,
                                     5, "::mlir::vector::PrintPunctuation"};

/* The index of a's name in e, or -1 when a is not one of e's attributes. */
static int enum_index(const EnumAttr *e, const IrAttr *a) {
  size_t plen = strlen(e->prefix);
  if (!a || a->kind != IR_ATTR_OPAQUE ||
      strncmp(a->u.opaque.text, e->prefix, plen) != 0)
    return -1;
  const char *name = a->u.opaque.text + plen;
  for (unsigned i = 0; i < e->num; i++) {
    size_t n = strlen(e->names[i]);
    if (strncmp(name, e->names[i], n) == 0 && strcmp(name + n, ">") == 0)
      return (int)i;
  }
  return -1;
}

static IrAttr *enum_attr(IrContext *ctx, const EnumAttr *e, int i) {
  char text[96];
  snprintf(text, sizeof text, "%s%s>", e->prefix, e->names[i]);
  return ir_attr_opaque(ctx, text);
}

/* Reads the <name> in list (a PI_ANGLE item or a keyword's angle part). */
static IrAttr *parse_enum(ItemCursor *c, ParsedItem *list, const EnumAttr *e) {
  ItemCursor sub = pc_sub(c, list);
  ParsedItem *it = pc_next(&sub);
  for (unsigned i = 0; it && it->kind == PI_KEYWORD && i < e->num; i++)
    if (strcmp(it->text, e->names[i]) == 0 && pc_at_end(&sub))
      return enum_attr(c->p->ctx, e, (int)i);
  char choices[256] = "";
  for (unsigned i = 0; i < e->num; i++)
    snprintf(choices + strlen(choices), sizeof choices - strlen(choices),
             "%s%s", i ? ", " : "", e->names[i]);
  op_parser_custom_error(c->p, it ? it->loc : list->loc,
                         "expected %s to be one of: %s", e->cpp_name, choices);
  return NULL;
}

static bool is_kind_attr(const IrAttr *a) {
  return enum_index(&combining_kind, a) >= 0;
}
static bool is_punctuation_attr(const IrAttr *a) {
  return enum_index(&punctuation, a) >= 0;
}
const DuAttrConstraint vector_kind_constraint = {
    is_kind_attr, "Kind of combining function for contractions and reductions"};

int vector_kind_index(const IrAttr *a) { return enum_index(&combining_kind, a); }
static const DuAttrConstraint punctuation_attr = {
    is_punctuation_attr,
    "Punctuation for separating vectors or vector elements"};

/* ----------------------------------------------------- shared syntaxes */

/* Expects a vector type, with MLIR's message otherwise. */
static IrType *expect_vector(ItemCursor *c) {
  return du_expect_type_kind(c, IR_TYPE_VECTOR, false);
}

/* ": A <keyword> B" after an op's operands: the two types, each checked
 * to be a vector when the flag says so. */
static bool parse_two_types(ItemCursor *c, const char *keyword, bool a_vector,
                            bool b_vector, IrType **a, IrType **b) {
  if (!pc_expect_punct(c, ':'))
    return false;
  *a = a_vector ? expect_vector(c) : pc_expect_type(c);
  if (!*a || !pc_expect_keyword(c, keyword))
    return false;
  *b = b_vector ? expect_vector(c) : pc_expect_type(c);
  return *b && pc_expect_end(c);
}

/* "%x : T to V" with V a vector (and T one too when source_vector). */
static IrOp *build_cast_like(OpParser *p, bool source_vector) {
  ItemCursor c = pc_begin(p);
  ParsedItem *x = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrType *from, *to;
  if (!x || !parse_two_types(&c, "to", source_vector, true, &from, &to))
    return NULL;
  IrValue *v = op_parser_use(p, x, from);
  return v ? op_parser_create(p, 1, &v, 1, &to, NULL) : NULL;
}

static IrOp *build_broadcast(OpParser *p) { return build_cast_like(p, false); }
static IrOp *build_vector_cast(OpParser *p) { return build_cast_like(p, true); }

/* " %x {attrs} : T to V" */
static void print_cast_like(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  du_print_cast_types(p, op, "to");
}

/* "%a, %b, ... : V" where V is the result type (fma, create_mask,
 * from_elements, step): reads the operand names, then V, and resolves the
 * operands with operand_of(V). With count_elements there must be one
 * operand per element of V. */
static IrOp *build_list_then_type(OpParser *p,
                                  IrType *(*operand_of)(OpParser *, IrType *),
                                  bool count_elements) {
  ItemCursor c = pc_begin(p);
  ValueVec ops = {0};
  ParsedItem **names = NULL;
  unsigned n = 0;
  while (!pc_at_end(&c) && pc_peek(&c)->kind == PI_SSA) {
    names = ir_grow(p->ctx, names, n, n + 1, sizeof *names);
    names[n++] = pc_next(&c);
    if (!pc_accept_punct(&c, ','))
      break;
  }
  IrType *t;
  if (!pc_expect_punct(&c, ':'))
    return NULL;
  IrLocation loc = pc_loc(&c);
  if (!(t = expect_vector(&c)) || !pc_expect_end(&c))
    return NULL;
  if (count_elements && (int64_t)n != ir_type_num_elements(t))
    return op_parser_custom_error(
        p, loc,
        "number of operands and types do not match: got %u "
        "operands and %lld types",
        n, (long long)ir_type_num_elements(t));
  IrType *ot = operand_of(p, t);
  for (unsigned i = 0; i < n; i++) {
    value_vec_push(p->ctx, &ops, op_parser_use(p, names[i], ot));
    if (!ops.data[i])
      return NULL;
  }
  return op_parser_create(p, n, ops.data, 1, &t, NULL);
}

static IrType *same_type(OpParser *p, IrType *t) { return t; }
static IrType *index_type(OpParser *p, IrType *t) {
  return ir_type_index(p->ctx);
}
static IrType *element_type(OpParser *p, IrType *t) { return t->u.shaped.elem; }

static IrOp *build_fma(OpParser *p) {
  return build_list_then_type(p, same_type, false);
}
static IrOp *build_create_mask(OpParser *p) {
  return build_list_then_type(p, index_type, false);
}
static IrOp *build_from_elements(OpParser *p) {
  return build_list_then_type(p, element_type, true);
}
static IrOp *build_step(OpParser *p) {
  return build_list_then_type(p, index_type, false);
}

/* " %a, %b {attrs} : V" */
static void print_list_then_type(IrPrinter *p, IrOp *op) {
  if (op->num_operands)
    pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : ");
  pr_result_types(p, op);
}

/* -------------------------------------------------------- extract, insert */

/* vector.extract %v[positions] : R from V  (operands: v, dynamic positions)
 * vector.insert %s, %d [positions] : S into V  (operands: s, d, dynamic) */
static IrOp *build_position_op(OpParser *p, bool insert) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *src = NULL, *vec, *list;
  if (insert && (!(src = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
                 !pc_expect_punct(&c, ',')))
    return NULL;
  if (!(vec = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(list = pc_expect_kind(&c, PI_SQUARE, "'['")))
    return NULL;
  IrType *a, *b;
  if (!parse_two_types(&c, insert ? "into" : "from", false, true, &a, &b))
    return NULL;
  ValueVec ops = {0};
  if (insert)
    value_vec_push(ctx, &ops, op_parser_use(p, src, a));
  value_vec_push(ctx, &ops, op_parser_use(p, vec, b));
  for (unsigned i = 0; i < ops.len; i++)
    if (!ops.data[i])
      return NULL;
  int64_t *pos;
  unsigned n;
  if (!du_parse_mixed_list(&c, list, &ops, &pos, &n))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "static_position", du_i64_dense(ctx, n, pos));
  return op_parser_create(p, ops.len, ops.data, 1, insert ? &b : &a,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static IrOp *build_extract(OpParser *p) { return build_position_op(p, false); }
static IrOp *build_insert(OpParser *p) { return build_position_op(p, true); }

/* Writes the position list of extract/insert; dynamic positions start at
 * operand first. */
static void print_positions(IrPrinter *p, IrOp *op, unsigned first) {
  static const char *const elided[] = {"static_position"};
  IrAttr *pos = ir_op_attr(op, "static_position");
  du_print_mixed_list(
      p, op, pos && pos->kind == IR_ATTR_DENSE_ARRAY ? pos : NULL, &first);
  du_print_attrs(p, op, elided, 1);
}

static void print_extract(IrPrinter *p, IrOp *op) {
  if (!op->num_operands || !op->num_results)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  print_positions(p, op, 1);
  pr_puts(p, " : ");
  pr_result_types(p, op);
  pr_puts(p, " from ");
  pr_type(p, operand_type(op, 0));
}

static void print_insert(IrPrinter *p, IrOp *op) {
  if (op->num_operands < 2)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 2);
  pr_puts(p, " ");
  print_positions(p, op, 2);
  pr_puts(p, " : ");
  pr_type(p, operand_type(op, 0));
  pr_puts(p, " into ");
  pr_type(p, operand_type(op, 1));
}

static const DuAttrSpec position_attrs[] = {
    {"static_position", &du_i64_dense_array}};

/* The ODS checks of extract/insert: one result, at least `first`
 * operands, static_position (read into pos, n), the vector operands and
 * the dynamic positions from operand first on. */
static bool verify_position_ods(IrContext *ctx, IrOp *op, unsigned first,
                                const int64_t **pos, unsigned *n) {
  IrAttr *a;
  if (!du_check_attr_kinds(ctx, op, position_attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, first, true) ||
      !du_check_attr(ctx, op, "static_position", &du_i64_dense_array, true,
                     &a) ||
      !du_check_operand(ctx, op, first - 1, &du_vector) ||
      !du_check_operand_group(ctx, op, first, op->num_operands - first,
                              &du_index))
    return false;
  *pos = a->u.dense_array.ints;
  *n = a->u.dense_array.num;
  return true;
}

/* "mismatch between dynamic and static positions" unless each IR_DYNAMIC
 * position has an operand (from operand first on). */
static bool check_dynamic_positions(IrContext *ctx, IrOp *op, unsigned first,
                                    const int64_t *pos, unsigned n) {
  unsigned dyn = 0;
  for (unsigned i = 0; i < n; i++)
    dyn += pos[i] == IR_DYNAMIC;
  if (dyn == op->num_operands - first)
    return true;
  return du_op_error(ctx, op,
                     "mismatch between dynamic and static positions (kDynamic "
                     "marker but no corresponding dynamic position) -- this "
                     "can only happen due to an incorrect fold/rewrite");
}

/* Checks each static position against the vector's dims: in range, or
 * -1 (poison). */
static bool check_positions(IrContext *ctx, IrOp *op, const IrType *v,
                            const int64_t *pos, unsigned n, const char *what) {
  for (unsigned i = 0; i < n; i++) {
    int64_t x = pos[i];
    if (x == IR_DYNAMIC || x == -1 || (x >= 0 && x < v->u.shaped.shape[i]))
      continue;
    return du_op_error(ctx, op,
                       "expected position attribute #%u to be a non-negative "
                       "integer smaller than the corresponding %s",
                       i + 1, what);
  }
  return true;
}

/* The type extracting n positions from v gives: the element, or the
 * vector of the remaining dims. */
static IrType *extracted_type(IrContext *ctx, IrType *v, unsigned n) {
  int rank = v->u.shaped.rank - (int)n;
  if (rank <= 0)
    return v->u.shaped.elem;
  return ir_type_vector(ctx, rank, v->u.shaped.shape + n,
                        v->u.shaped.scalable ? v->u.shaped.scalable + n : NULL,
                        v->u.shaped.elem);
}

/* "inferred type(s) ... are incompatible ..." as MLIR's InferTypeOpInterface
 * reports a result type other than the inferred one. */
static bool inferred_mismatch(IrContext *ctx, IrOp *op, IrType *want) {
  du_op_error(ctx, op,
              "inferred type(s) %s are incompatible with return type(s) of "
              "operation %s",
              du_quoted_type(ctx, want), du_quoted_type(ctx, result_type(op)));
  return du_op_error(ctx, op, "failed to infer returned types");
}

static bool verify_extract(IrContext *ctx, IrOp *op) {
  const int64_t *pos;
  unsigned n;
  if (!verify_position_ods(ctx, op, 1, &pos, &n))
    return false;
  IrType *v = operand_type(op, 0), *r = result_type(op);
  if ((int)n > v->u.shaped.rank)
    return du_op_error(ctx, op,
                       "expected position attribute of rank no "
                       "greater than vector rank");
  IrType *want = extracted_type(ctx, v, n);
  if (want != r)
    return inferred_mismatch(ctx, op, want);
  if (is_vector(r) && r->u.shaped.rank == 0)
    return ir_error(ctx, op->loc,
                    "expected a scalar instead of a 0-d vector "
                    "as the result type");
  if (!check_dynamic_positions(ctx, op, 1, pos, n))
    return false;
  return check_positions(ctx, op, v, pos, n, "vector dimension or poison (-1)");
}

static bool verify_insert(IrContext *ctx, IrOp *op) {
  const int64_t *pos;
  unsigned n;
  if (!verify_position_ods(ctx, op, 2, &pos, &n) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  IrType *s = operand_type(op, 0), *d = operand_type(op, 1);
  if (ir_type_element(s) != d->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that source operand and "
                       "result have same element type");
  if (d != result_type(op))
    return du_op_error(ctx, op,
                       "failed to verify that all of {dest, result} "
                       "have same type");
  if (is_vector(s) && s->u.shaped.rank == 0)
    return ir_error(ctx, op->loc,
                    "expected a scalar instead of a 0-d vector "
                    "as the source operand");
  int rank = d->u.shaped.rank;
  if ((int)n > rank)
    return du_op_error(ctx, op,
                       "expected position attribute of rank no "
                       "greater than dest vector rank");
  if (is_vector(s) && s->u.shaped.rank + (int)n != rank)
    return du_op_error(ctx, op,
                       "expected position attribute rank + source "
                       "rank to match dest vector rank");
  if (!is_vector(s) && (int)n != rank)
    return du_op_error(ctx, op,
                       "expected position attribute rank to match "
                       "the dest vector rank");
  if (!check_dynamic_positions(ctx, op, 2, pos, n))
    return false;
  return check_positions(ctx, op, d, pos, n, "dest vector dimension");
}

/* -------------------------------------------------------------- reduction */

/* vector.reduction <kind>, %v [, %acc] [fastmath<...>] : V into T */
static IrOp *build_reduction(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  AttrVec attrs = {0};
  ParsedItem *kind = pc_expect_kind(&c, PI_ANGLE, "'<'"), *v, *acc = NULL;
  IrAttr *k = kind ? parse_enum(&c, kind, &combining_kind) : NULL;
  if (!k || !pc_expect_punct(&c, ',') ||
      !(v = pc_expect_kind(&c, PI_SSA, "SSA operand")))
    return NULL;
  if (pc_accept_punct(&c, ',') &&
      !(acc = pc_expect_kind(&c, PI_SSA, "SSA operand")))
    return NULL;
  if (!ew_parse_fastmath(&c, &attrs))
    return NULL;
  IrType *vt, *rt;
  if (!parse_two_types(&c, "into", true, false, &vt, &rt))
    return NULL;
  IrValue *ops[2] = {op_parser_use(p, v, vt),
                     acc ? op_parser_use(p, acc, rt) : NULL};
  if (!ops[0] || (acc && !ops[1]))
    return NULL;
  attr_vec_push(ctx, &attrs, "kind", k);
  if (attrs.len == 1) /* no fastmath<...> written */
    attr_vec_push(ctx, &attrs, "fastmath",
                  ir_attr_opaque(ctx, "#arith.fastmath<none>"));
  return op_parser_create(p, acc ? 2 : 1, ops, 1, &rt,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_reduction(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"kind", "fastmath"};
  int kind = enum_index(&combining_kind, ir_op_attr(op, "kind"));
  if (kind < 0 || !op->num_operands)
    return;
  pr_printf(p, " <%s>, ", kind_names[kind]);
  pr_operands(p, op, 0, op->num_operands);
  ew_print_fastmath(p, op);
  du_print_attrs(p, op, elided, 2);
  pr_puts(p, " : ");
  pr_type(p, operand_type(op, 0));
  pr_puts(p, " into ");
  pr_result_types(p, op);
}

/* MLIR's isSupportedCombiningKind. */
bool vector_kind_supports(int kind, const IrType *t) {
  switch (kind) {
  case KIND_ADD:
  case KIND_MUL:
    return ir_type_is_int_or_index(t) || ir_type_is_float(t);
  case KIND_MINNUMF:
  case KIND_MAXNUMF:
  case KIND_MAXIMUMF:
  case KIND_MINIMUMF:
    return ir_type_is_float(t);
  default:
    return ir_type_is_int_or_index(t);
  }
}

static const DuAttrConstraint fastmath_attr = {
    ew_is_fastmath, "Floating point fast math flags"};

static bool verify_reduction(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"fastmath", &fastmath_attr},
                                     {"kind", &vector_kind_constraint}};
  IrAttr *k;
  if (!du_check_attr_kinds(ctx, op, attrs, 2) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_attr(ctx, op, "kind", &vector_kind_constraint, true, &k) ||
      !du_check_operand(ctx, op, 0, &du_vector))
    return false;
  if (op->num_operands > 2)
    return du_op_error(ctx, op,
                       "operand group starting at #1 requires 0 or 1 "
                       "element, but found %u",
                       op->num_operands - 1);
  IrType *v = operand_type(op, 0), *r = result_type(op);
  if (v->u.shaped.elem != ir_type_element(r))
    return du_op_error(ctx, op,
                       "failed to verify that source operand and "
                       "result have same element type");
  if (op->num_operands == 2 && operand_type(op, 1) != r)
    return du_op_error(ctx, op,
                       "failed to verify that dest and acc have the same type");
  if (v->u.shaped.rank > 1)
    return du_op_error(ctx, op, "unsupported reduction rank: %d",
                       v->u.shaped.rank);
  int kind = enum_index(&combining_kind, ir_op_attr(op, "kind"));
  if (!vector_kind_supports(kind, r))
    return du_op_error(ctx, op, "unsupported reduction type '%s' for kind '%s'",
                       du_quoted_type(ctx, r), kind_names[kind]);
  return true;
}

/* ------------------------------------------------ broadcast and casts */

/* A vector dim as MLIR prints it in messages: "4" or "[4]". */
static const char *dim_str(IrContext *ctx, const IrType *v, int i) {
  char *s = ir_alloc(ctx, 32);
  bool sc = v->u.shaped.scalable && v->u.shaped.scalable[i];
  snprintf(s, 32, sc ? "[%lld]" : "%lld", (long long)v->u.shaped.shape[i]);
  return s;
}

static bool is_scalable(const IrType *v, int i) {
  return v->u.shaped.scalable && v->u.shaped.scalable[i];
}

/* MLIR's isBroadcastableTo for a vector source: trailing dims equal or 1. */
static bool verify_broadcast_dims(IrContext *ctx, IrOp *op, const IrType *s,
                                  const IrType *d) {
  int lead = d->u.shaped.rank - s->u.shaped.rank;
  if (lead < 0)
    return du_op_error(ctx, op, "source rank higher than destination rank");
  for (int i = 0; i < s->u.shaped.rank; i++) {
    int64_t sd = s->u.shaped.shape[i], dd = d->u.shaped.shape[lead + i];
    bool ss = is_scalable(s, i), ds = is_scalable(d, lead + i);
    bool bad = (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) ||
               (ss != ds && (sd != 1 || ss));
    if (bad)
      return du_op_error(ctx, op, "dimension mismatch (%s vs. %s)",
                         dim_str(ctx, s, i), dim_str(ctx, d, lead + i));
  }
  return true;
}

static bool verify_broadcast(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  IrType *s = operand_type(op, 0), *d = result_type(op);
  if (ir_type_element(s) != d->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that source operand and "
                       "result have same element type");
  if (!is_vector(s))
    return ir_type_is_int_or_index(s) || ir_type_is_float(s) ||
           du_op_error(ctx, op, "source type is not a vector");
  return verify_broadcast_dims(ctx, op, s, d);
}

/* The ODS part of an op from one vector to one vector. */
static bool verify_vector_to_vector(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 1, false) &&
         du_check_operand(ctx, op, 0, &du_vector) &&
         du_check_result(ctx, op, 0, &du_vector);
}

static unsigned num_scalable(const IrType *v) {
  unsigned n = 0;
  for (int i = 0; i < v->u.shaped.rank; i++)
    n += is_scalable(v, i);
  return n;
}

static bool verify_shape_cast(IrContext *ctx, IrOp *op) {
  if (!verify_vector_to_vector(ctx, op))
    return false;
  IrType *s = operand_type(op, 0), *r = result_type(op);
  if (s->u.shaped.elem != r->u.shaped.elem)
    return du_op_error(ctx, op,
                       "has different source and result element "
                       "types");
  if (ir_type_num_elements(s) != ir_type_num_elements(r))
    return du_op_error(ctx, op,
                       "has different number of elements at source (%lld) and "
                       "result (%lld)",
                       (long long)ir_type_num_elements(s),
                       (long long)ir_type_num_elements(r));
  if (num_scalable(s) != num_scalable(r))
    return du_op_error(ctx, op,
                       "has different number of scalable dims at source (%u) "
                       "and result (%u)",
                       num_scalable(s), num_scalable(r));
  return true;
}

static bool verify_bitcast(IrContext *ctx, IrOp *op) {
  if (!verify_vector_to_vector(ctx, op))
    return false;
  IrType *s = operand_type(op, 0), *r = result_type(op);
  int rank = s->u.shaped.rank;
  if (rank != r->u.shaped.rank)
    return du_op_error(ctx, op,
                       "failed to verify that all of {source, "
                       "result} have same rank");
  for (int i = 0; i + 1 < rank; i++)
    if (s->u.shaped.shape[i] != r->u.shaped.shape[i])
      return du_op_error(ctx, op, "dimension size mismatch at: %d", i);
  unsigned sb = ir_type_bitwidth(s->u.shaped.elem);
  unsigned rb = ir_type_bitwidth(r->u.shaped.elem);
  if (rank == 0 && sb != rb)
    return du_op_error(ctx, op,
                       "source/result bitwidth of the 0-D vector "
                       "element types must be equal");
  if (rank > 0 &&
      sb * s->u.shaped.shape[rank - 1] != rb * r->u.shaped.shape[rank - 1])
    return du_op_error(ctx, op,
                       "source/result bitwidth of the minor 1-D "
                       "vectors must be equal");
  return true;
}

/* -------------------------------------- fma, masks, step, from_elements */

static bool is_float_vector(const IrType *t) {
  return is_vector(t) && ir_type_is_float(t->u.shaped.elem);
}
static const DuTypeConstraint float_vector = {
    is_float_vector, "vector of floating-point values"};

static bool verify_fma(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 3, false))
    return false;
  for (unsigned i = 0; i < 3; i++)
    if (!du_check_operand(ctx, op, i, &float_vector))
      return false;
  if (!du_check_result(ctx, op, 0, &float_vector))
    return false;
  IrType *t = result_type(op);
  for (unsigned i = 0; i < 3; i++)
    if (operand_type(op, i) != t)
      return du_op_error(ctx, op,
                         "failed to verify that all of {lhs, rhs, "
                         "acc, result} have same type");
  return true;
}

/* vector.constant_mask [sizes] : V */
static IrOp *build_constant_mask(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *list = pc_expect_kind(&c, PI_SQUARE, "'['");
  int64_t *sizes;
  unsigned n;
  IrType *t;
  if (!list || !du_parse_int_list(&c, list, &sizes, &n) ||
      !pc_expect_punct(&c, ':') || !(t = expect_vector(&c)) ||
      !pc_expect_end(&c))
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "mask_dim_sizes", du_i64_dense(ctx, n, sizes));
  return op_parser_create(p, 0, NULL, 1, &t,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_constant_mask(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"mask_dim_sizes"};
  IrAttr *a = ir_op_attr(op, "mask_dim_sizes");
  unsigned next = 0;
  pr_puts(p, " ");
  du_print_mixed_list(p, op, a && a->kind == IR_ATTR_DENSE_ARRAY ? a : NULL,
                      &next);
  du_print_attrs(p, op, elided, 1);
  pr_puts(p, " : ");
  pr_result_types(p, op);
}

/* constant_mask's rules for a 0-D result. */
static bool verify_constant_mask_0d(IrContext *ctx, IrOp *op, const int64_t *v,
                                    unsigned n) {
  if (n != 1)
    return ir_error(ctx, op->loc,
                    "array attr must have length 1 for 0-D "
                    "vectors");
  if (v[0] != 0 && v[0] != 1)
    return ir_error(ctx, op->loc,
                    "mask dim size must be either 0 or 1 for "
                    "0-D vectors");
  return true;
}

static bool verify_constant_mask(IrContext *ctx, IrOp *op) {
  IrAttr *a;
  static const DuAttrSpec attrs[] = {{"mask_dim_sizes", &du_i64_dense_array}};
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 0, false) ||
      !du_check_attr(ctx, op, "mask_dim_sizes", &du_i64_dense_array, true,
                     &a) ||
      !du_check_result(ctx, op, 0, &du_bool_vector))
    return false;
  IrType *t = result_type(op);
  const int64_t *v = a->u.dense_array.ints;
  unsigned n = a->u.dense_array.num, zeros = 0;
  if (t->u.shaped.rank == 0)
    return verify_constant_mask_0d(ctx, op, v, n);
  if ((int)n != t->u.shaped.rank)
    return du_op_error(ctx, op,
                       "must specify array attr of size equal vector "
                       "result rank");
  for (unsigned i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] > t->u.shaped.shape[i])
      return du_op_error(ctx, op,
                         "array attr of size out of bounds of vector "
                         "result dimension size");
    if (is_scalable(t, (int)i) && v[i] != 0 && v[i] != t->u.shaped.shape[i])
      return du_op_error(ctx, op,
                         "only supports 'none set' or 'all set' "
                         "scalable dimensions");
    zeros += v[i] == 0;
  }
  if (zeros && zeros != n)
    return du_op_error(ctx, op,
                       "expected all mask dim sizes to be zeros, as a "
                       "result of conjunction with zero mask dim");
  return true;
}

static bool verify_create_mask(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_operand_group(ctx, op, 0, op->num_operands, &du_index) ||
      !du_check_result(ctx, op, 0, &du_bool_vector))
    return false;
  int rank = result_type(op)->u.shaped.rank;
  if (rank == 0 && op->num_operands != 1)
    return du_op_error(ctx, op,
                       "must specify exactly one operand for 0-D "
                       "create_mask");
  if (rank != 0 && (int)op->num_operands != rank)
    return du_op_error(ctx, op,
                       "must specify an operand for each result "
                       "vector dimension");
  return true;
}

static bool is_index_vector_1d(const IrType *t) {
  return is_vector(t) && t->u.shaped.rank == 1 &&
         t->u.shaped.elem->kind == IR_TYPE_INDEX;
}
static const DuTypeConstraint index_vector_1d = {
    is_index_vector_1d, "vector of index values of ranks 1"};

static bool verify_step(IrContext *ctx, IrOp *op) {
  return du_check_num_results(ctx, op, 1) &&
         du_check_num_operands(ctx, op, 0, false) &&
         du_check_result(ctx, op, 0, &index_vector_1d);
}

static bool is_fixed_vector(const IrType *t) {
  return is_vector(t) && !t->u.shaped.scalable;
}
static const DuTypeConstraint fixed_vector = {
    is_fixed_vector, "fixed-length vector of any type values"};

static bool verify_from_elements(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_result(ctx, op, 0, &fixed_vector))
    return false;
  IrType *t = result_type(op);
  bool ok = (int64_t)op->num_operands == ir_type_num_elements(t);
  for (unsigned i = 0; ok && i < op->num_operands; i++)
    ok = operand_type(op, i) == t->u.shaped.elem;
  if (!ok)
    return du_op_error(ctx, op,
                       "failed to verify that shaped type 'dest' "
                       "matches 'elements' element count and types");
  return true;
}

/* --------------------------------------------------------- strided slices */

/* vector.insert_strided_slice %s, %d {offsets, strides} : S into V */
static IrOp *build_insert_strided_slice(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *s, *d;
  IrType *st, *dt;
  if (!(s = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !pc_expect_punct(&c, ',') ||
      !(d = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !parse_two_types(&c, "into", true, true, &st, &dt))
    return NULL;
  IrValue *ops[2] = {op_parser_use(p, s, st), op_parser_use(p, d, dt)};
  return ops[0] && ops[1] ? op_parser_create(p, 2, ops, 1, &dt, NULL) : NULL;
}

static void print_insert_strided_slice(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  du_print_attrs(p, op, NULL, 0);
  if (op->num_operands == 2) {
    pr_puts(p, " : ");
    pr_operand_types(p, op, 0, 1);
    pr_puts(p, " into ");
    pr_operand_types(p, op, 1, 1);
  }
}

/* One of the i64 array attributes of a strided slice op. */
typedef struct IntList {
  const char *name;
  int64_t *v;
  unsigned n;
} IntList;

/* Reads attribute name (a required array of i64) into l. */
static bool int_list(IrContext *ctx, IrOp *op, const char *name, IntList *l) {
  IrAttr *a;
  l->name = name;
  return du_check_attr(ctx, op, name, &du_i64_array, true, &a) &&
         du_int_array_values(ctx, a, &l->v, &l->n);
}

/* MLIR's isIntegerArrayAttrConfinedToShape: l[i] in [min, dim) or, when
 * closed, [min, dim]. */
static bool confined_to_shape(IrContext *ctx, IrOp *op, const IntList *l,
                              const int64_t *shape, unsigned rank, bool closed,
                              int64_t min) {
  for (unsigned i = 0; i < l->n && i < rank; i++) {
    int64_t max = shape[i] + closed;
    if (l->v[i] < min || l->v[i] >= max)
      return du_op_error(ctx, op,
                         "expected %s dimension %u to be confined to [%lld, "
                         "%lld)",
                         l->name, i, (long long)min, (long long)max);
  }
  return true;
}

/* Strides must all be 1. */
static bool unit_strides(IrContext *ctx, IrOp *op, const IntList *l) {
  for (unsigned i = 0; i < l->n; i++)
    if (l->v[i] != 1)
      return du_op_error(ctx, op, "expected strides to be confined to [1, 2)");
  return true;
}

/* MLIR's isSumOfIntegerArrayAttrConfinedToShape, closed at the top. */
static bool sum_confined(IrContext *ctx, IrOp *op, const IntList *a,
                         const IntList *b, const int64_t *shape, unsigned n) {
  for (unsigned i = 0; i < n && i < a->n && i < b->n; i++) {
    int64_t sum = a->v[i] + b->v[i], max = shape[i] + 1;
    if (sum < 0 || sum >= max)
      return du_op_error(ctx, op,
                         "expected sum(%s, %s) dimension %u to be confined to "
                         "[1, %lld)",
                         a->name, b->name, i, (long long)max);
  }
  return true;
}

/* The result type of extracting sizes from v: the sliced dims, then v's. */
static IrType *sliced_type(IrContext *ctx, const IrType *v,
                           const IntList *sizes) {
  int rank = v->u.shaped.rank;
  int64_t *shape = ir_alloc(ctx, ((size_t)rank + 1) * sizeof *shape);
  for (int i = 0; i < rank; i++)
    shape[i] = i < (int)sizes->n ? sizes->v[i] : v->u.shaped.shape[i];
  return ir_type_vector(ctx, rank, shape, v->u.shaped.scalable,
                        v->u.shaped.elem);
}

static bool verify_extract_strided_slice(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"offsets", &du_i64_array},
                                     {"sizes", &du_i64_array},
                                     {"strides", &du_i64_array}};
  IntList l[3];
  if (!du_check_attr_kinds(ctx, op, attrs, 3) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !int_list(ctx, op, "offsets", &l[0]) ||
      !int_list(ctx, op, "sizes", &l[1]) ||
      !int_list(ctx, op, "strides", &l[2]) ||
      !du_check_operand(ctx, op, 0, &du_vector) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  IrType *v = operand_type(op, 0);
  unsigned rank = (unsigned)v->u.shaped.rank;
  if (l[0].n != l[1].n || l[0].n != l[2].n)
    return du_op_error(ctx, op,
                       "expected offsets, sizes and strides "
                       "attributes of same size");
  for (unsigned k = 0; k < 3; k++)
    if (l[k].n > rank)
      return du_op_error(ctx, op,
                         "expected %s attribute of rank no greater "
                         "than vector rank",
                         l[k].name);
  const int64_t *shape = v->u.shaped.shape;
  if (!confined_to_shape(ctx, op, &l[0], shape, rank, false, 0) ||
      !confined_to_shape(ctx, op, &l[1], shape, rank, true, 1) ||
      !unit_strides(ctx, op, &l[2]) ||
      !sum_confined(ctx, op, &l[0], &l[1], shape, rank))
    return false;
  IrType *want = sliced_type(ctx, v, &l[1]);
  if (want != result_type(op))
    return du_op_error(ctx, op, "expected result type to be %s",
                       du_quoted_type(ctx, want));
  for (unsigned i = 0; i < l[1].n; i++)
    if (is_scalable(v, (int)i) && l[1].v[i] != shape[i])
      return du_op_error(ctx, op,
                         "expected size at idx=%u to match the corresponding "
                         "base size from the input vector (%lld vs %lld)",
                         i, (long long)l[1].v[i], (long long)shape[i]);
  return true;
}

/* The ODS part of insert_strided_slice; reads offsets and strides. */
static bool verify_insert_strided_slice_ods(IrContext *ctx, IrOp *op,
                                            IntList *off, IntList *str) {
  static const DuAttrSpec attrs[] = {{"offsets", &du_i64_array},
                                     {"strides", &du_i64_array}};
  if (!du_check_attr_kinds(ctx, op, attrs, 2) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, false) ||
      !int_list(ctx, op, "offsets", off) ||
      !int_list(ctx, op, "strides", str) ||
      !du_check_operand(ctx, op, 0, &du_vector) ||
      !du_check_operand(ctx, op, 1, &du_vector) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  if (operand_type(op, 0)->u.shaped.elem != result_type(op)->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that operand #0 and result "
                       "have same element type");
  if (operand_type(op, 1) != result_type(op))
    return du_op_error(ctx, op,
                       "failed to verify that all of {dest, result} "
                       "have same type");
  return true;
}

static bool verify_insert_strided_slice(IrContext *ctx, IrOp *op) {
  IntList off, str;
  if (!verify_insert_strided_slice_ods(ctx, op, &off, &str))
    return false;
  IrType *s = operand_type(op, 0), *d = operand_type(op, 1);
  int srank = s->u.shaped.rank, drank = d->u.shaped.rank;
  if ((int)off.n != drank)
    return du_op_error(ctx, op,
                       "expected offsets of same size as destination "
                       "vector rank");
  if ((int)str.n != srank)
    return du_op_error(ctx, op,
                       "expected strides of same size as source "
                       "vector rank");
  if (srank > drank)
    return du_op_error(ctx, op,
                       "expected source rank to be no greater than "
                       "destination rank");
  IntList shape = {"source vector shape",
                   ir_alloc(ctx, ((size_t)drank + 1) * sizeof(int64_t)),
                   (unsigned)drank};
  for (int i = 0; i < srank; i++)
    shape.v[drank - srank + i] = s->u.shaped.shape[i];
  return confined_to_shape(ctx, op, &off, d->u.shaped.shape, (unsigned)drank,
                           false, 0) &&
         unit_strides(ctx, op, &str) &&
         sum_confined(ctx, op, &off, &shape, d->u.shaped.shape,
                      (unsigned)drank);
}

/* -------------------------------------------------------------- transpose */

/* vector.transpose %v, [perm] : V to W */
static IrOp *build_transpose(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *v = pc_expect_kind(&c, PI_SSA, "SSA operand"), *list;
  int64_t *perm;
  unsigned n;
  IrType *from, *to;
  if (!v || !pc_expect_punct(&c, ',') ||
      !(list = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !du_parse_int_list(&c, list, &perm, &n) ||
      !parse_two_types(&c, "to", true, true, &from, &to))
    return NULL;
  IrValue *x = op_parser_use(p, v, from);
  if (!x)
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "permutation", du_i64_dense(ctx, n, perm));
  return op_parser_create(p, 1, &x, 1, &to,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_transpose(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"permutation"};
  IrAttr *a = ir_op_attr(op, "permutation");
  unsigned next = 0;
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  pr_puts(p, ", ");
  du_print_mixed_list(p, op, a && a->kind == IR_ATTR_DENSE_ARRAY ? a : NULL,
                      &next);
  du_print_attrs(p, op, elided, 1);
  du_print_cast_types(p, op, "to");
}

static bool verify_transpose(IrContext *ctx, IrOp *op) {
  IrAttr *a;
  static const DuAttrSpec attrs[] = {{"permutation", &du_i64_dense_array}};
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_attr(ctx, op, "permutation", &du_i64_dense_array, true, &a) ||
      !du_check_operand(ctx, op, 0, &du_vector) ||
      !du_check_result(ctx, op, 0, &du_vector))
    return false;
  IrType *v = operand_type(op, 0), *r = result_type(op);
  if (v->u.shaped.elem != r->u.shaped.elem)
    return du_op_error(ctx, op,
                       "failed to verify that operand and result "
                       "have same element type");
  int rank = r->u.shaped.rank;
  if (v->u.shaped.rank != rank)
    return du_op_error(ctx, op, "vector result rank mismatch: %d", rank);
  const int64_t *perm = a->u.dense_array.ints;
  if ((int)a->u.dense_array.num != rank)
    return du_op_error(ctx, op, "transposition length mismatch: %u",
                       a->u.dense_array.num);
  bool *seen = ir_alloc(ctx, (size_t)rank + 1);
  for (int i = 0; i < rank; i++) {
    long long x = (long long)perm[i];
    if (perm[i] < 0 || perm[i] >= rank)
      return du_op_error(ctx, op, "transposition index out of range: %lld", x);
    if (seen[perm[i]])
      return du_op_error(ctx, op, "duplicate position index: %lld", x);
    seen[perm[i]] = true;
    if (r->u.shaped.shape[i] != v->u.shaped.shape[perm[i]])
      return du_op_error(ctx, op, "dimension size mismatch at: %lld", x);
  }
  return true;
}

/* ------------------------------------------------------------------ print */

/* vector.print [%x : T] [str "..."] [punctuation <p>] */
static IrOp *build_print(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  IrValue *x = NULL;
  AttrVec attrs = {0};
  ParsedItem *src = pc_accept_kind(&c, PI_SSA);
  IrType *t;
  if (src && (!pc_expect_punct(&c, ':') || !(t = pc_expect_type(&c)) ||
              !(x = op_parser_use(p, src, t))))
    return NULL;
  IrAttr *punct = NULL;
  for (ParsedItem *kw; (kw = pc_accept_kind(&c, PI_KEYWORD));) {
    if (strcmp(kw->text, "str") == 0) {
      ParsedItem *s = pc_expect_kind(&c, PI_STRING, "string");
      if (!s)
        return NULL;
      attr_vec_push(ctx, &attrs, "stringLiteral",
                    ir_attr_string(ctx, s->str, s->len, NULL));
    } else if (strcmp(kw->text, "punctuation") == 0 && kw->has_angle) {
      if (!(punct = parse_enum(&c, kw, &punctuation)))
        return NULL;
    } else {
      return op_parser_custom_error(p, kw->loc,
                                    "expected 'str' or 'punctuation'");
    }
  }
  if (!pc_expect_end(&c))
    return NULL;
  attr_vec_push(ctx, &attrs, "punctuation",
                punct ? punct : enum_attr(ctx, &punctuation, PUNCT_NEWLINE));
  return op_parser_create(p, x != NULL, &x, 0, NULL,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

static void print_print(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"stringLiteral", "punctuation"};
  IrAttr *str = ir_op_attr(op, "stringLiteral");
  int punct = enum_index(&punctuation, ir_op_attr(op, "punctuation"));
  if (op->num_operands) {
    pr_puts(p, " ");
    pr_operands(p, op, 0, 1);
    pr_puts(p, " : ");
    pr_operand_types(p, op, 0, 1);
  }
  if (str) {
    pr_puts(p, " str ");
    pr_attr(p, str);
  }
  if (punct >= 0 && punct != PUNCT_NEWLINE)
    pr_printf(p, " punctuation <%s>", punctuation_names[punct]);
  du_print_attrs(p, op, elided, 2);
}

static bool is_printable(const IrType *t) {
  return is_vector(t) || ir_type_is_int_or_index(t) || ir_type_is_float(t);
}
static const DuTypeConstraint printable = {is_printable, ""};

static bool verify_print(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"punctuation", &punctuation_attr},
                                     {"stringLiteral", &du_string_attr}};
  IrAttr *str = ir_op_attr(op, "stringLiteral");
  if (!du_check_attr_kinds(ctx, op, attrs, 2) ||
      !du_check_num_results(ctx, op, 0))
    return false;
  if (op->num_operands > 1)
    return du_op_error(ctx, op,
                       "operand group starting at #0 requires 0 or 1 "
                       "element, but found %u",
                       op->num_operands);
  if (op->num_operands && !du_check_operand(ctx, op, 0, &printable))
    return false;
  IrAttr *punct = ir_op_attr(op, "punctuation");
  if (str && (op->num_operands ||
              (punct && enum_index(&punctuation, punct) != PUNCT_NEWLINE)))
    return du_op_error(ctx, op,
                       "failed to verify that `source` or "
                       "`punctuation` are not set when printing "
                       "strings");
  return true;
}

/* -------------------------------------------------------------- the table */

#define OP(name, build, print, verify)                                         \
  { "vector." name, IR_FORMAT_FLAT, 0, build, print, verify }
#define PURE_OP(name, build, print, verify)                                    \
  { "vector." name, IR_FORMAT_FLAT, IR_TRAIT_PURE, build, print, verify }

static const IrOpDef vector_ops[] = {
    PURE_OP("bitcast", build_vector_cast, print_cast_like, verify_bitcast),
    PURE_OP("broadcast", build_broadcast, print_cast_like, verify_broadcast),
    OP("compressstore", vector_build_masked_store, vector_print_masked,
       vector_verify_masked),
    PURE_OP("constant_mask", build_constant_mask, print_constant_mask,
            verify_constant_mask),
    PURE_OP("create_mask", build_create_mask, print_list_then_type,
            verify_create_mask),
    PURE_OP("deinterleave", vector_build_deinterleave,
            vector_print_deinterleave, vector_verify_deinterleave),
    OP("expandload", vector_build_masked_load, vector_print_masked,
       vector_verify_masked),
    PURE_OP("extract", build_extract, print_extract, verify_extract),
    PURE_OP("extract_strided_slice", build_vector_cast, print_cast_like,
            verify_extract_strided_slice),
    PURE_OP("fma", build_fma, print_list_then_type, verify_fma),
    PURE_OP("from_elements", build_from_elements, print_list_then_type,
            verify_from_elements),
    PURE_OP("insert", build_insert, print_insert, verify_insert),
    PURE_OP("insert_strided_slice", build_insert_strided_slice,
            print_insert_strided_slice, verify_insert_strided_slice),
    PURE_OP("interleave", vector_build_interleave, vector_print_interleave,
            vector_verify_interleave),
    OP("load", vector_build_load, vector_print_load, vector_verify_load),
    OP("maskedload", vector_build_masked_load, vector_print_masked,
       vector_verify_masked),
    OP("maskedstore", vector_build_masked_store, vector_print_masked,
       vector_verify_masked),
    PURE_OP("outerproduct", vector_build_outerproduct,
            vector_print_outerproduct, vector_verify_outerproduct),
    OP("print", build_print, print_print, verify_print),
    PURE_OP("reduction", build_reduction, print_reduction, verify_reduction),
    PURE_OP("shape_cast", build_vector_cast, print_cast_like,
            verify_shape_cast),
    PURE_OP("shuffle", vector_build_shuffle, vector_print_shuffle,
            vector_verify_shuffle),
    PURE_OP("step", build_step, print_list_then_type, verify_step),
    OP("store", vector_build_store, vector_print_store, vector_verify_store),
    OP("transfer_read", vector_build_transfer_read, vector_print_transfer_read,
       vector_verify_transfer_read),
    OP("transfer_write", vector_build_transfer_write,
       vector_print_transfer_write, vector_verify_transfer_write),
    PURE_OP("transpose", build_transpose, print_transpose, verify_transpose),
};

const IrDialect ir_dialect_vector = {
    "vector", vector_ops, sizeof vector_ops / sizeof vector_ops[0],
    "alignment fastmath in_bounds kind mask mask_dim_sizes nontemporal "
    "offsets sizes strides operandSegmentSizes permutation permutation_map "
    "indexing_maps iterator_types punctuation static_position stringLiteral"};
