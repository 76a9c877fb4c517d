/*
 * memref_view.c - the memref ops that make views of a memref: subview,
 * reinterpret_cast, collapse_shape, expand_shape, transpose and reshape
 * (whose shape is data, read when it runs). Their verifiers
 * are layout arithmetic: the result type is inferred from the source's strides
 * and offset and the op's static offsets, sizes, strides or reassociation,
 * and compared with the written one, as MLIR 22 does. The op table is in
 * memref.c.
 */
#include <stdio.h>
#include <string.h>

#include "../ir/diag.h"
#include "dialect_util.h"
#include "memref.h"

/* ------------------------------------- offsets, sizes and strides (views) */

static const char *const range_attr_names[3] = {
    "static_offsets", "static_sizes", "static_strides"};
static const char *const range_names[3] = {"offset", "size", "stride"};

/* The static offsets, sizes and strides of a subview or reinterpret_cast
 * (IR_DYNAMIC where an operand gives the value). */
typedef struct Ranges {
  const int64_t *v[3];
  unsigned n[3];
} Ranges;

/* Creates a subview or reinterpret_cast of source item src (of type
 * `from`) with the three mixed lists, and result type `to`. */
static IrOp *build_ranges_op(OpParser *p, ItemCursor *c, ParsedItem *src,
                             ParsedItem *const lists[3], IrType *from,
                             IrType *to) {
  IrContext *ctx = p->ctx;
  ValueVec ops = {0};
  value_vec_push(ctx, &ops, op_parser_use(p, src, from));
  if (!ops.data[0])
    return NULL;
  AttrVec attrs = {0};
  int64_t seg[4] = {1, 0, 0, 0};
  for (unsigned k = 0; k < 3; k++) {
    int64_t *stat;
    unsigned n, before = ops.len;
    if (!du_parse_mixed_list(c, lists[k], &ops, &stat, &n))
      return NULL;
    seg[k + 1] = ops.len - before;
    attr_vec_push(ctx, &attrs, range_attr_names[k], du_i64_dense(ctx, n, stat));
  }
  attr_vec_push(ctx, &attrs, "operandSegmentSizes", du_i32_dense(ctx, 4, seg));
  return op_parser_create(p, ops.len, ops.data, 1, &to,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

/* memref.subview %src[offsets] [sizes] [strides] : T to U */
IrOp *memref_build_subview(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand"), *lists[3];
  for (unsigned k = 0; src && k < 3; k++)
    if (!(lists[k] = pc_expect_kind(&c, PI_SQUARE, "'['")))
      return NULL;
  IrType *from, *to;
  if (!src || !du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (!memref_is_ranked(from) || !memref_is_ranked(to))
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  return build_ranges_op(p, &c, src, lists, from, to);
}

/* Expects "<keyword> : [list]" and returns the list item. */
static ParsedItem *expect_keyword_list(ItemCursor *c, const char *keyword) {
  if (!pc_expect_keyword(c, keyword) || !pc_expect_punct(c, ':'))
    return NULL;
  return pc_expect_kind(c, PI_SQUARE, "'['");
}

/* memref.reinterpret_cast %src to offset: [o], sizes: [..], strides: [..]
 *   : T to U */
IrOp *memref_build_reinterpret_cast(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand"), *lists[3];
  if (!src || !pc_expect_keyword(&c, "to"))
    return NULL;
  for (unsigned k = 0; k < 3; k++) {
    static const char *const keywords[3] = {"offset", "sizes", "strides"};
    if ((k && !pc_expect_punct(&c, ',')) ||
        !(lists[k] = expect_keyword_list(&c, keywords[k])))
      return NULL;
  }
  IrType *from, *to;
  if (!du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (from->kind != IR_TYPE_MEMREF || !memref_is_ranked(to))
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  return build_ranges_op(p, &c, src, lists, from, to);
}

/* Writes the three mixed lists, separated by sep[0], sep[1], sep[2]. */
static void print_ranges(IrPrinter *p, IrOp *op, const char *const sep[3]) {
  unsigned len, next = ir_op_segment(op, 1, &len);
  for (unsigned k = 0; k < 3; k++) {
    IrAttr *a = ir_op_attr(op, range_attr_names[k]);
    pr_puts(p, sep[k]);
    du_print_mixed_list(p, op, a && a->kind == IR_ATTR_DENSE_ARRAY ? a : NULL,
                        &next);
  }
  du_print_attrs(p, op, range_attr_names, 3);
  if (op->num_operands)
    du_print_cast_types(p, op, "to");
}

void memref_print_subview(IrPrinter *p, IrOp *op) {
  static const char *const sep[3] = {"", " ", " "};
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands ? 1 : 0);
  print_ranges(p, op, sep);
}

void memref_print_reinterpret_cast(IrPrinter *p, IrOp *op) {
  static const char *const sep[3] = {
      " to offset: ", ", sizes: ", ", strides: "};
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands ? 1 : 0);
  print_ranges(p, op, sep);
}

/* The OffsetSizeAndStrideOpInterface checks shared by subview and
 * reinterpret_cast; max_rank gives the expected length of each list. */
static bool verify_ranges(IrContext *ctx, IrOp *op, const unsigned max_rank[3],
                          const Ranges *r) {
  if (!(r->n[0] == 1 && max_rank[0] == 1) && r->n[0] != r->n[1])
    return ir_error(ctx, op->loc,
                    "expected mixed offsets rank to match mixed sizes rank (%u "
                    "vs %u) so the rank of the result type is well-formed.",
                    r->n[0], r->n[1]);
  if (r->n[1] != r->n[2])
    return ir_error(ctx, op->loc,
                    "expected mixed sizes rank to match mixed strides rank (%u "
                    "vs %u) so the rank of the result type is well-formed.",
                    r->n[1], r->n[2]);
  for (unsigned k = 0; k < 3; k++) {
    unsigned dyn = 0, len;
    for (unsigned i = 0; i < r->n[k]; i++)
      dyn += r->v[k][i] == IR_DYNAMIC;
    ir_op_segment(op, k + 1, &len);
    if (r->n[k] != max_rank[k])
      return ir_error(ctx, op->loc, "expected %u %s values, got %u",
                      max_rank[k], range_names[k], r->n[k]);
    if (dyn != len)
      return ir_error(ctx, op->loc,
                      "expected the number of '%ss' to match the number of "
                      "dynamic entries in '%s' (%u vs %u)",
                      range_names[k], range_attr_names[k], len, dyn);
  }
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < r->n[k]; i++)
      if (r->v[k][i] < 0 && r->v[k][i] != IR_DYNAMIC)
        return ir_error(ctx, op->loc,
                        "expected %ss to be non-negative, but got %lld",
                        range_names[k], (long long)r->v[k][i]);
  return true;
}

/* MLIR's AnyStridedMemRef, as far as affc tells layouts apart. */
static const DuTypeConstraint strided_memref = {
    memref_is_ranked, "strided memref of any type values"};

/* The ODS checks of subview and reinterpret_cast: the three static
 * arrays (read into r), one result, segments, index operands, a source
 * accepted by `source` and a result accepted by `result`. */
static bool verify_ranges_ods(IrContext *ctx, IrOp *op,
                              const DuTypeConstraint *source,
                              const DuTypeConstraint *result, Ranges *r) {
  static const DuAttrSpec attrs[] = {{"static_offsets", &du_i64_dense_array},
                                     {"static_sizes", &du_i64_dense_array},
                                     {"static_strides", &du_i64_dense_array}};
  if (!du_check_attr_kinds(ctx, op, attrs, 3) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_segments(ctx, op, 4))
    return false;
  for (unsigned k = 0; k < 3; k++) {
    IrAttr *a;
    if (!du_check_attr(ctx, op, range_attr_names[k], &du_i64_dense_array, true,
                       &a))
      return false;
    r->v[k] = a->u.dense_array.ints;
    r->n[k] = a->u.dense_array.num;
  }
  return du_check_operand(ctx, op, 0, source) &&
         du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index) &&
         du_check_result(ctx, op, 0, result);
}

