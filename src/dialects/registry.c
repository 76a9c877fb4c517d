/*
 * registry.c - finds op definitions by name across every dialect's table.
 * Built once, on first use, into a hash map. The short names MLIR prints
 * for func and builtin ops ("return", "call", "module", ...) are found too;
 * the lexer decides where a short name can be an op at all.
 */
#include <string.h>

#include "dialect.h"
#include "../ir/strmap.h"

static const IrDialect *const dialects[] = {
    &ir_dialect_builtin, &ir_dialect_func,   &ir_dialect_affine,
    &ir_dialect_arith,   &ir_dialect_math,   &ir_dialect_memref,
    &ir_dialect_scf,     &ir_dialect_vector, &ir_dialect_cf,
    &ir_dialect_ub,      &ir_dialect_complex,
};

static StrMap *registry;

/* The def of every op of a dialect affc does not know. */
static const IrOpDef unregistered = {
    .name = "<unregistered>", .format = IR_FORMAT_FLAT,
};

static void registry_build(void) {
  registry = strmap_create();
  for (size_t d = 0; d < sizeof dialects / sizeof dialects[0]; d++)
    for (unsigned i = 0; i < dialects[d]->num_ops; i++) {
      const IrOpDef *def = &dialects[d]->ops[i];
      strmap_put(registry, def->name, strlen(def->name), (void *)def);
    }
  static const char *const short_names[][2] = {
      {"return", "func.return"},
      {"call", "func.call"},
      {"call_indirect", "func.call_indirect"},
      {"constant", "func.constant"},
      {"module", "builtin.module"},
      {"unrealized_conversion_cast", "builtin.unrealized_conversion_cast"},
  };
  for (size_t i = 0; i < sizeof short_names / sizeof short_names[0]; i++) {
    void *def = strmap_get(registry, short_names[i][1],
                           strlen(short_names[i][1]));
    if (def)
      strmap_put(registry, short_names[i][0], strlen(short_names[i][0]), def);
  }
}

const IrOpDef *ir_opdef_lookup(const char *name, size_t len) {
  if (!registry)
    registry_build();
  return strmap_get(registry, name, len);
}

/* The dialect named name[0..len), or NULL. */
static const IrDialect *dialect_named(const char *name, size_t len) {
  for (size_t d = 0; d < sizeof dialects / sizeof dialects[0]; d++)
    if (strlen(dialects[d]->name) == len &&
        memcmp(dialects[d]->name, name, len) == 0)
      return dialects[d];
  return NULL;
}

bool ir_dialect_known(const char *name, size_t len) {
  return dialect_named(name, len) != NULL;
}

/* True when name is one of the space-separated words of list. */
static bool is_word_of(const char *name, const char *list) {
  size_t n = strlen(name);
  for (const char *w = list; *w; w += strspn(w, " ")) {
    size_t len = strcspn(w, " ");
    if (len == n && memcmp(w, name, n) == 0)
      return true;
    w += len;
  }
  return false;
}

bool ir_op_attr_is_property(const IrOp *op, const char *name) {
  const IrDialect *d = op->def == &unregistered
                           ? NULL
                           : dialect_named(op->name, strcspn(op->name, "."));
  return d && d->props && is_word_of(name, d->props);
}

const IrOpDef *ir_opdef_unregistered(void) { return &unregistered; }
