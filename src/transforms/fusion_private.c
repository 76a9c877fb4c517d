/*
 * fusion_private.c - gives the memrefs a fusion made local to one nest a
 * private buffer, as MLIR's createPrivateMemRef does: a temporary that
 * the producer writes and the consumer reads, and nothing else touches,
 * shrinks to the elements one iteration of the fused loops touches
 * (memref<1xf32> for an element-wise chain fused at depth 1), its
 * subscripts remapped to (element - offset of the iteration).
 *
 * The buffer is allocated at the start of the block holding the nest, as
 * mlir-opt places it; a memref.alloc gets a memref.dealloc before the
 * block's terminator (mlir-opt's never is freed), a memref.alloca stays
 * one. The original allocation goes.
 */
#include <string.h>

#include "fusion_private.h"

#include "analysis/deps.h"
#include "dialects/affine.h"
#include "dialects/affine_compose.h"
#include "dialects/dialect.h"
#include "dialects/dialect_util.h"
#include "dialects/memref_build.h"
#include "ir/printer.h"
#include "ir/rewrite.h"

/* The op allocating m when the function allocates it with a static
 * shape and the identity layout, of elements with a size in bytes
 * (integers, floats or vectors of them), and only
 * affine.load and affine.store ops nested in nest use it; else NULL. */
static IrOp *local_alloc(const IrValue *m, const IrOp *nest) {
  if (m->kind != IR_VALUE_RESULT ||
      !(ir_op_is(m->op, "memref.alloc") || ir_op_is(m->op, "memref.alloca")) ||
      m->op->num_operands != 0 || m->type->u.shaped.layout ||
      ir_type_num_elements(m->type) < 0)
    return NULL;
  if (du_memref_elem_bytes(m->type) < 0)
    return NULL;
  for (const IrUse *u = m->first_use; u; u = u->next)
    if (!(ir_op_is(u->owner, "affine.load") ||
          ir_op_is(u->owner, "affine.store")) ||
        !ir_op_is_nested_in(u->owner, nest))
      return NULL;
  return m->op;
}

/* The type of the buffer b stands for, in place of old. */
static IrType *buffer_type(IrContext *ctx, const IrType *old,
                           const DepPrivateBuffer *b, FusionMemSpace space) {
  IrType *elem = old->u.shaped.elem;
  int64_t elems = 1;
  for (unsigned k = 0; k < b->rank; k++)
    elems *= b->sizes[k];
  IrAttr *where = old->u.shaped.space;
  uint64_t bytes = (uint64_t)(elems * du_memref_elem_bytes(old));
  if (space.fast_space && bytes <= space.local_buf_bytes)
    where = ir_attr_integer(ctx, ir_type_integer(ctx, 64, IR_SIGNLESS),
                            (int64_t)space.fast_space);
  return ir_type_memref(ctx, (int)b->rank, b->sizes, elem, NULL, where);
}

/* Adds scale times the linear form of e into c: c[k] for variable k
 * (dims 0 .. nd - 1, then symbols), c[n] for the constant. False when e
 * is not linear (a mod, a division, a product of two variables). */
static bool add_linear(const IrAffineExpr *e, int64_t scale, unsigned nd,
                       unsigned n, int64_t *c) {
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    c[n] += scale * e->value;
    return true;
  case IR_AFFINE_DIM:
  case IR_AFFINE_SYMBOL:
    c[(e->kind == IR_AFFINE_SYMBOL ? nd : 0) + e->value] += scale;
    return true;
  case IR_AFFINE_ADD:
    return add_linear(e->lhs, scale, nd, n, c) &&
           add_linear(e->rhs, scale, nd, n, c);
  case IR_AFFINE_MUL:
    return e->rhs->kind == IR_AFFINE_CONSTANT &&
           add_linear(e->lhs, scale * e->rhs->value, nd, n, c);
  default:
    return false;
  }
}

/* e with like terms gathered when it is linear (d0 * 4 + d1 - d0 * 4
 * becomes d1, as MLIR's simplifyAffineExpr makes it), else e. */
static IrAffineExpr *gather_terms(IrContext *ctx, IrAffineExpr *e,
                                  unsigned nd, unsigned ns) {
  unsigned n = nd + ns;
  int64_t c[n + 1];
  memset(c, 0, sizeof c);
  if (!add_linear(e, 1, nd, n, c))
    return e;
  IrAffineExpr *sum = NULL;
  for (unsigned k = 0; k < n; k++) {
    if (c[k] == 0)
      continue;
    IrAffineExpr *v = k < nd ? ir_affine_dim(ctx, k)
                             : ir_affine_symbol(ctx, k - nd);
    IrAffineExpr *term = ir_affine_mul(ctx, v, ir_affine_constant(ctx, c[k]));
    sum = sum ? ir_affine_add(ctx, sum, term) : term;
  }
  IrAffineExpr *constant = ir_affine_constant(ctx, c[n]);
  return sum ? ir_affine_add(ctx, sum, constant) : constant;
}

/* Makes access op (an affine.load or affine.store of a memref b stands
 * for) access buffer at (its subscripts - b's offsets), the outer ivs
 * added to its map's operands. */
