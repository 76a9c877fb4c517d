/*
 * dep_rows.c - accesses flattened into integer rows, and the disjuncts of
 * a question about two of them (dep_rows.h).
 *
 * The flattening follows MLIR's (and presburger.c's): a product needs a
 * side without variables, a division a divisor without variables, and
 * two constants fold. Where an expression leaves that plain shape (a
 * product of variables, a divisor that is not a positive constant, a
 * side whose variables cancel out, a coefficient past 64 bits), the
 * build gives up and isl's own path answers as it always did.
 */
#include "dep_rows.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ rows */

/* Appends a zero row to r; returns it. */
static int64_t *rows_add(DrRows *r, bool eq) {
  if (r->num == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 16;
    r->coef = realloc(r->coef, (size_t)r->cap * r->width * sizeof *r->coef);
    r->eq = realloc(r->eq, r->cap * sizeof *r->eq);
    if (!r->coef || !r->eq)
      ir_oom();
  }
  r->eq[r->num] = eq;
  int64_t *row = r->coef + (size_t)r->num++ * r->width;
  memset(row, 0, r->width * sizeof *row);
  return row;
}

static void rows_free(DrRows *r) {
  free(r->coef);
  free(r->eq);
}

/* --------------------------------------------------------------- forms */

/* The state of one flattening: forms are arrays of `width` integers
 * (ivs, symbols, division variables, then the constant). */
typedef struct Builder {
  const AccessModel *m;
  DrModel *dm;
  unsigned width, first_aux, max_aux;
  DrRows defs; /* each division variable's dividend, divisor and column */
  bool ok;
} Builder;

static int64_t *form_new(const Builder *b) {
  int64_t *f = calloc(b->width, sizeof *f);
  if (!f)
    ir_oom();
  return f;
}

/* f += s * g, or fails b on overflow. */
static void form_add(Builder *b, int64_t *f, const int64_t *g, int64_t s) {
  for (unsigned i = 0; i < b->width; i++) {
    int64_t t;
    if (g[i] && (__builtin_mul_overflow(g[i], s, &t) ||
                 __builtin_add_overflow(f[i], t, &f[i])))
      b->ok = false;
  }
}

/* True when every variable coefficient of f is a multiple of c. */
static bool divides_all(const Builder *b, const int64_t *f, int64_t c) {
  for (unsigned i = 0; i + 1 < b->width; i++)
    if (f[i] % c)
      return false;
  return true;
}

static int64_t floor_div(int64_t a, int64_t c) {
  int64_t q = a / c;
  return q * c != a && (a < 0) != (c < 0) ? q - 1 : q;
}

/* The column of the variable q = floor(g / c), c > 1: one already made
 * for the same (g, c), or a new one with c*q <= g <= c*q + c - 1. */
static unsigned division_var(Builder *b, const int64_t *g, int64_t c) {
  unsigned w = b->width;
  for (unsigned k = 0; k < b->defs.num; k++) {
    const int64_t *d = b->defs.coef + (size_t)k * b->defs.width;
    if (d[w] == c && !memcmp(d, g, w * sizeof *g))
      return (unsigned)d[w + 1];
  }
  unsigned col = b->first_aux + b->dm->num_aux++;
  int64_t *d = rows_add(&b->defs, false);
  memcpy(d, g, w * sizeof *g);
  d[w] = c;
  d[w + 1] = col;
  int64_t *lo = rows_add(&b->dm->convex, false); /* g - c*q >= 0 */
  form_add(b, lo, g, 1);
  lo[col] = -c;
  int64_t *hi = rows_add(&b->dm->convex, false); /* c*q + c - 1 - g >= 0 */
  form_add(b, hi, g, -1);
  hi[col] = c;
  if (__builtin_add_overflow(hi[w - 1], c - 1, &hi[w - 1]))
    b->ok = false;
  return col;
}

