/*
 * c_values.c - the C form of SSA values: when an expression is written at
 * its use and when it gets a variable, and assignments to the variables
 * that carry values around loops, into ifs and along branches.
 *
 * A value used once, in the same block, by a later op is written inline
 * at that use, so `%t = arith.mulf %a, %b` feeding one store reads as
 * `C[i] = a * b;`. A value that reads memory is inlined only when no op
 * that may write memory comes between, and never into an op with regions
 * (a loop bound is evaluated again at every iteration). Everything else
 * gets a variable named after its SSA name.
 */
#include <string.h>

#include "c_emit.h"
#include "dialects/affine.h"
#include "ir/diag.h"

/* ------------------------------------------------------------ the map */

void *c_map_get(const StrMap *m, const void *key) {
  return strmap_get(m, (const char *)&key, sizeof key);
}

void c_map_put(CEmit *e, StrMap *m, const void *key, void *value) {
  const void **stored = ir_alloc(e->ctx, sizeof *stored);
  *stored = key;
  strmap_put(m, (const char *)stored, sizeof *stored, value);
}

CVal *c_val(CEmit *e, const IrValue *v) {
  CVal *val = c_map_get(e->values, v);
  if (!val) {
    /* Only reached for values whose definition the emitter skipped after
     * reporting it; a placeholder keeps the walk going. */
    static CVal missing = {.expr = "0"};
    return &missing;
  }
  return val;
}

const char *c_expr(CEmit *e, const IrValue *v) {
  const char *expr = c_val(e, v)->expr;
  return expr ? expr : "0";
}

const char *c_operand(CEmit *e, const IrOp *op, unsigned i) {
  return c_expr(e, ir_op_operand(op, i));
}

void c_set(CEmit *e, const IrValue *v, CVal val) {
  CVal *stored = ir_alloc(e->ctx, sizeof *stored);
  *stored = val;
  c_map_put(e, e->values, v, stored);
}

void c_set_expr(CEmit *e, const IrValue *v, const char *expr) {
  c_set(e, v, (CVal){.expr = expr});
}

bool c_is_hoisted(CEmit *e, const IrValue *v) {
  return c_map_get(e->hoisted, v) != NULL;
}

/* ------------------------------------------------------------ inlining */

bool c_is_read_only(const IrOp *op) {
  static const char *const readers[] = {
      "memref.load", "affine.load", "affine.vector_load", "vector.load",
      "vector.transfer_read", "memref.dim"};
  if (op->num_regions)
    return false;
  /* Integer division is not pure in MLIR (it may trap), but it has no
   * effect C must keep when its result goes unused. */
  if (ir_op_is_memory_effect_free(op))
    return true;
  for (size_t i = 0; i < sizeof readers / sizeof readers[0]; i++)
    if (!strcmp(op->name, readers[i]))
      return true;
  return false;
}

/* The only live use of v, or NULL. */
static const IrUse *only_use(const CEmit *e, const IrValue *v) {
  const IrUse *found = NULL;
  for (const IrUse *u = v->first_use; u; u = u->next)
    if (c_is_live(e, u->owner)) {
      if (found)
        return NULL;
      found = u;
    }
  return found;
}

/* True when use u is the initial value of a loop-carried variable: it is
 * evaluated once, before the loop, like an operand of a region-less op. */
static bool is_init(const IrUse *u) {
  const IrOp *op = u->owner;
  AffineForBounds b;
  if (!strcmp(op->name, "affine.for"))
    return affine_for_get_bounds(op, &b) && ir_use_index(u) >= b.first_init;
  if (!strcmp(op->name, "scf.for"))
    return ir_use_index(u) >= 3;
  return !strcmp(op->name, "scf.while");
}

/* True when v, defined by a region-less op, may be written at its use. */
static bool inlinable(CEmit *e, const IrValue *v, bool reads_memory) {
  const IrUse *use = only_use(e, v);
  if (!use || v->kind != IR_VALUE_RESULT || c_is_hoisted(e, v))
    return false;
  const IrOp *user = use->owner;
  if (user->parent != v->op->parent)
    return false;
  if (!reads_memory)
    return true;
  if (user->num_regions && !is_init(use))
    return false;
  for (const IrOp *op = v->op->next; op && op != user; op = op->next)
    if (!c_is_read_only(op))
      return false;
  return true;
}

/* True when expr is a name, a member of one or a literal: repeating it
 * costs nothing. */
static bool is_simple(const char *expr) {
  return c_is_primary(expr) && !strpbrk(expr, "()[]");
}

/* True when an operand of op is written as an expression (not a name)
 * that reads memory: a load inlined there, or an inlined expression over
 * one. An expression over such an operand reads memory too, so it may not
 * move past a write (or a dealloc) either. */
