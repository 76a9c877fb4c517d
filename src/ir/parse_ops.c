/*
 * parse_ops.c - the grammar's actions for ops, regions and blocks: SSA name
 * scopes, forward references, block labels, building ops through their
 * build hooks (custom form) or directly (generic form), and the whole-file
 * entry point ir_parse_module.
 *
 * Names: each region being parsed is a Scope; a definition is visible in
 * its region and the regions nested in it, and may not be redefined there
 * (MLIR's rule). A use of a name not yet defined creates a placeholder
 * value (a forward reference) that the definition replaces later. Entry
 * arguments named by an op's header (affine.for %i, func.func %arg0) are
 * bound after the body has been parsed, and replace the placeholders used
 * inside that body.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "context.h"
#include "parse_state.h"
#include "printer.h"
#include "stream.h"
#include "parser.h"
#include "lexer.h"

typedef struct ValueDef ValueDef;
struct ValueDef {
  const char *name;  /* interned, without '%' */
  IrValue **values;  /* the result group (count 1 for a plain value) */
  unsigned count;
  IrLocation loc;
  ValueDef *next_in_scope;
};

struct Scope {
  Scope *parent;
  IrRegion *region;
  IrBlock *block;    /* block being filled, NULL before the first op */
  ValueDef *defs;    /* names defined in this region */
  StrMap *labels;    /* "bb1" -> IrBlock, created on first use */
  IrBlock **used_labels; /* every block named so far, to find undefined ones */
  unsigned num_used, cap_used;
};

/* A use before the definition: malloc'ed, freed once resolved, so the
 * placeholders of a large file never pile up. */
typedef struct FwdRef {
  struct FwdRef *prev, *next; /* in creation order */
  struct FwdRef *same_name;   /* the other results of that name pending */
  unsigned index;    /* the result number: "name#index" */
  IrValue *value;    /* the placeholder (op and block NULL) */
  IrLocation loc;    /* first use */
  IrLocation last;   /* latest reference */
  unsigned refs;     /* references handed out: uses once their ops exist */
  IrValue placeholder;
} FwdRef;

