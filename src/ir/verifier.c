/*
 * verifier.c - the structural verifier and each op's own verify hook.
 *
 * ir_verify walks the module in pre-order without recursion (the walk
 * follows parent and sibling links, so 10,000-deep nesting costs no C
 * stack). At each op it checks, with MLIR's rules and messages:
 *   - operands: non-NULL, not crossing an IsolatedFromAbove op, and
 *     defined before the use (hierarchical SSA dominance);
 *   - placement: terminators and ops with successors end their block, and
 *     successors are blocks of the same region;
 *   - the op's regions: block counts, empty blocks, terminators, no branch
 *     back to an entry block;
 * and then runs the op's verify hook unless a structural error in the op
 * could mislead it. Checking goes on after errors, so one run reports many.
 *
 * Speed: when an op is visited, every op of its regions gets its position
 * in its block (IrOp.order), and the dominator tree of each multi-block
 * region is built (Cooper, Harvey and Kennedy's iterative algorithm) and
 * numbered in a pointer map of blocks. A dominance query walks up from the
 * user to its ancestor in the definition's region (usually zero or one
 * step), compares positions in O(1), and tests block dominance as an
 * interval test on the tree's pre/post numbers. Nothing is allocated per
 * op, so verifying costs no memory beyond the multi-block regions.
 *
 * ir_op_dominates and ir_value_dominates answer the same questions for
 * later analyses without the verifier's tables (walking parents, scanning
 * a block, building a region's dominator tree on demand).
 */
#include "verifier.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/dialect.h"
#include "diag.h"
#include "printer.h"

/* ------------------------------------------------------------ pointer map */

/* What the verifier knows of a block of a multi-block region, keyed by its
 * address: a and b = pre- and post-order numbers in the region's dominator
 * tree, a == UNREACHABLE for a block the entry block does not reach (a is
 * the block's index while the tree is built). An op with regions is keyed
 * too: a = its depth when it was last put on the walk's path. */
typedef struct InfoEntry {
  const void *key;
  unsigned a, b;
  unsigned gen; /* the map's generation when the entry was made */
} InfoEntry;

/* Entries of an older generation than the map's count as empty slots, so
 * that map_clear costs nothing whatever the map's size. */
typedef struct InfoMap {
  InfoEntry *slots;
  size_t cap, len; /* cap is 0 or a power of two */
  unsigned gen;
} InfoMap;

#define UNREACHABLE UINT_MAX

/* calloc that ends the process through ir_oom when memory runs out. */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    ir_oom();
  return p;
}

static size_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= UINT64_C(0xff51afd7ed558ccd);
  x ^= x >> 33;
  return (size_t)x;
}

/* The slot of key in m: its entry, or the empty slot where it would go. */
static InfoEntry *map_slot(const InfoMap *m, const void *key) {
  size_t mask = m->cap - 1;
  for (size_t i = ptr_hash(key) & mask;; i = (i + 1) & mask) {
    InfoEntry *e = &m->slots[i];
    if (e->gen != m->gen || !e->key)
      return e;
    if (e->key == key)
      return e;
  }
}

/* True when slot e holds an entry of m's current generation. */
static bool map_holds(const InfoMap *m, const InfoEntry *e) {
  return e->key && e->gen == m->gen;
}

/* Empties m, keeping its slots. */
static void map_clear(InfoMap *m) {
  m->len = 0;
  if (++m->gen == 0 && m->slots)
    memset(m->slots, 0, m->cap * sizeof *m->slots);
}

/* The entry of key, or NULL when key was never inserted. */
static InfoEntry *map_find(const InfoMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  InfoEntry *e = map_slot(m, key);
  return map_holds(m, e) ? e : NULL;
}

/* Makes room for n entries in all, keeping the load under one half. */
static void map_reserve(InfoMap *m, size_t n) {
  if (2 * n <= m->cap)
    return;
  size_t cap = m->cap ? m->cap : 32;
  while (cap < 2 * n)
    cap *= 2;
  InfoMap bigger = {xcalloc(cap, sizeof(InfoEntry)), cap, m->len, m->gen};
  for (size_t i = 0; i < m->cap; i++)
    if (map_holds(m, &m->slots[i]))
      *map_slot(&bigger, m->slots[i].key) = m->slots[i];
  free(m->slots);
  *m = bigger;
}

