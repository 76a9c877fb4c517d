/*
 * op.c - operations, values and their uses, blocks and regions.
 *
 * An op owns its operand uses (one IrUse per operand, threaded onto the
 * used value's use list), its result values, its regions and its successor
 * list. Blocks and regions are doubly linked lists of ops and blocks. All
 * objects live in the context's arena and are never freed one by one.
 */
#include <string.h>

#include "context.h"
#include "../dialects/dialect.h"

/* Puts use at the head of its value's use list. */
static void use_link(IrUse *use) {
  if (!use->value)
    return;
  use->next = use->value->first_use;
  use->value->first_use = use;
}

/* Removes use from its value's use list. */
static void use_unlink(IrUse *use) {
  if (!use->value)
    return;
  for (IrUse **p = &use->value->first_use; *p; p = &(*p)->next) {
    if (*p == use) {
      *p = use->next;
      break;
    }
  }
  use->next = NULL;
}

/* The interned name of an op: when it is its def's own name, from the
 * context's cache of def names instead of the intern table. */
static const char *op_name(IrContext *ctx, const IrOpDef *def,
                           const char *name) {
  if (!def || name != def->name)
    return ir_intern(ctx, name, strlen(name));
  size_t slot = ((uintptr_t)def / sizeof(void *)) %
                (sizeof ctx->def_names / sizeof ctx->def_names[0]);
  if (ctx->def_names[slot].def != def) {
    ctx->def_names[slot].def = def;
    ctx->def_names[slot].name = ir_intern(ctx, name, strlen(name));
  }
  return ctx->def_names[slot].name;
}

/* Creates the op and all its arrays in one arena block, laid out as
 * [IrOp][IrUse x operands][IrValue * x results][IrValue x results]
 * [IrRegion x regions][IrBlock * x successors]; every element size is a
 * multiple of the pointer size, so each array is aligned. An empty array
 * points at the end of its predecessor (never NULL). */
IrOp *ir_op_create(IrContext *ctx, const IrOpDef *def, const char *name,
                   IrLocation loc, unsigned num_operands, IrValue **operands,
                   unsigned num_results, IrType **result_types,
                   unsigned num_regions, unsigned num_successors,
                   IrBlock **successors, IrAttr *attrs) {
  size_t size = sizeof(IrOp) + num_operands * sizeof(IrUse) +
                num_results * (sizeof(IrValue *) + sizeof(IrValue)) +
                num_regions * sizeof(IrRegion) +
                num_successors * sizeof(IrBlock *);
  IrOp *op = ir_body_alloc(ctx, size);
  op->def = def;
  op->name = op_name(ctx, def, name);
  op->loc = loc;
  op->num_operands = num_operands;
  op->operands = (IrUse *)(op + 1);
  for (unsigned i = 0; i < num_operands; i++) {
    IrUse *use = &op->operands[i];
    use->owner = op;
    use->value = operands ? operands[i] : NULL;
    use_link(use);
  }
  op->num_results = num_results;
  op->results = (IrValue **)(op->operands + num_operands);
  IrValue *values = (IrValue *)(op->results + num_results);
  for (unsigned i = 0; i < num_results; i++) {
    values[i].kind = IR_VALUE_RESULT;
    values[i].type = result_types ? result_types[i] : NULL;
    values[i].index = i;
    values[i].op = op;
    op->results[i] = &values[i];
  }
  op->num_regions = num_regions;
  op->regions = (IrRegion *)(values + num_results);
  for (unsigned i = 0; i < num_regions; i++)
    op->regions[i].parent = op;
  op->num_successors = num_successors;
  op->successors = (IrBlock **)(op->regions + num_regions);
  if (successors && num_successors)
    memcpy(op->successors, successors, num_successors * sizeof *successors);
  op->attrs = attrs ? attrs : ir_attr_dict(ctx, 0, NULL);
  return op;
}

void ir_op_set_operand(IrOp *op, unsigned index, IrValue *value) {
  if (index >= op->num_operands)
    return;
  IrUse *use = &op->operands[index];
  if (use->value == value)
    return;
  use_unlink(use);
  use->value = value;
  use_link(use);
}

IrValue *ir_op_operand(const IrOp *op, unsigned index) {
  return index < op->num_operands ? op->operands[index].value : NULL;
}

IrAttr *ir_op_attr(const IrOp *op, const char *name) {
  return ir_attr_dict_get(op->attrs, name);
}

/* Replaces op's dictionary by its entries other than name, plus name =
 * value when value is not NULL. */
