/*
 * test_rewrite.c - the IR rewriting API (src/ir/rewrite.h) and the affine
 * builders (src/dialects/affine_build.h): each change keeps use lists
 * right, refuses what would leave a dangling use, and the module still
 * verifies and prints as expected afterwards.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dialects/affine_build.h"
#include "dialects/memref_build.h"
#include "ir/parse.h"
#include "ir/printer.h"
#include "ir/rewrite.h"
#include "ir/verifier.h"

static const char program[] =
    "func.func @f(%A: memref<10xf32>, %n: index) {\n"
    "  %c1 = arith.constant 1.0 : f32\n"
    "  %c2 = arith.constant 2.0 : f32\n"
    "  affine.for %i = 0 to 10 {\n"
    "    %v = affine.load %A[%i] : memref<10xf32>\n"
    "    %w = arith.addf %v, %c1 : f32\n"
    "    affine.store %w, %A[%i] : memref<10xf32>\n"
    "  }\n"
    "  return\n"
    "}\n";

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

/* The module as text, in a malloc'ed string. */
static char *print(IrContext *ctx, IrOp *module) {
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  ir_print_module(out, ctx, module);
  fclose(out);
  return buf;
}

static bool prints_with(IrContext *ctx, IrOp *module, const char *text) {
  char *s = print(ctx, module);
  bool ok = strstr(s, text) != NULL;
  if (!ok)
    printf("expected to find:\n%s\nin:\n%s", text, s);
  free(s);
  return ok;
}

static IrOp *func_of(IrOp *module) {
  return module->regions[0].first->first;
}

static void test_placement(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *c1 = body->first, *c2 = c1->next;
  ir_op_move_before(c1, c2);
  check(body->first == c2 && c2->next == c1 && c1->prev == c2,
        "move_before swaps the constants");
  ir_op_move_after(c1, c2);
  check(body->first == c1 && c1->next == c2, "move_after swaps them back");
  ir_op_unlink(c2);
  check(c1->next != c2 && !c2->parent, "unlink detaches");
  ir_op_insert_after(c1, c2);
  check(c1->next == c2 && c2->parent == body, "insert_after attaches");
  check(ir_verify(ctx, module), "verifies after moves");
}

static void test_uses(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *c1 = body->first, *c2 = c1->next;
  check(ir_value_num_uses(c1->results[0]) == 1 &&
            ir_value_num_uses(c2->results[0]) == 0,
        "one use of %c1, none of %c2");
  check(!ir_op_erase(c1), "erase refuses a used op");
  check(c1->parent == body, "a refused erase changes nothing");
  ir_value_replace_all_uses(c1->results[0], c2->results[0]);
  check(ir_value_num_uses(c1->results[0]) == 0 &&
            ir_value_num_uses(c2->results[0]) == 1,
        "replace_all_uses moves the use");
  check(ir_op_erase(c1) && body->first == c2, "erase of an unused op");
  check(ir_verify(ctx, module), "verifies after erase");
  check(prints_with(ctx, module, "arith.addf %v, %c2"), "the add uses %c2");
}

static void test_erase_nest(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *c2 = body->first, *loop = c2->next;
  IrValue *A = func_of(module)->regions[0].first->args[0];
  unsigned before = ir_value_num_uses(A);
  IrMap *map = ir_map_create();
  IrOp *copy = ir_op_clone(ctx, loop, map);
  ir_op_insert_after(loop, copy);
  check(ir_value_num_uses(A) == before + 2, "the clone uses %A twice more");
  IrValue *iv = loop->regions[0].first->args[0];
  IrValue *copy_iv = ir_map_value(map, iv);
  check(copy_iv != iv && copy_iv == copy->regions[0].first->args[0],
        "the map sends the IV to the clone's");
  IrOp *copy_load = copy->regions[0].first->first;
  check(ir_op_operand(copy_load, 1) == copy_iv, "the clone's load uses its IV");
  ir_map_destroy(map);
  check(ir_verify(ctx, module), "verifies with the clone");
  check(!ir_block_erase_arg(copy->regions[0].first, 0),
        "erase_arg refuses a used argument");
  check(ir_op_erase(copy) && ir_value_num_uses(A) == before,
        "erasing the clone drops its nested uses");
  check(ir_value_num_uses(c2->results[0]) == 1, "%c2 keeps the loop's use");
}

/* Builds, before the return: an affine.apply, an affine.if, an affine.for
 * with an iter_arg, and an affine.parallel with a reduction. */
