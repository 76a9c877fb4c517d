/*
 * test_affine.c - table-driven tests of the affine expression simplifier.
 *
 * Each row is an expression over (d0, d1, d2)[s0, s1] as written in an
 * affine_map, and the text mlir-opt (MLIR 22) prints for it: the
 * expectations were produced by running
 *   "test.op"() {a = affine_map<(d0, d1, d2)[s0, s1] -> (EXPR)>} : () -> ()
 * through `mlir-opt --allow-unregistered-dialect --mlir-print-local-scope`.
 * The test reads each input with a small parser that builds the expression
 * through the ir_affine_* constructors exactly as MLIR's parser calls its
 * operators (a - b is a + b * -1, -a is a * -1), prints the result with
 * MLIR's affine printing rules, and compares. Further checks cover
 * uniquing, the queries, replacement, and maps and sets.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

typedef struct Case {
  const char *input, *expected;
} Case;

static const Case cases[] = {
    {"(d0 + 3) + 4", "d0 + 7"},
    {"d0 * 2 * 3", "d0 * 6"},
    {"(d1 * 4) floordiv 4", "d1"},
    {"7 floordiv 2", "3"},
    {"-7 floordiv 2", "-4"},
    {"-7 ceildiv 2", "-3"},
    {"-7 mod 2", "1"},
    {"7 ceildiv 2", "4"},
    {"7 mod 3", "1"},
    {"-8 floordiv 4", "-2"},
    {"-8 mod 4", "0"},
    {"0 floordiv 5", "0"},
    {"d0 - d1", "d0 - d1"},
    {"d0 - 3", "d0 - 3"},
    {"-d0", "-d0"},
    {"3 + d0", "d0 + 3"},
    {"3 * d0", "d0 * 3"},
    {"d0 + 0", "d0"},
    {"d0 * 0", "0"},
    {"d0 * 1", "d0"},
    {"0 + d0", "d0"},
    {"1 * d0", "d0"},
    {"d0 floordiv 1", "d0"},
    {"d0 ceildiv 1", "d0"},
    {"d0 mod 1", "0"},
    {"(d0 * 8) floordiv 8", "d0"},
    {"(d0 * 8) floordiv 4", "d0 * 2"},
    {"(d0 * 8) floordiv 3", "(d0 * 8) floordiv 3"},
    {"(d0 * 8) ceildiv 4", "d0 * 2"},
    {"(d0 * 8) ceildiv 3", "(d0 * 8) ceildiv 3"},
    {"(d0 * 4) mod 4", "0"},
    {"(d0 * 8) mod 4", "0"},
    {"(d0 * 4) mod 8", "(d0 * 4) mod 8"},
    {"d0 floordiv 0", "d0 floordiv 0"},
    {"d0 mod 0", "d0 mod 0"},
    {"d0 ceildiv 0", "d0 ceildiv 0"},
    {"d0 floordiv -2", "d0 floordiv -2"},
    {"d0 mod -2", "d0 mod -2"},
    {"d0 ceildiv -2", "d0 ceildiv -2"},
    {"7 floordiv 0", "7 floordiv 0"},
    {"7 mod 0", "7 mod 0"},
    {"7 floordiv -2", "-4"},
    {"7 mod -2", "7 mod -2"},
    {"7 ceildiv -2", "-3"},
    {"d0 + d0", "d0 * 2"},
    {"d0 * 2 + d0 * 3", "d0 * 5"},
    {"d0 * 2 - d0 * 2", "0"},
    {"d0 - d0", "0"},
    {"d0 + d1 - d0", "d0 + d1 - d0"},
    {"(d0 + 2) + d1", "d0 + d1 + 2"},
    {"s0 + d0", "d0 + s0"},
    {"d0 + s0", "d0 + s0"},
    {"s0 * d0", "d0 * s0"},
    {"d0 * s0", "d0 * s0"},
    {"(d0 * 2) * s0", "(d0 * s0) * 2"},
    {"(s0 * 2) * s1", "(s0 * s1) * 2"},
    {"d0 - (d0 floordiv 4) * 4", "d0 mod 4"},
    {"d0 - (d0 floordiv s0) * s0", "d0 mod s0"},
    {"d0 + (d0 floordiv 4) * -4", "d0 mod 4"},
    {"(d0 * 4 + d1) floordiv 4", "d0 + d1 floordiv 4"},
    {"(d0 * 4 + d1 * 8) floordiv 4", "d0 + d1 * 2"},
    {"(d0 + d1 * 4) floordiv 4", "d0 floordiv 4 + d1"},
    {"(d0 * 4 + d1) mod 4", "d1 mod 4"},
    {"(d0 + d1 * 4) mod 4", "d0 mod 4"},
    {"(d0 mod 8) mod 4", "d0 mod 4"},
    {"(d0 mod 4) mod 8", "(d0 mod 4) mod 8"},
    {"(d0 mod 6) mod 4", "(d0 mod 6) mod 4"},
    {"d0 * -1", "-d0"},
    {"d0 * -2", "d0 * -2"},
    {"d1 - d0 * 2", "d1 - d0 * 2"},
    {"d1 - (d0 + 1)", "d1 - (d0 + 1)"},
    {"d1 + (d0 + 1) * -1", "d1 - (d0 + 1)"},
    {"-(d0 + d1)", "-(d0 + d1)"},
    {"-(d0 * 2)", "d0 * -2"},
    {"-(-d0)", "d0"},
    {"d0 - -3", "d0 + 3"},
    {"d0 + -3", "d0 - 3"},
    {"(d0 + 1) * 2", "(d0 + 1) * 2"},
    {"(d0 + s0) * 2", "(d0 + s0) * 2"},
    {"(d0 * 2 + 1) * 3", "(d0 * 2 + 1) * 3"},
    {"d0 floordiv 2 floordiv 3", "(d0 floordiv 2) floordiv 3"},
    {"(d0 floordiv 2) * 2", "(d0 floordiv 2) * 2"},
    {"(d0 * 6) floordiv 4", "(d0 * 6) floordiv 4"},
    {"((d0 * 6) floordiv 3) mod 2", "0"},
    {"((d0 * 6) floordiv 3) floordiv 2", "d0"},
    {"(d0 * 2 + d1 * 4) mod 2", "0"},
    {"d0 * s0 * 2", "(d0 * s0) * 2"},
    {"s0 * 3 + s0", "s0 * 4"},
    {"3 + s0 + d0", "d0 + s0 + 3"},
    {"d2 + d1 + d0", "d1 + d2 + d0"},
    {"d0 + 1 + d1 + 2", "d0 + d1 + 3"},
    {"d0 floordiv s0", "d0 floordiv s0"},
    {"d0 mod s0", "d0 mod s0"},
    {"s0 floordiv 2", "s0 floordiv 2"},
    {"s1 mod s0", "s1 mod s0"},
    {"2 - d0", "-d0 + 2"},
    {"(d0 + 5) floordiv 5", "d0 floordiv 5 + 1"},
    {"(d0 * 5 + 10) floordiv 5", "d0 + 2"},
    {"(d0 * 5 + 10) mod 5", "0"},
    {"(d0 * 5 + 11) mod 5", "1"},
    {"(d0 * 5 + 10) ceildiv 5", "(d0 * 5 + 10) ceildiv 5"},
    {"d0 * 3 - d0 * 3", "0"},
    {"(d0 * 3) * 0", "0"},
    {"d0 * 2 * -1", "d0 * -2"},
    {"-(d0 floordiv 2)", "-(d0 floordiv 2)"},
    {"d0 - d1 * 3", "d0 - d1 * 3"},
    {"d0 - (d1 - d2)", "d0 - (d1 - d2)"},
    {"d0 - (d1 + 3)", "d0 - (d1 + 3)"},
    {"s0 * -1 + d0", "d0 - s0"},
    {"9223372036854775807 + 1", "9223372036854775807 + 1"},
    {"9223372036854775807 * 2", "9223372036854775807 * 2"},
    {"(d0 + 9223372036854775807) + 1", "d0 - -9223372036854775808"},
    {"(d0 * 4611686018427387904) * 2", "d0 * -9223372036854775808"},
    {"d0 * 9223372036854775807 + d0", "d0 * -9223372036854775808"},
    {"s0 * 4611686018427387904 * 4", "0"},
    {"3 - 9223372036854775807 - 9", "-9223372036854775804 - 9"},
    {"9223372036854775807 ceildiv 2", "4611686018427387904"},
    {"-9223372036854775807 floordiv 2", "-4611686018427387904"},
    {"-9223372036854775807 mod 2", "1"},
    {"(d0 * 9223372036854775807) mod 9223372036854775807", "0"},
    {"(d0 floordiv 4) * 4", "(d0 floordiv 4) * 4"},
    {"(d0 * 4) floordiv 2 * 3", "d0 * 6"},
    {"d0 - (d0 mod 4)", "d0 - d0 mod 4"},
    {"(d0 - d0 mod 4) mod 4", "(d0 - d0 mod 4) mod 4"},
    {"d1 + d0", "d0 + d1"},
    {"d2 + d1", "d1 + d2"},
    {"s1 + s0", "s0 + s1"},
    {"d1 + d0 * 2", "d1 + d0 * 2"},
    {"d1 * 2 + d0", "d1 * 2 + d0"},
    {"(d1 + d2) + d0", "d1 + d2 + d0"},
    {"d1 + (d0 + d2)", "d1 + d0 + d2"},
    {"d2 + d1 + d0 + 1", "d1 + d2 + d0 + 1"},
    {"d0 mod 2 + d0", "d0 mod 2 + d0"},
    {"s0 + 1 + d0", "d0 + s0 + 1"},
    {"d1 + d0 + d1", "d0 + d1 + d1"},
    {"7 floordiv -3", "-3"},
    {"-7 floordiv -3", "2"},
    {"7 ceildiv -3", "-2"},
    {"-7 ceildiv -3", "3"},
    {"-7 mod -3", "-7 mod -3"},
    {"(-9223372036854775807 - 1) floordiv -1", "-9223372036854775808 floordiv -1"},
    {"(-9223372036854775807 - 1) ceildiv -1", "-9223372036854775808 ceildiv -1"},
    {"(-9223372036854775807 - 1) mod -1", "-9223372036854775808 mod -1"},
    {"(-9223372036854775807 - 1)", "-9223372036854775808"},
    {"(-9223372036854775807 - 1) * -1", "--9223372036854775808"},
    {"(d0 * 6) floordiv -3", "d0 * -2"},
    {"(d0 * 6) mod -3", "(d0 * 6) mod -3"},
    {"d0 floordiv -1", "d0 floordiv -1"},
    {"d0 ceildiv -1", "d0 ceildiv -1"},
    {"d0 mod -1", "d0 mod -1"},
    {"(d0 * 4 + d1) floordiv -4", "-d0 + d1 floordiv -4"},
    {"(d0 * 6) ceildiv -3", "d0 * -2"},
    {"(d0 * -6) floordiv 3", "d0 * -2"},
    {"(d0 * -6) floordiv -3", "d0 * 2"},
    {"(d0 * 6) floordiv -4", "(d0 * 6) floordiv -4"},
    {"((d0 * 6) floordiv -3) mod 2", "0"},
    {"((d0 * 4) floordiv -2) floordiv 2", "-d0"},
    {"0 floordiv -3", "0"},
    {"0 mod -3", "0 mod -3"},
    {"7 mod -1", "7 mod -1"},
    {"(d0 * 2 + 3) floordiv 2", "d0 + 1"},
    {"(d0 * 2 + 3) mod 2", "1"},
    {"s1 * s0", "s0 * s1"},
    {"(s0 * 2) * (s1 * 3)", "(s0 * (s1 * 3)) * 2"},
    {"(s1 + 2) * d0", "d0 * (s1 + 2)"},
    {"d0 * s1 * s0", "(d0 * s1) * s0"},
    {"d0 + (d0 floordiv s0) * -s0", "d0 + (d0 floordiv s0) * (-s0)"},
    {"(d0 + 1) - ((d0 + 1) floordiv 8) * 8", "d0 - ((d0 + 1) floordiv 8) * 8 + 1"},
    {"d0 * 2 + (d0 * 2) floordiv 4 * -4", "(d0 * 2) mod 4"},
    {"(d0 + 2) + (d1 + 3)", "d0 + d1 + 3 + 2"},
    {"(d0 + 2) + 5 + d1", "d0 + d1 + 7"},
    {"d1 + 1 + d0", "d0 + d1 + 1"},
    {"s0 + d1 + d0", "d1 + s0 + d0"},
    {"d0 * -1 + d0", "0"},
    {"-d0 - d0", "d0 * -2"},
    {"-(d0 - d1)", "-(d0 - d1)"},
    {"d0 floordiv 4 - d0 floordiv 4", "0"},
    {"d0 floordiv 4 * 4 + d0 mod 4", "(d0 floordiv 4) * 4 + d0 mod 4"},
    {"(d0 * 9223372036854775807) floordiv -1", "d0 * -9223372036854775807"},
    {"(d0 * 3 + d1 * 6) floordiv 3", "d0 + d1 * 2"},
    {"(d0 * 3 + d1 * 6) mod 3", "0"},
    {"s0 * 4 floordiv 2", "s0 * 2"},
    {"(d0 mod 4) * 2 mod 8", "((d0 mod 4) * 2) mod 8"},
    {"d0 * s0 mod s0", "(d0 * s0) mod s0"},
    {"d0 + (d0 floordiv 4 - 4)", "d0 + d0 floordiv 4 - 4"},
    {"d0 + (d0 floordiv 4) mod -4", "d0 + (d0 floordiv 4) mod -4"},
    {"d0 + (d0 floordiv -4) * 4", "d0 + (d0 floordiv -4) * 4"},
    {"d0 + ((d0 floordiv s0) * s0) * -1", "d0 mod s0"},
};

/* ------------------------------------------------- a minimal reader */