/* The subview result type MLIR infers before rank reduction: sizes as
 * given, strides and offset composed with the source's. */
static IrType *infer_subview_type(IrContext *ctx, const IrType *base,
                                  const int64_t *base_strides,
                                  int64_t base_offset, const Ranges *r) {
  unsigned rank = r->n[1];
  int64_t *strides = ir_alloc(ctx, (rank + 1) * sizeof *strides);
  int64_t offset = base_offset;
  for (unsigned i = 0; i < rank; i++) {
    offset = du_sat_add(offset, du_sat_mul(r->v[0][i], base_strides[i]));
    strides[i] = du_sat_mul(base_strides[i], r->v[2][i]);
  }
  return ir_type_memref(ctx, (int)rank, r->v[1], base->u.shaped.elem,
                        ir_attr_strided(ctx, rank, strides, offset),
                        base->u.shaped.space);
}

/* MLIR's computeRankReductionMask: matches reduced's dims greedily against
 * orig's; unmatched dims of orig (marked in dropped) must be 1. */
static bool rank_reduction_mask(const IrType *orig, const IrType *reduced,
                                bool *dropped) {
  int n = orig->u.shaped.rank, m = reduced->u.shaped.rank, j = 0;
  for (int i = 0; i < n; i++) {
    int64_t size = orig->u.shaped.shape[i];
    dropped[i] = !(j < m && size == reduced->u.shaped.shape[j]);
    if (!dropped[i])
      j++;
    else if (size != 1)
      return false;
  }
  return j == m;
}

static unsigned count_i64(const int64_t *v, unsigned n, int64_t x) {
  unsigned c = 0;
  for (unsigned i = 0; i < n; i++)
    c += v[i] == x;
  return c;
}

/* MLIR's computeMemRefRankReductionMask: which unit dims of the inferred
 * type the subview result drops, told apart by their strides when several
 * dims are 1. Fills dropped; false when no consistent choice exists. */
static bool dropped_dims(IrContext *ctx, const IrType *orig,
                         const IrType *reduced, const int64_t *sizes,
                         bool *dropped) {
  unsigned n = (unsigned)orig->u.shaped.rank;
  unsigned m = (unsigned)reduced->u.shaped.rank, count = 0;
  for (unsigned i = 0; i < n; i++)
    count += dropped[i] = n != m && sizes[i] == 1;
  if (count + m == n)
    return true;
  int64_t *so, *sr, oo, or_;
  if (!du_memref_strides(ctx, orig, &so, &oo) ||
      !du_memref_strides(ctx, reduced, &sr, &or_))
    return false;
  count = 0;
  for (unsigned i = 0; i < n; i++) {
    if (!dropped[i])
      continue;
    unsigned already = 0;
    for (unsigned j = 0; j < i; j++)
      already += dropped[j] && so[j] == so[i];
    unsigned have = count_i64(so, n, so[i]) - already;
    unsigned want = count_i64(sr, m, so[i]);
    if (have < want)
      return false;
    dropped[i] = have > want;
    count += dropped[i];
  }
  return count + m == n;
}

