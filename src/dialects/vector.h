/*
 * vector.h - what the two files of the vector dialect share: the hooks of
 * the ops that move vectors between memory and registers
 * (vector_memory.c: transfer_read, transfer_write, load, store) and of
 * vector.shuffle (vector_shuffle.c), of the masked memory ops
 * (vector_masked.c) and of the ops that combine lanes (vector_combine.c),
 * which vector.c lists in the dialect's op table.
 */
#ifndef AFFC_VECTOR_H
#define AFFC_VECTOR_H

#include "dialect_util.h"

IrOp *vector_build_transfer_read(OpParser *p);
void vector_print_transfer_read(IrPrinter *p, IrOp *op);
bool vector_verify_transfer_read(IrContext *ctx, IrOp *op);
IrOp *vector_build_transfer_write(OpParser *p);
void vector_print_transfer_write(IrPrinter *p, IrOp *op);
bool vector_verify_transfer_write(IrContext *ctx, IrOp *op);
IrOp *vector_build_load(OpParser *p);
void vector_print_load(IrPrinter *p, IrOp *op);
bool vector_verify_load(IrContext *ctx, IrOp *op);
IrOp *vector_build_store(OpParser *p);
void vector_print_store(IrPrinter *p, IrOp *op);
bool vector_verify_store(IrContext *ctx, IrOp *op);
/* maskedload, maskedstore, expandload, compressstore (vector_masked.c):
 * one print and one verify hook for the four. */
IrOp *vector_build_masked_load(OpParser *p);
IrOp *vector_build_masked_store(OpParser *p);
void vector_print_masked(IrPrinter *p, IrOp *op);
bool vector_verify_masked(IrContext *ctx, IrOp *op);
/* interleave, deinterleave, outerproduct (vector_combine.c). */
IrOp *vector_build_interleave(OpParser *p);
void vector_print_interleave(IrPrinter *p, IrOp *op);
bool vector_verify_interleave(IrContext *ctx, IrOp *op);
IrOp *vector_build_deinterleave(OpParser *p);
void vector_print_deinterleave(IrPrinter *p, IrOp *op);
bool vector_verify_deinterleave(IrContext *ctx, IrOp *op);
IrOp *vector_build_outerproduct(OpParser *p);
void vector_print_outerproduct(IrPrinter *p, IrOp *op);
bool vector_verify_outerproduct(IrContext *ctx, IrOp *op);
/* True when combining kind k (its index in #vector.kind's list) may
 * combine elements of type t (vector.c). */
bool vector_kind_supports(int kind, const IrType *t);
/* The index of #vector.kind attribute a in the kind list, or -1, and the
 * constraint ODS names it by. */
int vector_kind_index(const IrAttr *a);
extern const DuAttrConstraint vector_kind_constraint;
/* vector.shuffle (vector_shuffle.c). */
IrOp *vector_build_shuffle(OpParser *p);
void vector_print_shuffle(IrPrinter *p, IrOp *op);
bool vector_verify_shuffle(IrContext *ctx, IrOp *op);

#endif
