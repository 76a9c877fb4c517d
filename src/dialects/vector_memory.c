/*
 * vector_memory.c - the vector ops that read and write memory:
 * transfer_read and transfer_write (what --affine-super-vectorize emits),
 * load and store. The op table is in vector.c.
 *
 * A transfer op carries a permutation_map from the source's dims to the
 * vector's dims and an in_bounds flag per vector dim; MLIR's custom form
 * leaves them out when they are the minor identity and all false, so the
 * build hook adds those defaults (a dictionary in the source overrides
 * them) and the print hook leaves them out again.
 */
#include <stdio.h>
#include <string.h>

#include "dialect_util.h"
#include "vector.h"

/* The parts of a transfer op: segments [base, indices, padding, mask] for
 * transfer_read and [vector, base, indices, mask] for transfer_write. */
typedef struct Transfer {
  bool write;
  IrType *shaped, *vector;
  IrValue *mask; /* or NULL */
  unsigned num_indices;
  IrAffineMap *map;
  IrAttr *in_bounds;
} Transfer;

static bool is_write(const IrOp *op) {
  return strcmp(op->name, "vector.transfer_write") == 0;
}

/* The element type of the shaped type t as a vector "element rank": the
 * rank of a vector element type, 0 for a scalar one. */
static int elem_vector_rank(const IrType *t) {
  const IrType *e = t->u.shaped.elem;
  return e->kind == IR_TYPE_VECTOR ? e->u.shaped.rank : 0;
}

/* MLIR's minor identity map (d0..dn) -> (d(n-r)..dn), or NULL when the
 * vector part is longer than the source. */
static IrAffineMap *minor_identity(IrContext *ctx, int dims, int results) {
  if (results > dims || results < 0)
    return NULL;
  IrAffineExpr **e = ir_alloc(ctx, ((size_t)results + 1) * sizeof *e);
  for (int i = 0; i < results; i++)
    e[i] = ir_affine_dim(ctx, (unsigned)(dims - results + i));
  return ir_affine_map(ctx, (unsigned)dims, 0, (unsigned)results, e);
}

static bool is_minor_identity(const IrAffineMap *m) {
  if (m->num_symbols || m->num_results > m->num_dims)
    return false;
  for (unsigned i = 0; i < m->num_results; i++) {
    const IrAffineExpr *e = m->results[i];
    if (e->kind != IR_AFFINE_DIM ||
        e->value != (int64_t)(m->num_dims - m->num_results + i))
      return false;
  }
  return true;
}

/* Adds the default permutation_map (when MLIR infers one) and in_bounds
 * (one false per vector dim the map yields) of a transfer between shaped
 * and vec. */
static void add_default_transfer_attrs(IrContext *ctx, AttrVec *attrs,
                                       const IrType *shaped,
                                       const IrType *vec) {
  int results = vec->u.shaped.rank - elem_vector_rank(shaped);
  IrAffineMap *map = minor_identity(ctx, shaped->u.shaped.rank, results);
  if (results < 0)
    return;
  IrAttr **flags = ir_alloc(ctx, ((size_t)results + 1) * sizeof *flags);
  for (int i = 0; i < results; i++)
    flags[i] = ir_attr_bool(ctx, false);
  if (map)
    attr_vec_push(ctx, attrs, "permutation_map", ir_attr_map(ctx, map));
  attr_vec_push(ctx, attrs, "in_bounds",
                ir_attr_array(ctx, (unsigned)results, flags));
}

static IrType *inferred_mask_type(IrContext *ctx, const IrType *vec,
                                  const IrAffineMap *m);

/* The type of a transfer's mask operand, inferred from the permutation
 * map the op is written with, or the default one. */
static IrType *mask_type(OpParser *p, const IrType *shaped, const IrType *vec) {
  IrAttr *given = ir_attr_dict_get(p->attrs, "permutation_map");
  if (given && given->kind == IR_ATTR_AFFINE_MAP)
    return inferred_mask_type(p->ctx, vec, given->u.map);
  int results = vec->u.shaped.rank - elem_vector_rank(shaped);
  IrAffineMap *map = minor_identity(p->ctx, shaped->u.shaped.rank, results);
  return map ? inferred_mask_type(p->ctx, vec, map) : NULL;
}

