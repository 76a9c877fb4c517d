/* Calls the functions of abi.mlir through the plain ABI (the header comes
 * in with -include). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float X[4] = {1, 2, 3, 4}, Y[4] = {1, 1, 1, 1};
  saxpy(2.0f, X, 4, Y, 4);
  printf("saxpy %g %g %g %g\n", Y[0], Y[1], Y[2], Y[3]);
  double A[3][4];
  for (int i = 0; i < 12; i++)
    A[i / 4][i % 4] = i;
  printf("sum %g\n", sum(&A[0][0], 3));
  struct make_result m = make(5);
  printf("make %lld %d %d %d %d\n", (long long)m.r0_d0 - 1, m.r0[0], m.r0[1],
         m.r0[2], m.r0[3]);
  free(m.r0);
  int64_t v[8] = {3, -7, 12, 0, 5, 5, -1, 2};
  struct minmax_result mm = minmax(v);
  printf("minmax %lld %lld\n", (long long)mm.r0, (long long)mm.r1);
  float M[12];
  for (int i = 0; i < 12; i++)
    M[i] = (float)i;
  /* Column 1 of a 3x4 matrix: offset 1, stride 4; first() doubles it. */
  printf("column %g %g %g\n", first(M, 3, 1, 4) / 2 + 1, first(M, 3, 5, 4) / 2 + 1,
         first(M, 3, 9, 4) / 2 + 1);
  return 0;
}
