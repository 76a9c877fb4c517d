/*
 * test_c_scalar.c - the C text codegen/c_scalar.c gives scalar types,
 * literals, ops and reductions.
 *
 * What the text computes is checked against mlir-runner by the exec tests
 * (tests/exec/arith, tests/exec/math); this test pins the representation
 * choices those rely on: the C type of each MLIR type, exact float
 * literals, wrapping integer arithmetic in unsigned types, MLIR's
 * reduction identities, and the runtime flag.
 */
#include <stdio.h>
#include <string.h>

#include "codegen/c_scalar.h"
#include "ir/parse.h"

static int failures;

static void check_str(const char *got, const char *want, const char *what) {
  if (!got || strcmp(got, want) != 0) {
    fprintf(stderr, "test_c_scalar: FAILED: %s: got '%s', want '%s'\n",
            what, got ? got : "(null)", want);
    failures++;
  }
}

static void check_types(IrContext *ctx) {
  static const struct { unsigned width; const char *c; } ints[] = {
      {1, "bool"},      {3, "uint8_t"},   {8, "int8_t"},   {16, "int16_t"},
      {17, "uint32_t"}, {32, "int32_t"},  {33, "uint64_t"}, {64, "int64_t"},
  };
  for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
    check_str(c_scalar_type(ir_type_integer(ctx, ints[i].width, IR_SIGNLESS)),
              ints[i].c, "integer type");
  check_str(c_scalar_type(ir_type_index(ctx)), "int64_t", "index");
  check_str(c_scalar_type(ir_type_float(ctx, IR_F16)), "affc_f16", "f16");
  check_str(c_scalar_type(ir_type_float(ctx, IR_BF16)), "affc_bf16", "bf16");
  check_str(c_scalar_type(ir_type_float(ctx, IR_F32)), "float", "f32");
  check_str(c_scalar_type(ir_type_float(ctx, IR_F64)), "double", "f64");
  if (c_scalar_type(ir_type_integer(ctx, 128, IR_SIGNLESS)) ||
      c_scalar_type(ir_type_float(ctx, IR_F80)) ||
      !c_scalar_type_uses_rt(ir_type_float(ctx, IR_F16)) ||
      c_scalar_type_uses_rt(ir_type_float(ctx, IR_F32))) {
    fprintf(stderr, "test_c_scalar: FAILED: unsupported types\n");
    failures++;
  }
}

/* Each row: an arith.constant (MLIR text), the literal affc writes. */
static const struct { const char *mlir, *c; } literals[] = {
    {"%x = arith.constant 42 : i32", "42"},
    {"%x = arith.constant -5 : i8", "(-5)"},
    {"%x = arith.constant -9223372036854775808 : i64", "INT64_MIN"},
    {"%x = arith.constant -1 : i3", "7u"},
    {"%x = arith.constant true", "true"},
    {"%x = arith.constant 7 : index", "7"},
    {"%x = arith.constant 0.1 : f32", "0.1f"},
    {"%x = arith.constant 0.1 : f64", "0.1"},
    {"%x = arith.constant 3.0 : f64", "3.0"},
    {"%x = arith.constant -2.5 : f32", "(-2.5f)"},
    {"%x = arith.constant -0.0 : f64", "(-0.0)"},
    {"%x = arith.constant 0x7F800000 : f32", "HUGE_VALF"},
    {"%x = arith.constant 0xFFF0000000000000 : f64", "(-HUGE_VAL)"},
    {"%x = arith.constant 0x7FC00001 : f32", "affc_f32_from_bits(0x7fc00001u)"},
    {"%x = arith.constant 0x7FC00000 : f32", "(NAN)"},
    {"%x = arith.constant 0xFFC00000 : f32", "(-NAN)"},
    {"%x = arith.constant 0x7FF8000000000000 : f64", "((double)NAN)"},
    {"%x = arith.constant 1.0 : f16", "((affc_f16)0x3c00u)"},
    {"%x = arith.constant 1.0 : bf16", "((affc_bf16)0x3f80u)"},
};

/* Each row: an op on %a, %b, %c (declared by the test's function), the C
 * text for operands "a", "b", "c". */
