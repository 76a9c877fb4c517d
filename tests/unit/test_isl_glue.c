/*
 * test_isl_glue.c - table-driven tests of affc's glue to isl
 * (src/analysis/presburger.h).
 *
 * Each table gives textual inputs and the expected answer:
 *  - affine expressions (as written in an affine_map over (d0, d1)[s0])
 *    and the isl expression they must become, or NULL where MLIR's
 *    flattener gives up (semi-affine, non-positive divisors);
 *  - isl relations and whether they have integer points;
 *  - dependence relations, a depth, and the relation MLIR's ordering
 *    constraints leave;
 *  - dependence relations and their component intervals;
 *  - accesses in small programs and their access relations.
 * A last check makes the work bound run out and expects "unknown".
 */
#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/space.h>
#include <stdio.h>
#include <string.h>

#include "analysis/access_model.h"
#include "analysis/presburger.h"
#include "ir/parse.h"

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

/* ------------------------------------------------------------ expressions */

static const struct {
  const char *expr, *isl; /* isl NULL: not flattenable */
} aff_cases[] = {
    {"d0 + d1 * 2 - 3", "d0 + 2d1 - 3"},
    {"d0 * -4 + s0", "-4d0 + s0"},
    {"d0 floordiv 2", "floor(d0/2)"},
    {"d0 ceildiv 3", "ceil(d0/3)"},
    {"d0 mod 4", "d0 mod 4"},
    {"((d0 + s0) floordiv 2) * 3 + 1", "3 * floor((d0 + s0)/2) + 1"},
    {"(d0 mod 3) floordiv 2", "floor((d0 mod 3)/2)"},
    {"d0 * s0", NULL},
    {"d0 floordiv s0", NULL},
    {"d0 floordiv -2", NULL},
    {"d0 mod -3", NULL},
    {"d0 ceildiv 0", NULL},
    {"7 floordiv -2", "-4"},
    {"-7 ceildiv -2", "4"},
};

/* The expression of the attribute `a` of the only op in a module. */
static IrAffineExpr *parse_expr(IrContext *ctx, const char *expr) {
  char text[256];
  snprintf(text, sizeof text,
           "\"test.op\"() {a = affine_map<(d0, d1)[s0] -> (%s)>} : () -> ()",
           expr);
  IrOp *module = ir_parse_module(ctx, "expr", text, strlen(text));
  IrOp *op = module ? module->regions[0].first->first : NULL;
  IrAttr *a = op ? ir_op_attr(op, "a") : NULL;
  return a && a->kind == IR_ATTR_AFFINE_MAP ? a->u.map->results[0] : NULL;
}

/* True when maps a and b (kept) hold the same points, ignoring the user
 * pointers of their parameters. */
static bool same_map(isl_map *a, isl_map *b) {
  isl_map *x = isl_map_reset_user(isl_map_copy(a));
  isl_map *y = isl_map_reset_user(isl_map_copy(b));
  bool same = x && y && isl_map_is_equal(x, y) == isl_bool_true;
  isl_map_free(x);
  isl_map_free(y);
  return same;
}

static bool same_aff(isl_aff *a, isl_aff *b) {
  isl_map *x = isl_map_from_aff(isl_aff_copy(a));
  isl_map *y = isl_map_from_aff(isl_aff_copy(b));
  bool same = same_map(x, y);
  isl_map_free(x);
  isl_map_free(y);
  return same;
}

static void test_affs(isl_ctx *isl) {
  IrContext *ctx = ir_context_create();
  isl_space *space = isl_space_set_alloc(isl, 1, 2);
  space = isl_space_set_dim_name(space, isl_dim_param, 0, "s0");
  isl_local_space *ls = isl_local_space_from_space(space);
  for (size_t i = 0; i < sizeof aff_cases / sizeof aff_cases[0]; i++) {
    IrAffineExpr *e = parse_expr(ctx, aff_cases[i].expr);
    isl_aff *got = e ? pres_aff(ls, e) : NULL;
    char want_text[256];
    snprintf(want_text, sizeof want_text, "[s0] -> { [d0, d1] -> [(%s)] }",
             aff_cases[i].isl ? aff_cases[i].isl : "0");
    isl_aff *want = isl_aff_read_from_str(isl, want_text);
    check(e && (aff_cases[i].isl ? got && same_aff(got, want) : !got),
          aff_cases[i].expr);
    isl_aff_free(got);
    isl_aff_free(want);
  }
  isl_local_space_free(ls);
  ir_context_destroy(ctx);
}

