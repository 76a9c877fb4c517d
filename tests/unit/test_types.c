/*
 * test_types.c - uniqued types and attributes.
 *
 * Checks that equal types and attributes are the same pointer and unequal
 * ones are not, the type queries, dictionary sorting and lookup, and the
 * rounding of float attributes. The float rows come from mlir-opt (MLIR
 * 22): `arith.constant <value> : <type>` printed with
 * --mlir-print-op-generic gives the rounded value (0x7C00 for an f16
 * infinity, 9.997550e-02 for 0.1 : f16, ...); the bit patterns below are
 * those values in the type's format.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "test_types: FAILED: %s\n", what);
    failures++;
  }
}

static void check_scalar_types(IrContext *ctx) {
  IrType *i32 = ir_type_integer(ctx, 32, IR_SIGNLESS);
  check(i32 == ir_type_integer(ctx, 32, IR_SIGNLESS), "i32 uniqued");
  check(i32 != ir_type_integer(ctx, 32, IR_SIGNED), "si32 differs from i32");
  check(ir_type_integer(ctx, 1000, IR_UNSIGNED) ==
            ir_type_integer(ctx, 1000, IR_UNSIGNED),
        "wide integers uniqued");
  check(ir_type_index(ctx) == ir_type_index(ctx), "index uniqued");
  check(ir_type_float(ctx, IR_BF16) != ir_type_float(ctx, IR_F16),
        "bf16 differs from f16");
  check(ir_type_is_integer(i32) && !ir_type_is_integer(ir_type_index(ctx)),
        "is_integer");
  check(ir_type_is_int_or_index(ir_type_index(ctx)), "is_int_or_index");
  check(ir_type_is_float(ir_type_float(ctx, IR_F64)), "is_float");
  check(ir_type_bitwidth(ir_type_index(ctx)) == 64, "index width");
  check(ir_type_bitwidth(ir_type_float(ctx, IR_BF16)) == 16, "bf16 width");
  check(ir_type_bitwidth(ir_type_float(ctx, IR_F80)) == 80, "f80 width");
  check(ir_type_bitwidth(ir_type_none(ctx)) == 0, "none width");
  check(ir_type_element(i32) == i32, "element of a scalar");
}

static void check_composite_types(IrContext *ctx) {
  IrType *f32 = ir_type_float(ctx, IR_F32);
  int64_t shape[] = {4, IR_DYNAMIC};
  IrType *m = ir_type_memref(ctx, 2, shape, f32, NULL, NULL);
  int64_t shape2[] = {4, IR_DYNAMIC};
  check(ir_type_memref(ctx, 2, shape2, f32, NULL, NULL) == m,
        "memref uniqued by value");
  check(m->u.shaped.shape != shape, "shape copied");
  check(ir_type_tensor(ctx, 2, shape, f32) != m, "tensor differs from memref");
  IrAttr *space = ir_attr_integer(ctx, ir_type_integer(ctx, 64, IR_SIGNLESS), 1);
  check(ir_type_memref(ctx, 2, shape, f32, NULL, space) != m, "memory space");
  check(ir_type_memref(ctx, -1, NULL, f32, NULL, NULL) ==
            ir_type_memref(ctx, -1, NULL, f32, NULL, NULL),
        "unranked memref");
  check(ir_type_memref(ctx, 0, NULL, f32, NULL, NULL)->u.shaped.rank == 0,
        "rank-0 memref");
  check(ir_type_element(m) == f32 && ir_type_is_shaped(m), "memref element");
  bool none[] = {false, false}, one[] = {false, true};
  IrType *v = ir_type_vector(ctx, 2, shape, NULL, f32);
  check(ir_type_vector(ctx, 2, shape, none, f32) == v,
        "all-false scalable flags are no flags");
  check(ir_type_vector(ctx, 2, shape, one, f32) != v, "scalable vector");
  IrType *ins[] = {f32, m}, *outs[] = {f32};
  IrType *fn = ir_type_function(ctx, 2, ins, 1, outs);
  check(ir_type_function(ctx, 2, ins, 1, outs) == fn, "function uniqued");
  check(ir_type_function(ctx, 1, ins, 2, ins) != fn, "inputs vs results");
  check(ir_type_function(ctx, 0, NULL, 0, NULL) ==
            ir_type_function(ctx, 0, NULL, 0, NULL),
        "() -> ()");
  check(ir_type_tuple(ctx, 2, ins) == ir_type_tuple(ctx, 2, ins), "tuple");
  char text[] = "!foo.bar<1>";
  IrType *o = ir_type_opaque(ctx, text);
  text[9] = '2';
  check(ir_type_opaque(ctx, "!foo.bar<1>") == o &&
            ir_type_opaque(ctx, text) != o && strcmp(o->u.opaque.text, "!foo.bar<1>") == 0,
        "opaque types copy and compare their text");
}

/* Float rounding rows: value, type, expected bit pattern. */
static const struct {
  double value;
  IrFloatKind kind;
  uint64_t bits;
} float_rows[] = {
    {0.1, IR_F16, 0x2E66},        /* 9.997550e-02 */
    {65520.0, IR_F16, 0x7C00},    /* tie between 65504 and 2^16: inf */
    {65519.0, IR_F16, 0x7BFF},    /* 6.550400e+04 */
    {1.0e-8, IR_F16, 0x0000},
    {3.0e-8, IR_F16, 0x0001},     /* 5.960460e-08, smallest subnormal */
    {2.98023223876953125e-08, IR_F16, 0x0000}, /* half of it: to even */
    {5.960464477539063e-08, IR_F16, 0x0001},
    {-0.0, IR_F16, 0x8000},
    {6.103515625e-05, IR_F16, 0x0400}, /* smallest normal */
    {6.1e-05, IR_F16, 0x03FF},   /* nearest: the largest subnormal */
    {0.1, IR_BF16, 0x3DCD},      /* 1.000980e-01 */
    {1.00390625, IR_BF16, 0x3F80}, /* half an ulp above 1: to even */
    {1.01171875, IR_BF16, 0x3F82}, /* 1.015630e+00 */
    {1.0e39, IR_BF16, 0x7F80},
    {0.1, IR_F32, 0x3DCCCCCD},
    {1.0e39, IR_F32, 0x7F800000}, /* 0x7F800000 */
    {-1.0e39, IR_F32, 0xFF800000},
    {1.0e-46, IR_F32, 0x00000000},
    {0.1, IR_F64, 0x3FB999999999999A},
};