typedef struct Reader {
  IrContext *ctx;
  const char *p;
  bool error;
} Reader;

static IrAffineExpr *read_sum(Reader *r);

static void skip_space(Reader *r) {
  while (*r->p == ' ')
    r->p++;
}

/* Accepts the keyword or punctuation word at the current position. */
static bool accept(Reader *r, const char *word) {
  skip_space(r);
  size_t n = strlen(word);
  if (strncmp(r->p, word, n) != 0)
    return false;
  r->p += n;
  return true;
}

/* primary := '(' sum ')' | '-' primary | dN | sN | integer */
static IrAffineExpr *read_primary(Reader *r) {
  skip_space(r);
  if (accept(r, "(")) {
    IrAffineExpr *e = read_sum(r);
    if (!accept(r, ")"))
      r->error = true;
    return e;
  }
  if (accept(r, "-"))
    return ir_affine_neg(r->ctx, read_primary(r));
  char c = *r->p;
  if (c == 'd' || c == 's') {
    unsigned pos = (unsigned)strtoul(r->p + 1, (char **)&r->p, 10);
    return c == 'd' ? ir_affine_dim(r->ctx, pos) : ir_affine_symbol(r->ctx, pos);
  }
  if (c >= '0' && c <= '9')
    return ir_affine_constant(r->ctx, strtoll(r->p, (char **)&r->p, 10));
  r->error = true;
  return ir_affine_constant(r->ctx, 0);
}