static bool failf(ParseState *ps, IrLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* ps_fail for functions that answer whether they succeeded. */
static bool failf(ParseState *ps, IrLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ps_vfail(ps, loc, fmt, ap);
  va_end(ap);
  return false;
}

/* ------------------------------------------------------------ definitions */

/* Which ops are nested in one region (any op when region is NULL), with
 * the answer remembered for every op on the way up from a use: the uses
 * of a placeholder deep inside a nest are then placed in time linear in
 * the nest, not in uses times depth. An open-addressing table by address. */
typedef struct InsideMemo {
  const IrRegion *region;
  const IrOp **ops; /* NULL: empty slot */
  bool *inside;
  size_t cap, count;
  /* the first slots, in place: most references resolve in a few ops */
  const IrOp *small_ops[16];
  bool small_inside[16];
} InsideMemo;

static void memo_init(InsideMemo *m, const IrRegion *region) {
  m->region = region;
  memset(m->small_ops, 0, sizeof m->small_ops);
  m->ops = m->small_ops;
  m->inside = m->small_inside;
  m->cap = sizeof m->small_ops / sizeof m->small_ops[0];
  m->count = 0;
}

static void memo_free(InsideMemo *m) {
  if (m->ops != m->small_ops) {
    free(m->ops);
    free(m->inside);
  }
}

/* The slot of op in m: its entry or the empty slot where it belongs. */
static size_t memo_slot(const InsideMemo *m, const IrOp *op) {
  uint64_t h = (uint64_t)(uintptr_t)op * UINT64_C(0x9e3779b97f4a7c15);
  size_t i = (size_t)(h >> 32) & (m->cap - 1);
  while (m->ops[i] && m->ops[i] != op)
    i = (i + 1) & (m->cap - 1);
  return i;
}

static void memo_put(InsideMemo *m, const IrOp *op, bool inside) {
  if ((m->count + 1) * 2 > m->cap) {
    const IrOp **ops = m->ops;
    bool *inside = m->inside;
    size_t cap = m->cap;
    m->cap = 2 * cap;
    m->ops = calloc(m->cap, sizeof *m->ops);
    m->inside = malloc(m->cap * sizeof *m->inside);
    if (!m->ops || !m->inside)
      ir_oom();
    m->count = 0;
    for (size_t i = 0; i < cap; i++)
      if (ops[i])
        memo_put(m, ops[i], inside[i]);
    if (ops != m->small_ops) {
      free(ops);
      free(inside);
    }
  }
  size_t i = memo_slot(m, op);
  m->count += m->ops[i] == NULL;
  m->ops[i] = op;
  m->inside[i] = inside;
}

/* The op whose region holds op, or NULL. */
static const IrOp *op_above(const IrOp *op) {
  const IrRegion *r = op->parent ? op->parent->parent : NULL;
  return r ? r->parent : NULL;
}

/* True when op is nested in m's region. */
static bool memo_inside(InsideMemo *m, const IrOp *op) {
  if (!m->region)
    return true;
  const IrOp *stop = op;
  bool inside = false;
  for (; stop; stop = op_above(stop)) {
    if (stop->parent && stop->parent->parent == m->region) {
      inside = true;
      break;
    }
    size_t i = memo_slot(m, stop);
    if (m->ops[i]) {
      inside = m->inside[i];
      break;
    }
  }
  for (; op != stop; op = op_above(op))
    memo_put(m, op, inside);
  return inside;
}

static bool any_use_inside(const IrValue *v, InsideMemo *m) {
  for (const IrUse *u = v->first_use; u; u = u->next)
    if (memo_inside(m, u->owner))
      return true;
  return false;
}

/* Moves the uses of placeholder `from` that m says are inside its region
 * to `to`. Returns true when no use is left. */
static bool replace_uses(IrValue *from, IrValue *to, InsideMemo *m) {
  IrUse *u = from->first_use, *next;
  for (; u; u = next) {
    next = u->next;
    if (memo_inside(m, u->owner))
      ir_op_set_operand(u->owner, ir_use_index(u), to);
  }
  return from->first_use == NULL;
}

static void forward_unlink(ParseState *ps, FwdRef *f) {
  *(f->prev ? &f->prev->next : &ps->forward_refs) = f->next;
  *(f->next ? &f->next->prev : &ps->forward_last) = f->prev;
  ps->num_pending--;
}

/* The pending reference to name#index, or NULL. */
static FwdRef *find_forward(ParseState *ps, const char *name, unsigned index) {
  FwdRef *f = strmap_get(ps->forward, name, strlen(name));
  while (f && f->index != index)
    f = f->same_name;
  return f;
}

/* Takes f out of the references pending under its name. */
static void forget_forward(ParseState *ps, FwdRef *f) {
  const char *name = f->value->name;
  FwdRef *head = strmap_get(ps->forward, name, strlen(name));
  if (head == f) {
    strmap_put(ps->forward, name, strlen(name), f->same_name);
    return;
  }
  while (head->same_name != f)
    head = head->same_name;
  head->same_name = f->same_name;
}

static unsigned num_uses(const IrValue *v) {
  unsigned n = 0;
  for (const IrUse *u = v->first_use; u; u = u->next)
    n++;
  return n;
}

/* Resolves the forward references to name#index made inside region
 * (anywhere when NULL) with value v: a use in a sibling region (scf.while's
 * before region, when its do region defines the same name) keeps waiting
 * for its own definition, and so do references whose op is still being
 * parsed (an operand of the op whose region defines the name: its
 * operands are resolved last). Returns where that operand names it, or
 * NULL. */
static const IrLocation *resolve_forward(ParseState *ps, const char *name,
                                         unsigned index, IrValue *v,
                                         IrRegion *region) {
  if (ps->num_pending == 0)
    return NULL;
  FwdRef *f = find_forward(ps, name, index);
  if (!f)
    return NULL;
  unsigned pending = f->refs - num_uses(f->value);
  InsideMemo memo;
  memo_init(&memo, region);
  if (!any_use_inside(f->value, &memo)) {
    memo_free(&memo);
    return pending ? &f->last : NULL;
  }
  if (f->value->type != v->type) {
    failf(ps, f->loc, "use of value '%%%s' expects different type than prior "
                      "uses: '%s' vs '%s'", name,
          ir_type_str(ps->ctx, f->value->type), ir_type_str(ps->ctx, v->type));
  } else if (replace_uses(f->value, v, &memo) && pending == 0) {
    forget_forward(ps, f);
    forward_unlink(ps, f);
    free(f);
    f = NULL;
  }
  memo_free(&memo);
  if (f)
    f->refs = pending + num_uses(f->value);
  return f && pending ? &f->last : NULL;
}

/* The visible definition of name, or NULL. */
static ValueDef *lookup_def(ParseState *ps, const char *name) {
  return strmap_get(ps->values, name, strlen(name));
}

static bool check_redefinition(ParseState *ps, const char *name,
                               IrLocation loc) {
  ValueDef *old = lookup_def(ps, name);
  if (!old)
    return true;
  failf(ps, loc, "redefinition of SSA value '%%%s'", name);
  ir_diag(ps->ctx, IR_DIAG_NOTE, old->loc, "previously defined here");
  return false;
}

/* Makes values[0..count) visible as %name in the current scope. */
static bool define_values(ParseState *ps, const char *name, IrValue **values,
                          unsigned count, IrLocation loc) {
  if (!check_redefinition(ps, name, loc))
    return false;
  ValueDef *d = ps->spare_defs;
  if (d)
    ps->spare_defs = d->next_in_scope;
  else if (!(d = malloc(sizeof *d)))
    ir_oom();
  d->name = name;
  d->values = values;
  d->count = count;
  d->loc = loc;
  d->next_in_scope = ps->scope->defs;
  ps->scope->defs = d;
  strmap_put(ps->values, name, strlen(name), d);
  for (unsigned i = 0; i < count; i++)
    resolve_forward(ps, name, i, values[i], ps->scope->region);
  return !ps->failed;
}

/* ------------------------------------------------------------------- uses */

IrValue *op_parser_use(OpParser *p, ParsedItem *ssa, IrType *type) {
  ParseState *ps = p->ps;
  if (ssa->kind != PI_SSA)
    return failf(ps, ssa->loc, "expected SSA operand"), NULL;
  ValueDef *d = lookup_def(ps, ssa->text);
  if (d) {
    unsigned k = ssa->index < 0 ? 0 : (unsigned)ssa->index;
    if (k >= d->count)
      return failf(ps, ssa->loc, "reference to invalid result number"), NULL;
    IrValue *v = d->values[k];
    if (type && v->type != type)
      return failf(ps, ssa->loc, "use of value '%%%s' expects different type "
                                 "than prior uses: '%s' vs '%s'", ssa->text,
                   ir_type_str(ps->ctx, type), ir_type_str(ps->ctx, v->type)),
             NULL;
    return v;
  }
  unsigned index = ssa->index < 0 ? 0 : (unsigned)ssa->index;
  FwdRef *f = find_forward(ps, ssa->text, index);
  if (f) {
    if (type && f->value->type != type)
      return failf(ps, ssa->loc, "use of value '%%%s' expects different type "
                                 "than prior uses: '%s' vs '%s'", ssa->text,
                   ir_type_str(ps->ctx, type),
                   ir_type_str(ps->ctx, f->value->type)), NULL;
    f->refs++;
    f->last = ssa->loc;
    return f->value;
  }
  if (!type)
    return failf(ps, ssa->loc, "use of undeclared SSA value name"), NULL;
  f = calloc(1, sizeof *f);
  if (!f)
    ir_oom();
  f->index = index;
  f->loc = f->last = ssa->loc;
  f->refs = 1;
  f->value = &f->placeholder;
  f->value->type = type;
  const char *name = ir_intern(ps->ctx, ssa->text, strlen(ssa->text));
  f->value->name = name;
  f->prev = ps->forward_last;
  *(f->prev ? &f->prev->next : &ps->forward_refs) = f;
  ps->forward_last = f;
  f->same_name = strmap_get(ps->forward, name, strlen(name));
  strmap_put(ps->forward, name, strlen(name), f);
  ps->num_pending++;
  return f->value;
}

/* ----------------------------------------------------------------- blocks */

static IrBlock *label_block(ParseState *ps, const char *label, size_t len,
                            IrLocation loc) {
  Scope *s = ps->scope;
  if (!s->labels)
    s->labels = strmap_create();
  IrBlock *b = strmap_get(s->labels, label, len);
  if (!b) {
    b = ir_block_create(ps->ctx, loc);
    b->label = ir_intern(ps->ctx, label, len);
    strmap_put(s->labels, b->label, len, b);
    if (s->num_used == s->cap_used) {
      s->cap_used = s->cap_used ? 2 * s->cap_used : 4;
      s->used_labels = realloc(s->used_labels, s->cap_used * sizeof(IrBlock *));
      if (!s->used_labels)
        ir_oom();
    }
    s->used_labels[s->num_used++] = b;
  }
  return b;
}

/* The block ops go to, creating the region's entry block on first use. */
static IrBlock *current_block(ParseState *ps, IrLocation loc) {
  Scope *s = ps->scope;
  if (!s->block) {
    s->block = ir_block_create(ps->ctx, loc);
    ir_region_append_block(s->region, s->block);
  }
  return s->block;
}

void ps_block_begin(ParseState *ps, const Token *label, IrLocation loc) {
  IrBlock *b = label_block(ps, label->text + 1, label->len - 1, loc);
  if (b->parent) {
    failf(ps, loc, "redefinition of block '%s'", ps_token_text(ps, label));
    return;
  }
  b->loc = loc;
  ir_region_append_block(ps->scope->region, b);
  ps->scope->block = b;
}

void ps_block_arg(ParseState *ps, const Token *name, IrType *type,
                  IrLocation loc) {
  const char *n = ir_intern(ps->ctx, name->text + 1, name->len - 1);
  IrValue *v = ir_block_add_arg(ps->ctx, ps->scope->block, type, n, loc);
  IrValue **vs = ir_alloc(ps->ctx, sizeof *vs);
  vs[0] = v;
  define_values(ps, n, vs, 1, loc);
}

/* ---------------------------------------------------------------- regions */

/* The region being parsed is scratch: the op it belongs to copies it into
 * its own region slot (adopt_region) before the op's scratch is released. */
void ps_region_begin(ParseState *ps, IrLocation loc) {
  (void)loc;
  Scope *s = ps->spare_scopes;
  if (s)
    ps->spare_scopes = s->parent;
  else if (!(s = malloc(sizeof *s)))
    ir_oom();
  *s = (Scope){.parent = ps->scope};
  s->region = ps_scratch_alloc(ps, sizeof *s->region);
  ps->scope = s;
}

/* Checks the labels of the region, hides its names and returns it. */
IrRegion *ps_region_end(ParseState *ps, IrLocation loc) {
  Scope *s = ps->scope;
  (void)loc;
  for (ValueDef *d = s->defs, *next; d; d = next) {
    next = d->next_in_scope;
    strmap_put(ps->values, d->name, strlen(d->name), NULL);
    d->next_in_scope = ps->spare_defs;
    ps->spare_defs = d;
  }
  for (unsigned i = 0; i < s->num_used; i++)
    if (!s->used_labels[i]->parent) {
      failf(ps, s->used_labels[i]->loc, "reference to an undefined block");
      break;
    }
  free(s->used_labels);
  IrRegion *r = s->region;
  ps->scope = s->parent;
  strmap_destroy(s->labels);
  s->parent = ps->spare_scopes;
  ps->spare_scopes = s;
  return r;
}

RegionVec *ps_regions_add(ParseState *ps, RegionVec *v, IrRegion *region,
                          const char *keyword) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (v->len == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 2;
    IrRegion **data = ps_scratch_alloc(ps, cap * sizeof *data);
    const char **kws = ps_scratch_alloc(ps, cap * sizeof *kws);
    if (v->len) {
      memcpy(data, v->data, v->len * sizeof *data);
      memcpy(kws, v->keywords, v->len * sizeof *kws);
    }
    v->data = data, v->keywords = kws, v->cap = cap;
  }
  v->keywords[v->len] = keyword;
  v->data[v->len++] = region;
  return v;
}

