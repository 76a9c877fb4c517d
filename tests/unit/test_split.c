/*
 * test_split.c - reading the second half of a file on a second thread
 * (src/ir/parse_split.c) gives what one thread gives.
 *
 * Each case is parsed, verified and printed twice, with streaming on: on
 * one thread, and with AFFC_TEST_SPLIT_BYTES=1 so that any file splits
 * where it can. The printed module, the diagnostics and the error count
 * must agree, and each case says whether the thread's half must be used
 * (the thread's sibling context holds ops) or thrown away.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/context.h"
#include "ir/diag.h"
#include "ir/parse.h"
#include "ir/printer.h"
#include "ir/stream.h"
#include "ir/verifier.h"

static int failures;

static void check(bool ok, const char *name, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s: %s\n", name, what);
    failures++;
  }
}

/* What one run gives: the printed module and the diagnostics. */
typedef struct Run {
  char *out, *diag;
  unsigned errors;
  bool split_used; /* the module holds an op of the thread's context */
} Run;

static char *file_text(FILE *f) {
  long n = ftell(f);
  char *s = calloc(1, (size_t)n + 1);
  rewind(f);
  if (fread(s, 1, (size_t)n, f) != (size_t)n)
    s[0] = '\0';
  fclose(f);
  return s;
}

/* True when an op of module's body is a shell of the thread's context:
 * its text is found only when ctx's siblings are searched too. */
static bool uses_sibling(IrContext *ctx, IrOp *module) {
  IrContext *siblings = ctx->siblings;
  bool found = false;
  for (IrOp *op = module ? module->regions[0].first->first : NULL;
       op && !found; op = op->next) {
    size_t len;
    ctx->siblings = NULL;
    bool own = ir_stream_text(ctx, op, &len) != NULL;
    ctx->siblings = siblings;
    found = !own && ir_stream_text(ctx, op, &len) != NULL;
  }
  return found;
}

static Run run(const char *text, bool split) {
  if (split)
    setenv("AFFC_TEST_SPLIT_BYTES", "1", 1);
  else
    unsetenv("AFFC_TEST_SPLIT_BYTES");
  IrContext *ctx = ir_context_create();
  FILE *diag = tmpfile(), *out = tmpfile();
  ir_diag_set_stream(ctx, diag);
  ir_stream_enable(ctx, NULL);
  IrOp *module = ir_parse_module(ctx, "test.mlir", text, strlen(text));
  Run r = {0};
  if (module && ir_verify(ctx, module))
    ir_print_module(out, ctx, module);
  r.errors = ir_diag_error_count(ctx);
  r.split_used = uses_sibling(ctx, module);
  r.out = file_text(out);
  r.diag = file_text(diag);
  ir_context_destroy(ctx);
  return r;
}

static void expect_same(const char *name, const char *text, bool used,
                        unsigned errors) {
  Run one = run(text, false), two = run(text, true);
  check(!one.split_used, name, "one thread: no split");
  check(two.split_used == used, name,
        used ? "the thread's half is used" : "the thread's half is dropped");
  check(one.errors == errors, name, "error count");
  check(two.errors == one.errors, name, "same error count");
  check(strcmp(one.out, two.out) == 0, name, "same output");
  check(strcmp(one.diag, two.diag) == 0, name, "same diagnostics");
  if (strcmp(one.diag, two.diag) != 0)
    fprintf(stderr, "one thread:\n%s\ntwo threads:\n%s\n", one.diag,
            two.diag);
  free(one.out), free(one.diag), free(two.out), free(two.diag);
}

#define FN(name) "func.func @" name "(%x: index) -> index {\n" \
                 "  %y = affine.apply affine_map<(d0) -> (d0 + 1)>(%x)\n" \
                 "  return %y : index\n}\n\n"

int main(void) {
  expect_same("plain functions", FN("a") FN("b") FN("c") FN("d"), true, 0);
  expect_same("error after the split",
              FN("a") FN("b") FN("c")
              "func.func @d() {\n  return %nope : index\n}\n",
              false, 1);
  expect_same("error before the split",
              FN("a") "func.func @b() {\n  return %nope : index\n}\n"
              FN("c") FN("d") "func.func @e() {\n  return %no : index\n}\n",
              false, 1);
  expect_same("syntax error at the end", FN("a") FN("b") FN("c") FN("d")
              "func.func @e() {\n", false, 1);
  expect_same("alias defined after the thread starts",
              FN("a") "#m = affine_map<(d0) -> (d0 * 2)>\n" FN("b") FN("c")
              "func.func @d(%x: index) -> index {\n"
              "  %y = affine.apply #m(%x)\n  return %y : index\n}\n",
              false, 0);
  expect_same("alias redefined after the split",
              FN("a") "#m = affine_map<(d0) -> (d0 * 2)>\n" FN("b") FN("c")
              "#m = affine_map<(d0) -> (d0 * 3)>\n" FN("d"),
              false, 1);
  expect_same("alias defined before",
              "#m = affine_map<(d0) -> (d0 * 2)>\n" FN("a") FN("b") FN("c")
              "func.func @d(%x: index) -> index {\n"
              "  %y = affine.apply #m(%x)\n  return %y : index\n}\n",
              true, 0);
  expect_same("call across the split",
              "func.func @a(%x: index) -> index {\n"
              "  %y = func.call @d(%x) : (index) -> index\n"
              "  return %y : index\n}\n\n" FN("b") FN("c") FN("d"),
              true, 0);
  expect_same("call of a wrong signature across the split",
              "func.func @a(%x: index) -> index {\n"
              "  %y = func.call @d(%x, %x) : (index, index) -> index\n"
              "  return %y : index\n}\n\n" FN("b") FN("c") FN("d"),
              true, 1);
  expect_same("one symbol on both sides", FN("a") FN("b") FN("c") FN("a"),
              true, 1);
  expect_same("top-level value used after the split",
              "%v = \"test.def\"() : () -> i32\n" FN("a") FN("b") FN("c")
              "\"test.use\"(%v) : (i32) -> ()\n",
              false, 0);
  expect_same("top-level forward reference across the split",
              FN("a") "\"test.use\"(%v) : (i32) -> ()\n" FN("b") FN("c")
              "%v = \"test.def\"() : () -> i32\n",
              false, 0);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
