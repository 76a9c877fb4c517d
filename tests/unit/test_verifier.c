/*
 * test_verifier.c - tests of the dominance queries and of the verifier on
 * inputs too big or too deep for .mlir test files.
 *
 * The first table asks ir_value_dominates whether the value named %def
 * may be used by the op whose first result is %use, in small programs
 * whose answers follow MLIR's rules (mlir-opt accepts the program exactly
 * when every such question the program asks is answered yes). The second
 * asks ir_op_dominates about pairs of ops. Then generated inputs check
 * that 10,000-deep nesting and 20,000-block CFGs verify without
 * recursion and in linear time, and that an error deep inside is found.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/diag.h"
#include "ir/ir.h"
#include "ir/parse.h"
#include "ir/verifier.h"

static int failures;

/* One question: may %def be used by the op defining %use? */
typedef struct DomCase {
  const char *program, *def, *use;
  bool expected;
} DomCase;

static const char straight[] =
    "func.func @f(%a: i32) -> i32 {\n"
    "  %x = arith.addi %a, %a : i32\n"
    "  %y = arith.addi %x, %x : i32\n"
    "  return %y : i32\n"
    "}\n";

static const char nested[] =
    "func.func @f(%A: memref<10xf32>, %n: index) {\n"
    "  %c = arith.constant 1.0 : f32\n"
    "  affine.for %i = 0 to %n {\n"
    "    %v = affine.load %A[%i] : memref<10xf32>\n"
    "    %w = arith.addf %v, %c : f32\n"
    "  }\n"
    "  %r = scf.execute_region -> f32 {\n"
    "    %s = arith.addf %c, %c : f32\n"
    "    scf.yield %s : f32\n"
    "  }\n"
    "  return\n"
    "}\n";

static const char diamond[] =
    "func.func @f(%c: i1, %a: i32) -> i32 {\n"
    "  %e = arith.addi %a, %a : i32\n"
    "  cf.cond_br %c, ^bb1, ^bb3(%e : i32)\n"
    "^bb1:\n"
    "  %x = arith.addi %e, %e : i32\n"
    "  cf.br ^bb3(%x : i32)\n"
    "^bb3(%p: i32):\n"
    "  %j = arith.addi %p, %e : i32\n"
    "  return %j : i32\n"
    "}\n";

static const char isolated[] =
    "%g = arith.constant 1 : i32\n"
    "func.func @f(%a: i32) -> i32 {\n"
    "  %x = arith.addi %a, %a : i32\n"
    "  return %x : i32\n"
    "}\n"
    "%h = arith.addi %k, %g : i32\n"
    "%k = arith.constant 2 : i32\n";

static const DomCase dom_cases[] = {
    {straight, "x", "y", true},
    {straight, "y", "x", false},
    {straight, "x", "x", false},
    {straight, "a", "x", true},
    {nested, "c", "w", true},      /* defined above the loop */
    {nested, "i", "w", true},      /* induction variable in its body */
    {nested, "v", "w", true},
    {nested, "r", "s", false},     /* result inside its own region */
    {nested, "w", "s", false},     /* sibling region */
    {nested, "s", "r", false},     /* child region */
    {diamond, "e", "j", true},     /* entry dominates the join */
    {diamond, "x", "j", false},    /* one arm does not */
    {diamond, "p", "j", true},
    {diamond, "p", "x", false},    /* argument of a later block */
    {isolated, "g", "x", false},   /* IsolatedFromAbove */
    {isolated, "a", "x", true},
    {isolated, "k", "h", true},    /* module body is a graph region */
};

/* Parses text, reporting a failure when it does not parse. */
static IrOp *parse(IrContext *ctx, const char *text) {
  IrOp *module = ir_parse_module(ctx, "test.mlir", text, strlen(text));
  if (!module) {
    fprintf(stderr, "FAIL: does not parse:\n%s", text);
    failures++;
  }
  return module;
}

/* The value named name (a result or a block argument) in op's tree. */
static IrValue *find_value(IrOp *op, const char *name) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->name && strcmp(op->results[i]->name, name) == 0)
      return op->results[i];
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next) {
      for (unsigned i = 0; i < b->num_args; i++)
        if (b->args[i]->name && strcmp(b->args[i]->name, name) == 0)
          return b->args[i];
      for (IrOp *o = b->first; o; o = o->next) {
        IrValue *v = find_value(o, name);
        if (v)
          return v;
      }
    }
  return NULL;
}

static void check_value_dominance(void) {
  for (size_t i = 0; i < sizeof dom_cases / sizeof *dom_cases; i++) {
    const DomCase *c = &dom_cases[i];
    IrContext *ctx = ir_context_create();
    IrOp *module = parse(ctx, c->program);
    IrValue *def = module ? find_value(module, c->def) : NULL;
    IrValue *use = module ? find_value(module, c->use) : NULL;
    if (module && (!def || !use || use->kind != IR_VALUE_RESULT)) {
      fprintf(stderr, "FAIL: case %zu: %%%s or %%%s not found\n", i, c->def,
              c->use);
      failures++;
    } else if (module && ir_value_dominates(def, use->op) != c->expected) {
      fprintf(stderr, "FAIL: case %zu: %%%s used by %%%s: expected %s\n", i,
              c->def, c->use, c->expected ? "true" : "false");
      failures++;
    }
    ir_context_destroy(ctx);
  }
}