/* ------------------------------------------------------------- op parser */

ResultVec *ps_results_add(ParseState *ps, ResultVec *v, const Token *name,
                          unsigned count, IrLocation loc) {
  if (!v)
    v = ps_scratch_alloc(ps, sizeof *v);
  if (v->len == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 2;
    ResultName *data = ps_scratch_alloc(ps, cap * sizeof *data);
    if (v->len)
      memcpy(data, v->data, v->len * sizeof *data);
    v->data = data, v->cap = cap;
  }
  v->data[v->len].name = ir_intern(ps->ctx, name->text + 1, name->len - 1);
  v->data[v->len].count = count;
  v->data[v->len++].loc = loc;
  return v;
}

unsigned ps_count(ParseState *ps, const Token *t, IrLocation loc) {
  ParsedItem *it = ps_item_int(ps, t, loc);
  if (it->overflow || it->ival <= 0 || it->ival > 1 << 20) {
    failf(ps, loc, "expected a positive result count");
    return 1;
  }
  return (unsigned)it->ival;
}

static unsigned result_total(const ResultVec *r) {
  unsigned n = 0;
  for (unsigned i = 0; r && i < r->len; i++)
    n += r->data[i].count;
  return n;
}

/* Adds dict entries to the op's attributes. */
static void merge_attrs(ParseState *ps, IrOp *op, AttrVec *v) {
  for (unsigned i = 0; v && i < v->len; i++)
    ir_op_set_attr(ps->ctx, op, v->data[i].name, v->data[i].value);
}

