/*
 * memref_build.c - builders of memref ops for passes (memref_build.h).
 */
#include "memref_build.h"

#include <string.h>

#include "dialect.h"
#include "dialect_util.h"

IrOp *memref_build_alloc(IrContext *ctx, const char *name, IrLocation loc,
                         IrType *t) {
  const IrOpDef *def = ir_opdef_lookup(name, strlen(name));
  int64_t seg[2] = {0, 0};
  IrNamedAttr a = {ir_intern(ctx, "operandSegmentSizes", 19),
                   du_i32_dense(ctx, 2, seg)};
  return ir_op_create(ctx, def, def->name, loc, 0, NULL, 1, &t, 0, 0, NULL,
                      ir_attr_dict(ctx, 1, &a));
}

IrOp *memref_build_dealloc(IrContext *ctx, IrLocation loc, IrValue *memref) {
  const IrOpDef *def = ir_opdef_lookup("memref.dealloc", 14);
  return ir_op_create(ctx, def, def->name, loc, 1, &memref, 0, NULL, 0, 0,
                      NULL, NULL);
}
