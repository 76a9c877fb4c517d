/*
 * rewrite.c - moving, erasing and cloning ops (rewrite.h).
 */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ placement */

void ir_op_unlink(IrOp *op) {
  IrBlock *b = op->parent;
  if (!b)
    return;
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->parent = NULL;
  op->prev = op->next = NULL;
}

/* Links detached op between prev and next (either may be NULL) of b. */
static void link_between(IrBlock *b, IrOp *prev, IrOp *next, IrOp *op) {
  op->parent = b;
  op->prev = prev;
  op->next = next;
  if (prev)
    prev->next = op;
  else
    b->first = op;
  if (next)
    next->prev = op;
  else
    b->last = op;
}

void ir_op_insert_before(IrOp *anchor, IrOp *op) {
  link_between(anchor->parent, anchor->prev, anchor, op);
}

void ir_op_insert_after(IrOp *anchor, IrOp *op) {
  link_between(anchor->parent, anchor, anchor->next, op);
}

void ir_op_move_before(IrOp *anchor, IrOp *op) {
  ir_op_unlink(op);
  ir_op_insert_before(anchor, op);
}

void ir_op_move_after(IrOp *anchor, IrOp *op) {
  ir_op_unlink(op);
  ir_op_insert_after(anchor, op);
}

/* ------------------------------------------------------------------ uses */

IrValue **ir_op_operand_values(IrContext *ctx, const IrOp *op, unsigned first,
                               unsigned n) {
  IrValue **v = ir_alloc(ctx, (n + 1) * sizeof *v);
  for (unsigned i = 0; i < n && first + i < op->num_operands; i++)
    v[i] = op->operands[first + i].value;
  return v;
}

unsigned ir_value_num_uses(const IrValue *v) {
  unsigned n = 0;
  for (const IrUse *u = v->first_use; u; u = u->next)
    n++;
  return n;
}

void ir_value_replace_all_uses(IrValue *from, IrValue *to) {
  while (from->first_use && from != to)
    ir_op_set_operand(from->first_use->owner, ir_use_index(from->first_use),
                      to);
}

typedef struct Collected {
  IrContext *ctx;
  const char *name;
  IrOp **ops;
  unsigned num;
} Collected;

static void collect(Collected *c, IrOp *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *in = b->first; in; in = in->next) {
        if (!c->name || ir_op_is(in, c->name)) {
          c->ops = ir_grow(c->ctx, c->ops, c->num, c->num + 1, sizeof *c->ops);
          c->ops[c->num++] = in;
        }
        collect(c, in);
      }
}

IrOp **ir_collect_ops(IrContext *ctx, IrOp *root, const char *name,
                      unsigned *num) {
  Collected c = {.ctx = ctx, .name = name};
  collect(&c, root);
  *num = c.num;
  return c.ops;
}

/* --------------------------------------------------------------- erasing */

/* True when some result of op is used outside op. */
static bool used_outside(const IrOp *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    for (const IrUse *u = op->results[i]->first_use; u; u = u->next)
      if (u->owner != op && !ir_op_is_nested_in(u->owner, op))
        return true;
  return false;
}

/* Drops the operand uses of op and of everything nested in it. */
static void drop_uses(IrOp *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    ir_op_set_operand(op, i, NULL);
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *in = b->first; in; in = in->next)
        drop_uses(in);
}

bool ir_op_erase(IrOp *op) {
  if (used_outside(op))
    return false;
  drop_uses(op);
  ir_op_unlink(op);
  return true;
}

bool ir_block_erase_arg(IrBlock *block, unsigned index) {
  if (index >= block->num_args || block->args[index]->first_use)
    return false;
  for (unsigned i = index + 1; i < block->num_args; i++) {
    block->args[i - 1] = block->args[i];
    block->args[i - 1]->index = i - 1;
  }
  block->num_args--;
  return true;
}

void ir_block_unlink(IrBlock *block) {
  IrRegion *r = block->parent;
  if (!r)
    return;
  if (block->prev)
    block->prev->next = block->next;
  else
    r->first = block->next;
  if (block->next)
    block->next->prev = block->prev;
  else
    r->last = block->prev;
  block->parent = NULL;
  block->prev = block->next = NULL;
}

IrOp *ir_op_recreate(IrContext *ctx, IrOp *op, unsigned num_operands,
                     IrValue **operands, IrAttr *attrs) {
  IrType **types = ir_temp_alloc(ctx, (op->num_results + 1) * sizeof *types);
  for (unsigned i = 0; i < op->num_results; i++)
    types[i] = op->results[i]->type;
  IrOp *copy = ir_op_create(ctx, op->def, op->name, op->loc, num_operands,
                            operands, op->num_results, types, op->num_regions,
                            op->num_successors, op->successors, attrs);
  copy->src_loc = op->src_loc;
  copy->props = op->props;
  for (unsigned r = 0; r < op->num_regions; r++)
    while (op->regions[r].first) {
      IrBlock *b = op->regions[r].first;
      ir_block_unlink(b);
      ir_region_append_block(&copy->regions[r], b);
    }
  for (unsigned i = 0; i < op->num_results; i++) {
    copy->results[i]->name = op->results[i]->name;
    ir_value_replace_all_uses(op->results[i], copy->results[i]);
  }
  ir_op_insert_before(op, copy);
  ir_op_erase(op);
  return copy;
}

/* ------------------------------------------------------------------- map */