/* product := primary (('*' | floordiv | ceildiv | mod) primary)* */
static IrAffineExpr *read_product(Reader *r) {
  IrAffineExpr *e = read_primary(r);
  for (;;) {
    if (accept(r, "*"))
      e = ir_affine_mul(r->ctx, e, read_primary(r));
    else if (accept(r, "floordiv"))
      e = ir_affine_floordiv(r->ctx, e, read_primary(r));
    else if (accept(r, "ceildiv"))
      e = ir_affine_ceildiv(r->ctx, e, read_primary(r));
    else if (accept(r, "mod"))
      e = ir_affine_mod(r->ctx, e, read_primary(r));
    else
      return e;
  }
}

/* sum := product (('+' | '-') product)* */
static IrAffineExpr *read_sum(Reader *r) {
  IrAffineExpr *e = read_product(r);
  for (;;) {
    if (accept(r, "+"))
      e = ir_affine_add(r->ctx, e, read_product(r));
    else if (accept(r, "-"))
      e = ir_affine_sub(r->ctx, e, read_product(r));
    else
      return e;
  }
}

static IrAffineExpr *read_expr(IrContext *ctx, const char *text) {
  Reader r = {ctx, text, false};
  IrAffineExpr *e = read_sum(&r);
  skip_space(&r);
  if (r.error || *r.p) {
    fprintf(stderr, "test_affine: cannot read \"%s\"\n", text);
    exit(2);
  }
  return e;
}

