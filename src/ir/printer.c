/*
 * printer.c - writes the IR as MLIR text that mlir-opt reads back.
 *
 * Printing happens in two steps. First every value and block visible from
 * the printed op gets a name (naming below): the source name where it is a
 * valid MLIR suffix-id that no other visible value already uses, else a
 * fresh number. Names are scoped like MLIR's parser scopes them: a region
 * sees its own values and those of the enclosing regions up to the nearest
 * op that is isolated from above; sibling regions may reuse names. A region
 * claims the names of all the values defined directly in it before its
 * nested regions claim theirs, so an inner value never hides an outer one.
 * Fresh numbers are handed out last, skipping every name used anywhere in
 * the isolated scope, so a name kept once is kept again when affc's output
 * is read and printed again (the output is a fixed point).
 *
 * Then the op tree is written: custom forms through the op defs' print
 * hooks (which use the pr_* toolkit), everything else (or, asked for,
 * every op: mlir-opt's --mlir-print-op-generic) in the generic form;
 * the numbers in attributes are printer_numbers.c's.
 * Output goes through the printer's own buffer; naming uses hash tables, so
 * the whole print is linear in the size of the IR.
 */
#include "printer.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/dialect.h"
#include "arena.h"
#include "stream.h"

/* ------------------------------------------------------- small containers */

/* Makes room for need elements in the malloc'ed vector *data of capacity
 * *cap (elements of elem bytes). */
static void vec_reserve(void **data, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap)
    return;
  size_t cap2 = *cap ? *cap * 2 : 16;
  while (cap2 < need)
    cap2 *= 2;
  void *grown = realloc(*data, cap2 * elem);
  if (!grown)
    ir_oom();
  *data = grown;
  *cap = cap2;
}

/* Zeroed malloc that ends the process when memory runs out. */
static void *xcalloc(size_t n, size_t size) {
  void *mem = calloc(n, size);
  if (!mem)
    ir_oom();
  return mem;
}

/* A pool of name strings owned by one printer, freed with it. */
typedef struct PoolChunk {
  struct PoolChunk *next;
  size_t used, cap;
  char data[];
} PoolChunk;

/* Copies s[0..len) into the pool and NUL-terminates it. */
static const char *pool_strndup(PoolChunk **pool, const char *s, size_t len) {
  PoolChunk *c = *pool;
  if (!c || c->used + len + 1 > c->cap) {
    size_t cap = len + 1 > 4096 ? len + 1 : 4096;
    c = malloc(sizeof *c + cap);
    if (!c)
      ir_oom();
    c->next = *pool;
    c->used = 0;
    c->cap = cap;
    *pool = c;
  }
  char *out = c->data + c->used;
  memcpy(out, s, len);
  out[len] = 0;
  c->used += len + 1;
  return out;
}

static void pool_free(PoolChunk *c) {
  while (c) {
    PoolChunk *next = c->next;
    free(c);
    c = next;
  }
}

/* The printed name of a value or block: "%name", "%name#idx" when the
 * value is result idx of a group of grp results, "^name" for blocks. */
typedef struct NameRef {
  const void *key; /* IrValue* or IrBlock* */
  const char *name;
  unsigned idx, grp;
} NameRef;

/* Open-addressing map from a value or block pointer to its NameRef. */
typedef struct RefMap {
  NameRef *slots;
  size_t cap, count;
} RefMap;

/* Values and blocks are allocated from the arena roughly in the order
 * they are printed, so a hash that keeps nearby addresses in nearby slots
 * makes the lookups of a print walk mostly cache hits. */
static size_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p >> 4;
  return (size_t)(x ^ (x >> 21) ^ (x >> 42));
}

/* The slot of key in m: its entry, or the empty slot where it belongs. */
static NameRef *refmap_slot(const RefMap *m, const void *key) {
  size_t i = ptr_hash(key) & (m->cap - 1);
  while (m->slots[i].key && m->slots[i].key != key)
    i = (i + 1) & (m->cap - 1);
  return &m->slots[i];
}

static void refmap_put(RefMap *m, const void *key, const char *name,
                       unsigned idx, unsigned grp) {
  if ((m->count + 1) * 2 > m->cap) {
    RefMap old = *m;
    m->cap = old.cap ? old.cap * 2 : 64;
    m->slots = xcalloc(m->cap, sizeof *m->slots);
    for (size_t i = 0; i < old.cap; i++)
      if (old.slots[i].key)
        *refmap_slot(m, old.slots[i].key) = old.slots[i];
    free(old.slots);
  }
  NameRef *s = refmap_slot(m, key);
  if (!s->key)
    m->count++;
  *s = (NameRef){key, name, idx, grp};
}

static const NameRef *refmap_get(const RefMap *m, const void *key) {
  if (!m->cap || !key)
    return NULL;
  const NameRef *s = refmap_slot(m, key);
  return s->key ? s : NULL;
}

/* A set of names: every name used in one isolated scope (or one region's
 * block labels). live marks the names visible at the current point. */
typedef struct NameEntry {
  const char *name;
  size_t len;
  uint32_t hash;
  bool live;
} NameEntry;

typedef struct NameTable {
  NameEntry *slots;
  size_t cap, count;
} NameTable;

static uint32_t str_hash(const char *s, size_t len) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

/* The slot for s[0..len) with hash h: its entry or an empty slot. */
static NameEntry *names_slot(const NameTable *t, const char *s, size_t len,
                             uint32_t h) {
  size_t i = h & (t->cap - 1);
  for (;; i = (i + 1) & (t->cap - 1)) {
    NameEntry *e = &t->slots[i];
    if (!e->name || (e->hash == h && e->len == len &&
                     memcmp(e->name, s, len) == 0))
      return e;
  }
}

static NameEntry *names_find(const NameTable *t, const char *s, size_t len) {
  if (!t->cap)
    return NULL;
  NameEntry *e = names_slot(t, s, len, str_hash(s, len));
  return e->name ? e : NULL;
}

/* Adds name (which must stay valid) or finds it; returns its entry. */
static NameEntry *names_add(NameTable *t, const char *name, size_t len) {
  if ((t->count + 1) * 2 > t->cap) {
    NameTable old = *t;
    t->cap = old.cap ? old.cap * 2 : 64;
    t->slots = xcalloc(t->cap, sizeof *t->slots);
    for (size_t i = 0; i < old.cap; i++)
      if (old.slots[i].name)
        *names_slot(t, old.slots[i].name, old.slots[i].len,
                    old.slots[i].hash) = old.slots[i];
    free(old.slots);
  }
  uint32_t h = str_hash(name, len);
  NameEntry *e = names_slot(t, name, len, h);
  if (!e->name) {
    *e = (NameEntry){name, len, h, false};
    t->count++;
  }
  return e;
}

/* ---------------------------------------------------------------- printer */

/* A piece of the text a printer to memory holds: whole huge pages (see
 * arena.h's pages_alloc), so the text costs few page faults. */
typedef struct TextChunk {
  struct TextChunk *prev;
  size_t size; /* of the whole chunk */
  _Alignas(16) char data[];
} TextChunk;

