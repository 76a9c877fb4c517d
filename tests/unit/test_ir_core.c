/*
 * test_ir_core.c - the context, diagnostics, ops, values and blocks.
 *
 * Checks the arena (zeroed memory, big allocations, ir_grow), interning,
 * the exact text of diagnostics (location prefix, quoted source line,
 * caret under the column with tabs expanded like LLVM's SourceMgr, error
 * counting), and the op model: operands and use lists, attributes,
 * operand segments, blocks, regions and parents.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dialects/dialect.h"
#include "ir/diag.h"
#include "ir/ir.h"

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "test_ir_core: FAILED: %s\n", what);
    failures++;
  }
}

static bool all_zero(const char *p, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (p[i])
      return false;
  return true;
}

static void check_arena(IrContext *ctx) {
  char *a = ir_alloc(ctx, 100);
  check(all_zero(a, 100) && ((uintptr_t)a & 15) == 0, "zeroed and aligned");
  memset(a, 1, 100);
  char *big = ir_alloc(ctx, 8 << 20);
  check(all_zero(big, 8 << 20), "big allocation zeroed");
  char *b = ir_alloc(ctx, 10);
  check(b != a && all_zero(b, 10), "allocation after a big one");
  check(ir_alloc(ctx, 0) != NULL, "zero-size allocation");
  /* ir_grow keeps the prefix, whether it extends in place or copies. */
  int *v = ir_grow(ctx, NULL, 0, 4, sizeof *v);
  for (int i = 0; i < 4; i++)
    v[i] = i;
  v = ir_grow(ctx, v, 4, 1000, sizeof *v);
  ir_alloc(ctx, 8);
  v = ir_grow(ctx, v, 1000, 100000, sizeof *v);
  bool ok = true;
  for (int i = 0; i < 4; i++)
    ok &= v[i] == i;
  check(ok && all_zero((char *)(v + 4), 996 * sizeof *v), "ir_grow");
  char *s = ir_strndup(ctx, "hello world", 5);
  check(strcmp(s, "hello") == 0, "ir_strndup");
  const char *x = ir_intern(ctx, "abc", 3), *y = ir_intern(ctx, "abcd", 3);
  check(x == y && strcmp(x, "abc") == 0, "interning");
  check(ir_intern(ctx, "", 0) == ir_intern(ctx, "xyz", 0), "empty string");
  /* Many strings: the table grows and keeps every one. */
  char buf[16];
  const char *first = NULL;
  for (int i = 0; i < 50000; i++) {
    snprintf(buf, sizeof buf, "n%d", i);
    const char *p = ir_intern(ctx, buf, strlen(buf));
    if (i == 0)
      first = p;
  }
  check(ir_intern(ctx, "n0", 2) == first, "interning survives growth");
}

/* Runs one diagnostic into a temporary stream and compares the text. */
static void expect_diag(IrContext *ctx, IrLocation loc, IrDiagKind kind,
                        const char *msg, const char *expected) {
  FILE *f = tmpfile();
  if (!f) {
    perror("tmpfile");
    exit(2);
  }
  ir_diag_set_stream(ctx, f);
  ir_diag(ctx, kind, loc, "%s", msg);
  rewind(f);
  char out[1024];
  size_t n = fread(out, 1, sizeof out - 1, f);
  out[n] = 0;
  fclose(f);
  ir_diag_set_stream(ctx, stderr);
  if (strcmp(out, expected) != 0) {
    fprintf(stderr, "test_ir_core: FAILED: diagnostic\n--- expected\n%s--- got\n%s",
            expected, out);
    failures++;
  }
}

static void check_diagnostics(IrContext *ctx) {
  static const char text[] =
      "func.func @f() {\n"
      "  %0 = affine.load %a[%c0] : memref<4x4xf32>\n"
      "\t%1 = foo\r\n"
      "last";
  ir_diag_add_source(ctx, "e.mlir", text, sizeof text - 1);
  const char *file = ir_intern(ctx, "e.mlir", 6);
  expect_diag(ctx, (IrLocation){file, 2, 8}, IR_DIAG_ERROR, "bad",
              "e.mlir:2:8: error: bad\n"
              "  %0 = affine.load %a[%c0] : memref<4x4xf32>\n"
              "       ^\n");
  /* A tab expands to the next multiple of 8 in both lines. */
  expect_diag(ctx, (IrLocation){file, 3, 2}, IR_DIAG_NOTE, "here",
              "e.mlir:3:2: note: here\n"
              "        %1 = foo\n"
              "        ^\n");
  expect_diag(ctx, (IrLocation){file, 4, 5}, IR_DIAG_WARNING, "end",
              "e.mlir:4:5: warning: end\n"
              "last\n"
              "    ^\n");
  expect_diag(ctx, (IrLocation){"other.mlir", 1, 1}, IR_DIAG_REMARK, "r",
              "other.mlir:1:1: remark: r\n");
  expect_diag(ctx, (IrLocation){file, 0, 0}, IR_DIAG_ERROR, "whole file",
              "e.mlir: error: whole file\n");
  expect_diag(ctx, (IrLocation){NULL, 0, 0}, IR_DIAG_ERROR, "nowhere",
              "error: nowhere\n");
  check(ir_diag_error_count(ctx) == 3, "errors counted, others not");
  FILE *f = tmpfile();
  ir_diag_set_stream(ctx, f);
  check(!ir_error(ctx, (IrLocation){NULL, 0, 0}, "x %d", 1), "ir_error");
  ir_diag_set_stream(ctx, stderr);
  fclose(f);
  check(ir_diag_error_count(ctx) == 4, "ir_error counts");
}

