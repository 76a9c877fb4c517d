/*
 * emit_mlir.c - --emit=mlir: the module printed back as MLIR text.
 */
#include "emit.h"

#include "ir/printer.h"
#include "ir/stream.h"

bool emit_mlir(IrContext *ctx, IrOp *module, const EmitOptions *opts,
               FILE *out) {
  if (opts->generic)
    ir_print_module_generic(out, ctx, module);
  else
    ir_print_module(out, ctx, module);
  return true;
}

void emit_mlir_stream(IrContext *ctx, const EmitOptions *opts) {
  if (!opts->generic) /* streamed functions are in the custom form */
    ir_stream_enable(ctx, NULL);
}
