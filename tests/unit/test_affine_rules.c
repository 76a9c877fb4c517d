/*
 * test_affine_rules.c - the affine dialect's dimension/symbol rules and
 * accessors (src/dialects/affine.h), on a parsed program.
 *
 * The program below is valid for mlir-opt; each row of `cases` names one
 * of its SSA values and says whether MLIR's isValidDim(Value) and
 * isValidSymbol(Value) hold for it (the use-independent forms, which
 * later analyses call). Further checks read the memory accesses, the loop
 * bounds and the reduction names back through the accessors.
 */
#include <stdio.h>
#include <string.h>

#include "dialects/affine.h"
#include "ir/parse.h"

static const char program[] =
    "func.func @f(%A: memref<?x8xf32>, %n: index, %x: f32, %k: i32) {\n"
    "  %top = arith.addi %n, %n : index\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %B = memref.alloc(%n) : memref<?xf32>\n"
    "  %r = affine.for %i = 0 to %n step 4 iter_args(%acc = %x) -> (f32) {\n"
    "    %c4 = arith.constant 4 : index\n"
    "    %sym = arith.muli %n, %c4 : index\n"
    "    %notsym = arith.muli %i, %c4 : index\n"
    "    %cast = arith.index_cast %k : i32 to index\n"
    "    %app = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n"
    "    %sapp = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]\n"
    "    %dim = memref.dim %A, %c0 : memref<?x8xf32>\n"
    "    %bdim = memref.dim %B, %c0 : memref<?xf32>\n"
    "    %q:2 = affine.delinearize_index %i into (4, 8) : index, index\n"
    "    %v = affine.load %A[%i + symbol(%n), %app] : memref<?x8xf32>\n"
    "    affine.store %v, %A[%i, 3] : memref<?x8xf32>\n"
    "    affine.prefetch %A[%i, 0], write, locality<1>, data : "
    "memref<?x8xf32>\n"
    "    %s = arith.addf %acc, %v : f32\n"
    "    affine.yield %s : f32\n"
    "  }\n"
    "  affine.parallel (%p, %q2) = (0, 0) to (%n, 8) {\n"
    "  }\n"
    "  return\n"
    "}\n";

typedef struct Case {
  const char *name;
  bool dim, symbol;
} Case;

static const Case cases[] = {
    {"n", true, true},       /* argument of the affine scope */
    {"top", true, true},     /* defined at the top of the scope */
    {"c0", true, true},
    {"i", true, false},      /* induction variable */
    {"acc", false, false},   /* iter_args: not index */
    {"c4", true, true},      /* constant */
    {"sym", true, true},     /* pure op on symbols */
    {"notsym", false, false},/* pure op on a dimension */
    {"cast", false, false},  /* operand %k is i32, not a symbol */
    {"app", true, false},    /* affine.apply of a dimension */
    {"sapp", true, true},    /* affine.apply of a symbol */
    {"dim", true, true},     /* memref.dim of a function argument */
    {"bdim", true, true},    /* memref.dim of a top-level alloc */
    {"q", true, false},      /* delinearize_index of a dimension */
    {"p", true, false},      /* affine.parallel induction variable */
    {"q2", true, false},
    {"v", false, false},     /* f32 */
};

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAIL: %s\n", what);
    failures++;
  }
}

/* The value named `name` (its first result or argument) under op. */
static IrValue *find_value(IrOp *op, const char *name) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i]->name && !strcmp(op->results[i]->name, name))
      return op->results[i];
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next) {
      for (unsigned i = 0; i < b->num_args; i++)
        if (b->args[i]->name && !strcmp(b->args[i]->name, name))
          return b->args[i];
      for (IrOp *o = b->first; o; o = o->next) {
        IrValue *v = find_value(o, name);
        if (v)
          return v;
      }
    }
  return NULL;
}

/* The first op named `name` under op, in pre-order. */
static IrOp *find_op(IrOp *op, const char *name) {
  if (!strcmp(op->name, name))
    return op;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (IrBlock *b = op->regions[r].first; b; b = b->next)
      for (IrOp *o = b->first; o; o = o->next) {
        IrOp *found = find_op(o, name);
        if (found)
          return found;
      }
  return NULL;
}

static void test_rules(IrOp *module) {
  char what[128];
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    IrValue *v = find_value(module, cases[i].name);
    snprintf(what, sizeof what, "%%%s exists", cases[i].name);
    check(v != NULL, what);
    if (!v)
      continue;
    snprintf(what, sizeof what, "%%%s valid dim == %d", cases[i].name,
             cases[i].dim);
    check(affine_is_valid_dim(v) == cases[i].dim, what);
    snprintf(what, sizeof what, "%%%s valid symbol == %d", cases[i].name,
             cases[i].symbol);
    check(affine_is_valid_symbol(v) == cases[i].symbol, what);
  }
  IrOp *loop = find_op(module, "affine.for");
  check(affine_is_induction_var(find_value(module, "i")), "%i is an IV");
  check(affine_for_of_iv(find_value(module, "i")) == loop, "%i's loop");
  check(!affine_for_of_iv(find_value(module, "p")), "%p is no affine.for IV");
  check(!affine_is_induction_var(find_value(module, "acc")), "%acc no IV");
}

static void test_accessors(IrOp *module) {
  AffineAccess a;
  AffineForBounds b;
  IrOp *load = find_op(module, "affine.load");
  check(affine_access_get(load, &a) && a.memref == 0 && a.first_index == 1 &&
            a.value == -1 && !a.is_write && a.map->num_dims == 2 &&
            a.map->num_symbols == 1,
        "load access");
  check(affine_access_get(find_op(module, "affine.store"), &a) &&
            a.memref == 1 && a.value == 0 && a.is_write,
        "store access");
  check(affine_access_get(find_op(module, "affine.prefetch"), &a) &&
            a.is_write && a.value == -1,
        "prefetch access");
  check(!affine_access_get(find_op(module, "affine.yield"), &a),
        "yield is no access");
  check(affine_for_get_bounds(find_op(module, "affine.for"), &b) &&
            b.step == 4 && b.num_inits == 1 && b.first_lb == 0 &&
            b.first_ub == 0 && b.first_init == 1 &&
            b.ub_map->num_symbols == 1,
        "for bounds");
  check(!strcmp(affine_reduction_name(AFFINE_RED_MAXNUMF), "maxnumf") &&
            !strcmp(affine_reduction_name(AFFINE_RED_XORI), "xori") &&
            !affine_reduction_name(AFFINE_RED_COUNT) &&
            !affine_reduction_name(-1),
        "reduction names");
}

int main(void) {
  IrContext *ctx = ir_context_create();
  IrOp *module = ir_parse_module(ctx, "rules.mlir", program, strlen(program));
  check(module != NULL, "program parses");
  if (module) {
    check(affine_scope_region(find_op(module, "affine.load")) ==
              &find_op(module, "func.func")->regions[0],
          "scope of the load is the function body");
    test_rules(module);
    test_accessors(module);
  }
  ir_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