/* Reports a failure when ir_op_dominates(x, y) is not expected. */
static void expect_op_dominates(IrOp *x, IrOp *y, bool expected,
                                const char *what) {
  if (ir_op_dominates(x, y) != expected) {
    fprintf(stderr, "FAIL: ir_op_dominates: %s\n", what);
    failures++;
  }
}

static void check_op_dominance(void) {
  IrContext *ctx = ir_context_create();
  IrOp *module = parse(ctx, nested);
  if (module) {
    IrOp *c = find_value(module, "c")->op, *w = find_value(module, "w")->op;
    IrOp *r = find_value(module, "r")->op, *s = find_value(module, "s")->op;
    IrOp *loop = c->next;
    expect_op_dominates(c, w, true, "op before a loop, op in the loop");
    expect_op_dominates(loop, w, true, "loop, op in its body");
    expect_op_dominates(w, loop, false, "op in a loop, the loop");
    expect_op_dominates(r, c, false, "later op, earlier op");
    expect_op_dominates(s, r, false, "nested op, its parent");
    expect_op_dominates(w, s, false, "ops in sibling regions");
    expect_op_dominates(c, c, false, "an op and itself");
  }
  ir_context_destroy(ctx);
}

/* Appends printf-style text to a growing buffer. */
typedef struct Buf {
  char *data;
  size_t len, cap;
} Buf;

static void buf_add(Buf *b, const char *text) {
  size_t n = strlen(text);
  if (b->len + n + 1 > b->cap) {
    b->cap = 2 * (b->len + n + 1);
    b->data = realloc(b->data, b->cap);
    if (!b->data)
      abort();
  }
  memcpy(b->data + b->len, text, n + 1);
  b->len += n;
}

/* Verifies text and checks the number of errors reported. */
static void expect_errors(const char *what, const char *text,
                          unsigned expected) {
  IrContext *ctx = ir_context_create();
  FILE *sink = tmpfile();
  if (sink)
    ir_diag_set_stream(ctx, sink);
  IrOp *module = parse(ctx, text);
  if (module) {
    ir_verify(ctx, module);
    if (ir_diag_error_count(ctx) != expected) {
      fprintf(stderr, "FAIL: %s: %u errors, expected %u\n", what,
              ir_diag_error_count(ctx), expected);
      failures++;
    }
  }
  ir_context_destroy(ctx);
  if (sink)
    fclose(sink);
}

/* depth nested scf.execute_region ops; the innermost uses the function's
 * argument, and also a value defined after it when bad is set. */
static void check_deep_nesting(unsigned depth, bool bad) {
  Buf b = {0};
  char line[160];
  buf_add(&b, "func.func @f(%a: i32) -> i32 {\n");
  for (unsigned k = 0; k < depth; k++) {
    snprintf(line, sizeof line, "%%r%u = scf.execute_region -> i32 {\n", k);
    buf_add(&b, line);
  }
  buf_add(&b, bad ? "%x = arith.addi %a, %z : i32\n%z = arith.addi %a, %a "
                    ": i32\n"
                  : "%x = arith.addi %a, %a : i32\n");
  buf_add(&b, "scf.yield %x : i32\n");
  for (unsigned k = depth; k-- > 0;) {
    snprintf(line, sizeof line, "}\n%s %%r%u : i32\n",
             k ? "scf.yield" : "return", k);
    buf_add(&b, line);
  }
  buf_add(&b, "}\n");
  expect_errors(bad ? "deep nesting, use before def" : "deep nesting",
                b.data, bad ? 1 : 0);
  free(b.data);
}

/* A chain of n blocks, each branching to the next and using a value of
 * the entry block and one of the block before; with bad set, one block
 * uses a value of the block after it. */
static void check_long_cfg(unsigned n, bool bad) {
  Buf b = {0};
  char line[160];
  buf_add(&b, "func.func @f(%a: i32) -> i32 {\n"
              "  %v0 = arith.addi %a, %a : i32\n  cf.br ^bb1\n");
  for (unsigned k = 1; k < n; k++) {
    unsigned prev = bad && k == n / 2 ? k + 1 : k - 1;
    snprintf(line, sizeof line,
             "^bb%u:\n  %%v%u = arith.addi %%v0, %%v%u : i32\n  cf.br ^bb%u\n",
             k, k, prev, k + 1);
    buf_add(&b, line);
  }
  snprintf(line, sizeof line, "^bb%u:\n  return %%v%u : i32\n}\n", n, n - 1);
  buf_add(&b, line);
  expect_errors(bad ? "long CFG, bad use" : "long CFG", b.data, bad ? 1 : 0);
  free(b.data);
}

int main(void) {
  check_value_dominance();
  check_op_dominance();
  check_deep_nesting(10000, false);
  check_deep_nesting(10000, true);
  check_long_cfg(20000, false);
  check_long_cfg(20000, true);
  if (failures) {
    fprintf(stderr, "test_verifier: %d failure(s)\n", failures);
    return 1;
  }
  return 0;
}
