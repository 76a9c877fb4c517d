/*
 * verifier.h - checks that a parsed module means something.
 *
 * Structural rules shared by every op come first: SSA dominance and
 * scoping, isolation from above, terminators and block counts. Then each
 * op's own verify hook from the op table runs. Errors are reported with the
 * op's location; verification goes on after an error where it can, so one
 * run reports several.
 */
#ifndef AFFC_VERIFIER_H
#define AFFC_VERIFIER_H

#include "ir.h"

/* Verifies the module op and everything nested in it. Returns true when no
 * error was reported. */
bool ir_verify(IrContext *ctx, IrOp *module);
/* Verifies op, an op of module's body, and everything nested in it, as
 * ir_verify(module) does; the rest of module is not looked at. */
bool ir_verify_top_level_op(IrContext *ctx, IrOp *module, IrOp *op);

/* True when block a's op x properly dominates op y; used by the dominance
 * check and by later analyses. Both ops must be in the same region tree. */
bool ir_op_dominates(const IrOp *x, const IrOp *y);
/* True when value v is visible and defined before `user`. */
bool ir_value_dominates(const IrValue *v, const IrOp *user);

#endif