/* f := floor(f / c) (ceil when `ceil`), c > 0, f with variables. */
static void divide(Builder *b, int64_t *f, int64_t c, bool ceil) {
  unsigned k = b->width - 1;
  if (ceil && __builtin_add_overflow(f[k], c - 1, &f[k]))
    b->ok = false;
  if (c == 1 || divides_all(b, f, c)) {
    for (unsigned i = 0; i < k; i++)
      f[i] /= c;
    f[k] = floor_div(f[k], c);
    return;
  }
  unsigned col = division_var(b, f, c);
  memset(f, 0, b->width * sizeof *f);
  f[col] = 1;
}

/* l `kind` c for two constants as MLIR folds them; fails b when it does
 * not (a zero divisor, a mod by a non-positive one) or l is too big to
 * negate. */
static int64_t fold(Builder *b, IrAffineKind kind, int64_t l, int64_t c) {
  if (c == 0 || (kind == IR_AFFINE_MOD && c < 0) || l == INT64_MIN) {
    b->ok = false;
    return 0;
  }
  int64_t q = kind == IR_AFFINE_CEILDIV ? -floor_div(-l, c) : floor_div(l, c);
  return kind == IR_AFFINE_MOD ? l - q * c : q;
}

static bool form_of(Builder *b, const IrAffineExpr *e, int64_t *f);

/* f := f `kind` (the constant form r), f with variables when vars. */
static void apply_division(Builder *b, IrAffineKind kind, int64_t *f,
                           bool vars, int64_t c) {
  unsigned k = b->width - 1;
  if (!vars) {
    f[k] = fold(b, kind, f[k], c);
    return;
  }
  if (c <= 0) {
    b->ok = false;
    return;
  }
  if (kind != IR_AFFINE_MOD) {
    divide(b, f, c, kind == IR_AFFINE_CEILDIV);
    return;
  }
  int64_t *q = form_new(b); /* f mod c = f - c * floor(f / c) */
  memcpy(q, f, b->width * sizeof *q);
  divide(b, q, c, false);
  form_add(b, f, q, -c);
  free(q);
}

/* True when f has a nonzero variable coefficient. */
static bool has_vars(const Builder *b, const int64_t *f) {
  for (unsigned i = 0; i + 1 < b->width; i++)
    if (f[i])
      return true;
  return false;
}

/* Adds e to f (zero on entry); returns whether e names a variable.
 * Fails b where isl's own path must decide. */
static bool form_of(Builder *b, const IrAffineExpr *e, int64_t *f) {
  unsigned k = b->width - 1;
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    f[k] = e->value;
    return false;
  case IR_AFFINE_DIM:
    f[e->value] = 1;
    return true;
  case IR_AFFINE_SYMBOL:
    f[b->m->num_ivs + e->value] = 1;
    return true;
  default:
    break;
  }
  int64_t *r = form_new(b);
  bool lv = form_of(b, e->lhs, f), rv = b->ok && form_of(b, e->rhs, r);
  /* A side whose variables cancel is a constant to isl, not to us. */
  if ((lv && !has_vars(b, f)) || (rv && !has_vars(b, r)))
    b->ok = false;
  if (!b->ok) {
    free(r);
    return false;
  }
  bool vars = lv || rv;
  if (e->kind == IR_AFFINE_ADD) {
    form_add(b, f, r, 1);
  } else if (e->kind == IR_AFFINE_MUL && lv && rv) {
    b->ok = false;
  } else if (e->kind == IR_AFFINE_MUL) {
    int64_t s = rv ? f[k] : r[k];
    int64_t *g = rv ? r : f;
    int64_t *t = form_new(b);
    form_add(b, t, g, s);
    memcpy(f, t, b->width * sizeof *f);
    free(t);
    vars = vars && s != 0;
  } else if (rv) {
    b->ok = false;
  } else {
    apply_division(b, e->kind, f, lv, r[k]);
  }
  free(r);
  return vars;
}