/* Names the op's results, appends it to the current block. */
static bool finish_op(ParseState *ps, IrOp *op, ResultVec *results,
                      IrLocation loc, const Token *src_loc) {
  if (src_loc && src_loc->text)
    op->src_loc = ir_attr_location(ps->ctx, ps_token_text(ps, src_loc));
  unsigned want = result_total(results);
  if (results && want != op->num_results)
    return failf(ps, loc, "operation defines %u results but was provided %u "
                          "to bind", op->num_results, want);
  /* In its block first: uses of its results inside its own regions are
   * then inside the scope's region, where define_values resolves them. */
  ir_block_append_op(current_block(ps, loc), op);
  unsigned next = 0;
  for (unsigned i = 0; results && i < results->len; i++) {
    ResultName *r = &results->data[i];
    for (unsigned k = 0; k < r->count; k++)
      op->results[next + k]->name = r->name;
    if (!define_values(ps, r->name, op->results + next, r->count, r->loc))
      return false;
    next += r->count;
  }
  return true;
}

/* Splits the top-level dictionaries off the header items. */
static void split_header(ParseState *ps, OpParser *p, ItemVec *items,
                         AttrVec **dicts) {
  p->items = ps_scratch_alloc(ps, (items->len + 1) * sizeof *p->items);
  p->num_items = 0;
  for (unsigned i = 0; i < items->len; i++) {
    ParsedItem *it = items->data[i];
    if (it->kind != PI_DICT) {
      p->items[p->num_items++] = it;
      continue;
    }
    for (unsigned k = 0; k < it->attr->u.dict.num; k++)
      *dicts = ps_entries(ps, *dicts,
                          &(Token){it->attr->u.dict.entries[k].name,
                                   strlen(it->attr->u.dict.entries[k].name)},
                          it->attr->u.dict.entries[k].value, it->loc);
  }
  p->end_loc = (IrLocation){ps->lex->file, ps->lex->tok_line, ps->lex->tok_col};
}

