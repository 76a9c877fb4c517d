/*
 * affine_verify.c - the verify hooks of the affine dialect's ops.
 *
 * An op written in generic form reaches its verify hook without its build
 * hook having run, so each hook first does what MLIR's ODS-generated
 * verifier does (attribute presence and kind, operand and result types,
 * operand segments) and then the op's own rules from MLIR's AffineOps.cpp:
 * map operand counts, subscripts against the memref's rank, dimension and
 * symbol validity (affine_rules.c), loop-carried values, reductions. The
 * messages are MLIR's, word for word; where MLIR would crash or silently
 * misread a malformed op, affc reports an error of its own instead.
 */
#include <string.h>

#include "../ir/diag.h"
#include "affine.h"
#include "affine_ops.h"
#include "dialect_util.h"

/* ---------------------------------------------------------------- helpers */

static bool is_index_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && a->type &&
         a->type->kind == IR_TYPE_INDEX;
}
static bool is_set_attr(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER_SET;
}
static bool is_locality(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && a->type &&
         a->type->kind == IR_TYPE_INTEGER && a->type->u.integer.width == 32 &&
         a->type->u.integer.signedness == IR_SIGNLESS &&
         a->u.integer.value >= 0 && a->u.integer.value <= 3;
}
static bool is_reduction(const IrAttr *a) {
  return a->kind == IR_ATTR_INTEGER && a->type &&
         a->type->kind == IR_TYPE_INTEGER && a->type->u.integer.width == 64 &&
         affine_reduction_name(a->u.integer.value);
}
static bool is_reductions(const IrAttr *a) {
  if (a->kind != IR_ATTR_ARRAY)
    return false;
  for (unsigned i = 0; i < a->u.array.num; i++)
    if (!is_reduction(a->u.array.elems[i]))
      return false;
  return true;
}
static bool is_i32_elements(const IrAttr *a) {
  const IrType *t = a->type;
  return a->kind == IR_ATTR_DENSE && t && ir_type_is_shaped(t) &&
         t->u.shaped.elem->kind == IR_TYPE_INTEGER &&
         t->u.shaped.elem->u.integer.width == 32 &&
         t->u.shaped.elem->u.integer.signedness == IR_SIGNLESS;
}

static const DuAttrConstraint index_attr = {is_index_attr, "index attribute"};
static const DuAttrConstraint set_attr = {is_set_attr, "IntegerSet attribute"};
static const DuAttrConstraint locality_attr = {
    is_locality, "32-bit signless integer attribute whose minimum value is 0 "
                 "whose maximum value is 3"};
static const DuAttrConstraint reductions_attr = {is_reductions,
                                                 "Reduction ops"};
static const DuAttrConstraint i32_elements_attr = {
    is_i32_elements, "32-bit signless integer elements attribute"};

/* Checks that the n operands of op from first on can be bound to the
 * dimensions (the first num_dims of them) and symbols of a map or set:
 * MLIR's verifyDimAndSymbolIdentifiers. The verifier has checked that op
 * sees its operands, so the value-based rules give the answers of op's
 * scope without walking up to it (affine_rules.c). */
static bool verify_dims_syms(IrContext *ctx, IrOp *op, unsigned first,
                             unsigned n, unsigned num_dims) {
  for (unsigned i = 0; i < n; i++) {
    IrValue *v = ir_op_operand(op, first + i);
    if (i < num_dims && !affine_is_valid_dim(v))
      return du_op_error(ctx, op, "operand cannot be used as a dimension id");
    if (i >= num_dims && !affine_is_valid_symbol(v))
      return du_op_error(ctx, op, "operand cannot be used as a symbol");
  }
  return true;
}

/* Checks the n subscript operands from first on of prefetch and the DMA
 * ops: index values that are valid dimensions or symbols. `what` names
 * them in the messages ("src index", "index"), `op_word` is the op in the
 * type message ("dma_start"). */
static bool verify_dma_indices(IrContext *ctx, IrOp *op, unsigned first,
                               unsigned n, const char *what,
                               const char *op_word) {
  for (unsigned i = first; i < first + n; i++) {
    IrValue *v = ir_op_operand(op, i);
    if (op_word && v->type->kind != IR_TYPE_INDEX)
      return du_op_error(ctx, op, "%s to %s must have 'index' type", what,
                         op_word);
    if (!affine_is_valid_dim(v))
      return du_op_error(ctx, op, "%s must be a valid dimension or symbol "
                         "identifier", what);
  }
  return true;
}