/* The entry of key, created zeroed when absent. */
static InfoEntry *map_insert(InfoMap *m, const void *key) {
  map_reserve(m, m->len + 1);
  InfoEntry *e = map_slot(m, key);
  if (!map_holds(m, e)) {
    *e = (InfoEntry){key, 0, 0, m->gen};
    m->len++;
  }
  return e;
}

/* ------------------------------------------------------ structure helpers */

/* The region holding op, or NULL for a detached op or the module. */
static const IrRegion *region_of(const IrOp *op) {
  return op->parent ? op->parent->parent : NULL;
}

/* The op whose region holds op, or NULL. */
static const IrOp *parent_op(const IrOp *op) {
  const IrRegion *r = region_of(op);
  return r ? r->parent : NULL;
}

/* The region enclosing region r's parent op, or NULL. */
static const IrRegion *parent_region(const IrRegion *r) {
  return r->parent ? region_of(r->parent) : NULL;
}

/* True when a is a proper ancestor of region b. */
static bool region_is_proper_ancestor(const IrRegion *a, const IrRegion *b) {
  for (const IrRegion *r = b ? parent_region(b) : NULL; r;
       r = parent_region(r))
    if (r == a)
      return true;
  return false;
}

/* The region a value is defined in, or NULL for a detached one. */
static const IrRegion *value_region(const IrValue *v) {
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return v->block ? v->block->parent : NULL;
  return v->op ? region_of(v->op) : NULL;
}

static bool is_unregistered(const IrOp *op) {
  return op->def == ir_opdef_unregistered();
}

/* True when op's regions are graph regions, where values may be used
 * before their definition: builtin.module's (MLIR's RegionKindInterface)
 * and those of unregistered ops, whose rules MLIR does not know. */
static bool op_has_graph_regions(const IrOp *op) {
  return is_unregistered(op) || strcmp(op->name, "builtin.module") == 0;
}

/* SSA dominance holds in every multi-block region and in single-block
 * regions of ops without graph regions. */
static bool region_has_ssa_dominance(const IrRegion *r) {
  if (!r || r->first != r->last)
    return true;
  return !r->parent || !op_has_graph_regions(r->parent);
}

static unsigned region_index(const IrRegion *r) {
  return (unsigned)(r - r->parent->regions);
}

static unsigned region_block_count(const IrRegion *r) {
  unsigned n = 0;
  for (const IrBlock *b = r->first; b; b = b->next)
    n++;
  return n;
}

/* ----------------------------------------------------- dominator trees */

/* Scratch arrays of one dominator tree computation over n blocks. The
 * CFG and the tree are stored as compressed adjacency lists: the
 * neighbours of block i are list[start[i] .. start[i+1]). */
typedef struct DomScratch {
  unsigned n;
  const IrBlock **blocks;
  unsigned *succ_start, *succ;
  unsigned *pred_start, *pred;
  unsigned *order, num_reached; /* reverse post-order of reached blocks */
  unsigned *rpo;                /* block -> position in order, or UNREACHABLE */
  unsigned *idom;
} DomScratch;

/* The successor of the terminator of block b at index k when it is a
 * block of the same region, else NULL (other regions are errors that the
 * placement check reports). */
static const IrBlock *cfg_successor(const IrBlock *b, unsigned k) {
  const IrBlock *s = b->last->successors[k];
  return s && s->parent == b->parent ? s : NULL;
}

/* Numbers region r's blocks into m and s->blocks and builds the successor
 * lists from each block's last op. */
