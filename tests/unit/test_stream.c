/*
 * test_stream.c - which top-level ops a streaming parse (src/ir/stream.h)
 * prints and gives back as it reads, and what the module then holds.
 *
 * A function that verifies and names no symbol becomes a shell with its
 * text; one that calls, names a global, fails to verify, or follows a
 * pending forward reference stays whole and is verified at the end, with
 * the diagnostics it would have without streaming. Shells still answer
 * symbol lookups: a call against a shell's signature and two shells of
 * one name are checked by the final ir_verify.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/diag.h"
#include "ir/ir.h"
#include "ir/parse.h"
#include "ir/stream.h"
#include "ir/verifier.h"

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    failures++;
  }
}

/* Parses text with streaming on; *errors gets the errors of parse and
 * verify together. The caller destroys ctx. */
static IrOp *parse_streaming(IrContext *ctx, const char *text,
                             unsigned *errors) {
  FILE *sink = tmpfile();
  ir_diag_set_stream(ctx, sink);
  ir_stream_enable(ctx, NULL);
  IrOp *module = ir_parse_module(ctx, "test.mlir", text, strlen(text));
  if (module)
    ir_verify(ctx, module);
  *errors = ir_diag_error_count(ctx);
  ir_diag_set_stream(ctx, NULL);
  fclose(sink);
  return module;
}

/* The i-th op of module's body. */
static IrOp *body_op(IrOp *module, unsigned i) {
  IrOp *op = module->regions[0].first->first;
  while (op && i--)
    op = op->next;
  return op;
}

static bool is_shell(IrContext *ctx, IrOp *op, const char *text) {
  size_t len;
  const char *t = op ? ir_stream_text(ctx, op, &len) : NULL;
  return t && len == strlen(text) && memcmp(t, text, len) == 0;
}

static bool is_whole(IrContext *ctx, IrOp *op) {
  size_t len;
  return op && op->num_regions == 1 && !ir_stream_text(ctx, op, &len);
}

static void test_which_ops_stream(void) {
  static const char text[] =
      "func.func @a() {\n  return\n}\n"
      "func.func @b() {\n  func.call @a() : () -> ()\n  return\n}\n"
      "memref.global @g : memref<2xi32>\n"
      "func.func @c() {\n  %0 = memref.get_global @g : memref<2xi32>\n"
      "  return\n}\n"
      "func.func @d(%x: i32) -> i32 {\n  return %x : i32\n}\n";
  IrContext *ctx = ir_context_create();
  unsigned errors;
  IrOp *m = parse_streaming(ctx, text, &errors);
  check(m && errors == 0, "streaming: the module verifies");
  check(m && is_shell(ctx, body_op(m, 0), "func.func @a() {\n    return\n  }"),
        "streaming: a plain function becomes a shell with its text");
  check(m && is_whole(ctx, body_op(m, 1)), "streaming: a caller stays whole");
  check(m && is_whole(ctx, body_op(m, 3)),
        "streaming: a user of a global stays whole");
  check(m && is_shell(ctx, body_op(m, 4),
                      "func.func @d(%x: i32) -> i32 {\n"
                      "    return %x : i32\n  }"),
        "streaming: functions after whole ones stream again");
  ir_context_destroy(ctx);
}

static void test_errors_kept_for_the_end(void) {
  static const char bad_call[] =
      "func.func @a(%x: i32) {\n  return\n}\n"
      "func.func @b(%y: f32) {\n  func.call @a(%y) : (f32) -> ()\n"
      "  return\n}\n";
  static const char duplicate[] =
      "func.func @a() {\n  return\n}\nfunc.func @a() {\n  return\n}\n";
  static const char bad_body[] =
      "func.func @a() -> i32 {\n  return\n}\n"
      "func.func @b() {\n  return\n}\n";
  const char *texts[] = {bad_call, duplicate, bad_body};
  const char *what[] = {"a call against a shell's signature",
                        "two shells of one name",
                        "a function that fails to verify"};
  for (int i = 0; i < 3; i++) {
    IrContext *ctx = ir_context_create();
    unsigned errors;
    IrOp *m = parse_streaming(ctx, texts[i], &errors);
    char msg[128];
    snprintf(msg, sizeof msg, "streaming: one error for %s", what[i]);
    check(m && errors == 1, msg);
    ir_context_destroy(ctx);
  }
  IrContext *ctx = ir_context_create();
  unsigned errors;
  IrOp *m = parse_streaming(ctx, bad_body, &errors);
  check(m && is_whole(ctx, body_op(m, 0)) &&
            is_shell(ctx, body_op(m, 1), "func.func @b() {\n    return\n  }"),
        "streaming: a function that fails to verify stays whole");
  ir_context_destroy(ctx);
}

/* A forward reference at module level may point into the next op: nothing
 * streams while one is pending. */
static void test_pending_forward_reference(void) {
  static const char text[] =
      "\"test.use\"(%v) : (i32) -> ()\n"
      "func.func @a() {\n  return\n}\n"
      "%v = \"test.def\"() : () -> i32\n"
      "func.func @b() {\n  return\n}\n";
  IrContext *ctx = ir_context_create();
  unsigned errors;
  IrOp *m = parse_streaming(ctx, text, &errors);
  check(m && errors == 0, "forward reference: the module verifies");
  check(m && is_whole(ctx, body_op(m, 1)),
        "forward reference: no streaming while it is pending");
  check(m && is_shell(ctx, body_op(m, 3), "func.func @b() {\n    return\n  }"),
        "forward reference: streaming again once it is resolved");
  ir_context_destroy(ctx);
}

int main(void) {
  test_which_ops_stream();
  test_errors_kept_for_the_end();
  test_pending_forward_reference();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
