/*
 * scop.c - finding static control parts and describing them to isl
 * (scop.h).
 *
 * A nest is walked once, in program order. Each op is a loop or guard
 * (the walk goes into its body), the block's terminator, or part of the
 * statement that the current run of ops forms. The program's order of
 * the statements' instances is the classic 2d+1 schedule: along the path
 * from the part's block to the statement, the position of each op in its
 * block, and after a loop its induction variables, after a guard 0 for
 * its then block and 1 for its else block; padded with zeros to one
 * length, the vectors compare in the order the program runs.
 */
#include "scop.h"

#include <isl/aff.h>
#include <isl/flow.h>
#include <isl/id.h>
#include <isl/ilp.h>
#include <isl/map.h>
#include <isl/space.h>
#include <stdlib.h>
#include <string.h>

#include "access_model.h"
#include "dialects/affine.h"
#include "dialects/dialect.h"
#include "presburger.h"

/* One entry of a statement's place in the program's order: a position in
 * a block (iv < 0) or the induction variable number iv. */
typedef struct Place {
  int64_t pos;
  int iv;
} Place;

/* The walk's state: the statements found so far, where the walk is. */
typedef struct Walk {
  IrContext *ctx;
  isl_ctx *ictx;
  Scop *scop;
  ScopRefusal *refusal;
  unsigned num_places, cap_places, num_ivs;
  Place *places; /* the path to the current block */
  Place **stmt_places; /* per statement: its place in the order */
  unsigned num_hoisted, cap_hoisted;
  IrValue **hoisted; /* memrefs of loads computed again by other statements */
  unsigned *stmt_num_places;
  unsigned cap_stmts;
} Walk;

#define BUDGET_REFUSAL "the model reached the work bound (max-operations)"

static bool refuse(Walk *w, const char *why, const IrOp *where) {
  w->refusal->why = why;
  w->refusal->where = where;
  return false;
}

/* ---------------------------------------------------------- candidates */

static bool is_structure(const IrOp *op) {
  return ir_op_is(op, "affine.for") || ir_op_is(op, "affine.parallel") ||
         ir_op_is(op, "affine.if");
}

bool scop_is_candidate(const IrOp *op) {
  if (!is_structure(op) || !op->parent || !op->parent->parent)
    return false;
  return !is_structure(op->parent->parent->parent);
}

/* ------------------------------------------------------- statement ops */

/* Why op cannot be part of a statement, or NULL when it can. */
static const char *op_refusal(const IrOp *op) {
  if (ir_op_is(op, "affine.dma_start") || ir_op_is(op, "affine.dma_wait"))
    return "a DMA is not modelled";
  if (am_is_access(op, AM_ALL)) {
    AffineAccess a;
    if (!affine_access_get(op, &a))
      return "an access the model does not read";
    const IrValue *mem = op->operands[a.memref].value;
    if (mem->kind == IR_VALUE_RESULT && ir_op_is_memref_view(mem->op))
      return "an access to a view of another memref";
    return NULL;
  }
  if (ir_op_is_memory_effect_free(op) && op->num_regions == 0)
    return NULL;
  return "an op whose memory effects the model does not describe";
}

bool scop_stmt_has(const ScopStmt *s, const IrOp *op) {
  if (op->parent != s->first->parent)
    return false;
  for (const IrOp *p = s->first; p; p = p->next) {
    if (p == op)
      return true;
    if (p == s->last)
      break;
  }
  return false;
}

bool scop_defines(const Scop *scop, const IrValue *v) {
  if (v->kind != IR_VALUE_RESULT)
    return false;
  for (const IrOp *n = scop->first; n; n = n->next) {
    if (is_structure(n) && ir_op_is_nested_in(v->op, n))
      return true;
    if (n == scop->last)
      break;
  }
  return false;
}

static void note_hoisted(Walk *w, IrValue *memref) {
  if (w->num_hoisted == w->cap_hoisted) {
    w->cap_hoisted = w->cap_hoisted ? 2 * w->cap_hoisted : 8;
    w->hoisted = realloc(w->hoisted, w->cap_hoisted * sizeof *w->hoisted);
    if (!w->hoisted)
      ir_oom();
  }
  w->hoisted[w->num_hoisted++] = memref;
}

