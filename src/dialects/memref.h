/*
 * memref.h - what the files of the memref dialect share: the hooks of the
 * view ops (memref_view.c), alloca_scope (memref_scope.c), the atomic ops
 * (memref_atomic.c) and realloc (memref_realloc.c), which memref.c lists
 * in the dialect's op table, and small accessors they use.
 */
#ifndef AFFC_MEMREF_H
#define AFFC_MEMREF_H

#include "dialect.h"

static inline IrType *memref_operand_type(const IrOp *op, unsigned i) {
  return ir_op_operand(op, i)->type;
}

static inline IrType *memref_result_type(const IrOp *op) {
  return op->num_results ? op->results[0]->type : NULL;
}

static inline bool memref_is_ranked(const IrType *t) {
  return t && t->kind == IR_TYPE_MEMREF && t->u.shaped.rank >= 0;
}

/* True when the two memref types share a memory space. */
static inline bool memref_same_space(const IrType *a, const IrType *b) {
  return a->u.shaped.space == b->u.shaped.space;
}

/* memref.subview, memref.reinterpret_cast, memref.collapse_shape,
 * memref.expand_shape and memref.transpose (memref_view.c). */
IrOp *memref_build_subview(OpParser *p);
void memref_print_subview(IrPrinter *p, IrOp *op);
bool memref_verify_subview(IrContext *ctx, IrOp *op);
IrOp *memref_build_reinterpret_cast(OpParser *p);
void memref_print_reinterpret_cast(IrPrinter *p, IrOp *op);
bool memref_verify_reinterpret_cast(IrContext *ctx, IrOp *op);
IrOp *memref_build_collapse_shape(OpParser *p);
void memref_print_collapse_shape(IrPrinter *p, IrOp *op);
bool memref_verify_collapse_shape(IrContext *ctx, IrOp *op);
IrOp *memref_build_expand_shape(OpParser *p);
void memref_print_expand_shape(IrPrinter *p, IrOp *op);
bool memref_verify_expand_shape(IrContext *ctx, IrOp *op);
/* memref.reshape: a contiguous memref seen with the shape a 1-d memref
 * holds (memref_view.c). */
IrOp *memref_build_reshape(OpParser *p);
void memref_print_reshape(IrPrinter *p, IrOp *op);
bool memref_verify_reshape(IrContext *ctx, IrOp *op);
IrOp *memref_build_transpose(OpParser *p);
void memref_print_transpose(IrPrinter *p, IrOp *op);
bool memref_verify_transpose(IrContext *ctx, IrOp *op);

/* memref.alloca_scope and memref.alloca_scope.return (memref_scope.c). */
IrOp *memref_build_alloca_scope(OpParser *p);
void memref_print_alloca_scope(IrPrinter *p, IrOp *op);
bool memref_verify_alloca_scope(IrContext *ctx, IrOp *op);
bool memref_verify_alloca_scope_return(IrContext *ctx, IrOp *op);

/* memref.atomic_rmw, memref.generic_atomic_rmw and its terminator
 * memref.atomic_yield (memref_atomic.c). */
IrOp *memref_build_atomic_rmw(OpParser *p);
void memref_print_atomic_rmw(IrPrinter *p, IrOp *op);
bool memref_verify_atomic_rmw(IrContext *ctx, IrOp *op);
/* The AffineReduction kind of an atomic_rmw, or -1 when its attribute is
 * not one. */
int memref_atomic_rmw_kind(const IrOp *op);
IrOp *memref_build_generic_atomic_rmw(OpParser *p);
void memref_print_generic_atomic_rmw(IrPrinter *p, IrOp *op);
bool memref_verify_generic_atomic_rmw(IrContext *ctx, IrOp *op);
bool memref_verify_atomic_yield(IrContext *ctx, IrOp *op);

/* memref.realloc (memref_realloc.c). */
IrOp *memref_build_realloc(OpParser *p);
void memref_print_realloc(IrPrinter *p, IrOp *op);
bool memref_verify_realloc(IrContext *ctx, IrOp *op);

#endif