enum { TEXT_CHUNK = 2 << 20 };

/* A value (or result group) still waiting for a fresh name. */
typedef struct Pending {
  IrValue *first;
  unsigned count;
  bool entry_arg; /* entry block argument: named "argN" */
} Pending;

/* One isolated-from-above scope being named. */
typedef struct Scope {
  NameTable names;     /* every name used in the scope; live = visible now */
  const char **undo;   /* live names, in the order they were claimed */
  size_t num_undo, cap_undo;
  Pending *pending;
  size_t num_pending, cap_pending;
  unsigned next_id, next_arg;
} Scope;

static void scope_free(Scope *s) {
  free(s->names.slots);
  free(s->undo);
  free(s->pending);
}

struct IrPrinter {
  PrText w;        /* first (printer.h). w.buf is what is not handed to out
                      yet: `own`; or, printing to memory, the newest chunk
                      of text */
  FILE *out;
  IrContext *ctx;
  int indent;
  RefMap refs;     /* names of values and blocks */
  /* emptied tables kept from one function's naming to the next */
  RefMap spare_refs;
  Scope spare_scope;
  PoolChunk *pool; /* generated name strings */
  bool in_func;    /* inside func.func, whose default dialect is func */
  bool first_line; /* print up to the first region's "{" only */
  bool generic;    /* every op in the generic form */
  IrOp *named_root; /* the scope refs names, for the ops below it (line
                       printers) */
  TextChunk *text; /* printing to memory: the chunks, newest first */
  size_t op_start; /* printing to memory: where the op being printed
                      starts in buf */
  char own[1 << 16];
};

/* Printing to memory: a new chunk (newest first) with room for the text
 * of the op being printed and n bytes more, to which that text moves, so
 * an op's text is in one piece and no text moves once printed. */
static void pr_new_chunk(IrPrinter *p, size_t n) {
  size_t keep = p->w.len - p->op_start;
  size_t size = TEXT_CHUNK;
  while (size - sizeof(TextChunk) < keep + n)
    size *= 2;
  TextChunk *c = pages_alloc(size);
  if (!c)
    ir_oom();
  c->prev = p->text;
  c->size = size;
  if (keep)
    memcpy(c->data, p->w.buf + p->op_start, keep);
  p->text = c;
  p->w.buf = c->data;
  p->w.cap = size - sizeof(TextChunk);
  p->w.len = keep;
  p->op_start = 0;
}

/* Hands what is buffered to out; printing to memory, the text stays. */
static void pr_flush(IrPrinter *p) {
  if (!p->out)
    return;
  if (p->w.len)
    fwrite(p->w.buf, 1, p->w.len, p->out);
  p->w.len = 0;
}

/* Makes room for n more bytes in buf. */
static void pr_make_room(IrPrinter *p, size_t n) {
  if (p->text)
    pr_new_chunk(p, n);
  else
    pr_flush(p);
}

void pr_char_slow(IrPrinter *p, char c) { pr_write_slow(p, &c, 1); }

void pr_write_slow(IrPrinter *p, const char *s, size_t n) {
  pr_make_room(p, n);
  if (n > p->w.cap) { /* only when writing to out */
    fwrite(s, 1, n, p->out);
    return;
  }
  memcpy(p->w.buf + p->w.len, s, n);
  p->w.len += n;
}

IrContext *pr_context(IrPrinter *p) { return p->ctx; }

void pr_printf(IrPrinter *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  size_t room = p->w.cap - p->w.len;
  int n = vsnprintf(p->w.buf + p->w.len, room, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  if ((size_t)n < room) {
    p->w.len += (size_t)n;
    return;
  }
  char *tmp = malloc((size_t)n + 1);
  if (!tmp)
    ir_oom();
  va_start(ap, fmt);
  vsnprintf(tmp, (size_t)n + 1, fmt, ap);
  va_end(ap);
  pr_write(p, tmp, (size_t)n);
  free(tmp);
}

/* Writes n spaces of indentation, capped as mlir-opt's never is: a
 * pathologically deep nest (thousands of regions) would otherwise make
 * the output quadratic in size. No nest people write comes near. */
enum { MAX_INDENT = 200 };

static void pr_indent(IrPrinter *p, int n) {
  for (int i = 0; i < n && i < MAX_INDENT; i++)
    pr_char(p, ' ');
}

void pr_newline(IrPrinter *p) {
  pr_char(p, '\n');
  pr_indent(p, p->indent);
}

/* Writes prefix (at most 8 bytes) and then v in decimal to buf, which has
 * room for both; returns the length. By hand: printf showed in profiles,
 * numbering every value of every function printed. */
static size_t number_text(char *buf, const char *prefix, uint64_t v) {
  size_t n = strlen(prefix);
  memcpy(buf, prefix, n);
  char digits[20];
  size_t d = sizeof digits;
  do
    digits[--d] = (char)('0' + v % 10);
  while (v /= 10);
  memcpy(buf + n, digits + d, sizeof digits - d);
  return n + sizeof digits - d;
}

void pr_u64(IrPrinter *p, uint64_t v) {
  char buf[24];
  pr_write(p, buf, number_text(buf, "", v));
}

void pr_i64(IrPrinter *p, int64_t v) {
  if (v < 0)
    pr_char(p, '-');
  pr_u64(p, v < 0 ? 0 - (uint64_t)v : (uint64_t)v);
}

static IrPrinter *printer_create(FILE *out, IrContext *ctx) {
  IrPrinter *p = xcalloc(1, sizeof *p);
  p->out = out;
  p->ctx = ctx;
  p->w.buf = p->own;
  p->w.cap = sizeof p->own;
  return p;
}

static void printer_destroy(IrPrinter *p) {
  pr_flush(p);
  for (TextChunk *c = p->text, *prev; c; c = prev) {
    prev = c->prev;
    pages_free(c, c->size);
  }
  free(p->refs.slots);
  free(p->spare_refs.slots);
  scope_free(&p->spare_scope);
  pool_free(p->pool);
  free(p);
}

/* ------------------------------------------------------------------ naming */

static bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_id_punct(char c) {
  return c == '$' || c == '.' || c == '_' || c == '-';
}

/* MLIR's suffix-id: digit+ | (letter|id-punct) (letter|id-punct|digit)*. */
static bool is_suffix_id(const char *s, size_t len) {
  if (!s || len == 0)
    return false;
  bool digits = is_digit(s[0]);
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    bool ok = digits ? is_digit(c)
                     : is_letter(c) || is_id_punct(c) || is_digit(c);
    if (!ok)
      return false;
  }
  return true;
}

/* MLIR's bare-id, which symbol names and attribute names must be to be
 * printed unquoted: (letter|_) (letter|digit|[_$.])*. */
