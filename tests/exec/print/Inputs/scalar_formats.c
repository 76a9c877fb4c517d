/*
 * scalar_formats.c - prints the values of ../scalar_formats.mlir with the
 * scalar functions of runtime/affc_rt_print.h, in the same order, so that
 * exec.sh can compare them with mlir-runner's output.
 */
#include "../../../../runtime/affc_rt_print.h"

static float f32_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static double f64_bits(uint64_t bits) {
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

static void ints(void) {
  affc_printI64(INT64_MIN);
  affc_printComma();
  affc_printI64(INT64_MAX);
  affc_printComma();
  affc_printI64(-1);
  affc_printComma();
  affc_printI64(0);
  affc_printNewline();
  affc_printOpen();
  affc_printU64((uint64_t)INT64_MIN);
  affc_printComma();
  affc_printU64(UINT64_MAX);
  affc_printClose();
  affc_printNewline();
}

static void floats(void) {
  float f[10] = {-0.0f,     1e-45f,    0.1f,       3.40282347e+38f,
                 100000.0f, 1000000.0f, 0.0001f,   f32_bits(0x7f800000u),
                 f32_bits(0x7fc00000u), f32_bits(0xffc00001u)};
  double d[10] = {-0.0, 4.9406564584124654e-324, 0.1, 1.7976931348623157e308,
                  123456.5, 1234565.0, 0.000012345,
                  f64_bits(0xfff0000000000000u), f64_bits(0x7ff8000000000000u),
                  f64_bits(0xfff8000000000000u)};
  for (int i = 0; i < 10; i++) {
    affc_printF32(f[i]);
    affc_printComma();
    affc_printF64(d[i]);
    affc_printNewline();
  }
  /* vector.print of f[1..3]. */
  affc_printOpen();
  for (int i = 1; i <= 3; i++) {
    if (i > 1)
      affc_printComma();
    affc_printF32(f[i]);
  }
  affc_printClose();
  affc_printNewline();
  affc_printString("done\n");
}

int main(void) {
  ints();
  floats();
  return 0;
}