static void remap_access(IrContext *ctx, IrOp *op, IrValue *buffer,
                         const DepPrivateBuffer *b) {
  AffineAccess acc;
  affine_access_get(op, &acc);
  const IrAffineMap *map = acc.map;
  unsigned nd = map->num_dims, ns = map->num_symbols, no = b->num_outer;
  IrAffineExpr *outer_dims[no + 1];
  IrAffineExpr **exprs = ir_alloc(ctx, (b->rank + 1) * sizeof *exprs);
  for (unsigned j = 0; j < no; j++)
    outer_dims[j] = ir_affine_dim(ctx, nd + j);
  for (unsigned k = 0; k < b->rank; k++)
    exprs[k] = ir_affine_sub(ctx, map->results[k],
                             ir_affine_replace(ctx, b->offsets[k], outer_dims,
                                               NULL));
  IrValue **dims = ir_op_operand_values(ctx, op, acc.first_index, nd);
  IrValue **syms = ir_op_operand_values(ctx, op, acc.first_index + nd, ns);
  IrValue **in_ops = ir_alloc(ctx, (nd + no + ns + 1) * sizeof *in_ops);
  memcpy(in_ops, dims, nd * sizeof *in_ops);
  memcpy(in_ops + nd, b->outer, no * sizeof *in_ops);
  memcpy(in_ops + nd + no, syms, ns * sizeof *in_ops);
  AffineExprs in = {b->rank, exprs, nd + no, ns, in_ops}, out;
  if (!affine_compose(ctx, &in, &out)) /* merges the repeated ivs */
    out = in;
  for (unsigned k = 0; k < b->rank; k++)
    exprs[k] = gather_terms(ctx, out.exprs[k], out.num_dims, out.num_syms);
  ir_op_set_attr(ctx, op, ir_intern(ctx, "map", 3),
                 ir_attr_map(ctx, ir_affine_map(ctx, out.num_dims, out.num_syms,
                                                b->rank, exprs)));
  unsigned n = out.num_dims + out.num_syms;
  IrValue **ops = ir_op_operand_values(ctx, op, 0, acc.first_index + n);
  ops[acc.memref] = buffer;
  memcpy(ops + acc.first_index, out.operands, n * sizeof *ops);
  ir_op_recreate(ctx, op, acc.first_index + n, ops, op->attrs);
}

/* Replaces alloc's memref, used only in nest, by a buffer as b says. */
static IrValue *privatize(IrContext *ctx, IrOp *nest, IrOp *alloc,
                          const DepPrivateBuffer *b, FusionMemSpace space) {
  IrValue *old = alloc->results[0];
  IrOp *buffer = memref_build_alloc(ctx, alloc->name, alloc->loc,
                                    buffer_type(ctx, old->type, b, space));
  IrBlock *block = nest->parent;
  ir_op_insert_before(block->first, buffer);
  if (ir_op_is(alloc, "memref.alloc"))
    ir_op_insert_before(ir_block_terminator(block),
                        memref_build_dealloc(ctx, alloc->loc,
                                             buffer->results[0]));
  unsigned num;
  IrOp **ops = ir_collect_ops(ctx, nest, NULL, &num);
  for (unsigned i = 0; i < num; i++) {
    AffineAccess acc;
    if (affine_access_get(ops[i], &acc) &&
        ir_op_operand(ops[i], acc.memref) == old)
      remap_access(ctx, ops[i], buffer->results[0], b);
  }
  ir_op_erase(alloc);
  return buffer->results[0];
}

/* Why no buffer: the text of a remark. */
static const char *why_not(IrContext *ctx, DepPrivateAnswer a, IrOp *witness) {
  switch (a) {
  case DEP_PRIVATE_READS_OLDER:
    return ir_sprintf(ctx, "%s may read a value written in an earlier "
                           "iteration of the fused loops",
                      pass_where(ctx, witness));
  case DEP_PRIVATE_NO_BOX:
    return "the elements one iteration of the fused loops touches have no "
           "box of constant size at an affine offset";
  default:
    return witness ? ir_sprintf(ctx, "the dependence analysis cannot model %s",
                                pass_where(ctx, witness))
                   : "the dependence analysis ran out of work";
  }
}

void fusion_privatize(Pass *pass, IrOp *nest, unsigned depth,
                      IrValue **memrefs, unsigned n, FusionMemSpace space) {
  IrContext *ctx = pass->ctx;
  for (unsigned i = 0; i < n; i++) {
    IrOp *alloc = local_alloc(memrefs[i], nest), *witness = NULL;
    if (!alloc)
      continue;
    DepAnalysis *da = dep_analysis_create(ctx, NULL);
    DepPrivateBuffer b;
    DepPrivateAnswer a =
        dep_private_buffer(da, nest, depth, memrefs[i], &b, &witness);
    dep_analysis_destroy(da);
    IrLocation at = alloc->loc;
    if (a != DEP_PRIVATE_YES) {
      pass_remark(pass, at, "memref kept whole in the loop at %d:%d: %s",
                  nest->loc.line, nest->loc.col, why_not(ctx, a, witness));
      continue;
    }
    IrValue *buffer = privatize(ctx, nest, alloc, &b, space);
    pass_remark(pass, at, "memref private to the loop at %d:%d: %s",
                nest->loc.line, nest->loc.col, ir_type_str(ctx, buffer->type));
  }
}