bool ps_custom_op(ParseState *ps, ResultVec *results, const Token *name,
                  ItemVec *items, RegionVec *regions, AttrVec *dict,
                  IrLocation loc, const Token *src_loc) {
  const IrOpDef *def = ir_opdef_lookup(name->text, name->len);
  if (!def->build)
    return failf(ps, loc, "'%s' has no custom form here; use the generic form",
                 def->name);
  OpParser p = {.ctx = ps->ctx, .ps = ps, .def = def, .name = def->name,
                .loc = loc, .num_results = result_total(results)};
  AttrVec *attrs = NULL;
  split_header(ps, &p, items, &attrs);
  for (unsigned i = 0; dict && i < dict->len; i++)
    attrs = ps_entries(ps, attrs, &(Token){dict->data[i].name,
                                           strlen(dict->data[i].name)},
                       dict->data[i].value, loc);
  p.attrs = attrs ? ir_attr_dict(ps->ctx, attrs->len, attrs->data)
                  : ir_attr_dict(ps->ctx, 0, NULL);
  p.regions = regions ? regions->data : NULL;
  p.num_regions = regions ? regions->len : 0;
  p.region_keywords = regions ? regions->keywords : NULL;
  unsigned errors = ir_diag_error_count(ps->ctx);
  IrOp *op = def->build(&p);
  if (!op) {
    if (ir_diag_error_count(ps->ctx) == errors)
      failf(ps, loc, "failed to parse '%s'", def->name);
    ps->failed = true;
    return false;
  }
  merge_attrs(ps, op, attrs);
  return !ps->failed && finish_op(ps, op, results, loc, src_loc);
}

/* Moves a parsed region into the op's region slot. */
static void adopt_region(IrOp *op, unsigned i, IrRegion *parsed) {
  IrRegion *r = &op->regions[i];
  r->first = parsed->first;
  r->last = parsed->last;
  r->parent = op;
  for (IrBlock *b = r->first; b; b = b->next)
    b->parent = r;
}

static IrBlock **resolve_successors(ParseState *ps, unsigned n,
                                    ParsedItem **items) {
  IrBlock **blocks = ir_alloc(ps->ctx, (n + 1) * sizeof *blocks);
  for (unsigned i = 0; i < n; i++) {
    if (items[i]->kind != PI_BLOCK)
      return failf(ps, items[i]->loc, "expected block name"), NULL;
    blocks[i] = label_block(ps, items[i]->text, strlen(items[i]->text),
                            items[i]->loc);
  }
  return blocks;
}

