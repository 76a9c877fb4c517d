/* Calls layout_abi.mlir's functions on a normalized buffer: plainly, or
 * through _mlir_ciface_ descriptors of memref<3x4xf32> with -DCIFACE. */
#include <stdio.h>

int main(void) {
  float buf[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++)
      buf[r][c] = -1;
#ifdef CIFACE
  affc_memref_2d_f32 d = {&buf[0][0], &buf[0][0], 0, {3, 4}, {4, 1}};
  _mlir_ciface_fill(&d);
  float total = _mlir_ciface_sum(&d);
#else
  fill(&buf[0][0]);
  float total = sum(&buf[0][0]);
#endif
  for (int r = 0; r < 3; r++) {
    for (int c = 0; c < 4; c++)
      printf("%g ", buf[r][c]);
    printf("/ ");
  }
  printf("\nsum %g\n", total);
  return 0;
}