/* Reads ": S, V" (transfer_read) or ": V, S" (transfer_write) into the
 * shaped and vector types, checking their kinds as MLIR's parser does. */
static bool parse_transfer_types(ItemCursor *c, bool write, IrType **shaped,
                                 IrType **vec) {
  IrLocation loc[2];
  IrType *t[2];
  for (unsigned k = 0; k < 2; k++) {
    if (!pc_expect_punct(c, k ? ',' : ':'))
      return false;
    loc[k] = pc_loc(c);
    if (!(t[k] = pc_expect_type(c)))
      return false;
  }
  *shaped = t[write];
  *vec = t[!write];
  bool ok = ((*shaped)->kind == IR_TYPE_TENSOR ||
             (*shaped)->kind == IR_TYPE_MEMREF) &&
            (*shaped)->u.shaped.rank >= 0;
  if (!ok) {
    op_parser_custom_error(c->p, loc[write],
                           "requires memref or ranked tensor type");
    return false;
  }
  if ((*vec)->kind != IR_TYPE_VECTOR) {
    op_parser_custom_error(c->p, loc[!write], "requires vector type");
    return false;
  }
  return pc_expect_end(c);
}

/* transfer_read:  %base[%i, ...], %pad [, %mask] : S, V
 * transfer_write: %v, %base[%i, ...] [, %mask] : V, S */