/* ------------------------------------------------- a minimal printer */

typedef struct Buf {
  char text[512];
  size_t len;
} Buf;

static void put(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(b->text + b->len, sizeof b->text - b->len, fmt, ap);
  va_end(ap);
  if (n > 0)
    b->len += (size_t)n;
  if (b->len >= sizeof b->text)
    b->len = sizeof b->text - 1;
}

static int64_t negated(int64_t v) { return (int64_t)(0 - (uint64_t)v); }

/* MLIR's printing of affine expressions: strong means the context binds
 * tighter than +, so a sum needs parentheses. */
static void print_expr(Buf *b, const IrAffineExpr *e, bool strong) {
  static const char *const ops[] = {
      [IR_AFFINE_MUL] = " * ", [IR_AFFINE_MOD] = " mod ",
      [IR_AFFINE_FLOORDIV] = " floordiv ", [IR_AFFINE_CEILDIV] = " ceildiv "};
  switch (e->kind) {
  case IR_AFFINE_CONSTANT:
    return put(b, "%" PRId64, e->value);
  case IR_AFFINE_DIM:
    return put(b, "d%" PRId64, e->value);
  case IR_AFFINE_SYMBOL:
    return put(b, "s%" PRId64, e->value);
  default:
    break;
  }
  const IrAffineExpr *l = e->lhs, *r = e->rhs;
  if (strong)
    put(b, "(");
  if (e->kind != IR_AFFINE_ADD) {
    if (e->kind == IR_AFFINE_MUL && r->kind == IR_AFFINE_CONSTANT &&
        r->value == -1) {
      put(b, "-");
      print_expr(b, l, true);
    } else {
      print_expr(b, l, true);
      put(b, "%s", ops[e->kind]);
      print_expr(b, r, true);
    }
  } else if (r->kind == IR_AFFINE_MUL && r->rhs->kind == IR_AFFINE_CONSTANT &&
             r->rhs->value < 0) {
    print_expr(b, l, false);
    put(b, " - ");
    if (r->rhs->value == -1) {
      print_expr(b, r->lhs, r->lhs->kind == IR_AFFINE_ADD);
    } else {
      print_expr(b, r->lhs, true);
      put(b, " * %" PRId64, negated(r->rhs->value));
    }
  } else if (r->kind == IR_AFFINE_CONSTANT && r->value < 0) {
    print_expr(b, l, false);
    put(b, " - %" PRId64, negated(r->value));
  } else {
    print_expr(b, l, false);
    put(b, " + ");
    print_expr(b, r, false);
  }
  if (strong)
    put(b, ")");
}