/* Open addressing with linear probing; a slot with a NULL key is free.
 * Removing a key stores a NULL value and keeps the key (a tombstone that
 * later lookups step over). */
typedef struct MapSlot {
  const void *key;
  void *value;
} MapSlot;

struct IrMap {
  MapSlot *slots;
  size_t cap, used; /* cap is a power of two; used counts keys */
};

IrMap *ir_map_create(void) {
  IrMap *m = calloc(1, sizeof *m);
  if (!m)
    ir_oom();
  return m;
}

void ir_map_destroy(IrMap *m) {
  if (!m)
    return;
  free(m->slots);
  free(m);
}

static size_t slot_of(const IrMap *m, const void *key) {
  uintptr_t h = (uintptr_t)key;
  h ^= h >> 17;
  h *= 0x9E3779B97F4A7C15u;
  size_t i = (size_t)(h >> 7) & (m->cap - 1);
  while (m->slots[i].key && m->slots[i].key != key)
    i = (i + 1) & (m->cap - 1);
  return i;
}

static void map_grow(IrMap *m) {
  MapSlot *old = m->slots;
  size_t old_cap = m->cap;
  m->cap = old_cap ? 2 * old_cap : 16;
  m->slots = calloc(m->cap, sizeof *m->slots);
  if (!m->slots)
    ir_oom();
  for (size_t i = 0; i < old_cap; i++)
    if (old[i].key)
      m->slots[slot_of(m, old[i].key)] = old[i];
  free(old);
}

void ir_map_put(IrMap *m, const void *key, void *value) {
  if (2 * (m->used + 1) > m->cap)
    map_grow(m);
  MapSlot *s = &m->slots[slot_of(m, key)];
  if (!s->key) {
    s->key = key;
    m->used++;
  }
  s->value = value;
}

void *ir_map_get(const IrMap *m, const void *key) {
  return m->cap ? m->slots[slot_of(m, key)].value : NULL;
}

IrValue *ir_map_value(const IrMap *m, IrValue *v) {
  IrValue *to = ir_map_get(m, v);
  return to ? to : v;
}

/* --------------------------------------------------------------- cloning */

/* Points the operands of ops in region r that use values cloned after
 * them at the copies: in a region of several blocks, a block may use a
 * value of a block that comes later in the list but dominates it. */
static void remap_late_operands(IrRegion *r, const IrMap *map) {
  for (IrBlock *b = r->first; b; b = b->next)
    for (IrOp *op = b->first; op; op = op->next)
      for (unsigned i = 0; i < op->num_operands; i++) {
        IrValue *v = op->operands[i].value;
        IrValue *to = v ? ir_map_get(map, v) : NULL;
        if (to && v->kind == IR_VALUE_RESULT && v->op->parent &&
            v->op->parent->parent != r)
          ir_op_set_operand(op, i, to);
      }
}

/* Copies the blocks of region src into the empty region dst: blocks and
 * their arguments first (a branch may name a later block), then ops. */
static void clone_region(IrContext *ctx, const IrRegion *src, IrRegion *dst,
                         IrMap *map) {
  for (const IrBlock *b = src->first; b; b = b->next) {
    IrBlock *copy = ir_block_create(ctx, b->loc);
    copy->label = b->label;
    for (unsigned i = 0; i < b->num_args; i++) {
      IrValue *a = b->args[i];
      ir_map_put(map, a,
                 ir_block_add_arg(ctx, copy, a->type, a->name,
                                  ir_value_loc(a)));
    }
    ir_region_append_block(dst, copy);
    ir_map_put(map, b, copy);
  }
  for (const IrBlock *b = src->first; b; b = b->next) {
    IrBlock *copy = ir_map_get(map, b);
    for (const IrOp *op = b->first; op; op = op->next)
      ir_block_append_op(copy, ir_op_clone(ctx, op, map));
  }
  if (src->first != src->last)
    remap_late_operands(dst, map);
}

IrOp *ir_op_clone(IrContext *ctx, const IrOp *op, IrMap *map) {
  unsigned n = op->num_operands, nr = op->num_results, ns = op->num_successors;
  IrValue **operands = ir_temp_alloc(ctx, (n + 1) * sizeof *operands);
  IrType **types = ir_temp_alloc(ctx, (nr + 1) * sizeof *types);
  IrBlock **succs = ir_temp_alloc(ctx, (ns + 1) * sizeof *succs);
  for (unsigned i = 0; i < n; i++)
    operands[i] = op->operands[i].value
                      ? ir_map_value(map, op->operands[i].value)
                      : NULL;
  for (unsigned i = 0; i < nr; i++)
    types[i] = op->results[i]->type;
  for (unsigned i = 0; i < ns; i++) {
    IrBlock *to = ir_map_get(map, op->successors[i]);
    succs[i] = to ? to : op->successors[i];
  }
  IrOp *copy = ir_op_create(ctx, op->def, op->name, op->loc, n, operands, nr,
                            types, op->num_regions, ns, succs, op->attrs);
  copy->src_loc = op->src_loc;
  copy->props = op->props;
  for (unsigned i = 0; i < nr; i++) {
    copy->results[i]->name = op->results[i]->name;
    ir_map_put(map, op->results[i], copy->results[i]);
  }
  for (unsigned r = 0; r < op->num_regions; r++)
    clone_region(ctx, &op->regions[r], &copy->regions[r], map);
  return copy;
}