/* Reports subview's "expected result type to be ... (mismatch of result
 * <what>)" error. */
static bool subview_mismatch(IrContext *ctx, IrOp *op, IrType *expected,
                             const char *what) {
  return ir_error(ctx, op->loc,
                  "expected result type to be %s or a rank-reduced version. "
                  "(mismatch of result %s), but got %s",
                  du_quoted_type(ctx, expected), what,
                  du_quoted_type(ctx, memref_result_type(op)));
}

/* Checks that the subview result is the inferred type, possibly with unit
 * dims dropped, with the same offset and strides. */
static bool verify_subview_type(IrContext *ctx, IrOp *op, IrType *expected,
                                const Ranges *r) {
  IrType *sub = memref_result_type(op);
  int n = expected->u.shaped.rank, m = sub->u.shaped.rank;
  bool *dropped = ir_alloc(ctx, (size_t)n + 1);
  if (m > n)
    return ir_error(ctx, op->loc,
                    "expected result rank to be smaller or equal to the "
                    "source rank, but got %s",
                    du_quoted_type(ctx, sub));
  if (!rank_reduction_mask(expected, sub, dropped))
    return subview_mismatch(ctx, op, expected, "sizes");
  if (expected->u.shaped.elem != sub->u.shaped.elem)
    return ir_error(
        ctx, op->loc, "expected result element type to be %s, but got %s",
        du_quoted_type(ctx, expected->u.shaped.elem), du_quoted_type(ctx, sub));
  int64_t *se, *ss, oe, os;
  if (!du_memref_strides(ctx, expected, &se, &oe) ||
      !du_memref_strides(ctx, sub, &ss, &os) || oe != os ||
      !dropped_dims(ctx, expected, sub, r->v[1], dropped))
    return subview_mismatch(ctx, op, expected, "layout");
  for (int i = 0, j = 0; i < n; i++)
    if (!dropped[i] && se[i] != ss[j++])
      return subview_mismatch(ctx, op, expected, "layout");
  return true;
}

/* Checks that the static offsets and slices stay inside the base's static
 * dims. */
static bool verify_in_bounds(IrContext *ctx, IrOp *op, const IrType *base,
                             const Ranges *r) {
  for (unsigned i = 0; i < r->n[1]; i++) {
    int64_t dim = base->u.shaped.shape[i], off = r->v[0][i];
    int64_t size = r->v[1][i], stride = r->v[2][i];
    if (dim == IR_DYNAMIC || off == IR_DYNAMIC)
      continue;
    if (off >= dim)
      return ir_error(ctx, op->loc, "offset %u is out-of-bounds: %lld >= %lld",
                      i, (long long)off, (long long)dim);
    if (size == IR_DYNAMIC || stride == IR_DYNAMIC || size <= 0)
      continue;
    int64_t last = off + (size - 1) * stride;
    if (last >= dim)
      return ir_error(ctx, op->loc,
                      "slice along dimension %u runs out-of-bounds: %lld >= "
                      "%lld",
                      i, (long long)last, (long long)dim);
  }
  return true;
}

bool memref_verify_subview(IrContext *ctx, IrOp *op) {
  Ranges r;
  if (!verify_ranges_ods(ctx, op, &du_memref, &du_memref, &r))
    return false;
  IrType *base = memref_operand_type(op, 0), *sub = memref_result_type(op);
  unsigned rank = (unsigned)base->u.shaped.rank;
  const unsigned max_rank[3] = {rank, rank, rank};
  if (!verify_ranges(ctx, op, max_rank, &r))
    return false;
  if (!memref_same_space(base, sub))
    return ir_error(ctx, op->loc,
                    "different memory spaces specified for base memref type "
                    "%s and subview memref type %s",
                    du_quoted_type(ctx, base), du_quoted_type(ctx, sub));
  int64_t *strides, offset;
  if (!du_memref_strides(ctx, base, &strides, &offset))
    return ir_error(ctx, op->loc, "base type %s is not strided",
                    du_quoted_type(ctx, base));
  IrType *expected = infer_subview_type(ctx, base, strides, offset, &r);
  return verify_subview_type(ctx, op, expected, &r) &&
         verify_in_bounds(ctx, op, base, &r);
}

/* "dynamic" or the number, for reinterpret_cast's messages. */
static const char *extent_str(IrContext *ctx, int64_t v) {
  if (v == IR_DYNAMIC)
    return "dynamic";
  char *s = ir_alloc(ctx, 24);
  snprintf(s, 24, "%lld", (long long)v);
  return s;
}

/* Reports "expected result type with <what> = E instead of R[ in dim = i]"
 * when the result's static value r differs from the op's value e. */
static bool check_extent(IrContext *ctx, IrOp *op, const char *what, int64_t e,
                         int64_t r, int dim) {
  if (r == IR_DYNAMIC || r == e)
    return true;
  char in_dim[32] = "";
  if (dim >= 0)
    snprintf(in_dim, sizeof in_dim, " in dim = %d", dim);
  return ir_error(ctx, op->loc,
                  "expected result type with %s = %s instead of %lld%s", what,
                  extent_str(ctx, e), (long long)r, in_dim);
}

