/*
 * registry.c - finds op definitions by name across every dialect's table.
 * Built once, on first use, into a hash map; "return" and "module" are the
 * names MLIR accepts without a dialect prefix.
 */
#include <string.h>

#include "dialect.h"
#include "../ir/strmap.h"

static const IrDialect *const dialects[] = {
    &ir_dialect_builtin, &ir_dialect_func,   &ir_dialect_affine,
    &ir_dialect_arith,   &ir_dialect_math,   &ir_dialect_memref,
    &ir_dialect_scf,     &ir_dialect_vector, &ir_dialect_cf,
};

static StrMap *registry;

static void registry_build(void) {
  registry = strmap_create();
  for (size_t d = 0; d < sizeof dialects / sizeof dialects[0]; d++)
    for (unsigned i = 0; i < dialects[d]->num_ops; i++) {
      const IrOpDef *def = &dialects[d]->ops[i];
      strmap_put(registry, def->name, strlen(def->name), (void *)def);
    }
  strmap_put(registry, "return", 6,
             strmap_get(registry, "func.return", 11));
  strmap_put(registry, "module", 6,
             strmap_get(registry, "builtin.module", 14));
}

const IrOpDef *ir_opdef_lookup(const char *name, size_t len) {
  if (!registry)
    registry_build();
  return strmap_get(registry, name, len);
}

static const IrOpDef unregistered = {
    .name = "<unregistered>", .format = IR_FORMAT_FLAT,
};

const IrOpDef *ir_opdef_unregistered(void) { return &unregistered; }
