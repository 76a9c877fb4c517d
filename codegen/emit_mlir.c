/*
 * emit_mlir.c - --emit=mlir: the module printed back as MLIR text.
 */
#include "emit.h"

#include "ir/printer.h"

bool emit_mlir(IrContext *ctx, IrOp *module, const EmitOptions *opts,
               FILE *out) {
  ir_print_module(out, ctx, module);
  return true;
}