static void rebuild_attrs(IrContext *ctx, IrOp *op, const char *name,
                          IrAttr *value) {
  const IrAttr *old = op->attrs;
  unsigned n = old ? old->u.dict.num : 0, k = 0;
  IrNamedAttr small[16];
  IrNamedAttr *entries =
      n < 16 ? small : ir_alloc(ctx, (n + 1) * sizeof *entries);
  for (unsigned i = 0; i < n; i++)
    if (strcmp(old->u.dict.entries[i].name, name) != 0)
      entries[k++] = old->u.dict.entries[i];
  if (value) {
    entries[k].name = name;
    entries[k++].value = value;
  }
  op->attrs = ir_attr_dict(ctx, k, entries);
}

void ir_op_set_attr(IrContext *ctx, IrOp *op, const char *name, IrAttr *value) {
  rebuild_attrs(ctx, op, name, value);
}

void ir_op_remove_attr(IrContext *ctx, IrOp *op, const char *name) {
  if (ir_op_attr(op, name))
    rebuild_attrs(ctx, op, name, NULL);
}

IrOp *ir_op_parent_op(const IrOp *op) {
  if (!op->parent || !op->parent->parent)
    return NULL;
  return op->parent->parent->parent;
}

bool ir_op_is_nested_in(const IrOp *op, const IrOp *outer) {
  for (const IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
    if (p == outer)
      return true;
  return false;
}

IrBlock *ir_block_create(IrContext *ctx, IrLocation loc) {
  IrBlock *b = ir_body_alloc(ctx, sizeof *b);
  b->loc = loc;
  return b;
}

/* A block argument: the value and its location (a result's location is
 * its op's, so IrValue itself has no room for one). */
typedef struct IrBlockArg {
  IrValue value;
  IrLocation loc;
} IrBlockArg;

IrLocation ir_value_loc(const IrValue *v) {
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return ((const IrBlockArg *)v)->loc;
  return v->op ? v->op->loc : (IrLocation){0};
}

/* Appends an argument; the args array grows to the next power of two, so
 * its capacity needs no field of its own. */
IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *block, IrType *type,
                          const char *name, IrLocation loc) {
  unsigned n = block->num_args;
  if ((n & (n - 1)) == 0) /* n is 0 or a power of two: array is full */
    block->args = ir_body_grow(ctx, block->args, n, n ? 2 * (size_t)n : 1,
                               sizeof *block->args);
  IrBlockArg *arg = ir_body_alloc(ctx, sizeof *arg);
  arg->loc = loc;
  IrValue *v = &arg->value;
  v->kind = IR_VALUE_BLOCK_ARG;
  v->type = type;
  v->index = n;
  v->block = block;
  v->name = name ? ir_intern(ctx, name, strlen(name)) : NULL;
  block->args[n] = v;
  block->num_args = n + 1;
  return v;
}

void ir_block_append_op(IrBlock *block, IrOp *op) {
  op->parent = block;
  op->next = NULL;
  op->prev = block->last;
  if (block->last)
    block->last->next = op;
  else
    block->first = op;
  block->last = op;
}

void ir_region_append_block(IrRegion *region, IrBlock *block) {
  block->parent = region;
  block->next = NULL;
  block->prev = region->last;
  if (region->last)
    region->last->next = block;
  else
    region->first = block;
  region->last = block;
}

IrBlock *ir_region_entry_block(IrContext *ctx, IrRegion *region,
                               IrLocation loc) {
  if (!region->first)
    ir_region_append_block(region, ir_block_create(ctx, loc));
  return region->first;
}

IrOp *ir_block_terminator(const IrBlock *block) { return block->last; }

int64_t ir_op_int_attr(const IrOp *op, const char *name, int64_t dflt) {
  IrAttr *a = ir_op_attr(op, name);
  return a && a->kind == IR_ATTR_INTEGER ? a->u.integer.value : dflt;
}

/* Segment sizes come from the dense array "operandSegmentSizes". A missing
 * or malformed attribute, or a segment out of range, gives an empty
 * segment; segments are clamped to the op's operands, so callers never
 * index past them (the op's verifier reports the bad attribute). */
unsigned ir_op_segment(const IrOp *op, unsigned seg, unsigned *len) {
  IrAttr *a = ir_op_attr(op, "operandSegmentSizes");
  *len = 0;
  if (!a || a->kind != IR_ATTR_DENSE_ARRAY || !a->u.dense_array.ints ||
      seg >= a->u.dense_array.num)
    return 0;
  uint64_t start = 0;
  for (unsigned i = 0; i < seg; i++) {
    int64_t s = a->u.dense_array.ints[i];
    start += s > 0 ? (uint64_t)s : 0;
    if (start > op->num_operands)
      start = op->num_operands;
  }
  int64_t size = a->u.dense_array.ints[seg];
  uint64_t n = size > 0 ? (uint64_t)size : 0;
  if (n > op->num_operands - start)
    n = op->num_operands - start;
  *len = (unsigned)n;
  return (unsigned)start;
}