bool memref_verify_reinterpret_cast(IrContext *ctx, IrOp *op) {
  Ranges r;
  if (!verify_ranges_ods(ctx, op, &du_any_memref, &strided_memref, &r))
    return false;
  IrType *src = memref_operand_type(op, 0), *res = memref_result_type(op);
  unsigned rank = (unsigned)res->u.shaped.rank;
  const unsigned max_rank[3] = {1, rank, rank};
  if (!verify_ranges(ctx, op, max_rank, &r))
    return false;
  const char *what = !memref_same_space(src, res) ? "memory spaces"
                     : src->u.shaped.elem != res->u.shaped.elem
                         ? "element types"
                         : NULL;
  if (what)
    return ir_error(ctx, op->loc,
                    "different %s specified for source type %s and result "
                    "memref type %s",
                    what, du_quoted_type(ctx, src), du_quoted_type(ctx, res));
  for (unsigned i = 0; i < rank; i++)
    if (!check_extent(ctx, op, "size", r.v[1][i], res->u.shaped.shape[i],
                      (int)i))
      return false;
  int64_t *strides, offset;
  if (!du_memref_strides(ctx, res, &strides, &offset))
    return ir_error(ctx, op->loc,
                    "expected result type to have strided layout but found %s",
                    du_quoted_type(ctx, res));
  if (!check_extent(ctx, op, "offset", r.v[0][0], offset, -1))
    return false;
  for (unsigned i = 0; i < rank; i++)
    if (!check_extent(ctx, op, "stride", r.v[2][i], strides[i], (int)i))
      return false;
  return true;
}

/* ---------------------------------------- collapse_shape, expand_shape */

/* Reads a reassociation "[[0, 1], [2]]" into an array of i64 arrays. */
static IrAttr *parse_reassociation(ItemCursor *c, ParsedItem *list) {
  IrContext *ctx = c->p->ctx;
  ItemCursor sub = pc_sub(c, list);
  unsigned num = 0;
  IrAttr **groups = NULL;
  while (!pc_at_end(&sub)) {
    ParsedItem *g = pc_expect_kind(&sub, PI_SQUARE, "'['");
    int64_t *dims;
    unsigned n;
    if (!g || !du_parse_int_list(&sub, g, &dims, &n) ||
        (!pc_at_end(&sub) && !pc_expect_punct(&sub, ',')))
      return NULL;
    groups = ir_grow(ctx, groups, num, num + 1, sizeof *groups);
    groups[num++] = du_i64_array_attr(ctx, n, dims);
  }
  return ir_attr_array(ctx, num, groups);
}

/* memref.collapse_shape %src [[..]] : T into U and memref.expand_shape
 * %src [[..]] output_shape [..] : T into U. */
static IrOp *build_reshape(OpParser *p, bool expand) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand");
  ParsedItem *list = src ? pc_expect_kind(&c, PI_SQUARE, "'['") : NULL;
  IrAttr *reassoc = list ? parse_reassociation(&c, list) : NULL;
  if (!reassoc)
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "reassociation", reassoc);
  ValueVec ops = {0};
  value_vec_push(ctx, &ops, NULL);
  if (expand) {
    ParsedItem *shape;
    int64_t *stat;
    unsigned n;
    if (!pc_expect_keyword(&c, "output_shape") ||
        !(shape = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
        !du_parse_mixed_list(&c, shape, &ops, &stat, &n))
      return NULL;
    attr_vec_push(ctx, &attrs, "static_output_shape",
                  du_i64_dense(ctx, n, stat));
  }
  IrType *from, *to;
  if (!du_expect_cast_types(&c, "into", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (!memref_is_ranked(from) || !memref_is_ranked(to))
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  if (!(ops.data[0] = op_parser_use(p, src, from)))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, 1, &to,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

IrOp *memref_build_collapse_shape(OpParser *p) {
  return build_reshape(p, false);
}
IrOp *memref_build_expand_shape(OpParser *p) { return build_reshape(p, true); }

/* Writes " %src [[0, 1], [2]]" (the reassociation as MLIR prints it). */
static void print_reassociation(IrPrinter *p, IrOp *op) {
  IrAttr *a = ir_op_attr(op, "reassociation");
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands ? 1 : 0);
  pr_puts(p, " [");
  for (unsigned i = 0; a && a->kind == IR_ATTR_ARRAY && i < a->u.array.num;
       i++) {
    IrAttr *g = a->u.array.elems[i];
    pr_puts(p, i ? ", [" : "[");
    for (unsigned j = 0; g->kind == IR_ATTR_ARRAY && j < g->u.array.num; j++)
      pr_printf(p, "%s%lld", j ? ", " : "",
                (long long)g->u.array.elems[j]->u.integer.value);
    pr_puts(p, "]");
  }
  pr_puts(p, "]");
}

void memref_print_collapse_shape(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"reassociation"};
  print_reassociation(p, op);
  du_print_attrs(p, op, elided, 1);
  if (op->num_operands)
    du_print_cast_types(p, op, "into");
}

void memref_print_expand_shape(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"reassociation", "static_output_shape"};
  IrAttr *shape = ir_op_attr(op, "static_output_shape");
  unsigned next = 1;
  print_reassociation(p, op);
  pr_puts(p, " output_shape ");
  du_print_mixed_list(
      p, op, shape && shape->kind == IR_ATTR_DENSE_ARRAY ? shape : NULL, &next);
  du_print_attrs(p, op, elided, 2);
  if (op->num_operands)
    du_print_cast_types(p, op, "into");
}

/* A reassociation read from its attribute (checked by du_i64_array_array). */
typedef struct Reassoc {
  unsigned num;
  const IrAttr *const *groups; /* each an array of i64 integer attributes */
} Reassoc;

static int64_t reassoc_dim(const Reassoc *r, unsigned g, unsigned k) {
  return r->groups[g]->u.array.elems[k]->u.integer.value;
}

static unsigned reassoc_len(const Reassoc *r, unsigned g) {
  return r->groups[g]->u.array.num;
}