/* True when a store of the part's statements so far writes memref. */
static bool written(const Walk *w, const IrValue *memref) {
  for (unsigned k = 0; k < w->scop->num_stmts; k++)
    for (const IrOp *op = w->scop->stmts[k].first; op; op = op->next) {
      AffineAccess a;
      if (affine_access_get(op, &a) && a.is_write &&
          op->operands[a.memref].value == memref)
        return true;
      if (op == w->scop->stmts[k].last)
        break;
    }
  return false;
}

/* The memref op loads from when it is an affine load, else NULL. */
static IrValue *loaded(const IrOp *op) {
  AffineAccess a;
  return am_is_access(op, AM_ALL) && affine_access_get(op, &a) && !a.is_write
             ? op->operands[a.memref].value
             : NULL;
}

/* True when v, used in statement s, is available there in a new order:
 * defined outside the part, an induction variable, defined by s itself,
 * or computed from such values by ops free of effects and by loads of
 * memrefs the part never writes (they are computed again where they are
 * used, and read the same value there). The memrefs of such loads are
 * noted in w->hoisted. */
static bool value_available(Walk *w, const ScopStmt *s, const IrValue *v,
                            unsigned depth) {
  if (v->kind == IR_VALUE_BLOCK_ARG)
    return true; /* an induction variable, or defined outside */
  const IrOp *def = v->op;
  if (!scop_defines(w->scop, v) || scop_stmt_has(s, def))
    return true;
  IrValue *memref = loaded(def);
  bool again = memref ? !written(w, memref)
                      : ir_op_is_memory_effect_free(def) && !def->num_regions;
  if (depth > 64 || !again)
    return false;
  if (memref)
    note_hoisted(w, memref);
  for (unsigned i = 0; i < def->num_operands; i++)
    if (!value_available(w, s, def->operands[i].value, depth + 1))
      return false;
  return true;
}

/* ------------------------------------------------------------- the walk */

static void push_place(Walk *w, int64_t pos, int iv) {
  if (w->num_places == w->cap_places) {
    w->cap_places = w->cap_places ? 2 * w->cap_places : 16;
    w->places = realloc(w->places, w->cap_places * sizeof *w->places);
    if (!w->places)
      ir_oom();
  }
  w->places[w->num_places++] = (Place){pos, iv};
}

/* Adds the statement first .. last (pos: its position in the block). */
static void add_stmt(Walk *w, IrOp *first, IrOp *last, int64_t pos) {
  Scop *scop = w->scop;
  if (scop->num_stmts == w->cap_stmts) {
    w->cap_stmts = w->cap_stmts ? 2 * w->cap_stmts : 8;
    scop->stmts = realloc(scop->stmts, w->cap_stmts * sizeof *scop->stmts);
    w->stmt_places = realloc(w->stmt_places,
                             w->cap_stmts * sizeof *w->stmt_places);
    w->stmt_num_places = realloc(w->stmt_num_places,
                                 w->cap_stmts * sizeof *w->stmt_num_places);
    if (!scop->stmts || !w->stmt_places || !w->stmt_num_places)
      ir_oom();
  }
  unsigned n = w->num_places + 1;
  Place *places = ir_alloc(w->ctx, n * sizeof *places);
  memcpy(places, w->places, w->num_places * sizeof *places);
  places[n - 1] = (Place){pos, -1};
  w->stmt_places[scop->num_stmts] = places;
  w->stmt_num_places[scop->num_stmts] = n;
  scop->stmts[scop->num_stmts++] = (ScopStmt){.first = first, .last = last};
}

static bool walk_block(Walk *w, IrBlock *block);

/* Walks the body of loop or guard op at position pos. */
static bool walk_structure(Walk *w, IrOp *op, int64_t pos) {
  if (op->num_results)
    return refuse(w, ir_op_is(op, "affine.if")
                         ? "an affine.if with results is not modelled"
                         : "a loop carrying values (iter_args or reductions) "
                           "is not modelled",
                  op);
  unsigned saved = w->num_places, saved_ivs = w->num_ivs;
  bool ok = true;
  if (ir_op_is(op, "affine.if")) {
    for (unsigned r = 0; r < op->num_regions && ok; r++) {
      if (!op->regions[r].first)
        continue;
      w->num_places = saved;
      push_place(w, pos, -1);
      push_place(w, r, -1);
      ok = walk_block(w, op->regions[r].first);
    }
  } else {
    IrBlock *body = op->regions[0].first;
    push_place(w, pos, -1);
    for (unsigned k = 0; k < body->num_args; k++)
      push_place(w, 0, (int)w->num_ivs++);
    ok = walk_block(w, body);
  }
  w->num_places = saved;
  w->num_ivs = saved_ivs;
  return ok;
}