static void check_float_rounding(IrContext *ctx) {
  char what[96];
  for (size_t i = 0; i < sizeof float_rows / sizeof float_rows[0]; i++) {
    IrType *t = ir_type_float(ctx, float_rows[i].kind);
    IrAttr *a = ir_attr_float_value(ctx, t, float_rows[i].value);
    snprintf(what, sizeof what, "row %zu: %g got bits 0x%" PRIX64, i,
             float_rows[i].value, a->u.fp.bits);
    check(a->kind == IR_ATTR_FLOAT && a->type == t &&
              a->u.fp.bits == float_rows[i].bits,
          what);
  }
  IrType *f16 = ir_type_float(ctx, IR_F16);
  check(ir_attr_float_value(ctx, f16, 0.1)->u.fp.value == 0.0999755859375,
        "value holds the rounded number");
  check(ir_attr_float_value(ctx, f16, 0.1) == ir_attr_float_value(ctx, f16, 0.1000001),
        "values rounding alike are one attribute");
  check(isinf(ir_attr_float_value(ctx, f16, 1e6)->u.fp.value), "inf value");
  IrAttr *nan = ir_attr_float_value(ctx, f16, NAN);
  check((nan->u.fp.bits & 0x7C00) == 0x7C00 && (nan->u.fp.bits & 0x3FF) != 0 &&
            isnan(nan->u.fp.value),
        "NaN stays NaN");
  check(ir_attr_float(ctx, f16, 0.0, 0) != ir_attr_float(ctx, f16, -0.0, 0x8000),
        "-0.0 differs from 0.0");
}