static bool is_bare_id(const char *s, size_t len) {
  if (len == 0 || !(is_letter(s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < len; i++)
    if (!(is_letter(s[i]) || is_digit(s[i]) || s[i] == '_' || s[i] == '$' ||
          s[i] == '.'))
      return false;
  return true;
}

/* Length of the group name in a source name: "a#1" names group "a". */
static size_t base_len(const char *name) {
  return name ? strcspn(name, "#") : 0;
}

static bool same_base(const char *a, const char *b) {
  if (!a || !b)
    return a == b;
  size_t la = base_len(a);
  return la == base_len(b) && memcmp(a, b, la) == 0;
}

/* Records the name of the count values starting at first (a result group
 * when count > 1). */
static void set_group_name(IrPrinter *p, IrValue *first, unsigned count,
                           const char *name) {
  if (first->kind == IR_VALUE_BLOCK_ARG) {
    refmap_put(&p->refs, first, name, 0, 1);
    return;
  }
  for (unsigned k = 0; k < count; k++)
    refmap_put(&p->refs, first->op->results[first->index + k], name, k,
               count);
}

/* Gives the group its source name when that is a valid suffix-id not
 * visible yet; otherwise queues it for a fresh name. */
static void claim_group(IrPrinter *p, Scope *s, IrValue *first,
                        unsigned count, bool entry_arg) {
  const char *name = first->name;
  size_t len = base_len(name);
  if (is_suffix_id(name, len)) {
    NameEntry *e = names_find(&s->names, name, len);
    if (!e || !e->live) {
      if (name[len])
        name = pool_strndup(&p->pool, name, len);
      e = names_add(&s->names, name, len);
      e->live = true;
      vec_reserve((void **)&s->undo, &s->cap_undo, s->num_undo + 1,
                  sizeof *s->undo);
      s->undo[s->num_undo++] = e->name;
      set_group_name(p, first, count, e->name);
      return;
    }
  }
  vec_reserve((void **)&s->pending, &s->cap_pending, s->num_pending + 1,
              sizeof *s->pending);
  s->pending[s->num_pending++] = (Pending){first, count, entry_arg};
}

/* Claims names for op's results: consecutive results with the same source
 * name (or none) form one group printed as "%name:N". */
static void claim_results(IrPrinter *p, Scope *s, IrOp *op) {
  unsigned i = 0;
  while (i < op->num_results) {
    unsigned j = i + 1;
    while (j < op->num_results &&
           same_base(op->results[i]->name, op->results[j]->name))
      j++;
    claim_group(p, s, op->results[i], j - i, false);
    i = j;
  }
}

/* Makes the names claimed since mark invisible again (end of a region). */
static void scope_pop(Scope *s, size_t mark) {
  while (s->num_undo > mark) {
    const char *name = s->undo[--s->num_undo];
    names_find(&s->names, name, strlen(name))->live = false;
  }
}

/* A name of the form prefix<N> not used anywhere in table; *counter is the
 * next N to try and is advanced past the one returned. */
static const char *fresh_name(IrPrinter *p, NameTable *table,
                              const char *prefix, unsigned *counter) {
  char buf[32];
  size_t n;
  do
    n = number_text(buf, prefix, (*counter)++);
  while (names_find(table, buf, n));
  const char *name = pool_strndup(&p->pool, buf, (size_t)n);
  names_add(table, name, (size_t)n);
  return name;
}

/* Names the blocks of r: source labels where valid and unique in r, fresh
 * "bbN" otherwise. Single-block regions without arguments need none; a
 * single block with arguments (a loop body) needs no table. */
static void name_blocks(IrPrinter *p, IrRegion *r) {
  if (!r->first || (r->first == r->last && r->first->num_args == 0))
    return;
  if (r->first == r->last) {
    IrBlock *b = r->first;
    size_t len = b->label ? strlen(b->label) : 0;
    refmap_put(&p->refs, b, is_suffix_id(b->label, len) ? b->label : "bb0",
               0, 1);
    return;
  }
  NameTable labels = {0};
  for (IrBlock *b = r->first; b; b = b->next) {
    size_t len = b->label ? strlen(b->label) : 0;
    if (is_suffix_id(b->label, len) && !names_find(&labels, b->label, len)) {
      names_add(&labels, b->label, len);
      refmap_put(&p->refs, b, b->label, 0, 1);
    }
  }
  unsigned counter = 0;
  for (IrBlock *b = r->first; b; b = b->next)
    if (!refmap_get(&p->refs, b))
      refmap_put(&p->refs, b, fresh_name(p, &labels, "bb", &counter), 0, 1);
  free(labels.slots);
}

static void name_region(IrPrinter *p, Scope *s, IrRegion *r);
static void name_isolated(IrPrinter *p, IrOp *op);

static bool is_isolated(const IrOp *op) {
  return op->num_regions && ir_op_has_trait(op, IR_TRAIT_ISOLATED);
}

/* Names the values inside op's regions. The inside of an op isolated
 * from above is a scope of its own, named when the op is printed (see
 * print_op), so the name tables only ever hold one function's names. */
static void name_nested(IrPrinter *p, Scope *s, IrOp *op) {
  if (op->num_regions == 0 || is_isolated(op))
    return;
  for (unsigned i = 0; i < op->num_regions; i++)
    name_region(p, s, &op->regions[i]);
}

/* Names everything in r: first the values defined directly in it, then
 * those of its nested regions, which see the former. */
static void name_region(IrPrinter *p, Scope *s, IrRegion *r) {
  size_t mark = s->num_undo;
  name_blocks(p, r);
  for (IrBlock *b = r->first; b; b = b->next) {
    for (unsigned i = 0; i < b->num_args; i++)
      claim_group(p, s, b->args[i], 1, b == r->first);
    for (IrOp *op = b->first; op; op = op->next)
      claim_results(p, s, op);
  }
  for (IrBlock *b = r->first; b; b = b->next)
    for (IrOp *op = b->first; op; op = op->next)
      name_nested(p, s, op);
  scope_pop(s, mark);
}

/* Tables up to this many slots are emptied and kept for the next
 * function rather than freed: most functions need the same few hundred,
 * and emptying one costs less than allocating and growing it again. */
enum { KEEP_SLOTS = 4096 };

/* A new scope, with the tables of the last one finished when kept. */
static Scope scope_take(IrPrinter *p) {
  Scope s = p->spare_scope;
  p->spare_scope = (Scope){0};
  return s;
}

/* Gives the queued values of s fresh names, then keeps its tables for the
 * next scope_take or frees them. */
static void scope_finish(IrPrinter *p, Scope *s) {
  for (size_t i = 0; i < s->num_pending; i++) {
    Pending *q = &s->pending[i];
    const char *name =
        q->entry_arg ? fresh_name(p, &s->names, "arg", &s->next_arg)
                     : fresh_name(p, &s->names, "", &s->next_id);
    set_group_name(p, q->first, q->count, name);
  }
  if (p->spare_scope.names.slots || !s->names.slots ||
      s->names.cap > KEEP_SLOTS) {
    scope_free(s);
    return;
  }
  memset(s->names.slots, 0, s->names.cap * sizeof *s->names.slots);
  p->spare_scope = (Scope){
      .names = {s->names.slots, s->names.cap, 0},
      .undo = s->undo, .cap_undo = s->cap_undo,
      .pending = s->pending, .cap_pending = s->cap_pending};
}

/* An empty map for an isolated op's names: the kept one, if any. */
static RefMap refs_take(IrPrinter *p) {
  RefMap m = p->spare_refs;
  p->spare_refs = (RefMap){0};
  return m;
}

/* Keeps m, emptied, for the next refs_take, or frees it. */
static void refs_give(IrPrinter *p, RefMap m) {
  if (p->spare_refs.slots || !m.slots || m.cap > KEEP_SLOTS) {
    free(m.slots);
    return;
  }
  memset(m.slots, 0, m.cap * sizeof *m.slots);
  p->spare_refs = (RefMap){m.slots, m.cap, 0};
}

/* Names the regions of an op isolated from above, in a scope of their own. */
static void name_isolated(IrPrinter *p, IrOp *op) {
  Scope s = scope_take(p);
  for (unsigned i = 0; i < op->num_regions; i++)
    name_region(p, &s, &op->regions[i]);
  scope_finish(p, &s);
}

/* Names op's results and everything inside op, as the root of a print. */
static void name_root(IrPrinter *p, IrOp *op) {
  Scope s = scope_take(p);
  claim_results(p, &s, op);
  name_nested(p, &s, op);
  scope_finish(p, &s);
}

/* The op whose naming covers op: the closest enclosing op isolated from
 * above, else the outermost op (op itself when detached). */
static IrOp *naming_root(IrOp *op) {
  IrOp *top = op;
  for (IrOp *up = ir_op_parent_op(op); up; up = ir_op_parent_op(up)) {
    if (ir_op_has_trait(up, IR_TRAIT_ISOLATED))
      return up;
    top = up;
  }
  return top;
}

/* Names what printing op needs: the whole body of the closest enclosing
 * op isolated from above, so names agree with a print of that op. */
static void name_for_op(IrPrinter *p, IrOp *op) {
  IrOp *root = naming_root(op);
  if (root != op && ir_op_has_trait(root, IR_TRAIT_ISOLATED))
    name_isolated(p, root);
  else
    name_root(p, root);
}

/* ------------------------------------------------------------------ values */

void pr_value(IrPrinter *p, IrValue *v) {
  const NameRef *r = refmap_get(&p->refs, v);
  if (!r) {
    pr_puts(p, v ? "%<<UNKNOWN SSA VALUE>>" : "%<<NULL VALUE>>");
    return;
  }
  pr_char(p, '%');
  pr_puts(p, r->name);
  if (r->grp > 1) {
    pr_char(p, '#');
    pr_u64(p, r->idx);
  }
}

void pr_operands(IrPrinter *p, IrOp *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_value(p, op->operands[first + i].value);
  }
}

void pr_successor(IrPrinter *p, IrBlock *b) {
  const NameRef *r = refmap_get(&p->refs, b);
  pr_char(p, '^');
  pr_puts(p, r ? r->name : "bb0");
}

/* "%a, %b:2 = " for op's results (nothing when it has none). */
static void print_result_names(IrPrinter *p, IrOp *op) {
  unsigned i = 0;
  while (i < op->num_results) {
    const NameRef *r = refmap_get(&p->refs, op->results[i]);
    unsigned grp = r && r->idx == 0 ? r->grp : 1;
    if (i)
      pr_puts(p, ", ");
    pr_char(p, '%');
    pr_puts(p, r ? r->name : "<<UNKNOWN SSA VALUE>>");
    if (grp > 1)
      pr_printf(p, ":%u", grp);
    i += grp;
  }
  if (op->num_results)
    pr_puts(p, " = ");
}

/* ------------------------------------------------------------------- types */

static const char *const float_names[] = {
    [IR_F16] = "f16", [IR_F32] = "f32", [IR_F64] = "f64",
    [IR_BF16] = "bf16", [IR_F80] = "f80", [IR_F128] = "f128",
};

/* "4x?x" (with "[4]" for scalable vector dims), or "*x" when unranked. */
static void print_shape(IrPrinter *p, IrType *t) {
  if (t->u.shaped.rank < 0) {
    pr_puts(p, "*x");
    return;
  }
  for (int i = 0; i < t->u.shaped.rank; i++) {
    int64_t d = t->u.shaped.shape[i];
    bool scalable = t->u.shaped.scalable && t->u.shaped.scalable[i];
    if (scalable)
      pr_char(p, '[');
    if (d == IR_DYNAMIC)
      pr_char(p, '?');
    else
      pr_i64(p, d);
    pr_puts(p, scalable ? "]x" : "x");
  }
}

/* True when the layout attribute is the identity map for rank dims, which
 * MLIR does not print. */
static bool is_identity_layout(const IrAttr *layout, int rank) {
  if (layout->kind != IR_ATTR_AFFINE_MAP)
    return false;
  const IrAffineMap *m = layout->u.map;
  if ((int)m->num_dims != rank || m->num_symbols || (int)m->num_results != rank)
    return false;
  for (unsigned i = 0; i < m->num_results; i++)
    if (m->results[i]->kind != IR_AFFINE_DIM || m->results[i]->value != i)
      return false;
  return true;
}

/* Whether an attribute's ": type" suffix is printed: always, except for
 * the i64 and f64 that MLIR elides in arrays and memory spaces, or never
 * (MLIR's printAttributeWithoutType). */
typedef enum AttrTypeMode {
  ATTR_TYPE_SHOWN,
  ATTR_TYPE_ELIDABLE,
  ATTR_TYPE_OMITTED,
} AttrTypeMode;

static void print_attr_mode(IrPrinter *p, IrAttr *a, AttrTypeMode mode);

/* memref<shape x elem [, layout] [, memory space]>. */
static void print_memref_type(IrPrinter *p, IrType *t) {
  pr_puts(p, "memref<");
  print_shape(p, t);
  pr_type(p, t->u.shaped.elem);
  IrAttr *layout = t->u.shaped.layout;
  if (layout && !is_identity_layout(layout, t->u.shaped.rank)) {
    pr_puts(p, ", ");
    pr_attr(p, layout);
  }
  if (t->u.shaped.space) {
    pr_puts(p, ", ");
    print_attr_mode(p, t->u.shaped.space, ATTR_TYPE_ELIDABLE);
  }
  pr_char(p, '>');
}

/* True when the n results of a function type, the first of type first,
 * need parentheses: all but a single result that is not a function type. */
static bool results_need_parens(const IrType *first, unsigned n) {
  return n != 1 || !first || first->kind == IR_TYPE_FUNCTION;
}

/* The results part of a function type: "T", "()" or "(T, U)". */
static void print_func_results(IrPrinter *p, IrType **types, unsigned n) {
  bool parens = results_need_parens(n ? types[0] : NULL, n);
  if (parens)
    pr_char(p, '(');
  pr_type_list(p, types, n);
  if (parens)
    pr_char(p, ')');
}

/* "(inputs) -> results". */
static void print_function_type(IrPrinter *p, IrType **in, unsigned num_in,
                                IrType **out, unsigned num_out) {
  pr_char(p, '(');
  pr_type_list(p, in, num_in);
  pr_puts(p, ") -> ");
  print_func_results(p, out, num_out);
}

void pr_type(IrPrinter *p, IrType *t) {
  if (!t) {
    pr_puts(p, "<<NULL TYPE>>");
    return;
  }
  switch (t->kind) {
  case IR_TYPE_INTEGER: {
    static const char *const prefix[] = {"i", "si", "ui"};
    pr_puts(p, prefix[t->u.integer.signedness]);
    pr_u64(p, t->u.integer.width);
    return;
  }
  case IR_TYPE_INDEX: pr_puts(p, "index"); return;
  case IR_TYPE_FLOAT: pr_puts(p, float_names[t->u.fp.kind]); return;
  case IR_TYPE_NONE: pr_puts(p, "none"); return;
  case IR_TYPE_FUNCTION:
    print_function_type(p, t->u.func.inputs, t->u.func.num_inputs,
                        t->u.func.results, t->u.func.num_results);
    return;
  case IR_TYPE_MEMREF: print_memref_type(p, t); return;
  case IR_TYPE_VECTOR:
  case IR_TYPE_TENSOR:
    pr_puts(p, t->kind == IR_TYPE_VECTOR ? "vector<" : "tensor<");
    print_shape(p, t);
    pr_type(p, t->u.shaped.elem);
    pr_char(p, '>');
    return;
  case IR_TYPE_TUPLE:
    pr_puts(p, "tuple<");
    pr_type_list(p, t->u.tuple.elems, t->u.tuple.num);
    pr_char(p, '>');
    return;
  case IR_TYPE_COMPLEX:
    pr_puts(p, "complex<");
    pr_type(p, t->u.complex.elem);
    pr_char(p, '>');
    return;
  case IR_TYPE_OPAQUE: pr_puts(p, t->u.opaque.text); return;
  }
}

void pr_type_list(IrPrinter *p, IrType **types, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_type(p, types[i]);
  }
}