/* The map of attribute `name`, checked as ODS does ("requires attribute",
 * "AffineMap attribute"); NULL after an error. */
static IrAffineMap *required_map(IrContext *ctx, IrOp *op, const char *name) {
  IrAttr *a;
  return du_check_attr(ctx, op, name, &du_map_attr, true, &a) ? a->u.map
                                                              : NULL;
}

/* Index operands, an affine map and index results: what affine.apply,
 * affine.min and affine.max share. */
static IrAffineMap *verify_map_op(IrContext *ctx, IrOp *op) {
  IrAffineMap *m = required_map(ctx, op, "map");
  if (!m || !du_check_operand_group(ctx, op, 0, op->num_operands, &du_index) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_result(ctx, op, 0, &du_index))
    return NULL;
  if (op->num_operands != affine_map_inputs(m))
    return du_op_error(ctx, op, "operand count and affine map dimension and "
                                "symbol count must match"),
           NULL;
  return m;
}

/* ------------------------------------------------ apply, min and max */

bool affine_verify_apply(IrContext *ctx, IrOp *op) {
  IrAffineMap *m = verify_map_op(ctx, op);
  if (!m)
    return false;
  if (m->num_results != 1)
    return du_op_error(ctx, op, "mapping must produce one value");
  /* Valid dimensions may not stand for symbols; values that are neither
   * (used outside affine ops) pass. */
  for (unsigned i = m->num_dims; i < op->num_operands; i++) {
    IrValue *v = ir_op_operand(op, i);
    if (affine_is_valid_dim(v) && !affine_is_valid_symbol(v))
      return ir_error(ctx, op->loc,
                      "dimensional operand cannot be used as a symbol");
  }
  return true;
}

bool affine_verify_min_max(IrContext *ctx, IrOp *op) {
  IrAffineMap *m = verify_map_op(ctx, op);
  if (!m)
    return false;
  if (m->num_results == 0)
    return du_op_error(ctx, op, "affine map expect at least one result");
  return true;
}

/* ------------------------------------------- load, store and their vectors */

/* MLIR's verifiers of affine.load/store/vector_load/vector_store: the
 * element (or vector element) type, then verifyMemoryOpIndexing. */
static bool verify_access(IrContext *ctx, IrOp *op, bool stores, bool vector) {
  unsigned mem = stores ? 1 : 0;
  IrAffineMap *m = required_map(ctx, op, "map");
  if (!m || !du_check_num_operands(ctx, op, mem + 1, true) ||
      (stores && vector && !du_check_operand(ctx, op, 0, &du_vector)) ||
      !du_check_operand(ctx, op, mem, &du_memref) ||
      !du_check_operand_group(ctx, op, mem + 1, op->num_operands - mem - 1,
                              &du_index) ||
      !du_check_num_results(ctx, op, stores ? 0 : 1) ||
      (!stores && vector && !du_check_result(ctx, op, 0, &du_vector)))
    return false;
  IrType *mt = ir_op_operand(op, mem)->type, *elem = mt->u.shaped.elem;
  IrType *data = stores ? ir_op_operand(op, 0)->type : op->results[0]->type;
  unsigned num_indices = op->num_operands - mem - 1;
  if (!vector && data != elem)
    return du_op_error(ctx, op, "%s",
                       stores ? "value to store must have the same type as "
                                "memref element type"
                              : "result type must match element type of "
                                "memref");
  if ((int)m->num_results != mt->u.shaped.rank)
    return du_op_error(ctx, op, "affine map num results must equal memref "
                                "rank");
  if (affine_map_inputs(m) != num_indices)
    return du_op_error(ctx, op, "expects as many subscripts as affine map "
                                "inputs");
  if (!verify_dims_syms(ctx, op, mem + 1, num_indices, m->num_dims))
    return false;
  if (vector && data->u.shaped.elem != elem)
    return du_op_error(ctx, op, "requires memref and vector types of the "
                                "same elemental type");
  return true;
}

bool affine_verify_load(IrContext *ctx, IrOp *op) {
  return verify_access(ctx, op, false, false);
}
bool affine_verify_store(IrContext *ctx, IrOp *op) {
  return verify_access(ctx, op, true, false);
}
bool affine_verify_vector_load(IrContext *ctx, IrOp *op) {
  return verify_access(ctx, op, false, true);
}
bool affine_verify_vector_store(IrContext *ctx, IrOp *op) {
  return verify_access(ctx, op, true, true);
}