/* The form of e in a new array; NULL when b failed. */
static int64_t *form_expr(Builder *b, const IrAffineExpr *e) {
  int64_t *f = form_new(b);
  form_of(b, e, f);
  if (b->ok)
    return f;
  free(f);
  return NULL;
}

/* ------------------------------------------------------------- domains */

/* Appends s * f + k (== 0 when eq) to rows. */
static void add_row(Builder *b, DrRows *rows, const int64_t *f, int64_t s,
                    int64_t k, bool eq) {
  int64_t *row = rows_add(rows, eq);
  form_add(b, row, f, s);
  if (__builtin_add_overflow(row[b->width - 1], k, &row[b->width - 1]))
    b->ok = false;
}

/* Appends a - c (>= 0) to rows, a and c forms. */
static void add_diff(Builder *b, DrRows *rows, const int64_t *a,
                     const int64_t *c, int64_t k, bool eq) {
  int64_t *row = rows_add(rows, eq);
  form_add(b, row, a, 1);
  form_add(b, row, c, -1);
  if (__builtin_add_overflow(row[b->width - 1], k, &row[b->width - 1]))
    b->ok = false;
}

/* Ends the alternative being written (its rows are alt_rows' last). */
static void end_alt(DrModel *dm) {
  dm->alt_first = realloc(dm->alt_first,
                          (dm->num_alts + 2) * sizeof *dm->alt_first);
  if (!dm->alt_first)
    ir_oom();
  dm->alt_first[++dm->num_alts] = dm->alt_rows.num;
}

/* Ends the choice made of the alternatives written since the last. */
static void end_choice(DrModel *dm) {
  dm->choice_first = realloc(dm->choice_first,
                             (dm->num_choices + 2) * sizeof *dm->choice_first);
  if (!dm->choice_first)
    ir_oom();
  dm->choice_first[++dm->num_choices] = dm->num_alts;
}

/* iv - lbs[j] == step * q for a new q, with lbs[j] the greatest lower
 * bound: one alternative per lower bound when there are several. */
static void add_stride(Builder *b, const int64_t *iv, int64_t **lbs,
                       unsigned n, int64_t step) {
  DrModel *dm = b->dm;
  unsigned q = b->first_aux + dm->num_aux++;
  DrRows *rows = n == 1 ? &dm->convex : &dm->alt_rows;
  for (unsigned j = 0; j < n; j++) {
    for (unsigned i = 0; i < n; i++)
      if (i != j)
        add_diff(b, rows, lbs[j], lbs[i], 0, false);
    int64_t *row = rows_add(rows, true);
    form_add(b, row, iv, 1);
    form_add(b, row, lbs[j], -1);
    row[q] = -step;
    if (n > 1)
      end_alt(dm);
  }
  if (n > 1)
    end_choice(dm);
}

static void free_forms(int64_t **f, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    free(f[i]);
}

/* Adds the points within bound bd. */
static void add_bound(Builder *b, const AmBound *bd) {
  unsigned n = bd->num_lbs + bd->num_ubs;
  int64_t *f[n + 1];
  unsigned made = 0;
  for (; made < n && b->ok; made++)
    f[made] = form_expr(b, made < bd->num_lbs ? bd->lbs[made]
                                              : bd->ubs[made - bd->num_lbs]);
  if (!b->ok || bd->step <= 0) {
    b->ok = false;
    free_forms(f, made); /* a failed one is NULL */
    return;
  }
  int64_t *iv = form_new(b);
  iv[bd->iv] = 1;
  for (unsigned i = 0; i < n; i++)
    if (i < bd->num_lbs)
      add_diff(b, &b->dm->convex, iv, f[i], 0, false);
    else
      add_diff(b, &b->dm->convex, f[i], iv, -1, false);
  if (bd->step != 1 && bd->num_lbs)
    add_stride(b, iv, f, bd->num_lbs, bd->step);
  free(iv);
  free_forms(f, n);
}

/* Adds the points where guard g holds, or, negated, one alternative per
 * way to fail it. */
