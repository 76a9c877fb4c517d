/*
 * memref_formats.c - builds the memrefs of ../memref_formats.mlir by hand
 * and prints them with runtime/affc_rt_print.h, so that exec.sh can compare
 * the runtime's output with mlir-runner's for the same data.
 */
#include "../../../../runtime/affc_rt_print.h"

#include <math.h>

/* Room for a descriptor of rank 4 or less: sizes then strides in shape[]. */
typedef struct Desc {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t shape[8];
} Desc;

/* A descriptor over data; sizes and strides have rank entries each. */
static Desc desc(void *data, int rank, int64_t offset, const int64_t *sizes,
                 const int64_t *strides) {
  Desc d = {data, data, offset, {0}};
  for (int i = 0; i < rank; i++) {
    d.shape[i] = sizes[i];
    d.shape[rank + i] = strides[i];
  }
  return d;
}

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
  int32_t m[2][3][4];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        m[i][j][k] = 100 * i + 10 * j + k - 50;
  Desc full = desc(m, 3, 0, (int64_t[]){2, 3, 4}, (int64_t[]){12, 4, 1});
  affc_printMemrefI32(3, &full);
  affc_printMemrefShapeI32(3, &full);
  Desc sub = desc(m, 2, 17, (int64_t[]){2, 2}, (int64_t[]){4, 2});
  affc_printMemrefI32(2, &sub);
  Desc empty = desc(m, 2, 6, (int64_t[]){2, 0}, (int64_t[]){12, 4});
  affc_printMemrefI32(2, &empty);
  Desc reversed = desc(m, 1, 5, (int64_t[]){4}, (int64_t[]){-1});
  affc_printMemrefI32(1, &reversed);

  int8_t b[2][5];
  int16_t w[5];
  int64_t l[5];
  uint64_t x[5];
  for (int i = 0; i < 5; i++) {
    uint64_t v = (uint64_t)i * 2305843009213693951u - 4611686018427387904u + 65;
    b[0][i] = b[1][i] = (int8_t)(v & 0xff);
    w[i] = (int16_t)(v & 0xffff);
    l[i] = (int64_t)v; /* two's complement on every compiler we use */
    x[i] = v;
  }
  Desc db = desc(b, 2, 0, (int64_t[]){2, 5}, (int64_t[]){5, 1});
  Desc dw = desc(w, 1, 0, (int64_t[]){5}, (int64_t[]){1});
  Desc dl = desc(l, 4, 0, (int64_t[]){1, 1, 1, 5}, (int64_t[]){5, 5, 5, 1});
  Desc dx = desc(x, 1, 0, (int64_t[]){5}, (int64_t[]){1});
  affc_printMemrefI8(2, &db);
  affc_printMemrefI16(1, &dw);
  affc_printMemrefI64(4, &dl);
  affc_printMemrefInd(1, &dx);
}

static void floats(void) {
  uint16_t h[8] = {0x8000, 0x0001, 0x3c66, 0x7bff,
                   0x7c00, 0xfc00, 0x7e00, 0xfe00};
  uint16_t bf[8] = {0x8000, 0x0001, 0x3f8d, 0x7f62,
                    0x7f80, 0xff80, 0x7fc0, 0xffc0};
  float f[8] = {-0.0f,   1e-45f,    123456.5f, 1234567.0f,
                0.0001f, 0.00001f, -INFINITY, f32_bits(0xffc00000u)};
  double d[8] = {0.0, 4.9406564584124654e-324, 0.1, 1.7976931348623157e308,
                 999999.5, -2.5e-7, INFINITY, f64_bits(0x7ff8000000000000u)};
  Desc dh = desc(h, 1, 0, (int64_t[]){8}, (int64_t[]){1});
  Desc dbf = desc(bf, 1, 0, (int64_t[]){8}, (int64_t[]){1});
  Desc df = desc(f, 3, 0, (int64_t[]){2, 2, 2}, (int64_t[]){4, 2, 1});
  Desc dd = desc(d, 1, 0, (int64_t[]){8}, (int64_t[]){1});
  affc_printMemrefF16(1, &dh);
  affc_printMemrefBF16(1, &dbf);
  affc_printMemrefF32(3, &df);
  affc_printMemrefF64(1, &dd);
  affc_printMemref1dF64(&dd);
  Desc f2d = desc(f, 2, 0, (int64_t[]){2, 2}, (int64_t[]){4, 1});
  affc_printMemref2dF32(&f2d);
  Desc f0d = desc(f, 0, 4, NULL, NULL);
  affc_printMemrefF32(0, &f0d);
  Desc d1 = desc(d, 1, 3, (int64_t[]){1}, (int64_t[]){1});
  affc_printMemrefF64(1, &d1);
}

int main(void) {
  ints();
  floats();
  return 0;
}