static void dom_collect_cfg(DomScratch *s, InfoMap *m, const IrRegion *r) {
  s->n = region_block_count(r);
  s->blocks = xcalloc(s->n, sizeof *s->blocks);
  s->succ_start = xcalloc(s->n + 1, sizeof(unsigned));
  unsigned i = 0, edges = 0;
  for (const IrBlock *b = r->first; b; b = b->next, i++) {
    s->blocks[i] = b;
    InfoEntry *e = map_insert(m, b);
    e->a = i;
    for (unsigned k = 0; b->last && k < b->last->num_successors; k++)
      edges += cfg_successor(b, k) != NULL;
  }
  s->succ = xcalloc(edges, sizeof(unsigned));
  edges = 0;
  for (i = 0; i < s->n; i++) {
    const IrBlock *b = s->blocks[i];
    s->succ_start[i] = edges;
    for (unsigned k = 0; b->last && k < b->last->num_successors; k++)
      if (cfg_successor(b, k))
        s->succ[edges++] = map_find(m, cfg_successor(b, k))->a;
  }
  s->succ_start[s->n] = edges;
}

/* Depth-first search from node 0 over the lists (start, list) of n nodes,
 * without recursion. Calls visit(ctx, node, pre) when entering a node
 * (pre = true) and when leaving it (pre = false). */
static void dfs_walk(unsigned n, const unsigned *start, const unsigned *list,
                     void (*visit)(void *, unsigned, bool), void *ctx) {
  unsigned *stack = xcalloc(n, sizeof(unsigned));
  unsigned *cursor = xcalloc(n, sizeof(unsigned));
  bool *seen = xcalloc(n, sizeof(bool));
  unsigned top = 0;
  stack[top++] = 0;
  seen[0] = true;
  visit(ctx, 0, true);
  while (top) {
    unsigned v = stack[top - 1];
    if (cursor[v] == start[v + 1] - start[v]) {
      visit(ctx, v, false);
      top--;
      continue;
    }
    unsigned w = list[start[v] + cursor[v]++];
    if (!seen[w]) {
      seen[w] = true;
      visit(ctx, w, true);
      stack[top++] = w;
    }
  }
  free(stack);
  free(cursor);
  free(seen);
}

/* dfs_walk visitor: appends finished blocks (post-order) to s->order. */
static void visit_postorder(void *ctx, unsigned v, bool pre) {
  DomScratch *s = ctx;
  if (!pre)
    s->order[s->num_reached++] = v;
}

/* Computes the reverse post-order of the blocks reached from the entry. */
static void dom_order(DomScratch *s) {
  s->order = xcalloc(s->n, sizeof(unsigned));
  s->rpo = xcalloc(s->n, sizeof(unsigned));
  dfs_walk(s->n, s->succ_start, s->succ, visit_postorder, s);
  for (unsigned i = 0; i < s->num_reached / 2; i++) {
    unsigned t = s->order[i];
    s->order[i] = s->order[s->num_reached - 1 - i];
    s->order[s->num_reached - 1 - i] = t;
  }
  for (unsigned i = 0; i < s->n; i++)
    s->rpo[i] = UNREACHABLE;
  for (unsigned i = 0; i < s->num_reached; i++)
    s->rpo[s->order[i]] = i;
}

/* Builds the predecessor lists, keeping edges from reached blocks only. */
static void dom_predecessors(DomScratch *s) {
  s->pred_start = xcalloc(s->n + 1, sizeof(unsigned));
  s->pred = xcalloc(s->succ_start[s->n], sizeof(unsigned));
  unsigned *fill = xcalloc(s->n + 1, sizeof(unsigned));
  for (unsigned v = 0; v < s->n; v++)
    for (unsigned k = s->succ_start[v]; k < s->succ_start[v + 1]; k++)
      if (s->rpo[v] != UNREACHABLE)
        s->pred_start[s->succ[k] + 1]++;
  for (unsigned v = 0; v < s->n; v++)
    s->pred_start[v + 1] += s->pred_start[v];
  for (unsigned v = 0; v < s->n; v++)
    for (unsigned k = s->succ_start[v]; k < s->succ_start[v + 1]; k++)
      if (s->rpo[v] != UNREACHABLE) {
        unsigned w = s->succ[k];
        s->pred[s->pred_start[w] + fill[w]++] = v;
      }
  free(fill);
}

/* The nearest common dominator of a and b in the partial tree s->idom. */
static unsigned dom_intersect(const DomScratch *s, unsigned a, unsigned b) {
  while (a != b) {
    while (s->rpo[a] > s->rpo[b])
      a = s->idom[a];
    while (s->rpo[b] > s->rpo[a])
      b = s->idom[b];
  }
  return a;
}

