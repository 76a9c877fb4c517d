/* Calls the functions of abi.mlir through MLIR's C interface (--abi=mlir;
 * the header comes in with -include). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float X[4] = {1, 2, 3, 4}, Y[4] = {1, 1, 1, 1};
  affc_memref_1d_f32 x = {X, X, 0, {4}, {1}}, y = {Y, Y, 0, {4}, {1}};
  _mlir_ciface_saxpy(2.0f, &x, &y);
  printf("saxpy %g %g %g %g\n", Y[0], Y[1], Y[2], Y[3]);
  double A[12];
  for (int i = 0; i < 12; i++)
    A[i] = i;
  affc_memref_2d_f64 a = {A, A, 0, {3, 4}, {4, 1}};
  printf("sum %g\n", _mlir_ciface_sum(&a));
  affc_memref_1d_i32 m;
  _mlir_ciface_make(&m, 5);
  printf("make %lld %d %d %d %d\n", (long long)m.sizes[0] - 1, m.aligned[0],
         m.aligned[1], m.aligned[2], m.aligned[3]);
  free(m.allocated);
  int64_t v[8] = {3, -7, 12, 0, 5, 5, -1, 2};
  affc_memref_1d_i64 vd = {v, v, 0, {8}, {1}};
  struct minmax_mlir_result mm;
  _mlir_ciface_minmax(&mm, &vd);
  printf("minmax %lld %lld\n", (long long)mm.r0, (long long)mm.r1);
  float M[12];
  for (int i = 0; i < 12; i++)
    M[i] = (float)i;
  float c[3];
  for (int r = 0; r < 3; r++) {
    affc_memref_1d_f32 col = {M, M, 1 + 4 * r, {3}, {4}};
    c[r] = _mlir_ciface_first(&col) / 2 + 1;
  }
  printf("column %g %g %g\n", c[0], c[1], c[2]);
  return 0;
}
