/*
 * memref_scope.c - memref.alloca_scope and its terminator
 * memref.alloca_scope.return: a region whose memref.alloca allocations are
 * freed when it ends, and the values it hands back to its parent.
 *
 * Its single block ends in memref.alloca_scope.return, which the custom
 * form leaves out when it returns nothing; MLIR's custom printer writes a
 * space of its own before the optional "-> (types)", hence the two spaces
 * of "memref.alloca_scope  {".
 */
#include <string.h>

#include "../ir/printer.h"
#include "dialect.h"
#include "dialect_util.h"
#include "memref.h"

/* memref.alloca_scope [-> (types)] {...} [attr-dict] */
IrOp *memref_build_alloca_scope(OpParser *p) {
  ItemCursor c = pc_begin(p);
  TypeVec types = {0};
  if (pc_accept_punct(&c, '>') && !pc_expect_result_types(&c, &types))
    return NULL;
  if (!pc_expect_end(&c))
    return NULL;
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected one region");
  op_parser_ensure_terminator(p, 0, "memref.alloca_scope.return");
  return op_parser_create(p, 0, NULL, types.len, types.data, NULL);
}

/* The result types always in parentheses; the terminator printed only
 * when there are results, as MLIR's AllocaScopeOp::print does. */
void memref_print_alloca_scope(IrPrinter *p, IrOp *op) {
  pr_puts(p, " ");
  if (op->num_results) {
    pr_puts(p, " -> (");
    pr_result_types(p, op);
    pr_puts(p, ")");
  }
  pr_region(p, &op->regions[0], false, op->num_results != 0);
  pr_attr_dict(p, op, NULL, 0, false);
}

/* No entry arguments, and the terminator returns the results. */
bool memref_verify_alloca_scope(IrContext *ctx, IrOp *op) {
  if (op->num_regions != 1)
    return du_op_error(ctx, op, "requires one region");
  IrBlock *body = op->regions[0].first;
  if (!body)
    return true;
  if (body->num_args)
    return du_op_error(ctx, op, "region should have no arguments");
  IrOp *term = body->last;
  if (!term || !ir_op_is(term, "memref.alloca_scope.return"))
    return du_op_error(ctx, op,
                       "expects regions to end with "
                       "'memref.alloca_scope.return', found '%s'",
                       term ? term->name : "nothing");
  return du_verify_edge_to_parent(ctx, op, term, 0);
}

bool memref_verify_alloca_scope_return(IrContext *ctx, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!parent || !ir_op_is(parent, "memref.alloca_scope"))
    return du_op_error(ctx, op, "expects parent op 'memref.alloca_scope'");
  return true;
}