/* Cooper-Harvey-Kennedy: iterates idom over the reverse post-order until
 * it no longer changes. Unreached blocks keep idom UNREACHABLE. */
static void dom_idoms(DomScratch *s) {
  s->idom = xcalloc(s->n, sizeof(unsigned));
  for (unsigned i = 0; i < s->n; i++)
    s->idom[i] = UNREACHABLE;
  s->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (unsigned i = 1; i < s->num_reached; i++) {
      unsigned v = s->order[i], best = UNREACHABLE;
      for (unsigned k = s->pred_start[v]; k < s->pred_start[v + 1]; k++) {
        unsigned p = s->pred[k];
        if (s->idom[p] == UNREACHABLE)
          continue;
        best = best == UNREACHABLE ? p : dom_intersect(s, p, best);
      }
      if (best != s->idom[v]) {
        s->idom[v] = best;
        changed = true;
      }
    }
  }
}

/* Visitor state numbering the dominator tree's nodes. */
typedef struct TreeNumbering {
  InfoMap *m;
  const IrBlock **blocks;
  unsigned clock;
} TreeNumbering;

/* dfs_walk visitor: records pre- and post-order numbers in the map. */
static void visit_number(void *ctx, unsigned v, bool pre) {
  TreeNumbering *t = ctx;
  InfoEntry *e = map_find(t->m, t->blocks[v]);
  if (pre)
    e->a = t->clock++;
  else
    e->b = t->clock++;
}

/* Builds the tree's child lists from idom and numbers its nodes, so that
 * a dominates b iff pre(a) <= pre(b) and post(b) <= post(a). */
static void dom_number(DomScratch *s, InfoMap *m) {
  unsigned *start = xcalloc(s->n + 1, sizeof(unsigned));
  unsigned *child = xcalloc(s->n, sizeof(unsigned));
  unsigned *fill = xcalloc(s->n, sizeof(unsigned));
  for (unsigned v = 1; v < s->n; v++)
    if (s->idom[v] != UNREACHABLE)
      start[s->idom[v] + 1]++;
  for (unsigned v = 0; v < s->n; v++)
    start[v + 1] += start[v];
  for (unsigned v = 1; v < s->n; v++)
    if (s->idom[v] != UNREACHABLE)
      child[start[s->idom[v]] + fill[s->idom[v]]++] = v;
  for (unsigned v = 0; v < s->n; v++)
    map_find(m, s->blocks[v])->a = UNREACHABLE;
  TreeNumbering t = {m, s->blocks, 0};
  dfs_walk(s->n, start, child, visit_number, &t);
  free(start);
  free(child);
  free(fill);
}

/* Computes the dominator tree of region r, which has several blocks, and
 * records each block's index and tree numbers in m (see InfoEntry). */
static void domtree_build(InfoMap *m, const IrRegion *r) {
  DomScratch s = {0};
  dom_collect_cfg(&s, m, r);
  dom_order(&s);
  dom_predecessors(&s);
  dom_idoms(&s);
  dom_number(&s, m);
  free(s.blocks);
  free(s.succ_start);
  free(s.succ);
  free(s.pred_start);
  free(s.pred);
  free(s.order);
  free(s.rpo);
  free(s.idom);
}

/* ------------------------------------------------------ dominance queries */

/* One step of the path from the module down to the op being verified. */
typedef struct PathEntry {
  const IrOp *op;
  int iso; /* depth of the innermost isolated op on the path up to here */
} PathEntry;

/* The verifier's state. The dominance queries below take NULL for it when
 * called from the public API, and then work without its tables. */
typedef struct Verifier {
  IrContext *ctx;
  InfoMap info;
  PathEntry *path; /* path[d]: the ancestor at depth d of the current op */
  size_t path_cap;
  IrPrinter *lines; /* prints ops into messages, made on first need */
} Verifier;

/* True when block b is reachable from its region's entry block. */
static bool block_reachable(const Verifier *vf, const IrBlock *b) {
  if (!b || !b->parent || b->parent->first == b->parent->last)
    return true;
  const InfoEntry *e = map_find(&vf->info, b);
  return !e || e->a != UNREACHABLE;
}