/* ------------------------------------------------------------- emptiness */

static const struct {
  const char *map;
  PresTruth empty;
} empty_cases[] = {
    {"{ [i] -> [j] : 0 <= i < 10 and j = i + 2 and j < 10 }", PRES_FALSE},
    {"{ [i] -> [j] : 2j = 2i + 1 }", PRES_TRUE},
    {"{ [i] -> [j] : 0 < 3i < 3 }", PRES_TRUE},
    {"{ [i] -> [j] : 0 <= i < 4 and 4j = 2i + 1 }", PRES_TRUE},
    {"[N] -> { [i] -> [j] : 0 <= i < N and j = i + 1 and j > N }", PRES_TRUE},
    {"[N] -> { [i] -> [j] : 0 <= i < N and j = i + 5 and j < N }", PRES_FALSE},
    {"{ [i] -> [j] : exists (q : i = 2q) and j = i + 1 and "
     "exists (r : j = 2r) }",
     PRES_TRUE},
};

static void test_emptiness(isl_ctx *isl) {
  for (size_t i = 0; i < sizeof empty_cases / sizeof empty_cases[0]; i++) {
    isl_map *map = isl_map_read_from_str(isl, empty_cases[i].map);
    pres_begin(isl);
    check(map && pres_is_empty(map) == empty_cases[i].empty,
          empty_cases[i].map);
    isl_map_free(map);
  }
}

/* -------------------------------------------------------------- ordering */

static const struct {
  const char *dep;
  unsigned n_common, depth;
  const char *ordered;
} order_cases[] = {
    {"{ [i0, i1] -> [j0, j1] }", 2, 1, "{ [i0, i1] -> [j0, j1] : j0 >= i0 + 1 }"},
    {"{ [i0, i1] -> [j0, j1] }", 2, 2,
     "{ [i0, i1] -> [j0, j1] : j0 = i0 and j1 >= i1 + 1 }"},
    {"{ [i0, i1] -> [j0, j1] }", 2, 3,
     "{ [i0, i1] -> [j0, j1] : j0 = i0 and j1 = i1 }"},
    {"{ [i0, i1] -> [j0] }", 1, 2, "{ [i0, i1] -> [j0] : j0 = i0 }"},
    {"{ [i0] -> [j0, j1] }", 0, 1, "{ [i0] -> [j0, j1] }"},
    {"[N] -> { [i] -> [j] : j < N }", 1, 1,
     "[N] -> { [i] -> [j] : i < j < N }"},
};

static void test_ordering(isl_ctx *isl) {
  for (size_t i = 0; i < sizeof order_cases / sizeof order_cases[0]; i++) {
    isl_map *dep = isl_map_read_from_str(isl, order_cases[i].dep);
    isl_map *want = isl_map_read_from_str(isl, order_cases[i].ordered);
    isl_map *got = pres_order(dep, order_cases[i].n_common, order_cases[i].depth);
    check(got && same_map(got, want), order_cases[i].ordered);
    isl_map_free(got);
    isl_map_free(want);
  }
}

/* ------------------------------------------------------------ components */

static const struct {
  const char *dep;
  unsigned n_common, n_equal;
  const char *components;
} component_cases[] = {
    {"{ [i] -> [j] : 0 <= i < 10 and 0 <= j < 10 and j = i + 2 }", 1, 0,
     "[2, 2]"},
    {"{ [i0, i1] -> [j0, j1] : 0 <= i0, i1, j0, j1 < 10 and j0 > i0 and "
     "j0 + j1 = i0 + i1 }",
     2, 0, "[1, 9][-9, -1]"},
    {"{ [i] -> [j] : 0 <= i < j < 12 and (j - i) mod 4 = 0 }", 1, 0, "[4, 8]"},
    {"{ [i0, i1] -> [j0, j1] : 0 <= i0, i1, j0, j1 < 10 and j0 > i0 and "
     "2j0 + 3j1 = 2i0 + 3i1 }",
     2, 0, "[3, 9][-6, -2]"},
    {"[N] -> { [i] -> [j] : 0 <= i < j < N }", 1, 0, "[1, +inf]"},
    {"[N] -> { [i, k] -> [j, l] : j = i and 0 <= i < 10 and N <= k < 10 and "
     "N <= l < 10 and l > k }",
     2, 1, "[0, 0][1, +inf]"},
    {"[N] -> { [i, k] -> [j, l] : j = i and 0 <= i < 10 and N <= k < l and "
     "l < 10 }",
     2, 0, "[0, 0][1, +inf]"},
    {"{ [i] -> [j, k] : 0 <= i < 5 and j = i + 1 and k = 7 }", 1, 0, "[1, 1]"},
};