static void add_guard(Builder *b, const AmGuard *g) {
  DrModel *dm = b->dm;
  for (unsigned i = 0; i < g->num && b->ok; i++) {
    int64_t *f = form_expr(b, g->exprs[i]);
    if (!f)
      return;
    if (!g->negate) {
      add_row(b, &dm->convex, f, 1, 0, g->is_eq[i]);
    } else {
      if (g->is_eq[i]) {
        add_row(b, &dm->alt_rows, f, 1, -1, false);
        end_alt(dm);
      }
      add_row(b, &dm->alt_rows, f, -1, -1, false);
      end_alt(dm);
    }
    free(f);
  }
  if (g->negate)
    end_choice(dm);
}

/* --------------------------------------------------------------- models */

/* The number of division nodes in e. */
static unsigned count_divisions(const IrAffineExpr *e) {
  if (e->kind == IR_AFFINE_CONSTANT || e->kind == IR_AFFINE_DIM ||
      e->kind == IR_AFFINE_SYMBOL)
    return 0;
  return (e->kind == IR_AFFINE_MOD || e->kind == IR_AFFINE_FLOORDIV ||
          e->kind == IR_AFFINE_CEILDIV) +
         count_divisions(e->lhs) + count_divisions(e->rhs);
}

static unsigned count_all(IrAffineExpr *const *e, unsigned n) {
  unsigned c = 0;
  for (unsigned i = 0; i < n; i++)
    c += count_divisions(e[i]);
  return c;
}

/* The most division and step variables m's rows can need. */
static unsigned max_aux_of(const AccessModel *m) {
  unsigned c = m->num_ivs + (m->whole ? 0 : count_all(m->subscripts, m->rank));
  for (unsigned i = 0; i < m->num_ivs; i++)
    c += count_all(m->bounds[i].lbs, m->bounds[i].num_lbs) +
         count_all(m->bounds[i].ubs, m->bounds[i].num_ubs);
  for (unsigned i = 0; i < m->num_guards; i++)
    c += count_all(m->guards[i].exprs, m->guards[i].num);
  return c;
}

static void init_rows(DrRows *r, unsigned width) {
  *r = (DrRows){.width = width};
}

void dr_model_free(DrModel *dm) {
  rows_free(&dm->convex);
  rows_free(&dm->alt_rows);
  rows_free(&dm->subs);
  free(dm->alt_first);
  free(dm->choice_first);
}

bool dr_model_build(const AccessModel *m, DrModel *out) {
  unsigned max_aux = max_aux_of(m);
  if (m->num_ivs + m->num_syms + max_aux > DR_MAX_VARS ||
      m->num_guards > DR_MAX_VARS)
    return false;
  unsigned width = m->num_ivs + m->num_syms + max_aux + 1;
  *out = (DrModel){.num_ivs = m->num_ivs, .num_syms = m->num_syms};
  init_rows(&out->convex, width);
  init_rows(&out->alt_rows, width);
  init_rows(&out->subs, width);
  out->alt_first = calloc(1, sizeof *out->alt_first);
  out->choice_first = calloc(1, sizeof *out->choice_first);
  Builder b = {m, out, width, m->num_ivs + m->num_syms, max_aux, {0}, true};
  init_rows(&b.defs, width + 2);
  if (!out->alt_first || !out->choice_first)
    ir_oom();
  for (unsigned i = 0; i < m->num_ivs && b.ok; i++)
    add_bound(&b, &m->bounds[i]);
  for (unsigned i = 0; i < m->num_guards && b.ok; i++)
    add_guard(&b, &m->guards[i]);
  for (unsigned i = 0; i < m->rank && !m->whole && b.ok; i++) {
    int64_t *f = form_expr(&b, m->subscripts[i]);
    if (f)
      add_row(&b, &out->subs, f, 1, 0, true);
    free(f);
  }
  rows_free(&b.defs);
  if (!b.ok)
    dr_model_free(out);
  return b.ok;
}

/* ------------------------------------------------------------ questions */