static IrOp *build_transfer(OpParser *p, bool write) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *val = NULL, *base, *idx, *pad = NULL, *mask = NULL;
  if (write && (!(val = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
                !pc_expect_punct(&c, ',')))
    return NULL;
  if (!(base = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")))
    return NULL;
  if (!write && (!pc_expect_punct(&c, ',') ||
                 !(pad = pc_expect_kind(&c, PI_SSA, "SSA operand"))))
    return NULL;
  if (pc_accept_punct(&c, ',') &&
      !(mask = pc_expect_kind(&c, PI_SSA, "SSA operand")))
    return NULL;
  IrType *shaped, *vec;
  if (!parse_transfer_types(&c, write, &shaped, &vec))
    return NULL;
  ValueVec ops = {0};
  if (write)
    value_vec_push(ctx, &ops, op_parser_use(p, val, vec));
  value_vec_push(ctx, &ops, op_parser_use(p, base, shaped));
  unsigned before = ops.len;
  if (!du_parse_operand_list(&c, idx, ir_type_index(ctx), &ops))
    return NULL;
  int64_t nidx = ops.len - before, nmask = mask != NULL;
  int64_t seg_read[4] = {1, nidx, 1, nmask}, seg_write[4] = {1, 1, nidx, nmask};
  if (!write)
    value_vec_push(ctx, &ops, op_parser_use(p, pad, shaped->u.shaped.elem));
  if (mask)
    value_vec_push(ctx, &ops,
                   op_parser_use(p, mask, mask_type(p, shaped, vec)));
  for (unsigned i = 0; i < ops.len; i++)
    if (!ops.data[i])
      return NULL;
  AttrVec attrs = {0};
  attr_vec_push(ctx, &attrs, "operandSegmentSizes",
                du_i32_dense(ctx, 4, write ? seg_write : seg_read));
  add_default_transfer_attrs(ctx, &attrs, shaped, vec);
  bool result = !write || shaped->kind == IR_TYPE_TENSOR;
  return op_parser_create(p, ops.len, ops.data, result, write ? &shaped : &vec,
                          ir_attr_dict(ctx, attrs.len, attrs.data));
}

IrOp *vector_build_transfer_read(OpParser *p) {
  return build_transfer(p, false);
}

IrOp *vector_build_transfer_write(OpParser *p) {
  return build_transfer(p, true);
}

/* True when a in_bounds attribute holds only false (or is absent). */
static bool all_false(const IrAttr *a) {
  for (unsigned i = 0; a && a->kind == IR_ATTR_ARRAY && i < a->u.array.num; i++)
    if (!du_is_false(a->u.array.elems[i]))
      return false;
  return true;
}

/* Writes the attribute dictionary of a transfer op, without the defaults,
 * then ": T, U" with the types of operands/results a and b. */
static void print_transfer_tail(IrPrinter *p, IrOp *op, IrType *a, IrType *b) {
  const char *elided[2];
  unsigned n = 0;
  IrAttr *map = ir_op_attr(op, "permutation_map");
  if (map && map->kind == IR_ATTR_AFFINE_MAP && is_minor_identity(map->u.map))
    elided[n++] = "permutation_map";
  if (all_false(ir_op_attr(op, "in_bounds")))
    elided[n++] = "in_bounds";
  du_print_attrs(p, op, elided, n);
  pr_puts(p, " : ");
  pr_type(p, a);
  pr_puts(p, ", ");
  pr_type(p, b);
}

/* Writes ", %mask" when segment 3 holds a mask. */
static void print_mask(IrPrinter *p, IrOp *op) {
  unsigned len, first = ir_op_segment(op, 3, &len);
  if (len) {
    pr_puts(p, ", ");
    pr_operands(p, op, first, len);
  }
}

void vector_print_transfer_read(IrPrinter *p, IrOp *op) {
  unsigned nidx, npad;
  unsigned idx = ir_op_segment(op, 1, &nidx);
  unsigned pad = ir_op_segment(op, 2, &npad);
  if (op->num_operands < 2 || !op->num_results)
    return;
  pr_puts(p, " ");
  pr_value(p, ir_op_operand(op, 0));
  du_print_operand_list(p, op, idx, nidx);
  pr_puts(p, ", ");
  pr_operands(p, op, pad, npad);
  print_mask(p, op);
  print_transfer_tail(p, op, ir_op_operand(op, 0)->type, op->results[0]->type);
}

void vector_print_transfer_write(IrPrinter *p, IrOp *op) {
  unsigned nidx;
  unsigned idx = ir_op_segment(op, 2, &nidx);
  if (op->num_operands < 2)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  pr_puts(p, ", ");
  pr_value(p, ir_op_operand(op, 1));
  du_print_operand_list(p, op, idx, nidx);
  print_mask(p, op);
  print_transfer_tail(p, op, ir_op_operand(op, 0)->type,
                      ir_op_operand(op, 1)->type);
}

/* --------------------------------------------------------- verification */

static bool is_shaped(const IrType *t) {
  return t && (t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_TENSOR ||
               t->kind == IR_TYPE_VECTOR);
}
static const DuTypeConstraint any_shaped = {is_shaped,
                                            "shaped of any type values"};
static bool is_ranked_tensor(const IrType *t) {
  return t && t->kind == IR_TYPE_TENSOR && t->u.shaped.rank >= 0;
}
static const DuTypeConstraint ranked_tensor = {
    is_ranked_tensor, "ranked tensor of any type values"};

/* Checks that segment seg of a transfer op holds `want` operands (at most
 * `want` when optional). */
static bool check_segment(IrContext *ctx, IrOp *op, unsigned seg, unsigned want,
                          bool optional) {
  unsigned len, first = ir_op_segment(op, seg, &len);
  if (optional ? len <= want : len == want)
    return true;
  return du_op_error(ctx, op,
                     "operand group starting at #%u requires %s%u element%s, "
                     "but found %u",
                     first, optional ? "0 or " : "", want, want == 1 ? "" : "s",
                     len);
}

/* The ODS checks of a transfer op; fills t. */
static bool verify_transfer_ods(IrContext *ctx, IrOp *op, Transfer *t) {
  static const DuAttrSpec attrs[] = {{"in_bounds", &du_bool_array},
                                     {"permutation_map", &du_map_attr}};
  IrAttr *map;
  t->write = is_write(op);
  unsigned base = t->write ? 1 : 0, idx_seg = t->write ? 2 : 1;
  if (!du_check_attr_kinds(ctx, op, attrs, 2) ||
      (!t->write && !du_check_num_results(ctx, op, 1)) ||
      !du_check_num_operands(ctx, op, 2, true) ||
      !du_check_segments(ctx, op, 4) ||
      !du_check_attr(ctx, op, "in_bounds", &du_bool_array, true,
                     &t->in_bounds) ||
      !du_check_attr(ctx, op, "permutation_map", &du_map_attr, true, &map) ||
      !check_segment(ctx, op, t->write ? 0 : 2, 1, false) ||
      !check_segment(ctx, op, base, 1, false) ||
      !check_segment(ctx, op, 3, 1, true) ||
      (t->write && !du_check_operand(ctx, op, 0, &du_vector)) ||
      !du_check_operand(ctx, op, base, &any_shaped))
    return false;
  unsigned first = ir_op_segment(op, idx_seg, &t->num_indices), nmask;
  unsigned mask = ir_op_segment(op, 3, &nmask);
  t->mask = nmask ? ir_op_operand(op, mask) : NULL;
  t->map = map->u.map;
  t->shaped = ir_op_operand(op, base)->type;
  if (!du_check_operand_group(ctx, op, first, t->num_indices, &du_index) ||
      (t->mask && !du_check_operand(ctx, op, mask, &du_bool_vector)))
    return false;
  if (t->write) {
    t->vector = ir_op_operand(op, 0)->type;
    return op->num_results == 0 || du_check_result(ctx, op, 0, &ranked_tensor);
  }
  if (!du_check_result(ctx, op, 0, &du_vector))
    return false;
  t->vector = op->results[0]->type;
  return true;
}

/* MLIR's verifyPermutationMap: each result is a dim used once or the
 * constant 0. */
static bool verify_permutation_map(IrContext *ctx, IrOp *op,
                                   const IrAffineMap *m) {
  bool *seen = ir_alloc(ctx, (size_t)m->num_dims + 1);
  for (unsigned i = 0; i < m->num_results; i++) {
    const IrAffineExpr *e = m->results[i];
    if (e->kind == IR_AFFINE_CONSTANT && e->value == 0)
      continue;
    if (e->kind != IR_AFFINE_DIM)
      return du_op_error(ctx, op,
                         "requires a projected permutation_map (at most one "
                         "dim or the zero constant can appear in each result)");
    if (seen[e->value])
      return du_op_error(ctx, op,
                         "requires a permutation_map that is a permutation "
                         "(found one dim used more than once)");
    seen[e->value] = true;
  }
  return true;
}

/* The mask type MLIR infers for a transfer of vector type vec with map m:
 * one i1 dim per source dim the map uses, sized like its vector dim. */
static IrType *inferred_mask_type(IrContext *ctx, const IrType *vec,
                                  const IrAffineMap *m) {
  int64_t *shape = ir_alloc(ctx, ((size_t)m->num_results + 1) * sizeof *shape);
  bool *scalable = ir_alloc(ctx, (size_t)m->num_results + 1);
  unsigned rank = 0;
  for (unsigned d = 0; d < m->num_dims; d++)
    for (unsigned j = 0; j < m->num_results && (int)j < vec->u.shaped.rank; j++)
      if (m->results[j]->kind == IR_AFFINE_DIM &&
          m->results[j]->value == (int64_t)d) {
        shape[rank] = vec->u.shaped.shape[j];
        scalable[rank++] = vec->u.shaped.scalable && vec->u.shaped.scalable[j];
      }
  if (rank == 0)
    shape[rank++] = 1;
  return ir_type_vector(ctx, (int)rank, shape, scalable,
                        ir_type_integer(ctx, 1, IR_SIGNLESS));
}

/* The minor dim of a vector type (1 for a 0-D vector). */
static int64_t minor_dim(const IrType *v) {
  return v->u.shaped.rank ? v->u.shaped.shape[v->u.shaped.rank - 1] : 1;
}

/* The element-type rules of MLIR's verifyTransferOp. */
static bool verify_transfer_elements(IrContext *ctx, IrOp *op,
                                     const Transfer *t) {
  const IrType *elem = t->shaped->u.shaped.elem, *vec = t->vector;
  unsigned results = t->map->num_results;
  unsigned vbits = ir_type_bitwidth(vec->u.shaped.elem);
  if (elem->kind == IR_TYPE_VECTOR) {
    int64_t src = ir_type_bitwidth(elem->u.shaped.elem) * minor_dim(elem);
    if (src && (int64_t)vbits * minor_dim(vec) % src)
      return du_op_error(ctx, op,
                         "requires the bitwidth of the minor 1-D vector to be "
                         "an integral multiple of the bitwidth of the minor "
                         "1-D vector of the source");
    if (elem->u.shaped.rank > vec->u.shaped.rank)
      return du_op_error(ctx, op,
                         "requires source vector element and vector "
                         "result ranks to match.");
    if ((int)results != vec->u.shaped.rank - elem->u.shaped.rank)
      return du_op_error(ctx, op,
                         "requires a permutation_map with result "
                         "dims of the same rank as the vector type");
    if (t->mask)
      return du_op_error(ctx, op,
                         "does not support masks with vector element type");
    return true;
  }
  unsigned ebits = ir_type_bitwidth(elem);
  if (ebits && (int64_t)vbits * minor_dim(vec) % ebits)
    return du_op_error(ctx, op,
                       "requires the bitwidth of the minor 1-D vector to be an "
                       "integral multiple of the bitwidth of the source "
                       "element type");
  if ((int)results != vec->u.shaped.rank)
    return du_op_error(ctx, op,
                       "requires a permutation_map with result dims "
                       "of the same rank as the vector type");
  return true;
}

/* MLIR's verifyTransferOp: element types, map shape, mask and in_bounds. */
static bool verify_transfer_common(IrContext *ctx, IrOp *op,
                                   const Transfer *t) {
  const IrAffineMap *m = t->map;
  if (t->shaped->kind == IR_TYPE_VECTOR || t->shaped->u.shaped.rank < 0)
    return du_op_error(ctx, op,
                       "requires source to be a memref or ranked tensor type");
  if (!verify_transfer_elements(ctx, op, t))
    return false;
  if (m->num_symbols)
    return du_op_error(ctx, op, "requires permutation_map without symbols");
  if ((int)m->num_dims != t->shaped->u.shaped.rank)
    return du_op_error(ctx, op,
                       "requires a permutation_map with input dims "
                       "of the same rank as the source type");
  if (t->mask) {
    IrType *want = inferred_mask_type(ctx, t->vector, m);
    if (want != t->mask->type)
      return du_op_error(ctx, op,
                         "inferred mask type (%s) and mask operand type (%s) "
                         "don't match",
                         du_quoted_type(ctx, want),
                         du_quoted_type(ctx, t->mask->type));
  }
  if (m->num_results != t->in_bounds->u.array.num)
    return du_op_error(ctx, op,
                       "expects the in_bounds attr of same rank as "
                       "permutation_map results: %s vs inBounds of size: %u",
                       ir_attr_str(ctx, ir_attr_map(ctx, (IrAffineMap *)m)),
                       t->in_bounds->u.array.num);
  return true;
}

/* "requires N indices" unless the op has one index per source dim. */
static bool verify_index_count(IrContext *ctx, IrOp *op, const IrType *t,
                               unsigned n) {
  if ((int)n == t->u.shaped.rank)
    return true;
  return du_op_error(ctx, op, "requires %d indices", t->u.shaped.rank);
}

/* transfer_read's padding must be the source's element type. */
static bool verify_padding(IrContext *ctx, IrOp *op, const Transfer *t) {
  unsigned n, i = ir_op_segment(op, 2, &n);
  const IrType *pad = ir_op_operand(op, i)->type;
  const IrType *elem = t->shaped->u.shaped.elem;
  if (elem->kind == IR_TYPE_VECTOR) {
    if (pad != elem)
      return du_op_error(ctx, op,
                         "requires source element type and padding "
                         "type to match.");
    return true;
  }
  if (!ir_type_is_int_or_index(pad) && !ir_type_is_float(pad))
    return du_op_error(ctx, op, "requires valid padding vector elemental type");
  if (pad != elem)
    return du_op_error(ctx, op,
                       "requires formal padding and source of the "
                       "same elemental type");
  return true;
}

bool vector_verify_transfer_read(IrContext *ctx, IrOp *op) {
  Transfer t;
  return verify_transfer_ods(ctx, op, &t) &&
         verify_index_count(ctx, op, t.shaped, t.num_indices) &&
         verify_transfer_common(ctx, op, &t) && verify_padding(ctx, op, &t) &&
         verify_permutation_map(ctx, op, t.map);
}

bool vector_verify_transfer_write(IrContext *ctx, IrOp *op) {
  Transfer t;
  if (!verify_transfer_ods(ctx, op, &t))
    return false;
  unsigned tensors = t.shaped->kind == IR_TYPE_TENSOR;
  if (op->num_results != tensors)
    return du_op_error(ctx, op,
                       "expected the number of tensor results (%u) to be "
                       "equal to the number of output tensors (%u)",
                       op->num_results, tensors);
  if (!verify_index_count(ctx, op, t.shaped, t.num_indices))
    return false;
  for (unsigned i = 0; i < t.map->num_results; i++)
    if (t.map->results[i]->kind == IR_AFFINE_CONSTANT &&
        t.map->results[i]->value == 0)
      return du_op_error(ctx, op, "should not have broadcast dimensions");
  return verify_transfer_common(ctx, op, &t) &&
         verify_permutation_map(ctx, op, t.map);
}

/* ----------------------------------------------------------- load, store */

/* vector.load %base[%i, ...] : M, V and vector.store %v, %base[%i, ...] :
 * M, V. */
static IrOp *build_access(OpParser *p, bool store) {
  IrContext *ctx = p->ctx;
  ItemCursor c = pc_begin(p);
  ParsedItem *val = NULL, *base, *idx;
  IrType *m, *v;
  if (store && (!(val = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
                !pc_expect_punct(&c, ',')))
    return NULL;
  if (!(base = pc_expect_kind(&c, PI_SSA, "SSA operand")) ||
      !(idx = pc_expect_kind(&c, PI_SQUARE, "'['")) ||
      !pc_expect_punct(&c, ':') ||
      !(m = du_expect_type_kind(&c, IR_TYPE_MEMREF, false)) ||
      !pc_expect_punct(&c, ',') ||
      !(v = du_expect_type_kind(&c, IR_TYPE_VECTOR, false)) ||
      !pc_expect_end(&c))
    return NULL;
  ValueVec ops = {0};
  if (store)
    value_vec_push(ctx, &ops, op_parser_use(p, val, v));
  value_vec_push(ctx, &ops, op_parser_use(p, base, m));
  for (unsigned i = 0; i < ops.len; i++)
    if (!ops.data[i])
      return NULL;
  if (!du_parse_operand_list(&c, idx, ir_type_index(ctx), &ops))
    return NULL;
  return op_parser_create(p, ops.len, ops.data, !store, &v, NULL);
}

IrOp *vector_build_load(OpParser *p) { return build_access(p, false); }
IrOp *vector_build_store(OpParser *p) { return build_access(p, true); }

/* Writes "%base[%i, ...] {attrs} : M, V" where operand `first` is the
 * base and vec is the vector type. */
static void print_access(IrPrinter *p, IrOp *op, unsigned first, IrType *vec) {
  const char *elided[1] = {"nontemporal"};
  pr_value(p, ir_op_operand(op, first));
  du_print_operand_list(p, op, first + 1, op->num_operands - first - 1);
  du_print_attrs(p, op, elided, du_is_false(ir_op_attr(op, "nontemporal")));
  pr_puts(p, " : ");
  pr_type(p, ir_op_operand(op, first)->type);
  pr_puts(p, ", ");
  pr_type(p, vec);
}

void vector_print_load(IrPrinter *p, IrOp *op) {
  if (!op->num_operands || !op->num_results)
    return;
  pr_puts(p, " ");
  print_access(p, op, 0, op->results[0]->type);
}

void vector_print_store(IrPrinter *p, IrOp *op) {
  if (op->num_operands < 2)
    return;
  pr_puts(p, " ");
  pr_operands(p, op, 0, 1);
  pr_puts(p, ", ");
  print_access(p, op, 1, ir_op_operand(op, 0)->type);
}

/* True when the memref's last dim has stride 1 (or it has no dims). */
static bool last_dim_unit_stride(IrContext *ctx, const IrType *m) {
  int64_t *strides, offset;
  if (!du_memref_strides(ctx, m, &strides, &offset))
    return false;
  return m->u.shaped.rank == 0 || strides[m->u.shaped.rank - 1] == 1;
}

/* The rules shared by vector.load and vector.store; what names the vector
 * in messages ("result" or "valueToStore"). */
static bool verify_access(IrContext *ctx, IrOp *op, const IrType *m,
                          const IrType *v, unsigned num_indices, bool store) {
  int64_t n = ir_type_num_elements(v);
  if ((v->u.shaped.rank != 0 && n != 1) || v->u.shaped.scalable)
    if (!last_dim_unit_stride(ctx, m))
      return du_op_error(ctx, op,
                         "most minor memref dim must have unit stride");
  if (m->u.shaped.rank < v->u.shaped.rank)
    return du_op_error(ctx, op,
                       store ? "source memref has lower rank than the vector "
                               "to store"
                             : "destination memref has lower rank than the "
                               "result vector");
  const IrType *elem = m->u.shaped.elem;
  if (elem->kind == IR_TYPE_VECTOR) {
    if (elem != v)
      return du_op_error(ctx, op,
                         "base memref and %s vector types should match",
                         store ? "valueToStore" : "result");
    elem = elem->u.shaped.elem;
  }
  if (v->u.shaped.elem != elem)
    return du_op_error(ctx, op,
                       store ? "base and valueToStore element type should match"
                             : "base and result element types should match");
  return verify_index_count(ctx, op, m, num_indices);
}

/* The ODS checks of vector.load (first == 0) and vector.store (first ==
 * 1, the stored vector before the base). */
static bool verify_access_ods(IrContext *ctx, IrOp *op, unsigned first) {
  static const DuAttrSpec attrs[] = {{"alignment", &du_alignment},
                                     {"nontemporal", &du_bool_attr}};
  return du_check_attr_kinds(ctx, op, attrs, 2) &&
         du_check_num_results(ctx, op, first ? 0 : 1) &&
         du_check_num_operands(ctx, op, first + 1, true) &&
         (!first || du_check_operand(ctx, op, 0, &du_vector)) &&
         du_check_operand(ctx, op, first, &du_memref) &&
         du_check_operand_group(ctx, op, first + 1,
                                op->num_operands - first - 1, &du_index) &&
         (first || du_check_result(ctx, op, 0, &du_vector));
}

bool vector_verify_load(IrContext *ctx, IrOp *op) {
  return verify_access_ods(ctx, op, 0) &&
         verify_access(ctx, op, ir_op_operand(op, 0)->type,
                       op->results[0]->type, op->num_operands - 1, false);
}

bool vector_verify_store(IrContext *ctx, IrOp *op) {
  return verify_access_ods(ctx, op, 1) &&
         verify_access(ctx, op, ir_op_operand(op, 1)->type,
                       ir_op_operand(op, 0)->type, op->num_operands - 2, true);
}