static bool walk_block(Walk *w, IrBlock *block) {
  IrOp *run = NULL;
  int64_t pos = 0, run_pos = 0;
  for (IrOp *op = block->first; op; op = op->next, pos++) {
    bool ends_run = is_structure(op) || op == block->last;
    if (!ends_run) {
      const char *why = op_refusal(op);
      if (why)
        return refuse(w, why, op);
      if (!run) {
        run = op;
        run_pos = pos;
      }
      continue;
    }
    if (run)
      add_stmt(w, run, op->prev, run_pos);
    run = NULL;
    if (is_structure(op) && !walk_structure(w, op, pos))
      return false;
    if (!is_structure(op) && (!ir_op_is(op, "affine.yield") ||
                              op->num_operands))
      return refuse(w, "a block that ends in an op other than affine.yield",
                    op);
  }
  return true;
}

/* ------------------------------------------------------ the isl model */

static isl_id *stmt_id(isl_ctx *ictx, unsigned k) {
  char name[24];
  snprintf(name, sizeof name, "S%u", k);
  return isl_id_alloc(ictx, name, NULL);
}

static isl_id *array_id(isl_ctx *ictx, IrValue *memref) {
  return isl_id_alloc(ictx, memref->name ? memref->name : "mem", memref);
}

/* The program's order of statement k's instances, as a map from its
 * domain to `length` time dimensions. */
static isl_map *order_of(const Walk *w, unsigned k, unsigned length) {
  const ScopStmt *s = &w->scop->stmts[k];
  isl_local_space *ls =
      isl_local_space_from_space(isl_set_get_space(s->domain));
  isl_map *map = NULL;
  for (unsigned d = 0; d < length; d++) {
    const Place *p = d < w->stmt_num_places[k] ? &w->stmt_places[k][d] : NULL;
    isl_aff *aff =
        p && p->iv >= 0
            ? isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set,
                                    (unsigned)p->iv)
            : isl_aff_val_on_domain(isl_local_space_copy(ls),
                                    isl_val_int_from_si(w->ictx,
                                                        p ? p->pos : 0));
    isl_map *one = isl_map_from_aff(aff);
    map = map ? isl_map_flat_range_product(map, one) : one;
  }
  isl_local_space_free(ls);
  return map;
}

/* Adds access op to statement k. */
static bool add_access(Walk *w, unsigned k, IrOp *op) {
  ScopStmt *s = &w->scop->stmts[k];
  AccessModel m;
  if (!am_build(w->ctx, op, 0, &m))
    return refuse(w, "an access the model does not read", op);
  if (m.num_ivs > SCOP_MAX_DEPTH)
    return refuse(w, ir_sprintf(w->ctx, "an access %u loops deep, more than "
                                        "the %d the model takes",
                                m.num_ivs, SCOP_MAX_DEPTH),
                  op);
  isl_map *rel = pres_access_relation(w->ictx, &m);
  if (!rel && pres_out_of_budget(w->ictx))
    return refuse(w, BUDGET_REFUSAL, op);
  if (!rel)
    return refuse(w, "a bound, guard or subscript that is not affine", op);
  if (!s->domain) {
    s->num_ivs = m.num_ivs;
    s->ivs = m.ivs;
    s->domain = isl_set_set_tuple_id(pres_domain(w->ictx, &m),
                                     stmt_id(w->ictx, k));
  }
  rel = isl_map_set_tuple_id(rel, isl_dim_in, stmt_id(w->ictx, k));
  rel = isl_map_set_tuple_id(rel, isl_dim_out, array_id(w->ictx, m.memref));
  isl_union_map **all = m.is_write ? &s->writes : &s->reads;
  *all = isl_union_map_union(*all, isl_union_map_from_map(rel));
  return true;
}