bool ps_generic_op(ParseState *ps, const GenericOp *g, IrLocation loc,
                   const Token *src_loc) {
  ParsedItem *nm = ps_item_string(ps, g->name, loc);
  const char *name = ir_intern(ps->ctx, nm->str, nm->len);
  const IrOpDef *def = ir_opdef_lookup(name, nm->len);
  const char *dot = memchr(name, '.', nm->len);
  if (!def && dot && ir_dialect_known(name, (size_t)(dot - name)))
    return failf(ps, loc, "unregistered operation '%s' found in dialect "
                          "('%.*s') that does not allow unknown operations",
                 name, (int)(dot - name), name);
  if (!def)
    def = ir_opdef_unregistered();
  IrType *fn = g->fn_type;
  OpParser p = {.ctx = ps->ctx, .ps = ps, .def = def, .name = name, .loc = loc};
  ValueVec operands = {0};
  ItemCursor c = {&p, g->operands->data, g->operands->len, 0, loc};
  while (!pc_at_end(&c)) {
    if (operands.len && !pc_expect_punct(&c, ','))
      return ps->failed = true, false;
    if (operands.len >= fn->u.func.num_inputs)
      return failf(ps, loc, "expected %u operand type%s but had %u",
                   operands.len + 1, operands.len ? "s" : "",
                   fn->u.func.num_inputs);
    IrValue *v = pc_expect_operand(&c, fn->u.func.inputs[operands.len]);
    if (!v)
      return ps->failed = true, false;
    value_vec_push(ps->ctx, &operands, v);
  }
  if (operands.len != fn->u.func.num_inputs)
    return failf(ps, loc, "expected %u operand type%s but had %u",
                 operands.len, operands.len == 1 ? "" : "s",
                 fn->u.func.num_inputs);
  unsigned nsucc = g->successors ? g->successors->len : 0;
  IrBlock **succ = resolve_successors(ps, nsucc,
                                      g->successors ? g->successors->data : NULL);
  if (!succ)
    return false;
  unsigned nreg = g->regions ? g->regions->len : 0;
  IrOp *op = ir_op_create(ps->ctx, def, name, loc, operands.len, operands.data,
                          fn->u.func.num_results, fn->u.func.results, nreg,
                          nsucc, succ, NULL);
  for (unsigned i = 0; i < nreg; i++)
    adopt_region(op, i, g->regions->data[i]);
  if (def == ir_opdef_unregistered() && g->props)
    op->props = ir_attr_dict(ps->ctx, g->props->len, g->props->data);
  else
    merge_attrs(ps, op, g->props);
  merge_attrs(ps, op, g->dict);
  return !ps->failed && finish_op(ps, op, g->results, loc, src_loc);
}

/* ------------------------------------------------------ build hook helpers */

IrOp *op_parser_error(OpParser *p, IrLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ps_vfail(p->ps, loc, fmt, ap);
  va_end(ap);
  return NULL;
}

IrOp *op_parser_custom_error(OpParser *p, IrLocation loc, const char *fmt,
                             ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return op_parser_error(p, loc, "custom op '%s' %s", p->name, buf);
}

/* Creates the op with the parser's name, location and regions. */
static IrOp *create_op(OpParser *p, unsigned num_operands, IrValue **operands,
                       unsigned num_results, IrType **result_types,
                       unsigned num_successors, IrBlock **successors,
                       IrAttr *attrs) {
  IrOp *op = ir_op_create(p->ctx, p->def, p->name, p->loc, num_operands,
                          operands, num_results, result_types, p->num_regions,
                          num_successors, successors, attrs);
  for (unsigned i = 0; i < p->num_regions; i++) {
    adopt_region(op, i, p->regions[i]);
    p->regions[i] = &op->regions[i];
  }
  return op;
}

IrOp *op_parser_create(OpParser *p, unsigned num_operands, IrValue **operands,
                       unsigned num_results, IrType **result_types,
                       IrAttr *attrs) {
  return create_op(p, num_operands, operands, num_results, result_types, 0,
                   NULL, attrs);
}

IrOp *op_parser_create_with_successors(OpParser *p, unsigned num_operands,
                                       IrValue **operands,
                                       unsigned num_successors,
                                       ParsedItem **successors,
                                       IrAttr *attrs) {
  IrBlock **blocks = resolve_successors(p->ps, num_successors, successors);
  if (!blocks)
    return NULL;
  return create_op(p, num_operands, operands, 0, NULL, num_successors, blocks,
                   attrs);
}

void op_parser_pad_regions(OpParser *p, unsigned n) {
  if (p->num_regions >= n)
    return;
  IrRegion **regions = ps_scratch_alloc(p->ps, n * sizeof *regions);
  const char **keywords = ps_scratch_alloc(p->ps, n * sizeof *keywords);
  for (unsigned i = 0; i < n; i++) {
    bool old = i < p->num_regions;
    regions[i] = old ? p->regions[i] : ir_alloc(p->ctx, sizeof(IrRegion));
    keywords[i] = old && p->region_keywords ? p->region_keywords[i] : NULL;
  }
  p->regions = regions;
  p->region_keywords = keywords;
  p->num_regions = n;
}

/* The region's entry block, created when the region is empty. */
static IrBlock *entry_block(OpParser *p, IrRegion *r) {
  if (!r->first)
    ir_region_append_block(r, ir_block_create(p->ctx, p->loc));
  return r->first;
}

/* True when an argument of b is named name (interned). Headers with many
 * arguments (up to 100,000) keep the names in `named` instead. */