/* Where each column of one side's rows goes among a question's. */
typedef struct Side {
  const DrModel *dm;
  unsigned *col; /* width entries */
  unsigned iv;   /* the question's column of its first iv */
} Side;

/* Appends row (of s's width) to q, its columns moved. */
static int64_t *add_moved(DrRows *q, const Side *s, const int64_t *row,
                          bool eq) {
  int64_t *out = rows_add(q, eq);
  for (unsigned i = 0; i < s->dm->convex.width; i++)
    out[s->col[i]] += row[i];
  return out;
}

static void add_all_moved(DrRows *q, const Side *s, const DrRows *rows,
                          unsigned first, unsigned end) {
  for (unsigned r = first; r < end; r++)
    add_moved(q, s, rows->coef + (size_t)r * rows->width, rows->eq[r]);
}

/* The index of v in syms (*num of them), appended when new. */
static unsigned sym_index(const IrValue **syms, unsigned *num,
                          const IrValue *v) {
  unsigned j = 0;
  while (j < *num && syms[j] != v)
    j++;
  if (j == *num)
    syms[(*num)++] = v;
  return j;
}

/* Fills s's column map: symbol k goes to column sym[k], the ivs and
 * division variables from column *next on, the constant to cst. */
static void map_side(Side *s, const unsigned *sym, unsigned *next,
                     unsigned cst) {
  const DrModel *dm = s->dm;
  unsigned n_base = dm->num_ivs + dm->num_syms;
  s->iv = *next;
  for (unsigned i = 0; i < dm->num_ivs; i++)
    s->col[i] = (*next)++;
  for (unsigned k = 0; k < dm->num_syms; k++)
    s->col[dm->num_ivs + k] = sym[k];
  for (unsigned a = n_base; a + 1 < dm->convex.width; a++)
    s->col[a] = a < n_base + dm->num_aux ? (*next)++ : cst;
  s->col[dm->convex.width - 1] = cst;
}

/* Adds that element e (columns from `elem`) is one that m (through s)
 * touches in dimension d, where both sides cover ranges. */
static void add_range(DrRows *q, const Side *s, const AccessModel *m,
                      unsigned d, unsigned elem) {
  const int64_t *sub = s->dm->subs.coef + (size_t)d * s->dm->subs.width;
  int64_t ext = m->extents ? m->extents[d] : 1;
  int64_t *lo = add_moved(q, s, sub, ext == 1); /* e - sub >= 0 */
  for (unsigned i = 0; i < q->width; i++)
    lo[i] = -lo[i];
  lo[elem + d] += 1;
  if (ext > 1) { /* sub + ext - 1 - e >= 0 */
    int64_t *hi = add_moved(q, s, sub, false);
    hi[elem + d] -= 1;
    hi[q->width - 1] += ext - 1;
  }
}

/* Adds that the two accesses touch one element. */
static void add_same_element(DrRows *q, const DrQuestion *dq, const Side *s,
                             const Side *d, unsigned elem) {
  const AccessModel *sm = dq->src_model, *dm = dq->dst_model;
  if (sm->whole || dm->whole)
    return;
  for (unsigned k = 0; k < sm->rank; k++) {
    if (sm->extents || dm->extents) {
      add_range(q, s, sm, k, elem);
      add_range(q, d, dm, k, elem);
      continue;
    }
    int64_t *row = add_moved(q, s, dq->src->subs.coef + (size_t)k * s->dm->subs.width, true);
    const int64_t *dsub = dq->dst->subs.coef + (size_t)k * d->dm->subs.width;
    for (unsigned i = 0; i < d->dm->subs.width; i++)
      row[d->col[i]] -= dsub[i];
  }
}

/* d_k - s_k + k0 (>= 0, or == 0 when eq) for common loop k. */
static void add_order(DrRows *q, const Side *s, const Side *d, unsigned k,
                      int sign, int64_t k0, bool eq) {
  int64_t *row = rows_add(q, eq);
  row[d->iv + k] = sign;
  row[s->iv + k] = -sign;
  row[q->width - 1] = k0;
}