/* True when every operand of statement s's ops is available to it. */
static bool stmt_values_available(Walk *w, const ScopStmt *s) {
  for (IrOp *op = s->first;; op = op->next) {
    for (unsigned i = 0; i < op->num_operands; i++)
      if (!value_available(w, s, op->operands[i].value, 0))
        return refuse(w, "a value one statement computes with effects is "
                         "used by another statement",
                      op);
    if (op == s->last)
      return true;
  }
}

/* True when statement s writes no memref whose loads earlier nests
 * compute again. */
static bool stmt_keeps_hoisted(Walk *w, const ScopStmt *s) {
  for (IrOp *op = s->first;; op = op->next) {
    AffineAccess a;
    if (affine_access_get(op, &a) && a.is_write)
      for (unsigned k = 0; k < w->num_hoisted; k++)
        if (w->hoisted[k] == op->operands[a.memref].value)
          return refuse(w, "it writes a memref whose loads an earlier nest "
                           "computes again",
                        op);
    if (op == s->last)
      return true;
  }
}

/* Builds the isl parts of statements first .. num_stmts - 1. */
static bool model_stmts(Walk *w, unsigned first) {
  Scop *scop = w->scop;
  isl_space *params = isl_space_params_alloc(w->ictx, 0);
  for (unsigned k = first; k < scop->num_stmts; k++) {
    ScopStmt *s = &scop->stmts[k];
    s->reads = isl_union_map_empty(isl_space_copy(params));
    s->writes = isl_union_map_empty(isl_space_copy(params));
    if (!stmt_keeps_hoisted(w, s) || !stmt_values_available(w, s))
      break;
    for (IrOp *op = s->first; op; op = op->next) {
      if (am_is_access(op, AM_ALL) && !add_access(w, k, op))
        break;
      if (op == s->last)
        break;
    }
    if (w->refusal->why)
      break;
    if (isl_union_map_is_empty(s->writes) == isl_bool_true)
      s->domain = isl_set_free(s->domain); /* no effect of its own */
  }
  isl_space_free(params);
  if (!w->refusal->why && pres_out_of_budget(w->ictx))
    refuse(w, BUDGET_REFUSAL, scop->first);
  return !w->refusal->why;
}

static void free_stmt(ScopStmt *s) {
  isl_set_free(s->domain);
  isl_union_map_free(s->reads);
  isl_union_map_free(s->writes);
}

/* Walks nest at position pos of the part into statements; on failure
 * the statements it added are taken out again. */
static bool add_nest(Walk *w, IrOp *nest, int64_t pos) {
  unsigned before = w->scop->num_stmts, hoisted = w->num_hoisted;
  IrOp *last = w->scop->last;
  w->scop->last = nest;
  w->refusal->why = NULL;
  if (walk_structure(w, nest, pos) && model_stmts(w, before))
    return true;
  for (unsigned k = before; k < w->scop->num_stmts; k++)
    free_stmt(&w->scop->stmts[k]);
  w->scop->num_stmts = before;
  w->num_hoisted = hoisted;
  w->scop->last = last;
  return false;
}

/* The unions of the statements' parts, and the program's order. */
static void finish(Walk *w) {
  Scop *scop = w->scop;
  unsigned length = 0;
  for (unsigned k = 0; k < scop->num_stmts; k++)
    if (w->stmt_num_places[k] > length)
      length = w->stmt_num_places[k];
  isl_space *params = isl_space_params_alloc(w->ictx, 0);
  scop->domain = isl_union_set_empty(isl_space_copy(params));
  scop->reads = isl_union_map_empty(isl_space_copy(params));
  scop->writes = isl_union_map_empty(isl_space_copy(params));
  scop->order = isl_union_map_empty(params);
  for (unsigned k = 0; k < scop->num_stmts; k++) {
    ScopStmt *s = &scop->stmts[k];
    if (!s->domain)
      continue; /* stores nothing: its values are computed again where used */
    scop->domain = isl_union_set_add_set(scop->domain,
                                         isl_set_copy(s->domain));
    scop->reads = isl_union_map_union(scop->reads,
                                      isl_union_map_copy(s->reads));
    scop->writes = isl_union_map_union(scop->writes,
                                       isl_union_map_copy(s->writes));
    scop->order = isl_union_map_add_map(scop->order, order_of(w, k, length));
  }
}