static bool operands_read_memory(CEmit *e, const IrOp *op) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    const IrValue *x = ir_op_operand(op, i);
    const char *expr = x->kind == IR_VALUE_RESULT ? c_val(e, x)->expr : NULL;
    if (!expr || is_simple(expr) || x->op->parent != op->parent)
      continue;
    if ((c_is_read_only(x->op) && !ir_op_is_memory_effect_free(x->op)) ||
        operands_read_memory(e, x->op))
      return true;
  }
  return false;
}

void c_bind(CEmit *e, const IrValue *v, const char *expr, bool reads_memory) {
  reads_memory = reads_memory ||
                 (v->kind == IR_VALUE_RESULT && operands_read_memory(e, v->op));
  if (!c_is_hoisted(e, v) && (!c_used(e, v) || (!reads_memory && is_simple(expr))))
    c_set_expr(e, v, expr);
  else if (inlinable(e, v, reads_memory))
    c_set_expr(e, v, c_paren(e->ctx, expr));
  else
    c_declare(e, v, expr);
}

const char *c_declare(CEmit *e, const IrValue *v, const char *init) {
  const char *value = init ? c_unparen(e->ctx, init) : c_zero(e, v->type);
  if (c_is_hoisted(e, v)) {
    const char *name = c_expr(e, v);
    if (init)
      c_line(e, "%s = %s;", name, value);
    return name;
  }
  const char *name = c_fresh(e, c_value_hint(e, v));
  c_line(e, "%s %s = %s;", c_type(e, v->type), name, value);
  c_set_expr(e, v, name);
  return name;
}

static bool is_name(const char *s) {
  if (!(s[0] == '_' || (s[0] >= 'a' && s[0] <= 'z') ||
        (s[0] >= 'A' && s[0] <= 'Z')))
    return false;
  for (; *s; s++)
    if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
          (*s >= '0' && *s <= '9')))
      return false;
  return true;
}

const char *c_stable(CEmit *e, const char *expr, const char *hint) {
  int64_t v;
  if (c_is_int(expr, &v) || is_name(expr))
    return expr;
  const char *name = c_fresh(e, hint);
  c_line(e, "int64_t %s = %s;", name, c_unparen(e->ctx, expr));
  return name;
}

/* ---------------------------------------------------------------- lists */

void c_list_push(CEmit *e, CList *l, const char *item, const char *type) {
  l->items = ir_grow(e->ctx, l->items, l->n, l->n + 1, sizeof *l->items);
  l->types = ir_grow(e->ctx, l->types, l->n, l->n + 1, sizeof *l->types);
  l->items[l->n] = item;
  l->types[l->n++] = type;
}

/* Appends the items of val, of type t, to l. */
static void flatten_val(CEmit *e, CList *l, const CVal *val, IrType *t) {
  if (val->mem) {
    const char **parts;
    unsigned n = c_memref_part_values(e, val->mem, &parts);
    c_list_push(e, l, c_memref_base(e, val->mem),
              ir_sprintf(e->ctx, "%s *", c_elem_type(e, t)));
    for (unsigned i = 0; i < n; i++)
      c_list_push(e, l, parts[i], "int64_t");
  } else if (val->desc) {
    c_list_push(e, l, val->rank, "int64_t");
    c_list_push(e, l, val->desc, "void *");
  } else {
    c_list_push(e, l, val->expr ? val->expr : "0", c_type(e, t));
  }
}

static void flatten_one(CEmit *e, CList *l, const IrValue *v) {
  flatten_val(e, l, c_val(e, v), v->type);
}

void c_bind_val(CEmit *e, const IrValue *v, CVal val) {
  if (!c_is_hoisted(e, v)) {
    c_set(e, v, val);
    return;
  }
  CList dst = {0}, src = {0};
  flatten_one(e, &dst, v);
  flatten_val(e, &src, &val, v->type);
  c_assign(e, &dst, &src);
}

CList c_flatten(CEmit *e, unsigned n, IrValue *const *vals) {
  CList l = {0};
  for (unsigned i = 0; i < n; i++)
    flatten_one(e, &l, vals[i]);
  return l;
}

CList c_flatten_operands(CEmit *e, const IrOp *op, unsigned first,
                         unsigned n) {
  CList l = {0};
  for (unsigned i = 0; i < n; i++)
    flatten_one(e, &l, ir_op_operand(op, first + i));
  return l;
}

/* ------------------------------------------------------------ variables */

const CList c_no_init;

/* Declares the variable name (already chosen) of C type type initialized
 * to init (NULL: 0; "": not initialized). */
static void emit_item(CEmit *e, const char *type, const char *name,
                      const char *init) {
  const char *sep = type[strlen(type) - 1] == '*' ? "" : " ";
  if (init && !*init)
    c_line(e, "%s%s%s;", type, sep, name);
  else
    c_line(e, "%s%s%s = %s;", type, sep, name,
           init ? c_unparen(e->ctx, init) : "0");
}