static void check_dicts(IrContext *ctx) {
  IrType *i32 = ir_type_integer(ctx, 32, IR_SIGNLESS);
  IrAttr *one = ir_attr_integer(ctx, i32, 1), *two = ir_attr_integer(ctx, i32, 2);
  IrNamedAttr e1[] = {{"step", one}, {"lowerBoundMap", two}, {"a", one}};
  IrNamedAttr e2[] = {{"a", one}, {"step", one}, {"lowerBoundMap", two}};
  IrAttr *d = ir_attr_dict(ctx, 3, e1);
  check(ir_attr_dict(ctx, 3, e2) == d, "dicts uniqued regardless of order");
  check(strcmp(d->u.dict.entries[0].name, "a") == 0 &&
            strcmp(d->u.dict.entries[1].name, "lowerBoundMap") == 0 &&
            strcmp(d->u.dict.entries[2].name, "step") == 0,
        "dict sorted by name");
  check(strcmp(e1[0].name, "step") == 0, "caller's entries untouched");
  check(ir_attr_dict_get(d, "lowerBoundMap") == two, "dict lookup");
  check(ir_attr_dict_get(d, "upperBoundMap") == NULL, "dict miss");
  check(ir_attr_dict(ctx, 0, NULL) == ir_attr_dict(ctx, 0, NULL), "empty");
  /* A big dictionary: sorted, and every entry found. */
  IrNamedAttr big[40];
  char names[40][8];
  for (int i = 0; i < 40; i++) {
    snprintf(names[i], sizeof names[i], "k%02d", 39 - i);
    big[i].name = names[i];
    big[i].value = ir_attr_integer(ctx, i32, 39 - i);
  }
  IrAttr *bd = ir_attr_dict(ctx, 40, big);
  bool ok = true;
  for (int i = 0; i < 40; i++) {
    IrAttr *v = ir_attr_dict_get(bd, names[i]);
    ok &= v && v->u.integer.value == 39 - i;
    ok &= i == 0 || strcmp(bd->u.dict.entries[i - 1].name,
                           bd->u.dict.entries[i].name) < 0;
  }
  check(ok, "large dict sorted and searchable");
}

static void check_other_attrs(IrContext *ctx) {
  IrType *i32 = ir_type_integer(ctx, 32, IR_SIGNLESS);
  IrType *i64 = ir_type_integer(ctx, 64, IR_SIGNLESS);
  check(ir_attr_integer(ctx, i32, 7) != ir_attr_integer(ctx, i64, 7),
        "integer attrs keyed by type");
  check(ir_attr_integer_text(ctx, i64, 0, "18446744073709551616") !=
            ir_attr_integer(ctx, i64, 0),
        "wide integer keeps its text");
  check(ir_attr_unit(ctx) == ir_attr_unit(ctx), "unit");
  check(ir_attr_bool(ctx, true) != ir_attr_bool(ctx, false), "bools");
  IrAttr *s = ir_attr_string(ctx, "a\0b", 3, NULL);
  check(s == ir_attr_string(ctx, "a\0b", 3, NULL) && s->u.str.len == 3 &&
            memcmp(s->u.str.data, "a\0b", 3) == 0,
        "strings with NUL");
  check(s != ir_attr_string(ctx, "a", 1, NULL), "string length matters");
  const char *path[] = {"root", "nested"};
  IrAttr *r = ir_attr_symref(ctx, 2, path);
  check(r == ir_attr_symref(ctx, 2, path) && r->u.symref.num == 2, "symref");
  int64_t ints[] = {1, 2, 0};
  IrAttr *da = ir_attr_dense_array(ctx, i32, 3, ints, NULL);
  ints[0] = 9;
  check(da->u.dense_array.ints[0] == 1, "dense array copied");
  check(ir_attr_dense_array(ctx, i32, 0, NULL, NULL) ==
            ir_attr_dense_array(ctx, i32, 0, ints, NULL),
        "empty dense arrays are one attribute");
  IrAttr *elems[] = {ir_attr_integer(ctx, i32, 1), ir_attr_integer(ctx, i32, 2)};
  IrAttr *arr = ir_attr_array(ctx, 2, elems);
  check(arr == ir_attr_array(ctx, 2, elems) && arr->u.array.elems != elems,
        "arrays");
  int64_t strides[] = {IR_DYNAMIC, 1};
  check(ir_attr_strided(ctx, 2, strides, 0) ==
            ir_attr_strided(ctx, 2, strides, 0),
        "strided");
  check(ir_attr_strided(ctx, 2, strides, 0) !=
            ir_attr_strided(ctx, 2, strides, IR_DYNAMIC),
        "strided offset matters");
  IrAffineMap *m = ir_affine_map_identity(ctx, 2);
  check(ir_attr_map(ctx, m) == ir_attr_map(ctx, ir_affine_map_identity(ctx, 2)),
        "map attrs");
  check(ir_attr_opaque(ctx, "#foo.bar") != ir_attr_location(ctx, "#foo.bar"),
        "opaque vs location");
  check(ir_attr_type(ctx, i32) == ir_attr_type(ctx, i32), "type attrs");
}

int main(void) {
  IrContext *ctx = ir_context_create();
  check_scalar_types(ctx);
  check_composite_types(ctx);
  check_float_rounding(ctx);
  check_dicts(ctx);
  check_other_attrs(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "test_types: %d failure(s)\n", failures);
    return 1;
  }
  return 0;
}
