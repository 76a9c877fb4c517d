/*
 * test_layout_dynamic.c - table-driven tests of the buffer sizes of a
 * memref of dynamic size whose layout map is a tiling
 * (src/analysis/layout_extent.h: layout_dynamic_sizes, layout_size_holds).
 *
 * Each case gives a layout map over (d0, d1), the memref's shape (DYN for
 * '?'), the size MLIR's --normalize-memrefs gives each result ("" for a
 * static one; no sizes at all where MLIR sees no tiling and leaves the
 * memref as it is), and whether every element then fits in the buffer.
 * The sizes and the tilings were checked against mlir-opt 22.
 */
#include <stdio.h>
#include <string.h>

#include "analysis/layout_extent.h"
#include "ir/parse.h"

#define DYN IR_DYNAMIC

static int failures;

static void check(bool ok, const char *what, const char *map) {
  if (!ok) {
    printf("FAIL: %s for (%s)\n", what, map);
    failures++;
  }
}

static const struct {
  const char *map;
  int64_t shape[2];
  const char *sizes[4]; /* sizes[0] NULL: not a tiling */
  bool holds;
} cases[] = {
    {"d0 floordiv 32, d1 floordiv 64, d0 mod 32, d1 mod 64", {DYN, DYN},
     {"d0 ceildiv 32", "d1 ceildiv 64", "32", "64"}, true},
    {"d0 floordiv 2, d1, d0 mod 2", {DYN, 8}, {"d0 ceildiv 2", "", "2"}, true},
    {"d0 floordiv 2, d1, d0 mod 2", {4, DYN}, {"", "d1", ""}, true},
    {"(d0 + 3) floordiv 4, (d0 + 3) mod 4", {DYN, 1},
     {"(d0 + 3) ceildiv 4", "4"}, true},
    /* The d1 pair is no tile: MLIR sizes its results by their values. */
    {"d0 floordiv 4, d0 mod 4, d1 ceildiv 2, d1 mod 2", {DYN, DYN},
     {"d0 ceildiv 4", "4", "d1 ceildiv 2", "d1 mod 2"}, false},
    {"d0 floordiv 4, d0 mod 4, d1 - 1", {DYN, DYN},
     {"d0 ceildiv 4", "4", "d1 - 1"}, false},
    /* MLIR reads (d0 + 4) floordiv 4 as d0 floordiv 4 + 1: no tile. */
    {"(d0 + 4) floordiv 4, d1 floordiv 2, (d0 + 4) mod 4, d1 mod 2",
     {DYN, DYN}, {"d0 floordiv 4 + 1", "d1 ceildiv 2", "d0 mod 4", "2"},
     false},
    {"d1, d0", {DYN, DYN}, {NULL}, false},
    {"d0 floordiv 4, d0 mod 8", {DYN, 1}, {NULL}, false},
    {"d0 floordiv 4, d0 mod 4, d0 mod 4", {DYN, 1}, {NULL}, false},
    {"d0 floordiv 4, d0 mod 4, (d0 * 2) floordiv 4", {DYN, 1}, {NULL}, false},
    {"d0 floordiv 4, d1 floordiv 2, d0 mod 4, d1", {DYN, DYN}, {NULL}, false},
    {"d0 ceildiv 4, d0 mod 4", {DYN, 1}, {NULL}, false},
};

/* The map affine_map<(d0, d1) -> (results)>, or NULL. */
static IrAffineMap *parse_map(IrContext *ctx, const char *results) {
  char text[512];
  snprintf(text, sizeof text,
           "\"test.op\"() {a = affine_map<(d0, d1) -> (%s)>} : () -> ()",
           results);
  IrOp *module = ir_parse_module(ctx, "map", text, strlen(text));
  IrOp *op = module ? module->regions[0].first->first : NULL;
  IrAttr *a = op ? ir_op_attr(op, "a") : NULL;
  return a && a->kind == IR_ATTR_AFFINE_MAP ? a->u.map : NULL;
}

static void test_case(IrContext *ctx, unsigned k) {
  const char *text = cases[k].map;
  IrAffineMap *m = parse_map(ctx, text);
  IrAffineExpr *sizes[8];
  check(m && m->num_results <= 4, "parse", text);
  if (!m || m->num_results > 4)
    return;
  bool tiled = layout_dynamic_sizes(ctx, m, cases[k].shape, sizes);
  check(tiled == (cases[k].sizes[0] != NULL), "tiling", text);
  if (!tiled || !cases[k].sizes[0])
    return;
  bool holds = true, known = true;
  for (unsigned r = 0; r < m->num_results; r++) {
    const char *want = cases[k].sizes[r];
    if (!*want) {
      check(sizes[r] == NULL, "static result", text);
      continue;
    }
    IrAffineMap *w = parse_map(ctx, want);
    check(w && sizes[r] == w->results[0], "size", text);
    if (sizes[r])
      holds &= layout_size_holds(ctx, m, cases[k].shape, r, sizes[r], &known);
  }
  check(known && holds == cases[k].holds, "fits", text);
}

int main(void) {
  IrContext *ctx = ir_context_create();
  for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++)
    test_case(ctx, k);
  ir_context_destroy(ctx);
  if (failures)
    printf("%d failures\n", failures);
  return failures != 0;
}
