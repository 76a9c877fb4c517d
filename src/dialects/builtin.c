/*
 * builtin.c - the builtin dialect: builtin.module and
 * builtin.unrealized_conversion_cast.
 *
 * A module is written "module [@name] [attributes {...}] {...}" (the lexer
 * reads the keyword `module` as builtin.module). It holds one block without
 * terminator and is the symbol table in which func.call finds its callees:
 * its verify hook reports symbols defined twice. The top of every file is
 * one module (src/ir/parse_ops.c wraps bare top-level ops in an implicit
 * one). The printer writes modules itself (as "module", the way mlir-opt
 * does), so the module has no print hook.
 */
#include <stdlib.h>
#include <string.h>

#include "../ir/diag.h"
#include "../ir/parse.h"
#include "../ir/printer.h"
#include "dialect.h"
#include "dialect_util.h"

/* ---------------------------------------------------------- builtin.module */

/* module [@name] {...}: the attributes come from the framework. */
static IrOp *module_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  AttrVec attrs = {0};
  ParsedItem *sym = pc_accept_kind(&c, PI_SYMREF);
  if (sym && sym->attr->u.symref.num != 1)
    return op_parser_custom_error(
        p, sym->loc, "expected valid '@'-identifier for symbol name");
  if (!pc_expect_end(&c))
    return NULL;
  if (p->num_regions == 0)
    return pc_error_missing_region(p), NULL;
  if (p->num_regions != 1)
    return op_parser_custom_error(p, p->loc, "expected '{' to begin a region");
  if (sym) {
    const char *name = sym->attr->u.symref.names[0];
    attr_vec_push(p->ctx, &attrs, "sym_name",
                  ir_attr_string(p->ctx, name, strlen(name), NULL));
  }
  if (!op_parser_bind_region_args(p, 0, 0, NULL, NULL))
    return NULL;
  return op_parser_create(p, 0, NULL, 0, NULL,
                          ir_attr_dict(p->ctx, attrs.len, attrs.data));
}

/* One symbol of a symbol table: its interned name and source position. */
typedef struct SymbolEntry {
  const char *name;
  unsigned index;
  IrOp *op;
} SymbolEntry;

/* Orders entries by name, then by position. */
static int symbol_entry_cmp(const void *a, const void *b) {
  const SymbolEntry *x = a, *y = b;
  if (x->name != y->name)
    return (uintptr_t)x->name < (uintptr_t)y->name ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* The symbols defined directly in the module's body, in source order. */
static SymbolEntry *collect_symbols(IrContext *ctx, IrOp *module,
                                    unsigned *num) {
  unsigned n = 0, cap = 0;
  SymbolEntry *v = NULL;
  for (IrBlock *b = module->regions[0].first; b; b = b->next)
    for (IrOp *op = b->first; op; op = op->next) {
      IrAttr *name = ir_op_attr(op, "sym_name");
      if (!name || name->kind != IR_ATTR_STRING)
        continue;
      if (n == cap) {
        cap = cap ? 2 * cap : 16;
        v = ir_grow(ctx, v, n, cap, sizeof *v);
      }
      v[n] = (SymbolEntry){ir_intern(ctx, name->u.str.data, name->u.str.len), n,
                           op};
      n++;
    }
  *num = n;
  return v;
}

/* Reports every symbol whose name an earlier symbol of the module already
 * defines, in source order, with a note at the first definition. */
static bool verify_unique_symbols(IrContext *ctx, IrOp *module) {
  unsigned n;
  SymbolEntry *syms = collect_symbols(ctx, module, &n);
  if (n < 2)
    return true;
  SymbolEntry *sorted = ir_alloc(ctx, n * sizeof *sorted);
  memcpy(sorted, syms, n * sizeof *sorted);
  qsort(sorted, n, sizeof *sorted, symbol_entry_cmp);
  /* first[i]: the earliest definition of syms[i]'s name when it is not
   * syms[i] itself, else NULL. */
  IrOp **first = ir_alloc(ctx, n * sizeof *first);
  for (unsigned i = 1, group = 0; i < n; i++) {
    if (sorted[i].name != sorted[group].name)
      group = i;
    else
      first[sorted[i].index] = sorted[group].op;
  }
  bool ok = true;
  for (unsigned i = 0; i < n; i++)
    if (first[i]) {
      ok = ir_error(ctx, syms[i].op->loc, "redefinition of symbol named '%s'",
                    syms[i].name);
      ir_diag(ctx, IR_DIAG_NOTE, first[i]->loc,
              "see existing symbol definition here");
    }
  return ok;
}

static bool module_verify(IrContext *ctx, IrOp *op) {
  if (op->num_regions != 1)
    return du_op_error(ctx, op, "requires one region");
  IrBlock *body = op->regions[0].first;
  if (!body)
    return du_op_error(ctx, op,
                       "region #0 ('bodyRegion') failed to verify constraint: "
                       "region with 1 blocks");
  if (body->num_args)
    return du_op_error(ctx, op, "region should have no arguments");
  IrAttr *name = ir_op_attr(op, "sym_name");
  if (name && name->kind != IR_ATTR_STRING)
    return du_op_error(ctx, op,
                       "attribute 'sym_name' failed to satisfy "
                       "constraint: string attribute");
  return verify_unique_symbols(ctx, op);
}

/* ------------------------------------------- unrealized_conversion_cast */

/* unrealized_conversion_cast [%a, ... : T, ...] to U, ... */
static IrOp *cast_build(OpParser *p) {
  ItemCursor c = pc_begin(p);
  ValueVec ins = {0};
  IrType **outs;
  unsigned num_outs;
  if (!du_parse_typed_operands(&c, &ins) || !pc_expect_keyword(&c, "to") ||
      !pc_expect_type_list(&c, &outs, &num_outs) || !pc_expect_end(&c))
    return NULL;
  return op_parser_create(p, ins.len, ins.data, num_outs, outs, NULL);
}

static void cast_print(IrPrinter *p, IrOp *op) {
  if (op->num_operands) {
    pr_puts(p, " ");
    pr_operands(p, op, 0, op->num_operands);
    pr_puts(p, " : ");
    pr_operand_types(p, op, 0, op->num_operands);
  }
  pr_puts(p, " to ");
  pr_result_types(p, op);
  pr_attr_dict(p, op, NULL, 0, false);
}

static bool cast_verify(IrContext *ctx, IrOp *op) {
  if (!op->num_results)
    return du_op_error(ctx, op,
                       "expected at least one result for cast operation");
  return true;
}

/* ----------------------------------------------------------------- table */

static const IrOpDef builtin_ops[] = {
    {"builtin.module", IR_FORMAT_REGION,
     IR_TRAIT_ISOLATED | IR_TRAIT_AFFINE_SCOPE | IR_TRAIT_NO_TERMINATOR |
         IR_TRAIT_SINGLE_BLOCK | IR_TRAIT_SYMBOL_TABLE |
         IR_TRAIT_DEFAULT_DIALECT,
     module_build, NULL, module_verify},
    {"builtin.unrealized_conversion_cast", IR_FORMAT_FLAT, IR_TRAIT_PURE,
     cast_build, cast_print, cast_verify},
};

const IrDialect ir_dialect_builtin = {
    "builtin", builtin_ops, sizeof builtin_ops / sizeof builtin_ops[0],
    "sym_name sym_visibility"};