/* Checks one reassociation group g of the collapsed dim g; *next is the
 * next expanded dim expected. */
static bool verify_group(IrContext *ctx, IrOp *op, const IrType *collapsed,
                         const IrType *expanded, const Reassoc *r, unsigned g,
                         int64_t *next) {
  bool dynamic = false;
  int64_t size = 1;
  for (unsigned k = 0; k < reassoc_len(r, g); k++) {
    int64_t d = reassoc_dim(r, g, k);
    if (d != (*next)++)
      return du_op_error(ctx, op, "reassociation indices must be contiguous");
    if (d >= expanded->u.shaped.rank)
      return du_op_error(ctx, op, "reassociation index %lld is out of bounds",
                         (long long)d);
    int64_t e = expanded->u.shaped.shape[d];
    dynamic |= e == IR_DYNAMIC;
    size = e == IR_DYNAMIC ? size : size * e;
  }
  int64_t c = collapsed->u.shaped.shape[g];
  if ((c == IR_DYNAMIC) != dynamic)
    return du_op_error(ctx, op,
                       "collapsed dim (%u) must be dynamic if and only if "
                       "reassociation group is dynamic",
                       g);
  if (!dynamic && size != c)
    return du_op_error(ctx, op,
                       "collapsed dim size (%lld) must equal reassociation "
                       "group size (%lld)",
                       (long long)c, (long long)size);
  return true;
}

/* MLIR's verifyCollapsedShape, multiple dynamic dims per group allowed. */
static bool verify_collapsed_shape(IrContext *ctx, IrOp *op,
                                   const IrType *collapsed,
                                   const IrType *expanded, const Reassoc *r) {
  int crank = collapsed->u.shaped.rank, erank = expanded->u.shaped.rank;
  if ((unsigned)crank != r->num)
    return du_op_error(ctx, op,
                       "invalid number of reassociation groups: found %u, "
                       "expected %d",
                       r->num, crank);
  int64_t next = 0;
  for (unsigned g = 0; g < r->num; g++)
    if (!verify_group(ctx, op, collapsed, expanded, r, g, &next))
      return false;
  if (crank == 0) {
    for (int i = 0; i < erank; i++)
      if (expanded->u.shaped.shape[i] != 1)
        return du_op_error(ctx, op,
                           "rank 0 memrefs can only be "
                           "extended/collapsed with/from ones");
  } else if (next != erank) {
    return du_op_error(ctx, op,
                       "expanded rank (%d) inconsistent with number of "
                       "reassociation indices (%lld)",
                       erank, (long long)next);
  }
  return true;
}

/* The strided layout of collapsing src by r (MLIR's non-strict
 * computeCollapsedLayoutMap), or NULL when dims that are not contiguous
 * are collapsed or src is not strided. */
static IrAttr *collapsed_layout(IrContext *ctx, const IrType *src,
                                const Reassoc *r) {
  int64_t *ss, offset;
  const int64_t *shape = src->u.shaped.shape;
  if (!du_memref_strides(ctx, src, &ss, &offset))
    return NULL;
  int64_t *rs = ir_alloc(ctx, (r->num + 1) * sizeof *rs);
  for (unsigned g = 0; g < r->num; g++) {
    unsigned len = reassoc_len(r, g);
    if (len == 0)
      return NULL;
    while (len > 1 && shape[reassoc_dim(r, g, len - 1)] == 1)
      len--;
    int64_t last = reassoc_dim(r, g, len - 1);
    rs[g] = shape[last] != IR_DYNAMIC || len == 1 ? ss[last] : IR_DYNAMIC;
  }
  for (unsigned g = 0; g < r->num; g++) {
    int64_t stride = rs[g];
    for (unsigned k = reassoc_len(r, g) - 1; k >= 1; k--) {
      int64_t d = reassoc_dim(r, g, k);
      stride = du_sat_mul(stride, shape[d]);
      if (shape[d - 1] != 1 && stride != IR_DYNAMIC &&
          ss[d - 1] != IR_DYNAMIC && stride != ss[d - 1])
        return NULL;
    }
  }
  return ir_attr_strided(ctx, r->num, rs, offset);
}

/* The strided layout of expanding src to shape by r (MLIR's
 * computeExpandedLayoutMap), or NULL when src is not strided. */
static IrAttr *expanded_layout(IrContext *ctx, const IrType *src,
                               const IrType *res, const Reassoc *r) {
  int64_t *ss, offset;
  if (!du_memref_strides(ctx, src, &ss, &offset))
    return NULL;
  unsigned rank = (unsigned)res->u.shaped.rank;
  int64_t *rs = ir_alloc(ctx, (rank + 1) * sizeof *rs);
  for (unsigned i = 0; i < rank; i++)
    rs[i] = 1;
  int pos = (int)rank - 1;
  for (unsigned g = r->num; g-- > 0;) {
    int64_t stride = ss[g];
    for (unsigned k = 0; k < reassoc_len(r, g) && pos >= 0; k++, pos--) {
      rs[pos] = stride;
      stride = du_sat_mul(stride, res->u.shaped.shape[pos]);
    }
  }
  return ir_attr_strided(ctx, rank, rs, offset);
}

/* The ODS checks of both reshapes (expand_shape takes output_shape
 * operands); fills r from the reassociation. */