void pr_operand_types(IrPrinter *p, IrOp *op, unsigned first, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i)
      pr_puts(p, ", ");
    IrValue *v = op->operands[first + i].value;
    pr_type(p, v ? v->type : NULL);
  }
}

void pr_result_types(IrPrinter *p, IrOp *op) {
  for (unsigned i = 0; i < op->num_results; i++) {
    if (i)
      pr_puts(p, ", ");
    pr_type(p, op->results[i]->type);
  }
}

/* op's result types as the results of a function type: "T" or "(T, U)". */
static void print_op_func_results(IrPrinter *p, IrOp *op) {
  unsigned n = op->num_results;
  bool parens = results_need_parens(n ? op->results[0]->type : NULL, n);
  if (parens)
    pr_char(p, '(');
  pr_result_types(p, op);
  if (parens)
    pr_char(p, ')');
}

void pr_arrow_result_types(IrPrinter *p, IrOp *op) {
  if (op->num_results == 0)
    return;
  pr_puts(p, "-> ");
  print_op_func_results(p, op);
}

/* -------------------------------------------------------------- attributes */

/* Writes s[0..len) as an MLIR string literal: printable ASCII as is, '\\'
 * doubled, everything else (and '"') as \XX in hex. */
static void print_string_lit(IrPrinter *p, const char *s, size_t len) {
  static const char hex[] = "0123456789ABCDEF";
  pr_char(p, '"');
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      pr_write(p, "\\\\", 2);
    } else if (c >= 0x20 && c < 0x7f && c != '"') {
      pr_char(p, (char)c);
    } else {
      char esc[3] = {'\\', hex[c >> 4], hex[c & 15]};
      pr_write(p, esc, 3);
    }
  }
  pr_char(p, '"');
}

