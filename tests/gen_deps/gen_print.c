/*
 * gen_print.c - writes a generated program as MLIR (gen_deps.h).
 *
 * Loop bounds and guards are written as affine maps and sets over every
 * induction variable in scope (dims) and every index argument (symbols);
 * subscripts and affine.parallel bounds in the SSA form (%i3 * 2 +
 * symbol(%n0)). The printer counts lines so that each access knows where
 * its op name starts, which is where mlir-opt reports its remarks.
 */
#include <stdarg.h>
#include <string.h>

#include "gen_deps.h"

typedef struct Printer {
  FILE *out;
  const GenFunc *func;
  int line;
  int scope[GEN_MAX_IVS]; /* ivs in scope, outermost first */
  int num_scope, num_syms, next_value;
} Printer;

/* A small string builder. */
typedef struct Buf {
  char text[2048];
  size_t len;
} Buf;

static void put(Buf *b, const char *s) {
  size_t n = strlen(s);
  if (b->len + n < sizeof b->text) {
    memcpy(b->text + b->len, s, n + 1);
    b->len += n;
  }
}

static void putf(Buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void putf(Buf *b, const char *fmt, ...) {
  char tmp[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  put(b, tmp);
}

/* One term c * name, as "name", "-name", " + name * c", " - name" ... */
static void put_term(Buf *b, bool first, int c, const char *name) {
  int mag = c < 0 ? -c : c;
  put(b, first ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + "));
  put(b, name);
  if (mag != 1)
    putf(b, " * %d", mag);
}

/* The name of iv `iv` or symbol `sym` (the other one -1): dK/sK in maps,
 * %iK/symbol(%nK) in SSA form. */
static void name_of(const Printer *p, bool ssa, int iv, int sym, char *out,
                    size_t size) {
  if (sym >= 0) {
    snprintf(out, size, ssa ? "symbol(%%n%d)" : "s%d", sym);
    return;
  }
  int pos = 0;
  while (p->scope[pos] != iv)
    pos++;
  if (ssa)
    snprintf(out, size, "%%i%d", iv);
  else
    snprintf(out, size, "d%d", pos);
}

static void put_linear(Buf *b, const Printer *p, const GenLinear *l, bool ssa) {
  bool first = true;
  char name[32];
  for (int k = 0; k < p->num_scope; k++) {
    int iv = p->scope[k];
    if (!l->iv[iv])
      continue;
    name_of(p, ssa, iv, -1, name, sizeof name);
    put_term(b, first, l->iv[iv], name);
    first = false;
  }
  for (int s = 0; s < p->num_syms; s++) {
    if (!l->sym[s])
      continue;
    name_of(p, ssa, -1, s, name, sizeof name);
    put_term(b, first, l->sym[s], name);
    first = false;
  }
  if (first)
    putf(b, "%d", l->cst);
  else if (l->cst)
    putf(b, " %c %d", l->cst < 0 ? '-' : '+', l->cst < 0 ? -l->cst : l->cst);
}

static void put_expr(Buf *b, const Printer *p, const GenExpr *e, bool ssa) {
  static const char *const ops[] = {"", "floordiv", "ceildiv", "mod"};
  put_linear(b, p, &e->lin, ssa);
  if (e->div == GEN_NO_DIV)
    return;
  put(b, e->mult < 0 ? " - (" : " + (");
  put_linear(b, p, &e->inner, ssa);
  putf(b, ") %s %d", ops[e->div], e->divisor);
  if (e->mult != 1 && e->mult != -1)
    putf(b, " * %d", e->mult);
}

/* "(d0, d1)[s0]" and "(%i0, %i1)[%n0]": the map inputs in scope. */
static void put_inputs(Buf *b, const Printer *p, bool ssa) {
  put(b, "(");
  for (int k = 0; k < p->num_scope; k++)
    ssa ? putf(b, "%s%%i%d", k ? ", " : "", p->scope[k])
        : putf(b, "%sd%d", k ? ", " : "", k);
  put(b, ")");
  if (!p->num_syms)
    return;
  put(b, "[");
  for (int s = 0; s < p->num_syms; s++)
    putf(b, ssa ? "%s%%n%d" : "%ss%d", s ? ", " : "", s);
  put(b, "]");
}

/* A for bound: a constant, or [kw] affine_map<...>(...)[...]. */
static void put_for_bound(Buf *b, const Printer *p, const GenExpr *es, int n,
                          const char *kw) {
  bool constant = n == 1 && es[0].div == GEN_NO_DIV;
  for (int k = 0; constant && k < GEN_MAX_IVS; k++)
    constant = !es[0].lin.iv[k];
  for (int s = 0; constant && s < GEN_MAX_SYMS; s++)
    constant = !es[0].lin.sym[s];
  if (constant) {
    putf(b, "%d", es[0].lin.cst);
    return;
  }
  if (n > 1)
    putf(b, "%s ", kw);
  put(b, "affine_map<");
  put_inputs(b, p, false);
  put(b, " -> (");
  for (int i = 0; i < n; i++) {
    put(b, i ? ", " : "");
    put_expr(b, p, &es[i], false);
  }
  put(b, ")>");
  put_inputs(b, p, true);
}

/* A group of affine.parallel bounds: e or kw(e, e). */
static void put_par_bound(Buf *b, const Printer *p, const GenExpr *es, int n,
                          const char *kw) {
  if (n > 1)
    putf(b, "%s(", kw);
  for (int i = 0; i < n; i++) {
    put(b, i ? ", " : "");
    put_expr(b, p, &es[i], true);
  }
  if (n > 1)
    put(b, ")");
}

static void emit_text(Printer *p, int indent, const char *text) {
  fprintf(p->out, "%*s%s\n", indent, "", text);
  p->line++;
}

static void emit_line(Printer *p, int indent, const Buf *b) {
  emit_text(p, indent, b->text);
}

static void print_body(Printer *p, GenStmt *const *body, int n, int indent);

static const char *memref_type(int rank) {
  static const char *const types[] = {"", "memref<?xf32>", "memref<?x?xf32>",
                                      "memref<?x?x?xf32>"};
  return types[rank];
}

static void print_access(Printer *p, GenStmt *s, int indent) {
  int rank = p->func->rank[s->memref];
  Buf b = {0}, subs = {0};
  if (s->via_apply) {
    putf(&b, "%%a%d = affine.apply affine_map<", p->next_value);
    put_inputs(&b, p, false);
    put(&b, " -> (");
    put_expr(&b, p, &s->sub[0], false);
    put(&b, ")>");
    put_inputs(&b, p, true);
    emit_line(p, indent, &b);
    putf(&subs, "%%a%d", p->next_value);
  }
  for (int d = s->via_apply; d < rank; d++) {
    put(&subs, d ? ", " : "");
    put_expr(&subs, p, &s->sub[d], true);
  }
  b = (Buf){0};
  if (!s->store)
    putf(&b, "%%v%d = ", p->next_value);
  s->line = p->line;
  s->col = indent + 1 + (int)b.len;
  if (s->store)
    putf(&b, "affine.store %%cst, %%m%d[%s] : %s", s->memref, subs.text,
         memref_type(rank));
  else
    putf(&b, "affine.load %%m%d[%s] : %s", s->memref, subs.text,
         memref_type(rank));
  p->next_value++;
  emit_line(p, indent, &b);
}

/* Prints "header {", the body with the loop's ivs in scope, and "}". */
static void print_loop_body(Printer *p, GenStmt *s, const Buf *head,
                            int indent) {
  emit_line(p, indent, head);
  int saved = p->num_scope;
  for (int i = 0; i < s->num_vars; i++)
    p->scope[p->num_scope++] = s->vars[i].iv;
  print_body(p, s->body, s->num_body, indent + 2);
  p->num_scope = saved;
  emit_text(p, indent, "}");
}

static void print_for(Printer *p, GenStmt *s, int indent) {
  GenLoopVar *v = &s->vars[0];
  Buf b = {0};
  putf(&b, "affine.for %%i%d = ", v->iv);
  put_for_bound(&b, p, v->lbs, v->num_lbs, "max");
  put(&b, " to ");
  put_for_bound(&b, p, v->ubs, v->num_ubs, "min");
  if (v->step != 1)
    putf(&b, " step %d", v->step);
  put(&b, " {");
  print_loop_body(p, s, &b, indent);
}

static void print_parallel(Printer *p, GenStmt *s, int indent) {
  Buf b = {0};
  put(&b, "affine.parallel (");
  for (int i = 0; i < s->num_vars; i++)
    putf(&b, "%s%%i%d", i ? ", " : "", s->vars[i].iv);
  put(&b, ") = (");
  for (int i = 0; i < s->num_vars; i++) {
    put(&b, i ? ", " : "");
    put_par_bound(&b, p, s->vars[i].lbs, s->vars[i].num_lbs, "max");
  }
  put(&b, ") to (");
  for (int i = 0; i < s->num_vars; i++) {
    put(&b, i ? ", " : "");
    put_par_bound(&b, p, s->vars[i].ubs, s->vars[i].num_ubs, "min");
  }
  put(&b, ") step (");
  for (int i = 0; i < s->num_vars; i++)
    putf(&b, "%s%d", i ? ", " : "", s->vars[i].step);
  put(&b, ") {");
  print_loop_body(p, s, &b, indent);
}

static void print_if(Printer *p, GenStmt *s, int indent) {
  Buf b = {0};
  put(&b, "affine.if affine_set<");
  put_inputs(&b, p, false);
  put(&b, " : (");
  for (int i = 0; i < s->num_cond; i++) {
    put(&b, i ? ", " : "");
    put_expr(&b, p, &s->cond[i], false);
    put(&b, s->eq[i] ? " == 0" : " >= 0");
  }
  put(&b, ")>");
  put_inputs(&b, p, true);
  put(&b, " {");
  emit_line(p, indent, &b);
  print_body(p, s->body, s->num_body, indent + 2);
  if (s->num_else) {
    emit_text(p, indent, "} else {");
    print_body(p, s->else_body, s->num_else, indent + 2);
  }
  emit_text(p, indent, "}");
}

static void print_stmt(Printer *p, GenStmt *s, int indent) {
  switch (s->kind) {
  case GEN_FOR:
    print_for(p, s, indent);
    break;
  case GEN_PARALLEL:
    print_parallel(p, s, indent);
    break;
  case GEN_IF:
    print_if(p, s, indent);
    break;
  case GEN_ACCESS:
    print_access(p, s, indent);
    break;
  }
}

static void print_body(Printer *p, GenStmt *const *body, int n, int indent) {
  for (int i = 0; i < n; i++)
    print_stmt(p, body[i], indent);
}

static void print_func(Printer *p, int index, const GenFunc *f) {
  Buf b = {0};
  putf(&b, "func.func @f%d(", index);
  for (int m = 0; m < f->num_memrefs; m++)
    putf(&b, "%s%%m%d: %s", m ? ", " : "", m, memref_type(f->rank[m]));
  for (int s = 0; s < f->num_syms; s++)
    putf(&b, ", %%n%d: index", s);
  put(&b, ") {");
  p->func = f;
  p->num_syms = f->num_syms;
  p->num_scope = 0;
  emit_line(p, 0, &b);
  emit_text(p, 2, "%cst = arith.constant 1.0 : f32");
  print_body(p, f->top, f->num_top, 2);
  emit_text(p, 2, "return");
  emit_text(p, 0, "}");
}

void gen_print(GenProgram *prog, int first_line, FILE *out) {
  Printer p = {.out = out, .line = first_line};
  for (int i = 1; i < first_line; i++)
    fputc('\n', out);
  for (int f = 0; f < prog->num_funcs; f++)
    print_func(&p, f, &prog->funcs[f]);
}