/* ------------------------------------------------------- prefetch, DMA */

bool affine_verify_prefetch(IrContext *ctx, IrOp *op) {
  IrAttr *a;
  IrAffineMap *m;
  if (!du_check_attr(ctx, op, "isWrite", &du_bool_attr, true, &a) ||
      !du_check_attr(ctx, op, "localityHint", &locality_attr, true, &a) ||
      !du_check_attr(ctx, op, "isDataCache", &du_bool_attr, true, &a) ||
      !(m = required_map(ctx, op, "map")) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_operand(ctx, op, 0, &du_memref) ||
      !du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index) ||
      !du_check_num_results(ctx, op, 0))
    return false;
  if ((int)m->num_results != ir_op_operand(op, 0)->type->u.shaped.rank)
    return du_op_error(ctx, op, "affine.prefetch affine map num results must "
                                "equal memref rank");
  if (affine_map_inputs(m) + 1 != op->num_operands)
    return du_op_error(ctx, op, "too few operands");
  return verify_dma_indices(ctx, op, 1, op->num_operands - 1, "index", NULL);
}

bool affine_verify_dma_start(IrContext *ctx, IrOp *op) {
  static const char *const maps[] = {"src_map", "dst_map", "tag_map"};
  static const char *const names[] = {"source", "destination", "tag"};
  static const char *const what[] = {"src index", "dst index", "tag index"};
  unsigned mem[3], n[3], inputs = 0;
  for (unsigned i = 0; i < 3; i++) {
    IrAffineMap *m = required_map(ctx, op, maps[i]);
    if (!m)
      return false;
    mem[i] = i + inputs;
    n[i] = affine_map_inputs(m);
    inputs += n[i];
  }
  if (op->num_operands != inputs + 4 && op->num_operands != inputs + 6)
    return du_op_error(ctx, op, "incorrect number of operands");
  for (unsigned i = 0; i < 3; i++)
    if (ir_op_operand(op, mem[i])->type->kind != IR_TYPE_MEMREF)
      return du_op_error(ctx, op, "expected DMA %s to be of memref type",
                         names[i]);
  for (unsigned i = 0; i < 3; i++)
    if (!verify_dma_indices(ctx, op, mem[i] + 1, n[i], what[i], "dma_start"))
      return false;
  return true;
}

bool affine_verify_dma_wait(IrContext *ctx, IrOp *op) {
  IrAffineMap *m = required_map(ctx, op, "tag_map");
  if (!m)
    return false;
  if (op->num_operands != affine_map_inputs(m) + 2)
    return du_op_error(ctx, op, "incorrect number of operands");
  if (ir_op_operand(op, 0)->type->kind != IR_TYPE_MEMREF)
    return du_op_error(ctx, op, "expected DMA tag to be of memref type");
  return verify_dma_indices(ctx, op, 1, affine_map_inputs(m), "index",
                            "dma_wait");
}

/* --------------------------------------------------- for, if, parallel */

/* MLIR's "region with 1 blocks" constraint of region #0 (named `name`). */
static IrBlock *single_block(IrContext *ctx, IrOp *op, const char *name) {
  IrRegion *r = op->num_regions ? &op->regions[0] : NULL;
  if (r && r->first && r->first == r->last)
    return r->first;
  du_op_error(ctx, op, "region #0 ('%s') failed to verify constraint: region "
                       "with 1 blocks", name);
  return NULL;
}

/* The operands of body's affine.yield, or none (*n = 0) without one. */
static IrUse *yielded(IrBlock *body, unsigned *n) {
  IrOp *y = body->last;
  bool ok = y && strcmp(y->name, "affine.yield") == 0;
  *n = ok ? y->num_operands : 0;
  return ok ? y->operands : NULL;
}

/* True unless body ends in an affine.yield that its own verifier will
 * reject (operands not matching op's results). MLIR checks a loop's
 * regions after the ops nested in them and stops at the yield's error, so
 * the loop's own region checks are skipped then. */
static bool yield_agrees(IrOp *op, IrBlock *body) {
  unsigned n;
  IrUse *y = yielded(body, &n);
  if (!y)
    return true;
  if (n != op->num_results)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (y[i].value->type != op->results[i]->type)
      return false;
  return true;
}