static const struct { const char *mlir, *c; } ops[] = {
    {"%x = arith.addi %a, %b : i32", "((int32_t)((uint32_t)a + (uint32_t)b))"},
    {"%x = arith.muli %p, %q : i16", "((int16_t)((uint32_t)a * (uint32_t)b))"},
    {"%x = arith.addi %u, %v : i3", "((uint8_t)(((uint32_t)a + (uint32_t)b) & 0x7u))"},
    {"%x = arith.divui %a, %b : i32", "((int32_t)((uint32_t)a / (uint32_t)b))"},
    {"%x = arith.floordivsi %a, %b : i32", "((int32_t)affc_floordivsi(a, b))"},
    {"%x = arith.cmpi ult, %a, %b : i32", "((uint32_t)a < (uint32_t)b)"},
    {"%x = arith.cmpi sle, %a, %a : i32", "((void)a, (void)a, true)"},
    {"%x = arith.extui %p : i16 to i64", "((int64_t)(uint16_t)a)"},
    {"%x = arith.addf %f, %g : f32", "(a + b)"},
    {"%x = arith.addf %h, %h : f16",
     "affc_f32_to_f16((affc_f16_to_f32(a) + affc_f16_to_f32(a)))"},
    {"%x = arith.cmpf ueq, %f, %g : f32", "(!islessgreater(a, b))"},
    {"%x = math.sqrt %d : f64", "sqrt(a)"},
    {"%x = math.rsqrt %f : f32", "(1.0f / sqrtf(a))"},
};

/* The operands the op rows use, by SSA name. */
#define ARGS "%a: i32, %b: i32, %p: i16, %q: i16, %u: i3, %v: i3, " \
             "%f: f32, %g: f32, %h: f16, %d: f64"

/* Parses `body` as the only op of a function over ARGS and returns it. */
static IrOp *parse_op(IrContext *ctx, const char *body) {
  char *text = ir_sprintf(ctx, "func.func @f(%s) {\n  %s\n  return\n}\n",
                          ARGS, body);
  IrOp *module = ir_parse_module(ctx, "test", text, strlen(text));
  if (!module) {
    fprintf(stderr, "test_c_scalar: FAILED: cannot parse %s\n", body);
    failures++;
    return NULL;
  }
  IrOp *fn = module->regions[0].first->first;
  return fn->regions[0].first->first;
}

static void check_literals(IrContext *ctx) {
  for (size_t i = 0; i < sizeof literals / sizeof literals[0]; i++) {
    IrOp *op = parse_op(ctx, literals[i].mlir);
    bool uses_rt = false;
    if (op)
      check_str(c_scalar_literal(ctx, ir_op_attr(op, "value"),
                                 op->results[0]->type, &uses_rt),
                literals[i].c, literals[i].mlir);
  }
}

/* The operand names of an op: the names of its arguments a, b, c mapped
 * to "a", "b" in order of use, so each row reads with plain letters. */
static void check_ops(IrContext *ctx) {
  static const char *const args[] = {"a", "b", "c"};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    IrOp *op = parse_op(ctx, ops[i].mlir);
    const char *names[3];
    bool uses_rt = false;
    if (!op)
      continue;
    for (unsigned k = 0; k < op->num_operands; k++)
      names[k] = ir_op_operand(op, k) == ir_op_operand(op, 0) ? args[0]
                                                               : args[k];
    check_str(c_scalar_op(ctx, op, 0, names, &uses_rt), ops[i].c,
              ops[i].mlir);
  }
}

static void check_reductions(IrContext *ctx) {
  IrType *f32 = ir_type_float(ctx, IR_F32), *i8 = ir_type_integer(ctx, 8, 0);
  bool uses_rt = false;
  check_str(c_scalar_identity(ctx, AFFINE_RED_MAXIMUMF, f32, &uses_rt),
            "(-HUGE_VALF)", "maximumf identity");
  check_str(c_scalar_identity(ctx, AFFINE_RED_MAXNUMF, f32, &uses_rt),
            "(-NAN)", "maxnumf identity (-NaN)");
  check_str(c_scalar_identity(ctx, AFFINE_RED_MINS, i8, &uses_rt), "127",
            "mins identity");
  check_str(c_scalar_identity(ctx, AFFINE_RED_MAXS, i8, &uses_rt), "(-128)",
            "maxs identity");
  check_str(c_scalar_identity(ctx, AFFINE_RED_MINU, i8, &uses_rt), "(-1)",
            "minu identity");
  check_str(c_scalar_identity(ctx, AFFINE_RED_ADDF, f32, &uses_rt), "0.0f",
            "addf identity");
  check_str(c_scalar_combine(ctx, AFFINE_RED_MULI, i8, "acc", "x", &uses_rt),
            "((int8_t)((uint32_t)acc * (uint32_t)x))", "muli combine");
  if (c_scalar_identity(ctx, AFFINE_RED_ASSIGN, f32, &uses_rt)) {
    fprintf(stderr, "test_c_scalar: FAILED: assign has no identity\n");
    failures++;
  }
}

int main(void) {
  IrContext *ctx = ir_context_create();
  check_types(ctx);
  check_literals(ctx);
  check_ops(ctx);
  check_reductions(ctx);
  ir_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "test_c_scalar: %d failure(s)\n", failures);
  return failures != 0;
}