/* A symbol or attribute name: bare when it is a bare-id, else quoted. */
static void print_keyword_or_string(IrPrinter *p, const char *s) {
  size_t len = strlen(s);
  if (is_bare_id(s, len))
    pr_write(p, s, len);
  else
    print_string_lit(p, s, len);
}

/* True when name is one of elided[0..n). */
static bool is_elided(const char *name, const char *const *elided,
                      unsigned n) {
  for (unsigned k = 0; k < n; k++)
    if (strcmp(name, elided[k]) == 0)
      return true;
  return false;
}

/* Which entries of a dictionary print: all but those named in elided;
 * given an op, only its properties (props) or only its other attributes
 * (!props), which the generic form prints apart. */
typedef struct DictFilter {
  const char *const *elided;
  unsigned num_elided;
  const IrOp *op;
  bool props;
} DictFilter;

static bool dict_shows(const DictFilter *f, const char *name) {
  return !is_elided(name, f->elided, f->num_elided) &&
         (!f->op || ir_op_attr_is_property(f->op, name) == f->props);
}

/* "{a = 1 : i32, b}" with unit entries written by name only: the entries
 * f shows (all when f is NULL). */
static void print_dict_entries(IrPrinter *p, const IrAttr *dict,
                               const DictFilter *f) {
  bool first = true;
  pr_char(p, '{');
  for (unsigned i = 0; i < dict->u.dict.num; i++) {
    const IrNamedAttr *e = &dict->u.dict.entries[i];
    if (f && !dict_shows(f, e->name))
      continue;
    if (!first)
      pr_puts(p, ", ");
    first = false;
    print_keyword_or_string(p, e->name);
    if (e->value && e->value->kind != IR_ATTR_UNIT) {
      pr_puts(p, " = ");
      pr_attr(p, e->value);
    }
  }
  pr_char(p, '}');
}

/* before, then the entries of dict (may be NULL) that f shows, then
 * after; nothing when f shows none. */
static void print_dict_if_any(IrPrinter *p, const IrAttr *dict,
                              const DictFilter *f, const char *before,
                              const char *after) {
  unsigned shown = 0;
  for (unsigned i = 0; dict && i < dict->u.dict.num; i++)
    shown += dict_shows(f, dict->u.dict.entries[i].name);
  if (!shown)
    return;
  pr_puts(p, before);
  print_dict_entries(p, dict, f);
  pr_puts(p, after);
}

/* A stride or offset: the number, or '?' when dynamic. */
static void print_dim(IrPrinter *p, int64_t v) {
  if (v == IR_DYNAMIC)
    pr_char(p, '?');
  else
    pr_i64(p, v);
}

/* strided<[s0, s1]> or strided<[s0, s1], offset: o> (offset 0 elided). */
static void print_strided(IrPrinter *p, const IrAttr *a) {
  pr_puts(p, "strided<[");
  for (unsigned i = 0; i < a->u.strided.rank; i++) {
    if (i)
      pr_puts(p, ", ");
    print_dim(p, a->u.strided.strides[i]);
  }
  pr_char(p, ']');
  if (a->u.strided.offset != 0) {
    pr_puts(p, ", offset: ");
    print_dim(p, a->u.strided.offset);
  }
  pr_char(p, '>');
}

/* True when an attribute of type t may drop ": t" where MLIR allows the
 * type to be elided (array elements, memory spaces): i64 and f64. */
static bool type_elidable(const IrType *t) {
  return t && ((t->kind == IR_TYPE_INTEGER && t->u.integer.width == 64 &&
                t->u.integer.signedness == IR_SIGNLESS) ||
               (t->kind == IR_TYPE_FLOAT && t->u.fp.kind == IR_F64));
}