/* MLIR's LoopLikeOpInterface checks of an affine.for: inits, region
 * iter_args, yielded values and results agree in number and type. */
static bool verify_loop_carried(IrContext *ctx, IrOp *op, IrBlock *body,
                                unsigned first_init, unsigned num_inits) {
  unsigned num_iter = body->num_args - 1, num_yielded;
  IrUse *y = yielded(body, &num_yielded);
  if (num_inits != num_iter)
    return du_op_error(ctx, op, "different number of inits and region "
                       "iter_args: %u != %u", num_inits, num_iter);
  if (num_yielded && num_yielded != num_iter)
    return du_op_error(ctx, op, "different number of region iter_args and "
                       "yielded values: %u != %u", num_iter, num_yielded);
  if (op->num_results != num_iter)
    return du_op_error(ctx, op, "different number of loop results and region "
                       "iter_args: %u != %u", op->num_results, num_iter);
  for (unsigned i = 0; i < num_iter; i++) {
    IrType *init = ir_op_operand(op, first_init + i)->type;
    IrType *arg = body->args[1 + i]->type;
    if (init != arg)
      return du_op_error(ctx, op, "%u-th init and %u-th region iter_arg have "
                         "different type: %s != %s", i, i,
                         du_quoted_type(ctx, init), du_quoted_type(ctx, arg));
    if (num_yielded && arg != y[i].value->type)
      return du_op_error(ctx, op, "%u-th region iter_arg and %u-th yielded "
                         "value have different type: %s != %s", i, i,
                         du_quoted_type(ctx, arg),
                         du_quoted_type(ctx, y[i].value->type));
  }
  return true;
}

/* Checks the operands of one bound of an affine.for against its map. */
static bool verify_for_bound(IrContext *ctx, IrOp *op, IrAffineMap *m,
                             unsigned seg, const char *which) {
  unsigned len, first = ir_op_segment(op, seg, &len);
  if (len != affine_map_inputs(m))
    return du_op_error(ctx, op, "%s bound operand count and affine map "
                       "dimension and symbol count must match", which);
  return verify_dims_syms(ctx, op, first, len, m->num_dims);
}

bool affine_verify_for(IrContext *ctx, IrOp *op) {
  IrAttr *step;
  IrAffineMap *lb, *ub;
  unsigned first[3], len[3];
  if (!(lb = required_map(ctx, op, "lowerBoundMap")) ||
      !du_check_attr(ctx, op, "step", &index_attr, true, &step) ||
      !(ub = required_map(ctx, op, "upperBoundMap")) ||
      !du_check_segments(ctx, op, 3))
    return false;
  for (unsigned i = 0; i < 3; i++)
    first[i] = ir_op_segment(op, i, &len[i]);
  if (!du_check_operand_group(ctx, op, 0, len[0] + len[1], &du_index))
    return false;
  if (op->num_regions != 1)
    return du_op_error(ctx, op, "requires one region");
  IrBlock *body = single_block(ctx, op, "region");
  if (!body)
    return false;
  if (!yield_agrees(op, body))
    return true; /* the yield reports it */
  if (body->num_args == 0 || body->args[0]->type->kind != IR_TYPE_INDEX)
    return du_op_error(ctx, op, "expected body to have a single index "
                                "argument for the induction variable");
  if (!verify_loop_carried(ctx, op, body, first[2], len[2]) ||
      !verify_for_bound(ctx, op, lb, 0, "lower") ||
      !verify_for_bound(ctx, op, ub, 1, "upper"))
    return false;
  if (lb->num_results < 1)
    return du_op_error(ctx, op, "expected lower bound map to have at least "
                                "one result");
  if (ub->num_results < 1)
    return du_op_error(ctx, op, "expected upper bound map to have at least "
                                "one result");
  return true;
}