/* Declares a new variable named after hint; zero is its zero value. */
static const char *declare_item(CEmit *e, const char *type, const char *hint,
                                const char *init, const char *zero) {
  const char *name = c_fresh(e, hint);
  emit_item(e, type, name, init ? init : zero);
  return name;
}

/* The next initial value of init: NULL for zero, "" for none. */
static const char *init_item(const CList *init, unsigned *next) {
  if (init == &c_no_init)
    return "";
  return init ? init->items[(*next)++] : NULL;
}

/* Declares the variables of memref value v; items from init at *next. */
static CMemref *declare_memref(CEmit *e, const IrValue *v, const char *hint,
                               CList *out, const CList *init, unsigned *next) {
  const char **parts, **suffixes;
  unsigned n = c_memref_suffixes(e, v->type, &suffixes);
  const char *base = c_fresh(e, hint);
  CMemref *m = c_memref_named(e, v->type, base, &parts);
  if (!m)
    return NULL;
  const char *type = ir_sprintf(e->ctx, "%s *", c_elem_type(e, v->type));
  emit_item(e, type, base, init_item(init, next));
  c_list_push(e, out, base, type);
  c_list_push(e, e->memref_vars, base, type);
  for (unsigned i = 0; i < n; i++) {
    emit_item(e, "int64_t", parts[i], init_item(init, next));
    c_list_push(e, out, parts[i], "int64_t");
    c_list_push(e, e->memref_vars, parts[i], "int64_t");
  }
  return m;
}

/* The number of items value v flattens to. */
static unsigned item_count(CEmit *e, const IrValue *v) {
  const char **suffixes;
  if (v->type->kind != IR_TYPE_MEMREF)
    return 1;
  if (v->type->u.shaped.rank < 0)
    return 2;
  return 1 + c_memref_suffixes(e, v->type, &suffixes);
}

CList c_vars(CEmit *e, unsigned n, IrValue *const *a, IrValue *const *b,
             const CList *init) {
  CList out = {0};
  unsigned next = 0;
  for (unsigned k = 0; k < n; k++) {
    const IrValue *v = a[k], *w = b ? b[k] : NULL;
    bool used = c_needed(e, v) || (w && c_needed(e, w));
    const char *hint = c_value_hint(e, v->name || !w ? v : w);
    CVal val = {0};
    if (!used) {
      unsigned n_items = item_count(e, v);
      next += init && init != &c_no_init ? n_items : 0;
      for (unsigned i = 0; i < n_items; i++)
        c_list_push(e, &out, NULL, NULL);
    } else if (v->type->kind == IR_TYPE_MEMREF && v->type->u.shaped.rank < 0) {
      val.rank = declare_item(e, "int64_t", ir_sprintf(e->ctx, "%s_rank", hint),
                              init_item(init, &next), "0");
      val.desc = declare_item(e, "void *", hint, init_item(init, &next), "0");
      c_list_push(e, &out, val.rank, "int64_t");
      c_list_push(e, &out, val.desc, "void *");
    } else if (v->type->kind == IR_TYPE_MEMREF) {
      if (!(val.mem = declare_memref(e, v, hint, &out, init, &next)))
        e->failed = ir_error(e->ctx, ir_value_loc(v),
                             "affc cannot emit C for a "
                             "memref with a layout that is not strided") ||
                    true;
    } else {
      const char *type = c_type(e, v->type);
      val.expr = declare_item(e, type, hint, init_item(init, &next),
                              c_zero(e, v->type));
      c_list_push(e, &out, val.expr, type);
    }
    c_set(e, v, val);
    if (w)
      c_set(e, w, val);
  }
  return out;
}

void c_hoist(CEmit *e, IrValue *v) {
  c_vars(e, 1, &v, NULL, NULL);
  c_map_put(e, e->hoisted, v, v);
}

/* True when src[j] reads a destination assigned before it. */
static bool reads_earlier(const CList *dst, const CList *src, unsigned j) {
  for (unsigned i = 0; i < j; i++)
    if (dst->items[i] && dst->items[i] != src->items[i] &&
        strcmp(dst->items[i], src->items[i]) &&
        c_mentions(src->items[j], dst->items[i]))
      return true;
  return false;
}

void c_assign(CEmit *e, const CList *dst, const CList *src) {
  const char **from = ir_alloc(e->ctx, (src->n + 1) * sizeof *from);
  for (unsigned j = 0; j < src->n; j++) {
    from[j] = src->items[j];
    if (dst->items[j] && reads_earlier(dst, src, j))
      from[j] = declare_item(e, dst->types[j], "tmp", src->items[j], "0");
  }
  for (unsigned i = 0; i < dst->n; i++)
    if (dst->items[i] && strcmp(dst->items[i], from[i]))
      c_line(e, "%s = %s;", dst->items[i], c_unparen(e->ctx, from[i]));
}