/* " : type" after a scalar attribute, as mode says. */
static void print_attr_type_suffix(IrPrinter *p, IrType *t,
                                   AttrTypeMode mode) {
  if (!t || mode == ATTR_TYPE_OMITTED ||
      (mode == ATTR_TYPE_ELIDABLE && type_elidable(t)))
    return;
  pr_puts(p, " : ");
  pr_type(p, t);
}

/* Prints a, with or without the type suffix of scalars and dense
 * attributes as mode says. */
static void print_attr_mode(IrPrinter *p, IrAttr *a, AttrTypeMode mode) {
  if (!a) {
    pr_puts(p, "<<NULL ATTRIBUTE>>");
    return;
  }
  switch (a->kind) {
  case IR_ATTR_UNIT: pr_puts(p, "unit"); return;
  case IR_ATTR_BOOL: pr_puts(p, a->u.b ? "true" : "false"); return;
  case IR_ATTR_INTEGER:
    pr_int_value(p, a, a->type);
    if (!(a->type && a->type->kind == IR_TYPE_INTEGER &&
          a->type->u.integer.width == 1 &&
          a->type->u.integer.signedness == IR_SIGNLESS))
      print_attr_type_suffix(p, a->type, mode);
    return;
  case IR_ATTR_FLOAT:
    pr_float_value(p, a, a->type);
    print_attr_type_suffix(p, a->type, mode);
    return;
  case IR_ATTR_STRING:
    print_string_lit(p, a->u.str.data, a->u.str.len);
    if (a->type && a->type->kind != IR_TYPE_NONE)
      print_attr_type_suffix(
          p, a->type, mode == ATTR_TYPE_OMITTED ? mode : ATTR_TYPE_SHOWN);
    return;
  case IR_ATTR_TYPE: pr_type(p, a->u.type); return;
  case IR_ATTR_AFFINE_MAP: pr_affine_map(p, a->u.map); return;
  case IR_ATTR_INTEGER_SET: pr_integer_set(p, a->u.set); return;
  case IR_ATTR_ARRAY:
    pr_char(p, '[');
    for (unsigned i = 0; i < a->u.array.num; i++) {
      if (i)
        pr_puts(p, ", ");
      print_attr_mode(p, a->u.array.elems[i], ATTR_TYPE_ELIDABLE);
    }
    pr_char(p, ']');
    return;
  case IR_ATTR_DICT: print_dict_entries(p, a, NULL); return;
  case IR_ATTR_SYMBOL_REF:
    for (unsigned i = 0; i < a->u.symref.num; i++) {
      pr_puts(p, i ? "::@" : "@");
      print_keyword_or_string(p, a->u.symref.names[i]);
    }
    return;
  case IR_ATTR_DENSE:
    pr_dense_elements(p, a);
    if (mode != ATTR_TYPE_OMITTED) {
      pr_puts(p, " : ");
      pr_type(p, a->type);
    }
    return;
  case IR_ATTR_DENSE_ARRAY: pr_dense_array(p, a); return;
  case IR_ATTR_STRIDED: print_strided(p, a); return;
  case IR_ATTR_LOCATION:
  case IR_ATTR_OPAQUE: pr_puts(p, a->u.opaque.text); return;
  }
}

void pr_attr(IrPrinter *p, IrAttr *a) {
  print_attr_mode(p, a, ATTR_TYPE_SHOWN);
}

void pr_attr_without_type(IrPrinter *p, IrAttr *a) {
  print_attr_mode(p, a, ATTR_TYPE_OMITTED);
}

void pr_attr_dict(IrPrinter *p, IrOp *op, const char *const *elided,
                  unsigned num_elided, bool keyword) {
  DictFilter f = {elided, num_elided, NULL, false};
  print_dict_if_any(p, op->attrs, &f, keyword ? " attributes " : " ", "");
}

/* The generic form's " <{properties}>" (props) or " {attributes}"
 * (!props). A known op keeps both in its attributes, told apart by
 * ir_op_attr_is_property; an unregistered op keeps the properties it was
 * written with apart. */
static void print_generic_dict(IrPrinter *p, IrOp *op, bool props) {
  DictFilter f = {NULL, 0, op->props ? NULL : op, props};
  const IrAttr *dict = op->props && props ? op->props : op->attrs;
  print_dict_if_any(p, dict, &f, props ? " <" : " ", props ? ">" : "");
}

/* ------------------------------------------------------- affine expressions */

/* How dims and symbols print: d0/s0 (ssa == NULL) or as SSA values. */
typedef struct AffineNames {
  IrValue **dims, **syms;
  bool bare_symbols;
} AffineNames;

static void print_affine(IrPrinter *p, IrAffineExpr *e, bool strong,
                         const AffineNames *ssa);

/* A dim, symbol or constant. */
static void print_affine_leaf(IrPrinter *p, IrAffineExpr *e,
                              const AffineNames *ssa) {
  if (e->kind == IR_AFFINE_CONSTANT && e->value == INT64_MIN) {
    /* No literal spells it; the reader folds this back to INT64_MIN. */
    pr_puts(p, "(-9223372036854775807 - 1)");
  } else if (e->kind == IR_AFFINE_CONSTANT) {
    pr_i64(p, e->value);
  } else if (!ssa) {
    pr_char(p, e->kind == IR_AFFINE_DIM ? 'd' : 's');
    pr_i64(p, e->value);
  } else if (e->kind == IR_AFFINE_DIM) {
    pr_value(p, ssa->dims ? ssa->dims[e->value] : NULL);
  } else if (ssa->bare_symbols) {
    pr_value(p, ssa->syms ? ssa->syms[e->value] : NULL);
  } else {
    pr_puts(p, "symbol(");
    pr_value(p, ssa->syms ? ssa->syms[e->value] : NULL);
    pr_char(p, ')');
  }
}

/* True for a constant c < 0 whose magnitude can be written (not
 * INT64_MIN), so "x + c" can print as "x - |c|". */
static bool is_negatable(const IrAffineExpr *e) {
  return e->kind == IR_AFFINE_CONSTANT && e->value < 0 &&
         e->value != INT64_MIN;
}

/* " + rhs", written as a subtraction when rhs is a negative constant
 * (a - 3), a product by -1 (a - b) or by a constant below -1 (a - b * 3). */
static void print_affine_term(IrPrinter *p, IrAffineExpr *rhs,
                              const AffineNames *ssa) {
  if (rhs->kind == IR_AFFINE_MUL && is_negatable(rhs->rhs)) {
    int64_t c = rhs->rhs->value;
    pr_puts(p, " - ");
    if (c == -1) {
      print_affine(p, rhs->lhs, rhs->lhs->kind == IR_AFFINE_ADD, ssa);
    } else {
      print_affine(p, rhs->lhs, true, ssa);
      pr_puts(p, " * ");
      pr_i64(p, -c);
    }
  } else if (is_negatable(rhs)) {
    pr_puts(p, " - ");
    pr_i64(p, -rhs->value);
  } else {
    pr_puts(p, " + ");
    print_affine(p, rhs, false, ssa);
  }
}