/* The components as the test pass prints them. */
static void format_components(const DepComponent *c, unsigned n, char *out,
                              size_t size) {
  size_t len = 0;
  out[0] = '\0';
  for (unsigned k = 0; k < n && len < size; k++) {
    char lb[24], ub[24];
    snprintf(lb, sizeof lb, "%lld", (long long)c[k].lb);
    snprintf(ub, sizeof ub, "%lld", (long long)c[k].ub);
    len += (size_t)snprintf(out + len, size - len, "[%s, %s]",
                            c[k].lb == DEP_NEG_INF ? "-inf" : lb,
                            c[k].ub == DEP_POS_INF ? "+inf" : ub);
  }
}

static void test_components(isl_ctx *isl) {
  for (size_t i = 0; i < sizeof component_cases / sizeof component_cases[0];
       i++) {
    isl_map *dep = isl_map_read_from_str(isl, component_cases[i].dep);
    DepComponent comps[4];
    char got[128] = "";
    pres_begin(isl);
    if (dep &&
        pres_components(dep, component_cases[i].n_common,
                        component_cases[i].n_equal, comps))
      format_components(comps, component_cases[i].n_common, got, sizeof got);
    check(!strcmp(got, component_cases[i].components), component_cases[i].dep);
    isl_map_free(dep);
  }
}

/* ------------------------------------------------------ access relations */

static const char program[] =
    "func.func @f(%A: memref<?xf32>, %B: memref<?x?xf32>, %N: index,\n"
    "             %T: memref<?xf32, 1>, %tag: memref<1xi32>) {\n"
    "  %cf = arith.constant 1.0 : f32\n"
    "  %c4 = arith.constant 4 : index\n"
    "  affine.for %i = 0 to 10 {\n"
    "    affine.store %cf, %A[%i + 1] : memref<?xf32>\n"
    "  }\n"
    "  affine.for %i = %N to 100 step 2 {\n"
    "    %v = affine.load %A[%i] : memref<?xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 8 {\n"
    "    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i)\n"
    "        to min affine_map<(d0) -> (8, d0 + 3)>(%i) {\n"
    "      %a = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)\n"
    "      %v = affine.load %A[%a] : memref<?xf32>\n"
    "    }\n"
    "  }\n"
    "  affine.for %i = 0 to 10 {\n"
    "    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {\n"
    "      affine.store %cf, %A[%i] : memref<?xf32>\n"
    "    } else {\n"
    "      %v = affine.load %A[%i] : memref<?xf32>\n"
    "    }\n"
    "  }\n"
    "  affine.parallel (%i, %j) = (0, 0) to (8, min(6, 4)) step (2, 1) {\n"
    "    %v = affine.load %B[%i, %j floordiv 2] : memref<?x?xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 4 {\n"
    "    %v = affine.vector_load %B[%i, %i * 4] : memref<?x?xf32>, "
    "vector<2x4xf32>\n"
    "  }\n"
    "  affine.for %i = 0 to 4 {\n"
    "    affine.dma_start %A[%i], %T[%i], %tag[0], %c4 : memref<?xf32>, "
    "memref<?xf32, 1>, memref<1xi32>\n"
    "    affine.dma_wait %tag[0], %c4 : memref<1xi32>\n"
    "  }\n"
    "  return\n"
    "}\n";

/* The relation of part `part` of access number `access` (in program
 * order, all kinds), and whether it writes. */