static bool arg_named(const IrBlock *b, StrMap *named, const char *name,
                      size_t len) {
  if (named)
    return strmap_get(named, name, len) != NULL;
  for (unsigned i = 0; i < b->num_args; i++)
    if (b->args[i]->name == name)
      return true;
  return false;
}

/* Adds the entry argument `it` of type to block b of region r; named holds
 * the names of the arguments before it, or is NULL. */
static bool bind_region_arg(OpParser *p, IrRegion *r, IrBlock *b,
                            StrMap *named, ParsedItem *it, IrType *type) {
  if (it->kind != PI_SSA || it->index >= 0)
    return op_parser_error(p, it->loc, "expected SSA identifier") != NULL;
  size_t len = strlen(it->text);
  const char *name = ir_intern(p->ctx, it->text, len);
  if (arg_named(b, named, name, len))
    return op_parser_error(p, it->loc, "redefinition of SSA value '%%%s'",
                           name) != NULL;
  if (!check_redefinition(p->ps, name, it->loc))
    return false;
  IrValue *v = ir_block_add_arg(p->ctx, b, type, name, it->loc);
  if (named)
    strmap_put(named, name, len, v);
  const IrLocation *used = resolve_forward(p->ps, name, 0, v, r);
  if (!used)
    return true;
  failf(p->ps, it->loc, "region entry argument '%%%s' is already in use",
        name);
  ir_diag(p->ctx, IR_DIAG_NOTE, *used, "previously referenced here");
  return false;
}

bool op_parser_bind_region_args(OpParser *p, unsigned region, unsigned n,
                                ParsedItem **names, IrType **types) {
  if (region >= p->num_regions)
    return op_parser_error(p, p->loc, "expected a region") != NULL;
  IrRegion *r = p->regions[region];
  IrBlock *b = entry_block(p, r);
  if (b->num_args)
    return op_parser_error(p, b->loc, "region entry arguments are already "
                                      "named by the op") != NULL;
  StrMap *named = n > 16 ? strmap_create() : NULL;
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++)
    ok = bind_region_arg(p, r, b, named, names[i], types[i]);
  strmap_destroy(named);
  return ok && !p->ps->failed;
}

void op_parser_ensure_terminator(OpParser *p, unsigned region,
                                 const char *terminator) {
  if (region >= p->num_regions)
    return;
  IrRegion *r = p->regions[region];
  entry_block(p, r);
  const IrOpDef *def = ir_opdef_lookup(terminator, strlen(terminator));
  for (IrBlock *b = r->first; b; b = b->next) {
    IrOp *last = ir_block_terminator(b);
    if (last && ir_op_has_trait(last, IR_TRAIT_TERMINATOR))
      continue;
    ir_block_append_op(b, ir_op_create(p->ctx, def, def->name, p->loc, 0, NULL,
                                       0, NULL, 0, 0, NULL, NULL));
  }
}

/* ------------------------------------------------------------- whole file */

void ps_top_level_op_done(ParseState *ps) {
  bool clean = !ps->failed && !ps->forward_refs &&
               ir_diag_error_count(ps->ctx) == ps->errors_at_start;
  ir_stream_top_level_op(ps->ctx, ps->top->parent->parent, ps->top->last,
                         clean);
  if (ps->cancel && atomic_load(ps->cancel))
    ps->failed = true;
  else if (ps->may_split)
    ps_split_maybe_start(ps);
}

bool ps_unattached(const ParseState *ps) {
  return !ps->failed && !ps->forward_refs && !ps->loc_alias_first &&
         !ps->scope->parent && !ps->scope->defs &&
         ir_diag_error_count(ps->ctx) == ps->errors_at_start;
}

void ps_finish_file(ParseState *ps) {
  if (ps->lex->split_taken)
    return;
  if (ps->forward_refs)
    failf(ps, ps->forward_refs->loc, "use of undeclared SSA value name");
  else
    ps_check_loc_alias_uses(ps);
}

static void free_defs(ValueDef *d) {
  for (ValueDef *next; d; d = next) {
    next = d->next_in_scope;
    free(d);
  }
}

/* Frees what the parse state still holds after the last token. */
static void free_parse_state(ParseState *ps, Scope *top) {
  while (ps->forward_refs) {
    FwdRef *f = ps->forward_refs;
    forward_unlink(ps, f);
    free(f);
  }
  for (;;) { /* regions left open by an error, then the top level */
    Scope *s = ps->scope;
    free_defs(s->defs);
    strmap_destroy(s->labels);
    free(s->used_labels);
    if (s == top)
      break;
    ps->scope = s->parent;
    free(s);
  }
  free_defs(ps->spare_defs);
  for (Scope *s = ps->spare_scopes, *parent; s; s = parent) {
    parent = s->parent;
    free(s);
  }
  strmap_destroy(ps->values);
  strmap_destroy(ps->attr_aliases);
  strmap_destroy(ps->type_aliases);
  strmap_destroy(ps->forward);
  ps_loc_alias_uses_free(ps);
  ps_scratch_destroy(ps->scratch);
}