static void test_builders(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *ret = body->last, *c2 = body->first;
  IrValue *n = body->args[1];
  IrLocation loc = ret->loc;
  IrAffineExpr *d0 = ir_affine_dim(ctx, 0);
  IrAffineMap *plus1 = ir_affine_map(
      ctx, 1, 0, 1,
      (IrAffineExpr *[]){ir_affine_add(ctx, d0, ir_affine_constant(ctx, 1))});
  IrOp *apply = affine_build_apply(ctx, loc, plus1, &n);
  ir_op_insert_before(ret, apply);
  IrIntegerSet *set = ir_integer_set(
      ctx, 1, 0, 1,
      (IrAffineExpr *[]){ir_affine_sub(ctx, d0, ir_affine_constant(ctx, 2))},
      (bool[]){false});
  ir_op_insert_before(ret, affine_build_if(ctx, loc, set, &n, true));
  AffineBound lb = {ir_affine_map_constant(ctx, 0), NULL};
  IrAffineMap *sym = ir_affine_map(ctx, 0, 1, 1,
                                   (IrAffineExpr *[]){ir_affine_symbol(ctx, 0)});
  AffineBound ub = {sym, apply->results};
  IrOp *loop = affine_build_for(ctx, loc, lb, ub, 2, 1, c2->results, NULL);
  ir_op_insert_before(ret, loop);
  check(loop->regions[0].first->num_args == 2 && loop->num_results == 1,
        "the for has an IV, an iter_arg and a result");
  int64_t addf = AFFINE_RED_ADDF;
  IrType *f32 = c2->results[0]->type;
  AffineBound dim = {ir_affine_map_identity(ctx, 1), apply->results};
  IrOp *par =
      affine_build_parallel(ctx, loc, 1, &lb, &dim, (int64_t[]){1}, 1, &addf,
                            &f32, NULL);
  IrBlock *pbody = par->regions[0].first;
  ir_block_append_op(pbody, affine_build_yield(ctx, loc, 1, c2->results));
  ir_op_insert_before(ret, par);
  IrOp *band = affine_build_parallel(ctx, loc, 2, (AffineBound[]){lb, lb},
                                     (AffineBound[]){dim, ub},
                                     (int64_t[]){1, 2}, 0, NULL, NULL, NULL);
  ir_op_insert_before(ret, band);
  check(band->regions[0].first->num_args == 2 && band->num_operands == 2,
        "a band of two dimensions, its bounds' operands one after the other");
  check(ir_verify(ctx, module), "the built ops verify");
  check(prints_with(ctx, module, "affine.parallel (%arg3, %arg4) = (0, 0) to "
                                 "(%0, symbol(%0)) step (1, 2) {"),
        "the band prints");
  check(prints_with(ctx, module, "affine.apply affine_map<(d0) -> (d0 + 1)>(%n)"),
        "apply prints");
  check(prints_with(ctx, module, "affine.for %arg0 = 0 to %0 step 2 "
                                 "iter_args(%arg1 = %c2) -> (f32) {"),
        "for prints");
  check(prints_with(ctx, module, "affine.parallel (%arg2) = (0) to (%0) "
                                 "reduce (\"addf\") -> (f32) {"),
        "parallel prints");
  check(prints_with(ctx, module, "} else {"), "if prints with its else");
}

/* Builds, before the return: a buffer, a store of %c2 into its element
 * %n - 1 and a load of it, and the buffer's release. */
static void test_memory_builders(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *ret = body->last, *c2 = body->first;
  IrValue *n = body->args[1];
  IrLocation loc = ret->loc;
  IrType *f32 = c2->results[0]->type;
  IrType *t = ir_type_memref(ctx, 1, (int64_t[]){4}, f32, NULL, NULL);
  IrOp *alloc = memref_build_alloc(ctx, "memref.alloc", loc, t);
  ir_op_insert_before(ret, alloc);
  IrValue *buf = alloc->results[0];
  IrAffineMap *minus1 = ir_affine_map(
      ctx, 1, 0, 1,
      (IrAffineExpr *[]){ir_affine_add(ctx, ir_affine_dim(ctx, 0),
                                       ir_affine_constant(ctx, -1))});
  ir_op_insert_before(ret, affine_build_store(ctx, loc, c2->results[0], buf,
                                              minus1, &n));
  IrOp *load = affine_build_load(ctx, loc, buf, minus1, &n);
  ir_op_insert_before(ret, load);
  ir_op_insert_before(ret, memref_build_dealloc(ctx, loc, buf));
  check(load->results[0]->type == f32, "the load gives an element");
  check(ir_verify(ctx, module), "the memory ops verify");
  check(prints_with(ctx, module, "%3 = memref.alloc() : memref<4xf32>"),
        "alloc prints");
  check(prints_with(ctx, module, "affine.store %c2, %3[%n - 1] : "
                                 "memref<4xf32>"),
        "store prints");
  check(prints_with(ctx, module, "%4 = affine.load %3[%n - 1] : memref<4xf32>"),
        "load prints");
  check(prints_with(ctx, module, "memref.dealloc %3 : memref<4xf32>"),
        "dealloc prints");
}

/* Recreating the loop's load with another operand list: the uses of its
 * result follow it, and the old op is gone from the block. */
static void test_recreate(IrContext *ctx, IrOp *module) {
  IrBlock *body = func_of(module)->regions[0].first;
  IrOp *loop = body->first->next;
  IrOp *load = loop->regions[0].first->first, *add = load->next;
  IrValue *ops[2] = {ir_op_operand(load, 0), ir_op_operand(load, 1)};
  IrOp *copy = ir_op_recreate(ctx, load, 2, ops, load->attrs);
  check(copy != load && loop->regions[0].first->first == copy &&
            copy->next == add && !load->parent,
        "recreate puts the new op in the old one's place");
  check(ir_op_operand(add, 0) == copy->results[0] &&
            ir_value_num_uses(load->results[0]) == 0,
        "recreate moves the result's uses");
  check(ir_verify(ctx, module), "verifies after recreate");
}

int main(void) {
  IrContext *ctx = ir_context_create();
  IrOp *module = ir_parse_module(ctx, "test.mlir", program, strlen(program));
  check(module && ir_verify(ctx, module), "the program parses and verifies");
  if (module) {
    test_placement(ctx, module);
    test_uses(ctx, module);
    test_erase_nest(ctx, module);
    test_recreate(ctx, module);
    test_builders(ctx, module);
    test_memory_builders(ctx, module);
  }
  ir_context_destroy(ctx);
  if (failures)
    printf("%d check(s) failed\n", failures);
  else
    printf("test_rewrite: all checks passed\n");
  return failures != 0;
}