bool affine_verify_if(IrContext *ctx, IrOp *op) {
  IrAttr *cond;
  if (!du_check_attr(ctx, op, "condition", &set_attr, true, &cond))
    return false;
  /* The custom form without "else" may have built the op with only its
   * then region; an empty second region means the same. */
  if (op->num_regions < 1 || op->num_regions > 2)
    return du_op_error(ctx, op, "expected 2 regions");
  IrBlock *then = single_block(ctx, op, "thenRegion");
  if (!then)
    return false;
  for (unsigned r = 0; r < op->num_regions; r++)
    if (op->regions[r].first && op->regions[r].first->num_args)
      return du_op_error(ctx, op, "region #%u should have no arguments", r);
  IrIntegerSet *s = cond->u.set;
  if (op->num_operands != s->num_dims + s->num_symbols)
    return du_op_error(ctx, op, "operand count and condition integer set "
                                "dimension and symbol count must match");
  if (!verify_dims_syms(ctx, op, 0, op->num_operands, s->num_dims))
    return false;
  /* Region branch checks come after the nested ops in MLIR. */
  if (op->num_results && yield_agrees(op, then) &&
      (op->num_regions < 2 || !op->regions[1].first))
    return du_op_error(ctx, op, "along control flow edge from parent to "
                       "parent: region branch point has 0 operands, but "
                       "region successor needs %u inputs", op->num_results);
  return true;
}

bool affine_reduction_accepts(int64_t k, const IrType *t) {
  bool fp = t->kind == IR_TYPE_FLOAT, in = t->kind == IR_TYPE_INTEGER;
  IrSignedness s = in ? t->u.integer.signedness : IR_SIGNLESS;
  switch (k) {
  case AFFINE_RED_ADDF:
  case AFFINE_RED_MULF:
  case AFFINE_RED_MAXIMUMF:
  case AFFINE_RED_MINIMUMF:
    return fp;
  case AFFINE_RED_ADDI:
  case AFFINE_RED_MULI:
  case AFFINE_RED_ORI:
  case AFFINE_RED_ANDI:
    return in;
  case AFFINE_RED_ASSIGN:
    return true;
  case AFFINE_RED_MAXS:
  case AFFINE_RED_MINS:
    return in && s == IR_SIGNED;
  case AFFINE_RED_MAXU:
  case AFFINE_RED_MINU:
    return in && s == IR_UNSIGNED;
  default:
    return false;
  }
}

/* Checks one bound group list of an affine.parallel against its map. */
static bool verify_par_groups(IrContext *ctx, IrOp *op, const int64_t *groups,
                              unsigned n, IrAffineMap *m, const char *which) {
  int64_t total = 0;
  for (unsigned i = 0; i < n; i++) {
    if (groups[i] == 0)
      return du_op_error(ctx, op, "expected %s bound map to have at least one "
                         "result", which);
    total += groups[i];
  }
  if (total != (int64_t)m->num_results)
    return du_op_error(ctx, op, "expected %s bounds map to have %lld results",
                       which, (long long)total);
  return true;
}

bool affine_verify_parallel(IrContext *ctx, IrOp *op) {
  IrAttr *red, *lbg, *ubg, *steps_attr;
  IrAffineMap *lb, *ub;
  if (!du_check_attr(ctx, op, "reductions", &reductions_attr, true, &red) ||
      !(lb = required_map(ctx, op, "lowerBoundsMap")) ||
      !du_check_attr(ctx, op, "lowerBoundsGroups", &i32_elements_attr, true,
                     &lbg) ||
      !(ub = required_map(ctx, op, "upperBoundsMap")) ||
      !du_check_attr(ctx, op, "upperBoundsGroups", &i32_elements_attr, true,
                     &ubg) ||
      !du_check_attr(ctx, op, "steps", &du_i64_array, true, &steps_attr) ||
      !du_check_operand_group(ctx, op, 0, op->num_operands, &du_index))
    return false;
  if (op->num_regions != 1)
    return du_op_error(ctx, op, "requires one region");
  IrBlock *body = single_block(ctx, op, "region");
  int64_t *lg, *ug, *steps;
  unsigned nl, nu, ns;
  if (!body)
    return false;
  if (!affine_groups_get(ctx, lbg, &lg, &nl) ||
      !affine_groups_get(ctx, ubg, &ug, &nu) ||
      !du_int_array_values(ctx, steps_attr, &steps, &ns))
    return du_op_error(ctx, op, "bound groups must hold one integer per "
                                "element");
  if (nl != ns || nu != ns || body->num_args != ns)
    return du_op_error(ctx, op, "the number of region arguments (%u) and the "
                       "number of map groups for lower (%u) and upper bound "
                       "(%u), and the number of steps (%u) must all match",
                       body->num_args, nl, nu, ns);
  if (!verify_par_groups(ctx, op, lg, nl, lb, "lower") ||
      !verify_par_groups(ctx, op, ug, nu, ub, "upper"))
    return false;
  if (red->u.array.num != op->num_results)
    return du_op_error(ctx, op, "a reduction must be specified for each "
                                "output");
  for (unsigned i = 0; i < op->num_results; i++)
    if (!affine_reduction_accepts(red->u.array.elems[i]->u.integer.value,
                           op->results[i]->type))
      return du_op_error(ctx, op, "result type cannot match reduction "
                                  "attribute");
  unsigned nlb = affine_map_inputs(lb);
  if (nlb + affine_map_inputs(ub) != op->num_operands)
    return du_op_error(ctx, op, "operand count and affine map dimension and "
                                "symbol count must match");
  return verify_dims_syms(ctx, op, 0, nlb, lb->num_dims) &&
         verify_dims_syms(ctx, op, nlb, op->num_operands - nlb, ub->num_dims);
}