static const char *show(const IrAffineExpr *e, Buf *b) {
  b->len = 0;
  b->text[0] = 0;
  print_expr(b, e, false);
  return b->text;
}

/* ------------------------------------------------------------ checks */

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "test_affine: FAILED: %s\n", what);
    failures++;
  }
}

/* Every table row: read, simplify, print, compare with mlir-opt. Reading
 * the same text twice must give the same (uniqued) pointer. */
static void check_table(IrContext *ctx) {
  Buf b;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    IrAffineExpr *e = read_expr(ctx, cases[i].input);
    const char *got = show(e, &b);
    if (strcmp(got, cases[i].expected) != 0) {
      fprintf(stderr, "test_affine: FAILED: %s\n  expected: %s\n  got:      %s\n",
              cases[i].input, cases[i].expected, got);
      failures++;
    }
    check(read_expr(ctx, cases[i].input) == e, "expressions are uniqued");
  }
}

static void check_queries(IrContext *ctx) {
  static const struct {
    const char *input;
    bool pure, symbolic;
  } rows[] = {
      {"d0 + s0 * 3", true, false},  {"s0 * s1", false, true},
      {"d0 * s0", false, false},     {"d0 floordiv s0", false, false},
      {"s0 floordiv 2 + 7", true, true}, {"d0 mod 4", true, false},
      {"42", true, true},
  };
  for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
    IrAffineExpr *e = read_expr(ctx, rows[i].input);
    check(ir_affine_is_pure(e) == rows[i].pure, rows[i].input);
    check(ir_affine_is_symbolic(e) == rows[i].symbolic, rows[i].input);
  }
}