Scop *scop_build(IrContext *ctx, isl_ctx *ictx, IrOp *nest,
                 ScopRefusal *refusal) {
  Scop *scop = calloc(1, sizeof *scop);
  if (!scop)
    ir_oom();
  scop->first = scop->last = nest;
  Walk w = {.ctx = ctx, .ictx = ictx, .scop = scop, .refusal = refusal};
  pres_begin(ictx);
  bool ok = add_nest(&w, nest, 0);
  int64_t pos = 1;
  for (IrOp *op = nest->next; ok && op; op = op->next, pos++) {
    if (scop_is_candidate(op)) {
      ScopRefusal ignored;
      w.refusal = &ignored;
      if (!add_nest(&w, op, pos))
        break;
    } else if (!ir_op_is_memory_effect_free(op) || op->num_regions) {
      break;
    }
  }
  if (ok)
    finish(&w);
  free(w.places);
  free(w.stmt_places);
  free(w.stmt_num_places);
  free(w.hoisted);
  if (!ok) {
    scop_free(scop);
    return NULL;
  }
  return scop;
}

void scop_free(Scop *scop) {
  if (!scop)
    return;
  for (unsigned k = 0; k < scop->num_stmts; k++)
    free_stmt(&scop->stmts[k]);
  free(scop->stmts);
  isl_union_set_free(scop->domain);
  isl_union_map_free(scop->reads);
  isl_union_map_free(scop->writes);
  isl_union_map_free(scop->order);
  free(scop);
}

ScopStmt *scop_stmt_named(const Scop *scop, const char *name) {
  if (name[0] != 'S')
    return NULL;
  char *end;
  unsigned long k = strtoul(name + 1, &end, 10);
  return *end == '\0' && k < scop->num_stmts ? &scop->stmts[k] : NULL;
}

/* ---------------------------------------------------------- dependences */

/* The dependences into sink from must (writes) and may sources. */
static isl_union_map *flow(const Scop *scop, isl_union_map *sink,
                           isl_union_map *must, isl_union_map *may) {
  isl_union_access_info *info = isl_union_access_info_from_sink(sink);
  info = isl_union_access_info_set_must_source(info, must);
  info = isl_union_access_info_set_may_source(info, may);
  info = isl_union_access_info_set_schedule_map(
      info, isl_union_map_copy(scop->order));
  isl_union_flow *f = isl_union_access_info_compute_flow(info);
  isl_union_map *deps = isl_union_flow_get_may_dependence(f);
  isl_union_flow_free(f);
  return deps;
}

bool scop_iv_box(IrContext *ctx, isl_ctx *ictx, IrOp *op, ScopIvBox *box) {
  AccessModel m;
  if (!am_build_domain(ctx, op, &m))
    return false;
  isl_set *dom = pres_domain(ictx, &m);
  if (!dom)
    return false;
  /* Any value of the symbols: a range that depends on them is unbounded. */
  dom = isl_set_project_out(dom, isl_dim_param, 0,
                            (unsigned)isl_set_dim(dom, isl_dim_param));
  *box = (ScopIvBox){m.num_ivs, m.ivs,
                     ir_alloc(ctx, (m.num_ivs + 1) * sizeof *box->lo),
                     ir_alloc(ctx, (m.num_ivs + 1) * sizeof *box->hi)};
  bool ok = true;
  for (unsigned d = 0; d < m.num_ivs && ok; d++)
    ok = pres_int(isl_set_dim_min_val(isl_set_copy(dom), (int)d),
                       &box->lo[d]) &&
         pres_int(isl_set_dim_max_val(isl_set_copy(dom), (int)d),
                       &box->hi[d]);
  isl_set_free(dom);
  return ok;
}

isl_union_map *scop_dependences(const Scop *scop) {
  isl_union_map *raw = flow(scop, isl_union_map_copy(scop->reads),
                            isl_union_map_copy(scop->writes),
                            isl_union_map_empty(
                                isl_union_map_get_space(scop->reads)));
  isl_union_map *war_waw = flow(scop, isl_union_map_copy(scop->writes),
                                isl_union_map_copy(scop->writes),
                                isl_union_map_copy(scop->reads));
  return isl_union_map_union(raw, war_waw);
}