/* A sum: its left operand, itself a sum printed without parentheses, then
 * each term. The left operands form a chain as long as the sum (a sum of
 * a million terms is a million deep), walked in a loop, not recursively. */
static void print_affine_add(IrPrinter *p, IrAffineExpr *e,
                             const AffineNames *ssa) {
  size_t n = 0;
  IrAffineExpr *first = e;
  for (; first->kind == IR_AFFINE_ADD; first = first->lhs)
    n++;
  IrAffineExpr *few[16], **sums = n <= 16 ? few : malloc(n * sizeof *sums);
  if (!sums)
    ir_oom();
  size_t i = n;
  for (IrAffineExpr *s = e; s != first; s = s->lhs)
    sums[--i] = s;
  print_affine(p, first, false, ssa);
  for (i = 0; i < n; i++)
    print_affine_term(p, sums[i]->rhs, ssa);
  if (sums != few)
    free(sums);
}

/* Prints e with MLIR's precedence: strong is true where the context binds
 * tighter than '+' (operands of *, floordiv, ceildiv, mod), so a binary
 * expression there gets parentheses. A product by -1 prints as -x. */
static void print_affine(IrPrinter *p, IrAffineExpr *e, bool strong,
                         const AffineNames *ssa) {
  static const char *const ops[] = {
      [IR_AFFINE_MUL] = " * ", [IR_AFFINE_MOD] = " mod ",
      [IR_AFFINE_FLOORDIV] = " floordiv ", [IR_AFFINE_CEILDIV] = " ceildiv "};
  if (!e) {
    pr_puts(p, "<<NULL AFFINE EXPR>>");
    return;
  }
  if (e->kind >= IR_AFFINE_CONSTANT) {
    print_affine_leaf(p, e, ssa);
    return;
  }
  if (strong)
    pr_char(p, '(');
  if (e->kind == IR_AFFINE_ADD) {
    print_affine_add(p, e, ssa);
  } else if (e->kind == IR_AFFINE_MUL && e->rhs->kind == IR_AFFINE_CONSTANT &&
             e->rhs->value == -1) {
    pr_char(p, '-');
    print_affine(p, e->lhs, true, ssa);
  } else {
    print_affine(p, e->lhs, true, ssa);
    pr_puts(p, ops[e->kind]);
    print_affine(p, e->rhs, true, ssa);
  }
  if (strong)
    pr_char(p, ')');
}

void pr_affine_expr_ssa(IrPrinter *p, IrAffineExpr *e, IrValue **dims,
                        IrValue **syms, bool bare_symbols) {
  AffineNames ssa = {dims, syms, bare_symbols};
  print_affine(p, e, false, &ssa);
}

/* "(d0, d1)[s0]": the dimension and symbol lists of a map or set. */
static void print_dims_syms(IrPrinter *p, unsigned num_dims,
                            unsigned num_symbols) {
  pr_char(p, '(');
  for (unsigned i = 0; i < num_dims; i++) {
    pr_puts(p, i ? ", d" : "d");
    pr_u64(p, i);
  }
  pr_char(p, ')');
  if (num_symbols) {
    pr_char(p, '[');
    for (unsigned i = 0; i < num_symbols; i++) {
      pr_puts(p, i ? ", s" : "s");
      pr_u64(p, i);
    }
    pr_char(p, ']');
  }
}

void pr_affine_map(IrPrinter *p, IrAffineMap *m) {
  pr_puts(p, "affine_map<");
  print_dims_syms(p, m->num_dims, m->num_symbols);
  pr_puts(p, " -> (");
  for (unsigned i = 0; i < m->num_results; i++) {
    if (i)
      pr_puts(p, ", ");
    print_affine(p, m->results[i], false, NULL);
  }
  pr_puts(p, ")>");
}

void pr_integer_set(IrPrinter *p, IrIntegerSet *s) {
  pr_puts(p, "affine_set<");
  print_dims_syms(p, s->num_dims, s->num_symbols);
  pr_puts(p, " : (");
  for (unsigned i = 0; i < s->num_constraints; i++) {
    if (i)
      pr_puts(p, ", ");
    print_affine(p, s->constraints[i], false, NULL);
    pr_puts(p, s->is_eq[i] ? " == 0" : " >= 0");
  }
  pr_puts(p, ")>");
}

/* ----------------------------------------------------- ops, blocks, regions */

static void print_op(IrPrinter *p, IrOp *op);

void pr_block_arg(IrPrinter *p, IrValue *arg) {
  pr_value(p, arg);
  pr_puts(p, ": ");
  pr_type(p, arg->type);
}

/* "^bb1(%x: i32, %y: f32):" on a line of its own, one level out. */
static void print_block_header(IrPrinter *p, IrBlock *b) {
  pr_indent(p, p->indent - 2);
  pr_successor(p, b);
  if (b->num_args) {
    pr_char(p, '(');
    for (unsigned i = 0; i < b->num_args; i++) {
      if (i)
        pr_puts(p, ", ");
      pr_block_arg(p, b->args[i]);
    }
    pr_char(p, ')');
  }
  pr_puts(p, ":\n");
}

/* A terminator the custom form may leave implicit: nothing but its name. */
static bool is_bare_terminator(const IrOp *op) {
  return ir_op_has_trait(op, IR_TRAIT_TERMINATOR) && !op->num_operands &&
         !op->num_results && !op->num_regions && !op->num_successors &&
         (!op->attrs || op->attrs->u.dict.num == 0);
}

/* "{", the region's blocks one op per line, "}" at the current indent. A
 * printer of first lines stops at the newline: what follows is cut off.
 * empty_block: label an empty entry block ("^bb0:"), which the generic
 * form needs to tell it from no block at all. */
static void print_region_body(IrPrinter *p, IrRegion *r, bool entry_args,
                              bool terminators, bool empty_block) {
  pr_puts(p, "{\n");
  if (p->first_line)
    return;
  p->indent += 2;
  for (IrBlock *b = r->first; b; b = b->next) {
    if (b != r->first || (entry_args && b->num_args) ||
        (empty_block && !b->first))
      print_block_header(p, b);
    for (IrOp *op = b->first; op; op = op->next) {
      if (!terminators && op == b->last && is_bare_terminator(op))
        break;
      pr_indent(p, p->indent);
      print_op(p, op);
      pr_char(p, '\n');
    }
  }
  p->indent -= 2;
  pr_indent(p, p->indent);
  pr_char(p, '}');
}

void pr_region(IrPrinter *p, IrRegion *r, bool print_entry_args,
               bool print_empty_terminators) {
  pr_char(p, ' ');
  print_region_body(p, r, print_entry_args, print_empty_terminators, false);
}

/* "name"(%a)[^bb1] <{props}> ({...}) {attrs} : (T) -> U, which every op
 * accepts. */