/* Dominance of distinct blocks a and b of one region, with LLVM's
 * convention: an unreachable block is dominated by every block and
 * dominates none. */
static bool block_dominates(const Verifier *vf, const IrBlock *a,
                            const IrBlock *b) {
  InfoMap tmp = {0};
  const InfoMap *m = vf ? &vf->info : &tmp;
  if (!vf)
    domtree_build(&tmp, a->parent);
  const InfoEntry *ea = map_find(m, a), *eb = map_find(m, b);
  bool result = !ea || !eb || eb->a == UNREACHABLE ||
                (ea->a != UNREACHABLE && ea->a <= eb->a && eb->b <= ea->b);
  free(tmp.slots);
  return result;
}

/* True when x comes before y in their common block: the verifier has
 * numbered the block (IrOp.order); other callers scan it. */
static bool op_before(const Verifier *vf, const IrOp *x, const IrOp *y) {
  if (vf)
    return x->order < y->order;
  for (const IrOp *o = x->next; o; o = o->next)
    if (o == y)
      return true;
  return false;
}

/* Proper dominance of distinct ops x and a of one region. */
static bool op_dominates_in_region(const Verifier *vf, const IrOp *x,
                                   const IrOp *a) {
  if (!region_has_ssa_dominance(region_of(a)))
    return true;
  if (x->parent == a->parent)
    return op_before(vf, x, a);
  return block_dominates(vf, x->parent, a->parent);
}

/* True when value v, defined in the region of op a, may be used by a or
 * by an op nested in a. */
static bool value_dominates_in_region(const Verifier *vf, const IrValue *v,
                                      const IrOp *a) {
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return v->block == a->parent || block_dominates(vf, v->block, a->parent);
  if (v->op == a)
    return !region_has_ssa_dominance(region_of(a));
  return op_dominates_in_region(vf, v->op, a);
}

/* The ancestor of op (or op itself) in region r, or NULL. With stop_at_
 * isolated, an IsolatedFromAbove op on the way up also gives NULL. */
static const IrOp *ancestor_in_region(const IrOp *op, const IrRegion *r,
                                      bool stop_at_isolated) {
  while (op && region_of(op) != r) {
    op = parent_op(op);
    if (op && stop_at_isolated && ir_op_has_trait(op, IR_TRAIT_ISOLATED))
      return NULL;
  }
  return op;
}

bool ir_op_dominates(const IrOp *x, const IrOp *y) {
  if (!x || !y || x == y)
    return false;
  const IrOp *a = ancestor_in_region(y, region_of(x), false);
  if (!a)
    return false;
  return a == x || op_dominates_in_region(NULL, x, a);
}

bool ir_value_dominates(const IrValue *v, const IrOp *user) {
  if (!v || !user)
    return false;
  const IrRegion *r = value_region(v);
  const IrOp *a = r ? ancestor_in_region(user, r, true) : NULL;
  return a && value_dominates_in_region(NULL, v, a);
}

/* ------------------------------------------------------------ the walk */

/* The first op of block b or of a later block of its region, or NULL. */
static IrOp *first_op_from_block(const IrBlock *b) {
  for (; b; b = b->next)
    if (b->first)
      return b->first;
  return NULL;
}

/* The first op nested in op's regions i, i+1, ..., or NULL. */
static IrOp *first_op_from_region(const IrOp *op, unsigned i) {
  for (; i < op->num_regions; i++) {
    IrOp *first = first_op_from_block(op->regions[i].first);
    if (first)
      return first;
  }
  return NULL;
}

/* The op after op in a pre-order walk of root, or NULL at the end. *depth
 * is op's nesting depth below root and is updated to the next op's. */
static IrOp *preorder_next(const IrOp *op, const IrOp *root, unsigned *depth) {
  IrOp *next = first_op_from_region(op, 0);
  if (next) {
    ++*depth;
    return next;
  }
  while (op != root) {
    if (op->next)
      return op->next;
    const IrBlock *b = op->parent;
    if (!b || !b->parent || !b->parent->parent)
      return NULL;
    if ((next = first_op_from_block(b->next)))
      return next;
    const IrOp *parent = b->parent->parent;
    if ((next = first_op_from_region(parent, region_index(b->parent) + 1)))
      return next;
    op = parent;
    --*depth;
  }
  return NULL;
}

