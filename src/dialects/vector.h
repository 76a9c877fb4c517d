/*
 * vector.h - what the two files of the vector dialect share: the hooks of
 * the ops that move vectors between memory and registers
 * (vector_memory.c: transfer_read, transfer_write, load, store) and of
 * vector.shuffle (vector_shuffle.c), which vector.c lists in the
 * dialect's op table.
 */
#ifndef AFFC_VECTOR_H
#define AFFC_VECTOR_H

#include "dialect.h"

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
/* vector.shuffle (vector_shuffle.c). */
IrOp *vector_build_shuffle(OpParser *p);
void vector_print_shuffle(IrPrinter *p, IrOp *op);
bool vector_verify_shuffle(IrContext *ctx, IrOp *op);

#endif