/* ----------------------------------------------------------- affine.yield */

bool affine_verify_yield(IrContext *ctx, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!parent || (strcmp(parent->name, "affine.for") != 0 &&
                  strcmp(parent->name, "affine.if") != 0 &&
                  strcmp(parent->name, "affine.parallel") != 0))
    return du_op_error(ctx, op, "only terminates affine.if/for/parallel "
                                "regions");
  if (parent->num_results != op->num_operands)
    return du_op_error(ctx, op, "parent of yield must have same number of "
                                "results as the yield operands");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (parent->results[i]->type != ir_op_operand(op, i)->type)
      return du_op_error(ctx, op, "types mismatch between yield op and its "
                                  "parent");
  return true;
}

/* ------------------------------------------ linearize and delinearize */

/* Checks that the static basis has one IR_DYNAMIC entry per dynamic basis
 * operand. */
static bool verify_basis_markers(IrContext *ctx, IrOp *op, const IrAttr *basis,
                                 unsigned num_dynamic) {
  unsigned markers = 0;
  for (unsigned i = 0; i < basis->u.dense_array.num; i++)
    markers += basis->u.dense_array.ints[i] == IR_DYNAMIC;
  if (markers == num_dynamic)
    return true;
  return du_op_error(ctx, op, "mismatch between dynamic and static basis "
                              "(kDynamic marker but no corresponding dynamic "
                              "basis entry) -- this can only happen due to an "
                              "incorrect fold/rewrite");
}

bool affine_verify_linearize(IrContext *ctx, IrOp *op) {
  IrAttr *basis;
  unsigned num_indices, num_dynamic;
  if (!du_check_attr(ctx, op, "static_basis", &du_i64_dense_array, true,
                     &basis) ||
      !du_check_segments(ctx, op, 2) ||
      !du_check_operand_group(ctx, op, 0, op->num_operands, &du_index) ||
      !du_check_num_results(ctx, op, 1) ||
      !du_check_result(ctx, op, 0, &du_index))
    return false;
  ir_op_segment(op, 0, &num_indices);
  ir_op_segment(op, 1, &num_dynamic);
  unsigned n = basis->u.dense_array.num;
  if (num_indices != n && num_indices != n + 1)
    return du_op_error(ctx, op, "should be passed a basis element for each "
                                "index except possibly the first");
  return verify_basis_markers(ctx, op, basis, num_dynamic);
}

bool affine_verify_delinearize(IrContext *ctx, IrOp *op) {
  IrAttr *basis;
  if (!du_check_attr(ctx, op, "static_basis", &du_i64_dense_array, true,
                     &basis) ||
      !du_check_num_operands(ctx, op, 1, true) ||
      !du_check_operand(ctx, op, 0, &du_index) ||
      !du_check_operand_group(ctx, op, 1, op->num_operands - 1, &du_index))
    return false;
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->type->kind != IR_TYPE_INDEX)
      return du_op_error(ctx, op, "result #%u must be variadic of index, but "
                         "got %s", i,
                         du_quoted_type(ctx, op->results[i]->type));
  unsigned n = basis->u.dense_array.num;
  if (op->num_results != n && op->num_results != n + 1)
    return du_op_error(ctx, op, "should return an index for each basis "
                                "element and up to one extra index");
  if (!verify_basis_markers(ctx, op, basis, op->num_operands - 1))
    return false;
  for (unsigned i = 0; i < n; i++) {
    int64_t v = basis->u.dense_array.ints[i];
    if (v <= 0 && v != IR_DYNAMIC)
      return du_op_error(ctx, op, "no basis element may be statically "
                                  "non-positive");
  }
  return true;
}