/* Each side has a choice per step and per else region, at most
 * 2 * DR_MAX_VARS; the reversed order is one more. */
enum { MAX_CHOICES = 4 * DR_MAX_VARS + 1 };

/* The alternatives of every choice in a question, and which is taken. */
typedef struct Choices {
  unsigned num;
  const Side *side[MAX_CHOICES]; /* NULL: the reversed order */
  unsigned first[MAX_CHOICES], count[MAX_CHOICES], pick[MAX_CHOICES];
} Choices;

static void list_choices(Choices *c, const Side *s) {
  for (unsigned i = 0; i < s->dm->num_choices; i++) {
    c->side[c->num] = s;
    c->first[c->num] = s->dm->choice_first[i];
    c->count[c->num++] = s->dm->choice_first[i + 1] - s->dm->choice_first[i];
  }
}

/* Adds the rows of the alternatives c picks. */
static void add_picked(DrRows *q, const Choices *c, const DrQuestion *dq,
                       const Side *s, const Side *d) {
  for (unsigned i = 0; i < c->num; i++) {
    if (!c->side[i]) { /* reversed: equal before k, dst before src at k */
      unsigned k = dq->n_common + c->pick[i];
      for (unsigned j = 0; j < k; j++)
        add_order(q, s, d, j, 1, 0, true);
      add_order(q, s, d, k, -1, -1, false);
      continue;
    }
    const DrModel *dm = c->side[i]->dm;
    unsigned a = c->first[i] + c->pick[i];
    add_all_moved(q, c->side[i], &dm->alt_rows, dm->alt_first[a],
                  dm->alt_first[a + 1]);
  }
}

/* The number of disjuncts of c, or DR_MAX_PIECES + 1 past the bound. */
static unsigned count_pieces(const Choices *c) {
  unsigned n = 1;
  for (unsigned i = 0; i < c->num && n; i++) {
    n *= c->count[i];
    if (n > DR_MAX_PIECES)
      return DR_MAX_PIECES + 1;
  }
  return n;
}

/* Moves c to its next combination; false after the last. */
static bool next_pick(Choices *c) {
  for (unsigned i = 0; i < c->num; i++) {
    if (++c->pick[i] < c->count[i])
      return true;
    c->pick[i] = 0;
  }
  return false;
}

/* The rows every disjunct of dq has, in q (its columns laid out). */
static void common_rows(DrRows *q, const DrQuestion *dq, const Side *s,
                        const Side *d, unsigned elem) {
  add_all_moved(q, s, &dq->src->convex, 0, dq->src->convex.num);
  add_all_moved(q, d, &dq->dst->convex, 0, dq->dst->convex.num);
  add_same_element(q, dq, s, d, elem);
  unsigned n = dq->n_common < dq->depth ? dq->n_common : dq->depth;
  for (unsigned k = 0; k < n && !dq->reversed; k++)
    add_order(q, s, d, k, 1, k + 1 == dq->depth ? -1 : 0, k + 1 != dq->depth);
}

/* Calls fn on each disjunct; false when fn stopped. */
static bool each_piece(DrRows *q, Choices *c, const DrQuestion *dq,
                       const Side *s, const Side *d,
                       bool (*fn)(const DrPiece *p, void *arg), void *arg) {
  unsigned base = q->num;
  DrPiece piece = {q, s->iv, d->iv};
  do {
    q->num = base;
    add_picked(q, c, dq, s, d);
    if (!fn(&piece, arg))
      return false;
  } while (next_pick(c));
  return true;
}