static void print_generic(IrPrinter *p, IrOp *op) {
  print_string_lit(p, op->name, strlen(op->name));
  pr_char(p, '(');
  pr_operands(p, op, 0, op->num_operands);
  pr_char(p, ')');
  if (op->num_successors) {
    pr_char(p, '[');
    for (unsigned i = 0; i < op->num_successors; i++) {
      if (i)
        pr_puts(p, ", ");
      pr_successor(p, op->successors[i]);
    }
    pr_char(p, ']');
  }
  print_generic_dict(p, op, true);
  if (op->num_regions) {
    pr_puts(p, " (");
    for (unsigned i = 0; i < op->num_regions; i++) {
      if (i)
        pr_puts(p, ", ");
      print_region_body(p, &op->regions[i], true, true, true);
    }
    pr_char(p, ')');
  }
  print_generic_dict(p, op, false);
  pr_puts(p, " : (");
  pr_operand_types(p, op, 0, op->num_operands);
  pr_puts(p, ") -> ");
  print_op_func_results(p, op);
}

/* "module @name attributes {...} {...}" for a builtin.module whose def
 * has no print hook. */
static void print_module_custom(IrPrinter *p, IrOp *op) {
  static const char *const elided[] = {"sym_name"};
  IrAttr *name = ir_op_attr(op, "sym_name");
  pr_puts(p, "module");
  if (name && name->kind == IR_ATTR_STRING) {
    pr_puts(p, " @");
    print_keyword_or_string(p, name->u.str.data);
  }
  pr_attr_dict(p, op, elided, name && name->kind == IR_ATTR_STRING, true);
  pr_region(p, &op->regions[0], false, true);
}

/* True for a builtin.module this file prints in custom form itself. */
static bool is_plain_module(const IrOp *op) {
  return !op->def->print && op->num_regions == 1 && !op->num_operands &&
         !op->num_results && !op->num_successors &&
         strcmp(op->name, "builtin.module") == 0;
}

/* The op's name as mlir-opt writes it: func ops right in a func.func's
 * body drop their "func." (the function's default dialect), so "return",
 * "call"; in the region of any other op the default dialect is none, so
 * "func.call" inside an affine.for. */
static void print_op_name(IrPrinter *p, IrOp *op) {
  bool short_name = p->in_func && strncmp(op->name, "func.", 5) == 0 &&
                    strcmp(op->name, "func.func") != 0;
  pr_puts(p, op->name + (short_name ? 5 : 0));
}

/* One op, from its result names to its end, without indentation or
 * newline: through its def's print hook when there is one. */
static void print_op(IrPrinter *p, IrOp *op) {
  size_t streamed_len;
  const char *streamed = ir_stream_text(p->ctx, op, &streamed_len);
  if (streamed) {
    pr_write(p, streamed, streamed_len);
    return;
  }
  print_result_names(p, op);
  RefMap outer = p->refs;
  if (is_isolated(op)) {
    p->refs = refs_take(p);
    name_isolated(p, op);
  }
  bool outer_in_func = p->in_func;
  if (p->generic) {
    print_generic(p, op);
  } else if (op->def && op->def->print) {
    print_op_name(p, op);
    p->in_func = strcmp(op->name, "func.func") == 0;
    op->def->print(p, op);
    p->in_func = outer_in_func;
  } else if (op->def && is_plain_module(op)) {
    print_module_custom(p, op);
  } else {
    print_generic(p, op);
  }
  if (is_isolated(op)) {
    refs_give(p, p->refs);
    p->refs = outer;
  }
}

/* ------------------------------------------------------------ entry points */

/* Prints module to out, every op in the generic form when generic. */
static void print_module(FILE *out, IrContext *ctx, IrOp *module,
                         bool generic) {
  IrPrinter *p = printer_create(out, ctx);
  p->generic = generic;
  name_root(p, module);
  print_op(p, module);
  pr_char(p, '\n');
  printer_destroy(p);
}

void ir_print_module(FILE *out, IrContext *ctx, IrOp *module) {
  print_module(out, ctx, module, false);
}

void ir_print_module_generic(FILE *out, IrContext *ctx, IrOp *module) {
  print_module(out, ctx, module, true);
}

IrPrinter *ir_top_level_printer_create(IrContext *ctx) {
  IrPrinter *p = printer_create(NULL, ctx);
  p->indent = 2;
  pr_new_chunk(p, 0);
  return p;
}

const char *ir_print_top_level_op(IrPrinter *p, IrOp *op, size_t *len) {
  print_op(p, op);
  pool_free(p->pool);
  p->pool = NULL;
  const char *text = p->w.buf + p->op_start;
  *len = p->w.len - p->op_start;
  p->op_start = p->w.len;
  return text;
}

void ir_top_level_printer_destroy(IrPrinter *p) { printer_destroy(p); }

/* Points p at a new temporary file, so any length works; false when none
 * can be made. */
static bool printer_to_temp(IrPrinter *p) {
  p->out = tmpfile();
  return p->out != NULL;
}

/* Closes p's temporary file and returns what p wrote to it (up to the
 * first newline for a printer of first lines) as a string in the
 * context's arena. */
static const char *printer_temp_text(IrPrinter *p) {
  pr_flush(p);
  FILE *f = p->out;
  long n = ftell(f);
  char *s = ir_alloc(p->ctx, (size_t)(n > 0 ? n : 0) + 1);
  rewind(f);
  if (n > 0 && fread(s, 1, (size_t)n, f) != (size_t)n)
    n = 0;
  s[n > 0 ? n : 0] = '\0';
  if (p->first_line)
    s[strcspn(s, "\n")] = '\0';
  fclose(f);
  p->out = NULL;
  return s;
}

/* Prints a type or an attribute into a string, for diagnostics. */
static const char *print_to_string(IrContext *ctx, IrType *t, IrAttr *a) {
  IrPrinter *p = printer_create(NULL, ctx);
  const char *s = "<?>";
  if (printer_to_temp(p)) {
    if (t)
      pr_type(p, t);
    else
      pr_attr(p, a);
    s = printer_temp_text(p);
  }
  printer_destroy(p);
  return s;
}

IrPrinter *ir_line_printer_create(IrContext *ctx) {
  IrPrinter *p = printer_create(NULL, ctx);
  p->first_line = true;
  return p;
}

void ir_line_printer_destroy(IrPrinter *p) { printer_destroy(p); }

const char *ir_line_printer_op(IrPrinter *p, IrOp *op) {
  IrOp *root = naming_root(op);
  if (root == op || root != p->named_root) {
    refs_give(p, p->refs);
    p->refs = refs_take(p);
    name_for_op(p, op);
    p->named_root = root == op ? NULL : root; /* op's own naming differs */
  }
  if (!printer_to_temp(p))
    return op->name;
  print_op(p, op);
  return printer_temp_text(p);
}

const char *ir_type_str(IrContext *ctx, IrType *t) {
  return print_to_string(ctx, t, NULL);
}

const char *ir_attr_str(IrContext *ctx, IrAttr *a) {
  return print_to_string(ctx, NULL, a);
}

const char *ir_shape_str(IrContext *ctx, unsigned rank, const int64_t *shape) {
  size_t cap = 24 * (size_t)rank + 1, len = 0;
  char *s = ir_alloc(ctx, cap);
  for (unsigned i = 0; i < rank; i++)
    len += (size_t)snprintf(s + len, cap - len, "%s%lld", i ? ", " : "",
                            (long long)shape[i]);
  return s;
}