void ps_syntax_error(ParseState *ps, IrLocation loc, const char *found,
                     const char **expected, int num_expected) {
  if (ps->failed && num_expected >= 0)
    return; /* an action reported the real problem */
  if (num_expected < 0) {
    failf(ps, loc, "%s", found);
    return;
  }
  char buf[512];
  int n = snprintf(buf, sizeof buf, "unexpected %s", found);
  for (int i = 0; i < num_expected && n < (int)sizeof buf; i++)
    n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%s",
                  i == 0 ? ", expected " : i + 1 == num_expected ? " or " : ", ",
                  expected[i]);
  failf(ps, loc, "%s", buf);
}

int yyparse(void *scanner, ParseState *ps);

/* Wraps the top-level ops in a module unless the file is one module. */
static IrOp *top_module(IrOp *implicit) {
  IrBlock *top = implicit->regions[0].first;
  if (top->first && top->first == top->last &&
      strcmp(top->first->name, "builtin.module") == 0) {
    IrOp *m = top->first;
    m->parent = NULL;
    m->prev = m->next = NULL;
    return m;
  }
  return implicit;
}

bool ps_parse_range(const ParseRange *r) {
  IrContext *ctx = r->ctx;
  LexState ls = {.ctx = ctx, .file = r->file, .text = r->text, .len = r->len,
                 .mapped = r->mapped, .read = r->start,
                 .released = r->start, .offset = r->start,
                 .line_start = r->start, .line = r->line, .col = 1,
                 .split_at = SIZE_MAX};
  Scope top = {.region = &r->module->regions[0]};
  ParseState ps = {
      .ctx = ctx, .lex = &ls, .scratch = ps_scratch_create(),
      .values = strmap_create(), .scope = &top,
      .attr_aliases = r->attr_aliases ? r->attr_aliases : strmap_create(),
      .type_aliases = r->type_aliases ? r->type_aliases : strmap_create(),
      .forward = strmap_create(), .loc_alias_uses = strmap_create(),
      .may_split = r->may_split,
      .cancel = r->cancel};
  ps.top = current_block(&ps, r->module->loc);
  void *scanner;
  yylex_init_extra(&ls, &scanner); /* reads through lex_read */
  unsigned errors = ir_diag_error_count(ctx);
  ps.errors_at_start = errors;
  ir_stream_begin(ctx);
  ctx->parse = &ps;
  int rc;
  do
    rc = yyparse(scanner, &ps);
  while (ps_split_join(&ps, rc == 0 && !ps.failed &&
                                ir_diag_error_count(ctx) == errors));
  ctx->parse = NULL;
  yylex_destroy(scanner);
  free(ls.braces);
  free_parse_state(&ps, &top);
  return rc == 0 && !ps.failed && ir_diag_error_count(ctx) == errors;
}

static IrOp *parse_text(IrContext *ctx, const char *file, const char *text,
                        size_t len, bool mapped) {
  if (len > (size_t)INT32_MAX - 2) {
    ir_error(ctx, (IrLocation){file, 0, 0}, "input file is too large");
    return NULL;
  }
  file = ir_intern(ctx, file, strlen(file));
  ir_diag_add_source(ctx, file, text, len);
  const IrOpDef *mdef = ir_opdef_lookup("builtin.module", 14);
  IrLocation loc = {file, 1, 1};
  IrOp *module = ir_op_create(ctx, mdef, mdef->name, loc, 0, NULL, 0, NULL, 1,
                              0, NULL, NULL);
  unsigned errors = ir_diag_error_count(ctx);
  ParseRange r = {.ctx = ctx, .module = module, .file = file, .text = text,
                  .len = len, .mapped = mapped, .line = 1, .may_split = true};
  if (!ps_parse_range(&r)) {
    if (ir_diag_error_count(ctx) == errors)
      ir_error(ctx, loc, "failed to parse the input");
    return NULL;
  }
  return top_module(module);
}

IrOp *ir_parse_module(IrContext *ctx, const char *file, const char *text,
                      size_t len) {
  return parse_text(ctx, file, text, len, false);
}

IrOp *ir_parse_mapped_module(IrContext *ctx, const char *file,
                             const char *text, size_t len) {
  return parse_text(ctx, file, text, len, true);
}