static bool verify_reshape_ods(IrContext *ctx, IrOp *op, bool expand,
                               Reassoc *r) {
  static const DuAttrSpec attrs[] = {
      {"reassociation", &du_i64_array_array},
      {"static_output_shape", &du_i64_dense_array}};
  IrAttr *a, *shape;
  if (!du_check_attr_kinds(ctx, op, attrs, 2) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, expand) ||
      !du_check_attr(ctx, op, "reassociation", &du_i64_array_array, true, &a) ||
      (expand && !du_check_attr(ctx, op, "static_output_shape",
                                &du_i64_dense_array, true, &shape)) ||
      !du_check_operand(ctx, op, 0, &strided_memref) ||
      !du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index) ||
      !du_check_result(ctx, op, 0, &strided_memref))
    return false;
  r->num = a->u.array.num;
  r->groups = (const IrAttr *const *)a->u.array.elems;
  return true;
}

/* The memref type `shape_of` would have with src's element type and
 * memory space and the given layout. */
static IrType *reshaped_type(IrContext *ctx, const IrType *shape_of,
                             const IrType *src, IrAttr *layout) {
  return ir_type_memref(ctx, shape_of->u.shaped.rank, shape_of->u.shaped.shape,
                        src->u.shaped.elem, layout, src->u.shaped.space);
}

bool memref_verify_collapse_shape(IrContext *ctx, IrOp *op) {
  Reassoc r;
  if (!verify_reshape_ods(ctx, op, false, &r))
    return false;
  IrType *src = memref_operand_type(op, 0), *res = memref_result_type(op);
  int r0 = src->u.shaped.rank, r1 = res->u.shaped.rank;
  if (r0 < r1)
    return du_op_error(ctx, op,
                       "has source rank %d and result rank %d. This is not a "
                       "collapse (%d < %d).",
                       r0, r1, r0, r1);
  if (!verify_collapsed_shape(ctx, op, res, src, &r))
    return false;
  IrAttr *layout = NULL;
  if (!du_layout_is_identity(src->u.shaped.layout) &&
      !(layout = collapsed_layout(ctx, src, &r)))
    return du_op_error(ctx, op,
                       "invalid source layout map or collapsing "
                       "non-contiguous dims");
  IrType *expected = reshaped_type(ctx, res, src, layout);
  if (expected != res)
    return du_op_error(ctx, op, "expected collapsed type to be %s but found %s",
                       du_quoted_type(ctx, expected), du_quoted_type(ctx, res));
  return true;
}

/* expand_shape's checks of output_shape against the result type. */
static bool verify_output_shape(IrContext *ctx, IrOp *op, const IrType *res) {
  IrAttr *a;
  if (!du_check_attr(ctx, op, "static_output_shape", &du_i64_dense_array, true,
                     &a))
    return false;
  unsigned n = a->u.dense_array.num, dyn = 0;
  if ((int)n != res->u.shaped.rank)
    return du_op_error(ctx, op,
                       "expected number of static shape bounds to be equal to "
                       "the output rank (%d) but found %u inputs instead",
                       res->u.shaped.rank, n);
  for (unsigned i = 0; i < n; i++)
    dyn += a->u.dense_array.ints[i] == IR_DYNAMIC;
  if (dyn != op->num_operands - 1)
    return du_op_error(ctx, op,
                       "mismatch in dynamic dims in output_shape and "
                       "static_output_shape: static_output_shape has %u "
                       "dynamic dims while output_shape has %u values",
                       dyn, op->num_operands - 1);
  for (unsigned i = 0; i < n; i++) {
    int64_t d = res->u.shaped.shape[i];
    if (d != IR_DYNAMIC && d != a->u.dense_array.ints[i])
      return du_op_error(ctx, op, "invalid output shape provided at pos %u", i);
  }
  return true;
}

bool memref_verify_expand_shape(IrContext *ctx, IrOp *op) {
  Reassoc r;
  if (!verify_reshape_ods(ctx, op, true, &r))
    return false;
  IrType *src = memref_operand_type(op, 0), *res = memref_result_type(op);
  int r0 = src->u.shaped.rank, r1 = res->u.shaped.rank;
  if (r0 > r1)
    return du_op_error(ctx, op,
                       "has source rank %d and result rank %d. This is not an "
                       "expansion (%d > %d).",
                       r0, r1, r0, r1);
  if (!verify_collapsed_shape(ctx, op, src, res, &r))
    return false;
  IrAttr *layout = NULL;
  if (!du_layout_is_identity(src->u.shaped.layout) &&
      !(layout = expanded_layout(ctx, src, res, &r)))
    return du_op_error(ctx, op, "invalid source layout map");
  IrType *expected = reshaped_type(ctx, res, src, layout);
  if (expected != res)
    return du_op_error(ctx, op, "expected expanded type to be %s but found %s",
                       du_quoted_type(ctx, expected), du_quoted_type(ctx, res));
  return verify_output_shape(ctx, op, res);
}

/* -------------------------------------------------------------- transpose */

/* The dim names of memref.transpose's "(i, j) -> (j, i)". */
typedef struct DimNames {
  OpParser *p;
  ParsedItem **names;
  unsigned num;
} DimNames;

/* Leaf callback of ir_parse_affine_expr: a name of the map's dims. */
static IrAffineExpr *dim_leaf(void *data, ParsedItem *leaf) {
  DimNames *d = data;
  for (unsigned i = 0; leaf->kind == PI_KEYWORD && i < d->num; i++)
    if (strcmp(d->names[i]->text, leaf->text) == 0)
      return ir_affine_dim(d->p->ctx, i);
  op_parser_custom_error(d->p, leaf->loc, "expected a dimension identifier");
  return NULL;
}