/* Makes op the path entry at depth (and records the depth of an op with
 * regions, for user_ancestor). */
static void path_set(Verifier *vf, unsigned depth, const IrOp *op) {
  if (depth >= vf->path_cap) {
    size_t cap = vf->path_cap ? 2 * vf->path_cap : 64;
    PathEntry *path = realloc(vf->path, cap * sizeof *path);
    if (!path)
      ir_oom();
    vf->path = path;
    vf->path_cap = cap;
  }
  int outer = depth ? vf->path[depth - 1].iso : -1;
  vf->path[depth].op = op;
  vf->path[depth].iso =
      ir_op_has_trait(op, IR_TRAIT_ISOLATED) ? (int)depth : outer;
  if (op->num_regions)
    map_insert(&vf->info, op)->a = depth;
}

/* Numbers the ops of op's regions by their position in their block and
 * builds the dominator trees of its multi-block regions. */
static void number_regions(Verifier *vf, const IrOp *op) {
  for (unsigned i = 0; i < op->num_regions; i++) {
    const IrRegion *r = &op->regions[i];
    for (const IrBlock *b = r->first; b; b = b->next) {
      unsigned pos = 0;
      for (IrOp *o = b->first; o; o = o->next)
        o->order = pos++;
    }
    if (r->first != r->last)
      domtree_build(&vf->info, r);
  }
}

/* The ancestor of user, the op at depth on the path, in region r (or user
 * itself), or NULL when r does not enclose user. *crossed tells whether an
 * op isolated from above lies between them, i.e. whether r lies outside
 * user's innermost one. Found on the path in constant time: walking up
 * from every use would cost the nesting depth per use. */
static const IrOp *user_ancestor(const Verifier *vf, const IrOp *user,
                                 unsigned depth, const IrRegion *r,
                                 bool *crossed) {
  *crossed = false;
  if (!r || region_of(user) == r)
    return r ? user : NULL;
  const InfoEntry *e = r->parent ? map_find(&vf->info, r->parent) : NULL;
  if (!e || e->a >= depth || vf->path[e->a].op != r->parent)
    return NULL;
  *crossed = vf->path[depth - 1].iso > (int)e->a;
  return vf->path[e->a + 1].op;
}

/* True when v is defined inside op iso (in one of its regions). */
static bool value_inside(const IrValue *v, const IrOp *iso) {
  for (const IrRegion *r = value_region(v); r; r = parent_region(r))
    if (r->parent == iso)
      return true;
  return false;
}

/* How def_r relates to use_r in MLIR's words ("in a parent region"), or
 * NULL when neither encloses the other. */
static const char *region_relation(const IrRegion *use_r,
                                   const IrRegion *def_r) {
  if (use_r == def_r)
    return "in the same region";
  if (region_is_proper_ancestor(def_r, use_r))
    return "in a parent region";
  if (region_is_proper_ancestor(use_r, def_r))
    return "in a child region";
  return NULL;
}

/* The "(op in the same block)"-style note MLIR attaches to a dominance
 * error, at the definition of operand v of user. */
static void note_definition(IrContext *ctx, const IrOp *user,
                            const IrValue *v) {
  const IrRegion *def_r = value_region(v);
  const char *rel = region_relation(region_of(user), def_r);
  if (v->kind == IR_VALUE_RESULT) {
    bool same_block = v->op && v->op->parent == user->parent;
    ir_diag(ctx, IR_DIAG_NOTE, ir_value_loc(v),
            "operand defined here (op %s)",
            same_block ? "in the same block"
            : rel      ? rel
                       : "is neither in a parent nor in a child region");
    return;
  }
  if (!def_r) {
    ir_diag(ctx, IR_DIAG_NOTE, ir_value_loc(v), "(block without parent)");
    return;
  }
  unsigned index = 0;
  for (const IrBlock *b = def_r->first; b && b != v->block; b = b->next)
    index++;
  ir_diag(ctx, IR_DIAG_NOTE,
          def_r->parent ? def_r->parent->loc : ir_value_loc(v),
          "operand defined as a block argument (block #%u %s)", index,
          rel ? rel : "neither in a parent nor in a child region");
}