bool dr_pieces(const DrQuestion *dq, bool (*fn)(const DrPiece *p, void *arg),
               void *arg) {
  const AccessModel *sm = dq->src_model, *dm = dq->dst_model;
  const IrValue *syms[sm->num_syms + dm->num_syms + 1];
  unsigned ssym[sm->num_syms + 1], dsym[dm->num_syms + 1], n_syms = 0;
  for (unsigned k = 0; k < sm->num_syms; k++)
    ssym[k] = sym_index(syms, &n_syms, sm->syms[k]);
  for (unsigned k = 0; k < dm->num_syms; k++)
    dsym[k] = sym_index(syms, &n_syms, dm->syms[k]);
  bool ranges = !sm->whole && !dm->whole && (sm->extents || dm->extents);
  unsigned elem = n_syms + dq->src->num_ivs + dq->src->num_aux +
                  dq->dst->num_ivs + dq->dst->num_aux;
  unsigned cst = elem + (ranges ? sm->rank : 0), next = n_syms;
  unsigned scol[dq->src->convex.width], dcol[dq->dst->convex.width];
  Side s = {dq->src, scol, 0}, d = {dq->dst, dcol, 0};
  map_side(&s, ssym, &next, cst);
  map_side(&d, dsym, &next, cst);
  Choices c = {0};
  list_choices(&c, &s);
  list_choices(&c, &d);
  if (dq->reversed) {
    c.side[c.num] = NULL;
    c.count[c.num++] = dq->depth;
  }
  unsigned n = count_pieces(&c);
  if (n > DR_MAX_PIECES)
    return false;
  if (n == 0)
    return true;
  DrRows q;
  init_rows(&q, cst + 1);
  common_rows(&q, dq, &s, &d, elem);
  each_piece(&q, &c, dq, &s, &d, fn, arg);
  rows_free(&q);
  return true;
}

/* ------------------------------------------------------------------ keys */

static void key_put(DrKey *k, const int64_t *w, size_t n) {
  if (n == 0)
    return; /* w may be NULL then (a relation without rows) */
  if (k->len + n > k->cap) {
    k->cap = 2 * (k->len + n);
    k->words = realloc(k->words, k->cap * sizeof *k->words);
    if (!k->words)
      ir_oom();
  }
  memcpy(k->words + k->len, w, n * sizeof *w);
  k->len += n;
}

static void key_word(DrKey *k, int64_t w) { key_put(k, &w, 1); }

static void key_rows(DrKey *k, const DrRows *r) {
  key_word(k, r->num);
  key_put(k, r->coef, (size_t)r->num * r->width);
  for (unsigned i = 0; i < r->num; i++)
    key_word(k, r->eq[i]);
}

/* Everything of m and dm that the disjuncts depend on. */
static void key_model(DrKey *k, const AccessModel *m, const DrModel *dm) {
  int64_t head[] = {dm->num_ivs,   dm->num_syms,    dm->num_aux,
                    dm->num_alts,  dm->num_choices, dm->convex.width,
                    m->whole,      m->rank,         m->extents != NULL};
  key_put(k, head, sizeof head / sizeof *head);
  if (m->extents)
    key_put(k, m->extents, m->rank);
  key_rows(k, &dm->convex);
  key_rows(k, &dm->alt_rows);
  key_rows(k, &dm->subs);
  for (unsigned a = 0; a <= dm->num_alts; a++)
    key_word(k, dm->alt_first[a]);
  for (unsigned c = 0; c <= dm->num_choices; c++)
    key_word(k, dm->choice_first[c]);
}

void dr_question_key(const DrQuestion *q, const int64_t *extra,
                     unsigned num_extra, DrKey *key) {
  key->len = 0;
  int64_t head[] = {q->n_common, q->depth, q->reversed};
  key_put(key, head, 3);
  key_model(key, q->src_model, q->src);
  key_model(key, q->dst_model, q->dst);
  for (unsigned j = 0; j < q->dst_model->num_syms; j++) { /* shared ones */
    int64_t same = -1;
    for (unsigned i = 0; i < q->src_model->num_syms && same < 0; i++)
      if (q->src_model->syms[i] == q->dst_model->syms[j])
        same = i;
    key_word(key, same);
  }
  key_put(key, extra, num_extra);
}