/* Reads the bare affine map "(d0, d1) -> (d1, d0)" of memref.transpose. */
static IrAffineMap *parse_bare_map(ItemCursor *c) {
  IrContext *ctx = c->p->ctx;
  DimNames d = {c->p, NULL, 0};
  ParsedItem *dims = pc_expect_kind(c, PI_PAREN, "'('"), *res;
  if (!dims || !pc_expect_punct(c, '>') ||
      !(res = pc_expect_kind(c, PI_PAREN, "'('")))
    return NULL;
  ItemCursor sub = pc_sub(c, dims);
  while (!pc_at_end(&sub)) {
    ParsedItem *name = pc_expect_kind(&sub, PI_KEYWORD, "dimension identifier");
    if (!name || (!pc_at_end(&sub) && !pc_expect_punct(&sub, ',')))
      return NULL;
    d.names = ir_grow(ctx, d.names, d.num, d.num + 1, sizeof *d.names);
    d.names[d.num++] = name;
  }
  IrAffineExpr **exprs = NULL;
  unsigned n = 0;
  sub = pc_sub(c, res);
  while (!pc_at_end(&sub)) {
    exprs = ir_grow(ctx, exprs, n, n + 1, sizeof *exprs);
    if (!(exprs[n++] =
              ir_parse_affine_expr(ctx, pc_next(&sub), dim_leaf, &d)) ||
        (!pc_at_end(&sub) && !pc_expect_punct(&sub, ',')))
      return NULL;
  }
  return ir_affine_map(ctx, d.num, 0, n, exprs);
}

/* memref.transpose %src (d0, d1) -> (d1, d0) : T to U */
IrOp *memref_build_transpose(OpParser *p) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand");
  IrAffineMap *map = src ? parse_bare_map(&c) : NULL;
  IrType *from, *to;
  if (!map || !du_expect_cast_types(&c, "to", &from, &to) || !pc_expect_end(&c))
    return NULL;
  if (!memref_is_ranked(from) || !memref_is_ranked(to))
    return op_parser_custom_error(p, p->loc, "invalid kind of type specified");
  IrValue *v = op_parser_use(p, src, from);
  if (!v)
    return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "permutation", ir_attr_map(ctx, map));
  return op_parser_create(p, 1, &v, 1, &to,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

void memref_print_transpose(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"permutation"};
  IrAttr *a = ir_op_attr(op, "permutation");
  pr_puts(p, " ");
  pr_operands(p, op, 0, op->num_operands);
  if (a && a->kind == IR_ATTR_AFFINE_MAP) {
    const char *text = ir_attr_str(pr_context(p), a); /* affine_map<...> */
    size_t skip = strlen("affine_map<");
    pr_printf(p, " %.*s", (int)(strlen(text) - skip - 1), text + skip);
  }
  du_print_attrs(p, op, elided, 1);
  du_print_cast_types(p, op, "to");
}

/* MLIR's makeStridedLinearLayoutMap: offset + sum(d_i * stride_i), with a
 * symbol for the offset and for each stride that is dynamic. */
static IrAffineMap *strided_linear_map(IrContext *ctx, unsigned rank,
                                       const int64_t *strides, int64_t offset) {
  unsigned syms = 0;
  IrAffineExpr *e = offset == IR_DYNAMIC ? ir_affine_symbol(ctx, syms++)
                                         : ir_affine_constant(ctx, offset);
  for (unsigned i = 0; i < rank; i++) {
    IrAffineExpr *m = strides[i] == IR_DYNAMIC
                          ? ir_affine_symbol(ctx, syms++)
                          : ir_affine_constant(ctx, strides[i]);
    e = ir_affine_add(ctx, e, ir_affine_mul(ctx, ir_affine_dim(ctx, i), m));
  }
  return ir_affine_map(ctx, rank, syms, 1, &e);
}

/* MLIR's canonicalizeStridedLayout: no layout when t's strides and offset
 * are the row-major ones, else its strided layout as an affine map. */
static IrType *canonical_layout(IrContext *ctx, IrType *t) {
  int64_t *s, *rm, off, rm_off;
  int rank = t->u.shaped.rank;
  if (du_layout_is_identity(t->u.shaped.layout) || rank == 0 ||
      !du_memref_strides(ctx, t, &s, &off))
    return t;
  IrType *plain = ir_type_memref(ctx, rank, t->u.shaped.shape, t->u.shaped.elem,
                                 NULL, t->u.shaped.space);
  du_memref_strides(ctx, plain, &rm, &rm_off);
  if (off == 0 && memcmp(s, rm, (size_t)rank * sizeof *s) == 0)
    return plain;
  IrAffineMap *m = strided_linear_map(ctx, (unsigned)rank, s, off);
  return ir_type_memref(ctx, rank, t->u.shaped.shape, t->u.shaped.elem,
                        ir_attr_map(ctx, m), t->u.shaped.space);
}

/* True when every result of m is a distinct dim and each dim is used. */
static bool is_permutation(IrContext *ctx, const IrAffineMap *m) {
  bool *seen = ir_alloc(ctx, (size_t)m->num_dims + 1);
  if (m->num_symbols || m->num_results != m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    const IrAffineExpr *e = m->results[i];
    if (e->kind != IR_AFFINE_DIM || seen[e->value])
      return false;
    seen[e->value] = true;
  }
  return true;
}

/* The source type with dims and strides permuted by m (MLIR's
 * inferTransposeResultType), or NULL when the source is not strided. */