/* ir_affine_replace re-simplifies: d0 + d1 with d0 := s0 * 2, d1 := 3
 * becomes s0 * 2 + 3; d0 * 4 with d0 := d1 + 1 becomes (d1 + 1) * 4. */
static void check_replace(IrContext *ctx) {
  Buf b;
  IrAffineExpr *dims[] = {read_expr(ctx, "s0 * 2"), read_expr(ctx, "3")};
  IrAffineExpr *e = ir_affine_replace(ctx, read_expr(ctx, "d0 + d1"), dims,
                                      NULL);
  check(strcmp(show(e, &b), "s0 * 2 + 3") == 0, "replace d0 + d1");
  IrAffineExpr *dims2[] = {read_expr(ctx, "d1 + 1")};
  e = ir_affine_replace(ctx, read_expr(ctx, "d0 * 4 mod 4"), dims2, NULL);
  check(strcmp(show(e, &b), "0") == 0, "replace keeps simplifying");
  IrAffineExpr *same = read_expr(ctx, "d0 + s1");
  check(ir_affine_replace(ctx, same, NULL, NULL) == same, "replace nothing");
  IrAffineExpr *syms[] = {NULL, read_expr(ctx, "d2")};
  e = ir_affine_replace(ctx, same, NULL, syms);
  check(strcmp(show(e, &b), "d0 + d2") == 0, "replace a symbol");
}

static void check_maps_and_sets(IrContext *ctx) {
  IrAffineExpr *r[] = {read_expr(ctx, "d0 + 1"), read_expr(ctx, "s0")};
  IrAffineMap *m = ir_affine_map(ctx, 1, 1, 2, r);
  IrAffineExpr *r2[] = {read_expr(ctx, "1 + d0"), read_expr(ctx, "s0")};
  check(ir_affine_map(ctx, 1, 1, 2, r2) == m, "maps are uniqued");
  check(ir_affine_map(ctx, 2, 1, 2, r) != m, "dim count matters");
  check(m->results != r, "map results are copied");
  IrAffineMap *id = ir_affine_map_identity(ctx, 3);
  check(id->num_dims == 3 && id->num_results == 3 &&
            id->results[2] == ir_affine_dim(ctx, 2),
        "identity map");
  check(ir_affine_map_identity(ctx, 3) == id, "identity uniqued");
  check(ir_affine_map_identity(ctx, 0)->num_results == 0, "empty map");
  IrAffineMap *c = ir_affine_map_constant(ctx, -5);
  check(c->num_dims == 0 && c->num_results == 1 &&
            c->results[0] == ir_affine_constant(ctx, -5),
        "constant map");
  bool eq[] = {true, false};
  IrIntegerSet *s = ir_integer_set(ctx, 1, 1, 2, r, eq);
  check(ir_integer_set(ctx, 1, 1, 2, r2, eq) == s, "sets are uniqued");
  bool eq2[] = {false, false};
  check(ir_integer_set(ctx, 1, 1, 2, r, eq2) != s, "equality flags matter");
}

int main(void) {
  IrContext *ctx = ir_context_create();
  check_table(ctx);
  check_queries(ctx);
  check_replace(ctx);
  check_maps_and_sets(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "test_affine: %d failure(s)\n", failures);
    return 1;
  }
  return 0;
}