/* Number of uses on v's use list. */
static unsigned count_uses(const IrValue *v) {
  unsigned n = 0;
  for (IrUse *u = v->first_use; u; u = u->next)
    n++;
  return n;
}

static const IrOpDef test_def = {.name = "test.op"};

static void check_ops(IrContext *ctx) {
  IrLocation loc = {NULL, 0, 0};
  IrType *i32 = ir_type_integer(ctx, 32, IR_SIGNLESS);
  IrType *types[] = {i32, i32};
  IrOp *def = ir_op_create(ctx, &test_def, "test.def", loc, 0, NULL, 2, types,
                           0, 0, NULL, NULL);
  check(def->attrs && def->attrs->kind == IR_ATTR_DICT, "empty dict");
  check(def->results[1]->index == 1 && def->results[1]->op == def, "results");
  IrValue *a = def->results[0], *b = def->results[1];
  IrValue *ops[] = {a, a, b, NULL};
  IrOp *user = ir_op_create(ctx, &test_def, "test.use", loc, 4, ops, 0, NULL,
                            1, 0, NULL, NULL);
  check(count_uses(a) == 2 && count_uses(b) == 1, "use lists");
  check(ir_op_operand(user, 3) == NULL, "forward reference placeholder");
  ir_op_set_operand(user, 3, a);
  ir_op_set_operand(user, 0, b);
  check(count_uses(a) == 2 && count_uses(b) == 2, "set_operand relinks");
  check(ir_op_operand(user, 0) == b && user->operands[0].owner == user &&
            ir_use_index(&user->operands[3]) == 3,
        "operand fields");
  check(ir_op_operand(user, 9) == NULL, "operand out of range");

  IrAttr *seg = ir_attr_dense_array(ctx, i32, 3, (int64_t[]){1, 2, 1}, NULL);
  ir_op_set_attr(ctx, user, "step", ir_attr_integer(ctx, i32, 4));
  ir_op_set_attr(ctx, user, "operandSegmentSizes", seg);
  ir_op_set_attr(ctx, user, "step", ir_attr_integer(ctx, i32, 5));
  check(user->attrs->u.dict.num == 2, "set_attr replaces");
  check(ir_op_int_attr(user, "step", -1) == 5, "int attr");
  check(ir_op_int_attr(user, "missing", -1) == -1, "int attr default");
  unsigned len, start = ir_op_segment(user, 1, &len);
  check(start == 1 && len == 2, "segment 1");
  start = ir_op_segment(user, 2, &len);
  check(start == 3 && len == 1, "segment 2");
  start = ir_op_segment(user, 3, &len);
  check(len == 0, "segment out of range");
  ir_op_set_attr(ctx, user, "operandSegmentSizes",
                 ir_attr_dense_array(ctx, i32, 2, (int64_t[]){3, 7}, NULL));
  start = ir_op_segment(user, 1, &len);
  check(start == 3 && len == 1, "segments clamped to the operands");
  ir_op_remove_attr(ctx, user, "step");
  ir_op_remove_attr(ctx, user, "nothing");
  check(ir_op_attr(user, "step") == NULL && user->attrs->u.dict.num == 1,
        "remove_attr");

  IrBlock *blk = ir_region_entry_block(ctx, &user->regions[0], loc);
  check(ir_region_entry_block(ctx, &user->regions[0], loc) == blk &&
            blk->parent == &user->regions[0],
        "entry block created once");
  for (unsigned i = 0; i < 37; i++)
    ir_block_add_arg(ctx, blk, i32, i == 5 ? "i" : NULL, loc);
  check(blk->num_args == 37 && blk->args[36]->index == 36 &&
            blk->args[5]->block == blk && strcmp(blk->args[5]->name, "i") == 0,
        "block arguments");
  check(ir_block_terminator(blk) == NULL, "empty block has no terminator");
  IrOp *inner = ir_op_create(ctx, &test_def, "test.inner", loc, 0, NULL, 0,
                             NULL, 0, 0, NULL, NULL);
  IrOp *term = ir_op_create(ctx, &test_def, "test.yield", loc, 0, NULL, 0, NULL,
                            0, 0, NULL, NULL);
  ir_block_append_op(blk, inner);
  ir_block_append_op(blk, term);
  check(ir_block_terminator(blk) == term && inner->next == term &&
            term->prev == inner && blk->first == inner,
        "op list");
  check(ir_op_parent_op(inner) == user && ir_op_parent_op(user) == NULL,
        "parent op");
  IrBlock *blk2 = ir_block_create(ctx, loc);
  ir_region_append_block(&user->regions[0], blk2);
  check(blk->next == blk2 && blk2->prev == blk && user->regions[0].last == blk2,
        "block list");
  IrBlock *succ[] = {blk2};
  IrOp *br = ir_op_create(ctx, &test_def, "test.br", loc, 0, NULL, 0, NULL, 0,
                          1, succ, NULL);
  check(br->successors[0] == blk2 && br->successors != succ, "successors");
  check(strcmp(user->name, "test.use") == 0 &&
            user->name == ir_intern(ctx, "test.use", 8),
        "op names interned");
}

int main(void) {
  IrContext *ctx = ir_context_create();
  check_arena(ctx);
  check_diagnostics(ctx);
  check_ops(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "test_ir_core: %d failure(s)\n", failures);
    return 1;
  }
  return 0;
}