static IrType *transposed_type(IrContext *ctx, const IrType *src,
                               const IrAffineMap *m) {
  int64_t *s, off;
  if (!du_memref_strides(ctx, src, &s, &off))
    return NULL;
  unsigned rank = m->num_results;
  int64_t *shape = ir_alloc(ctx, (rank + 1) * sizeof *shape);
  int64_t *strides = ir_alloc(ctx, (rank + 1) * sizeof *strides);
  for (unsigned i = 0; i < rank; i++) {
    shape[i] = src->u.shaped.shape[m->results[i]->value];
    strides[i] = s[m->results[i]->value];
  }
  return ir_type_memref(ctx, (int)rank, shape, src->u.shaped.elem,
                        ir_attr_strided(ctx, rank, strides, off),
                        src->u.shaped.space);
}

bool memref_verify_transpose(IrContext *ctx, IrOp *op) {
  static const DuAttrSpec attrs[] = {{"permutation", &du_map_attr}};
  IrAttr *a;
  if (!du_check_attr_kinds(ctx, op, attrs, 1) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 1, false) ||
      !du_check_attr(ctx, op, "permutation", &du_map_attr, true, &a) ||
      !du_check_operand(ctx, op, 0, &strided_memref) ||
      !du_check_result(ctx, op, 0, &strided_memref))
    return false;
  IrType *src = memref_operand_type(op, 0), *res = memref_result_type(op);
  const IrAffineMap *m = a->u.map;
  if (!is_permutation(ctx, m))
    return du_op_error(ctx, op, "expected a permutation map");
  if ((int)m->num_dims != src->u.shaped.rank)
    return du_op_error(ctx, op,
                       "expected a permutation map of same rank as the input");
  IrType *want = transposed_type(ctx, src, m);
  if (!want)
    return du_op_error(ctx, op, "expected a strided source");
  want = canonical_layout(ctx, want);
  if (canonical_layout(ctx, res) != want)
    return du_op_error(ctx, op,
                       "result type %s is not equivalent to the canonical "
                       "transposed input type %s",
                       du_quoted_type(ctx, res), du_quoted_type(ctx, want));
  return true;
}

/* ---------------------------------------------------------------- reshape */

/* memref.reshape %src(%shape) {attrs} : (T, S) -> U */
IrOp *memref_build_reshape(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ParsedItem *src = pc_expect_kind(&c, PI_SSA, "SSA operand"), *list = NULL;
  IrType *ft;
  if (!src || !(list = pc_expect_kind(&c, PI_PAREN, "'('")))
    return NULL;
  ItemCursor sub = pc_sub(&c, list);
  ParsedItem *shape = pc_expect_kind(&sub, PI_SSA, "SSA operand");
  if (!shape || !pc_expect_end(&sub) || !pc_expect_punct(&c, ':') ||
      !(ft = pc_expect_function_type(&c)) || !pc_expect_end(&c))
    return NULL;
  if (ft->u.func.num_inputs != 2 || ft->u.func.num_results != 1)
    return op_parser_custom_error(p, p->loc,
                                  "expected 2 operand types and 1 result "
                                  "type");
  IrValue *ops[2] = {op_parser_use(p, src, ft->u.func.inputs[0]),
                     op_parser_use(p, shape, ft->u.func.inputs[1])};
  if (!ops[0] || !ops[1])
    return NULL;
  return op_parser_create(p, 2, ops, 1, ft->u.func.results, NULL);
}

void memref_print_reshape(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  pr_puts(p, "(");
  pr_value(p, ir_op_operand(op, 1));
  pr_puts(p, ")");
  du_print_attrs(p, op, NULL, 0);
  pr_puts(p, " : (");
  pr_operand_types(p, op, 0, 2);
  pr_puts(p, ") -> ");
  pr_type(p, op->results[0]->type);
}

static bool is_shape_memref(const IrType *t) {
  return memref_is_ranked(t) && t->u.shaped.rank == 1 &&
         ((t->u.shaped.elem->kind == IR_TYPE_INTEGER &&
           t->u.shaped.elem->u.integer.signedness == IR_SIGNLESS) ||
          t->u.shaped.elem->kind == IR_TYPE_INDEX);
}

static const DuTypeConstraint shape_memref = {
    is_shape_memref, "1D memref of signless integer or index values"};

/* MLIR's ReshapeOp::verify. */
bool memref_verify_reshape(IrContext *ctx, IrOp *op) {
  if (!du_check_num_results(ctx, op, 1) ||
      !du_check_num_operands(ctx, op, 2, false) ||
      !du_check_operand(ctx, op, 0, &du_any_memref) ||
      !du_check_operand(ctx, op, 1, &shape_memref) ||
      !du_check_result(ctx, op, 0, &du_any_memref))
    return false;
  IrType *src = ir_op_operand(op, 0)->type, *res = op->results[0]->type;
  IrType *shape = ir_op_operand(op, 1)->type;
  if (src->u.shaped.elem != res->u.shaped.elem)
    return du_op_error(ctx, op, "element types of source and destination "
                                "memref types should be the same");
  if (memref_is_ranked(src) && !du_layout_is_identity(src->u.shaped.layout))
    return du_op_error(ctx, op,
                       "source memref type should have identity affine map");
  if (!memref_is_ranked(res))
    return true;
  if (shape->u.shaped.shape[0] == IR_DYNAMIC)
    return du_op_error(ctx, op, "cannot use shape operand with dynamic length "
                                "to reshape to statically-ranked memref type");
  if (shape->u.shaped.shape[0] != res->u.shaped.rank)
    return du_op_error(ctx, op, "length of shape operand differs from the "
                                "result's memref rank");
  if (!du_layout_is_identity(res->u.shaped.layout))
    return du_op_error(ctx, op,
                       "result memref type should have identity affine map");
  return true;
}