static const struct {
  unsigned access, part;
  bool write;
  const char *relation;
} relation_cases[] = {
    {0, 0, true, "{ [i] -> [a] : 0 <= i < 10 and a = i + 1 }"},
    {1, 0, false,
     "[N] -> { [i] -> [a] : N <= i < 100 and (i - N) mod 2 = 0 and a = i }"},
    {2, 0, false,
     "{ [i, j] -> [a] : 0 <= i < 8 and 0 <= j and i - 2 <= j and j < 8 and "
     "j < i + 3 and a = 8i + j }"},
    {3, 0, true, "{ [i] -> [a] : 5 <= i < 10 and a = i }"},
    {4, 0, false, "{ [i] -> [a] : 0 <= i < 5 and a = i }"},
    {5, 0, false,
     "{ [i, j] -> [a, b] : 0 <= i < 8 and i mod 2 = 0 and 0 <= j < 4 and "
     "a = i and b = floor(j / 2) }"},
    {6, 0, false,
     "{ [i] -> [a, b] : 0 <= i < 4 and i <= a < i + 2 and 4i <= b < 4i + 4 }"},
    {7, 0, false, "{ [i] -> [a] : 0 <= i < 4 }"},
    {7, 1, true, "{ [i] -> [a] : 0 <= i < 4 }"},
    {7, 2, true, "{ [i] -> [t] : 0 <= i < 4 }"},
    {8, 0, true, "{ [i] -> [t] : 0 <= i < 4 }"},
};

typedef struct Accesses {
  IrOp *ops[16];
  unsigned num;
} Accesses;

static void collect(IrOp *op, void *arg) {
  Accesses *a = arg;
  if (am_is_access(op, AM_ALL) && a->num < 16)
    a->ops[a->num++] = op;
}

static void test_relations(isl_ctx *isl) {
  IrContext *ctx = ir_context_create();
  IrOp *module = ir_parse_module(ctx, "program", program, strlen(program));
  check(module != NULL, "the access program parses");
  Accesses acc = {0};
  if (module)
    am_walk(module, collect, &acc);
  check(acc.num == 9, "the access program has 9 accesses");
  for (size_t i = 0; i < sizeof relation_cases / sizeof relation_cases[0] &&
                     acc.num == 9;
       i++) {
    AccessModel m;
    bool built = am_build(ctx, acc.ops[relation_cases[i].access],
                          relation_cases[i].part, &m);
    pres_begin(isl);
    isl_map *got = built ? pres_access_relation(isl, &m) : NULL;
    isl_map *want = isl_map_read_from_str(isl, relation_cases[i].relation);
    check(got && same_map(got, want) && m.is_write == relation_cases[i].write,
          relation_cases[i].relation);
    isl_map_free(got);
    isl_map_free(want);
  }
  ir_context_destroy(ctx);
}

/* ------------------------------------------------------------ work bound */

/* With a tiny bound, a question that needs real work answers unknown, and
 * the next question (after pres_begin) works again within a larger one. */
static void test_work_bound(void) {
  isl_ctx *isl = pres_ctx_create(0);
  isl_map *map = isl_map_read_from_str(
      isl, "{ [i0, i1, i2] -> [j0, j1, j2] : 0 <= i0, i1, i2, j0, j1, j2 < 50 "
           "and 3i0 + 5i1 + 7i2 = 3j0 + 5j1 + 7j2 + 1 and j0 > i0 }");
  isl_ctx_set_max_operations(isl, 10);
  pres_begin(isl);
  check(map && pres_is_empty(map) == PRES_UNKNOWN,
        "a tiny work bound answers unknown");
  check(pres_out_of_budget(isl), "the failure is the work bound");
  isl_ctx_set_max_operations(isl, 0);
  pres_begin(isl);
  check(pres_is_empty(map) == PRES_FALSE, "without a bound the answer comes");
  isl_map_free(map);
  isl_ctx_free(isl);
}

int main(void) {
  isl_ctx *isl = pres_ctx_create(0);
  test_affs(isl);
  test_emptiness(isl);
  test_ordering(isl);
  test_components(isl);
  test_relations(isl);
  isl_ctx_free(isl);
  test_work_bound();
  if (failures)
    printf("%d failure(s)\n", failures);
  return failures != 0;
}