/* Checks operand number index (value v) of user, the op at depth on the
 * current path: isolation from above, then dominance. Reports and returns
 * false on failure. */
static bool check_operand(Verifier *vf, const IrOp *user, unsigned depth,
                          unsigned index, const IrValue *v) {
  bool crossed;
  const IrOp *a = user_ancestor(vf, user, depth, value_region(v), &crossed);
  int iso_depth = depth ? vf->path[depth - 1].iso : -1;
  if (iso_depth >= 0) {
    const IrOp *iso = vf->path[iso_depth].op;
    bool inside = a ? !crossed : value_inside(v, iso);
    if (!inside) {
      ir_error(vf->ctx, user->loc,
               "'%s' op using value defined outside the region", user->name);
      ir_diag(vf->ctx, IR_DIAG_NOTE, iso->loc,
              "required by region isolation constraints");
      return false;
    }
  }
  /* Like MLIR, no dominance is required in unreachable blocks. */
  if (!block_reachable(vf, user->parent) ||
      (a && value_dominates_in_region(vf, v, a)))
    return true;
  ir_error(vf->ctx, user->loc, "operand #%u does not dominate this use",
           index);
  note_definition(vf->ctx, user, v);
  return false;
}

/* Checks op's operands, reporting the first failure like MLIR. Returns
 * false only when an operand is NULL, which op's hook could not survive. */
static bool check_operands(Verifier *vf, const IrOp *op, unsigned depth) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!op->operands[i].value)
      return ir_error(vf->ctx, op->loc, "null operand found");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!check_operand(vf, op, depth, i, op->operands[i].value))
      break;
  return true;
}

/* Checks where op stands in its block: ops with successors and terminators
 * must end it, and successors must be blocks of the same region. Returns
 * false when a successor is NULL. */
static bool check_placement(Verifier *vf, const IrOp *op) {
  if (!op->parent)
    return true;
  if (op->num_successors && op->next)
    ir_error(vf->ctx, op->loc,
             "operation with block successors must terminate its parent "
             "block");
  else if (ir_op_has_trait(op, IR_TRAIT_TERMINATOR) && op->next)
    ir_error(vf->ctx, op->loc,
             "'%s' op must be the last operation in the parent block",
             op->name);
  for (unsigned i = 0; i < op->num_successors; i++) {
    const IrBlock *s = op->successors[i];
    if (!s) {
      ir_error(vf->ctx, op->loc, "'%s' op has a null successor", op->name);
      return false;
    }
    if (s->parent != op->parent->parent) {
      ir_error(vf->ctx, op->loc,
               "'%s' op branching to block of a different region", op->name);
      break;
    }
  }
  return true;
}

/* The first line of op as the printer writes it, for a message; only its
 * name once errors are no longer printed, as then nobody reads it. */
static const char *op_first_line(Verifier *vf, IrOp *op) {
  if (ir_diag_errors_hidden(vf->ctx))
    return op->name;
  if (!vf->lines)
    vf->lines = ir_line_printer_create(vf->ctx);
  return ir_line_printer_op(vf->lines, op);
}

/* True when some op of b but the last one is a terminator or branches:
 * the placement check reports that op, which says enough. */
static bool has_misplaced_terminator(const IrBlock *b) {
  for (const IrOp *o = b->first; o != b->last; o = o->next)
    if (o->num_successors || ir_op_has_trait(o, IR_TRAIT_TERMINATOR))
      return true;
  return false;
}

/* Checks that block b of region r of op ends with a terminator unless it
 * may lack one (the only block of a NoTerminator or unregistered op). */
