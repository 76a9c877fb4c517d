/*
 * rewrite.h - changing the IR: what every pass does to it.
 *
 * Ops move between blocks, get erased, cloned and have their results'
 * uses redirected. The functions keep the use lists right and refuse what
 * would leave a dangling use: erasing an op whose results are still used
 * outside it, or a block argument that is still used. Nothing here checks
 * dominance; a pass that moves an op above its operands' definitions gets
 * an error from the verifier (--verify-each), not a broken printer.
 *
 * Ownership follows ir.h: everything lives in the context's arena, so an
 * erased op is only unlinked, never freed. An IrMap is malloc-backed and
 * freed by ir_map_destroy.
 */
#ifndef AFFC_IR_REWRITE_H
#define AFFC_IR_REWRITE_H

#include "ir.h"

/* ------------------------------------------------------------ placement */

/* Takes op out of its block; it keeps its operands, results and regions
 * and may be inserted elsewhere. Does nothing for a detached op. */
void ir_op_unlink(IrOp *op);
/* Puts detached op right before (after) anchor, in anchor's block. */
void ir_op_insert_before(IrOp *anchor, IrOp *op);
void ir_op_insert_after(IrOp *anchor, IrOp *op);
/* Moves op (attached or not) right before (after) anchor. */
void ir_op_move_before(IrOp *anchor, IrOp *op);
void ir_op_move_after(IrOp *anchor, IrOp *op);

/* ------------------------------------------------------------------ uses */

/* Operands first .. first + n - 1 of op, as a new arena array. */
IrValue **ir_op_operand_values(IrContext *ctx, const IrOp *op, unsigned first,
                               unsigned n);

/* The number of uses of v. */
unsigned ir_value_num_uses(const IrValue *v);
/* Makes every use of from a use of to. */
void ir_value_replace_all_uses(IrValue *from, IrValue *to);

/* The ops nested in root (not root itself), outer ones and earlier ones
 * first, or only those named name when it is not NULL, in a new arena
 * array; their number in *num. A pass collects what it will rewrite
 * before it starts, so that its rewriting does not disturb the walk. */
IrOp **ir_collect_ops(IrContext *ctx, IrOp *root, const char *name,
                      unsigned *num);

/* --------------------------------------------------------------- erasing */

/* Unlinks op and drops the operand uses of op and of every op nested in
 * it. Refuses (returns false, changing nothing) while a result of op is
 * used by an op that is not nested in op. */
bool ir_op_erase(IrOp *op);
/* Removes argument index of block; the later arguments move down one.
 * Refuses (returns false) while the argument is used. */
bool ir_block_erase_arg(IrBlock *block, unsigned index);
/* Takes block out of its region, with its ops and arguments, to be put
 * in another (ir_region_append_block). */
void ir_block_unlink(IrBlock *block);

/* Replaces op by a new op like it with other operands and attributes
 * (the op's operand count is fixed when it is made): the regions move to
 * the new op, the results' uses follow. Returns the new op. */
IrOp *ir_op_recreate(IrContext *ctx, IrOp *op, unsigned num_operands,
                     IrValue **operands, IrAttr *attrs);

/* --------------------------------------------------------------- cloning */

/* A map between IR objects (values to values, blocks to blocks). */
typedef struct IrMap IrMap;

IrMap *ir_map_create(void);
void ir_map_destroy(IrMap *m);
/* Maps key to value (NULL removes the key). */
void ir_map_put(IrMap *m, const void *key, void *value);
/* The value of key, or NULL. */
void *ir_map_get(const IrMap *m, const void *key);
/* The value v is mapped to, or v itself. */
IrValue *ir_map_value(const IrMap *m, IrValue *v);

/* A detached copy of op and everything nested in it. Operands are looked
 * up in map (an unmapped operand is used as it is); the results of op and
 * of nested ops and the arguments and blocks of nested regions are added
 * to map, original to copy, so that later clones see them. */
IrOp *ir_op_clone(IrContext *ctx, const IrOp *op, IrMap *map);

#endif