static bool check_block_end(Verifier *vf, const IrOp *op, const IrRegion *r,
                            const IrBlock *b) {
  bool may_lack = r->first == r->last &&
                  (ir_op_has_trait(op, IR_TRAIT_NO_TERMINATOR) ||
                   is_unregistered(op));
  if (may_lack)
    return true;
  if (!b->last)
    return ir_error(vf->ctx, op->loc,
                    "empty block: expect at least a terminator");
  if (ir_op_has_trait(b->last, IR_TRAIT_TERMINATOR) ||
      is_unregistered(b->last))
    return true;
  if (has_misplaced_terminator(b))
    return false;
  return ir_error(vf->ctx, b->last->loc, "block with no terminator, has %s",
                  op_first_line(vf, b->last));
}

/* True when some block of r branches to r's entry block. */
static bool entry_has_predecessors(const IrRegion *r) {
  for (const IrBlock *b = r->first; b; b = b->next)
    for (unsigned k = 0; b->last && k < b->last->num_successors; k++)
      if (b->last->successors[k] == r->first)
        return true;
  return false;
}

/* Checks region i of op: block count, empty blocks, terminators and the
 * entry block's predecessors. Returns false after reporting an error. */
static bool check_region(Verifier *vf, const IrOp *op, unsigned i) {
  const IrRegion *r = &op->regions[i];
  if (!r->first)
    return true;
  bool single = ir_op_has_trait(op, IR_TRAIT_SINGLE_BLOCK);
  if (single && r->first != r->last)
    return ir_error(vf->ctx, op->loc,
                    "'%s' op expects region #%u to have 0 or 1 blocks",
                    op->name, i);
  if (single && !r->first->first &&
      !ir_op_has_trait(op, IR_TRAIT_NO_TERMINATOR))
    return ir_error(vf->ctx, op->loc, "'%s' op expects a non-empty block",
                    op->name);
  bool ok = true;
  for (const IrBlock *b = r->first; b; b = b->next)
    ok &= check_block_end(vf, op, r, b);
  if (entry_has_predecessors(r))
    ok = ir_error(vf->ctx, op->loc,
                  "entry block of region may not have predecessors");
  return ok;
}

/* Verifies op, at depth on the walk: structure first, then op's hook when
 * the structure gives it something it can safely look at. */
static void verify_op(Verifier *vf, IrOp *op, unsigned depth) {
  path_set(vf, depth, op);
  number_regions(vf, op);
  bool ok = check_operands(vf, op, depth);
  ok &= check_placement(vf, op);
  for (unsigned i = 0; i < op->num_regions; i++)
    ok &= check_region(vf, op, i);
  if (ok && op->def && op->def->verify)
    op->def->verify(vf->ctx, op);
}

/* Forgets what the walk learnt inside the previous op of module's body
 * (the depths of its ops, the dominator trees of its regions): nothing
 * below module's own body looks at it again, so the map stays the size of
 * one top-level op's, not the whole module's. module's own entries stay;
 * a module with several blocks (an error, reported) keeps them all. */
static void forget_previous_top_level_op(Verifier *vf, const IrOp *module) {
  for (unsigned i = 0; i < module->num_regions; i++)
    if (module->regions[i].first != module->regions[i].last)
      return;
  map_clear(&vf->info);
  if (module->num_regions)
    map_insert(&vf->info, module)->a = 0;
}

/* Verifies root and everything inside it; root is module or an op of its
 * body (then at depth 1, below module on the path). */
static bool verify_walk(IrContext *ctx, IrOp *module, IrOp *root) {
  unsigned errors = ir_diag_error_count(ctx);
  Verifier vf = {ctx, {0}, NULL, 0, NULL};
  unsigned depth = 0;
  if (root == module)
    module->order = 0;
  else
    path_set(&vf, depth++, module);
  for (IrOp *op = root; op; op = preorder_next(op, root, &depth)) {
    if (depth == 1)
      forget_previous_top_level_op(&vf, module);
    verify_op(&vf, op, depth);
  }
  free(vf.info.slots);
  free(vf.path);
  if (vf.lines)
    ir_line_printer_destroy(vf.lines);
  return ir_diag_error_count(ctx) == errors;
}

bool ir_verify(IrContext *ctx, IrOp *module) {
  return module && verify_walk(ctx, module, module);
}

bool ir_verify_top_level_op(IrContext *ctx, IrOp *module, IrOp *op) {
  return verify_walk(ctx, module, op);
}
