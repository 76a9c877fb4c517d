/* Calls layout_dynamic_abi.mlir's functions on the normalized buffer of a
 * 3 x 6 memref tiled by 2 x 4: plainly (pointer and sizes), or through
 * _mlir_ciface_ descriptors of memref<?x?x?x?xi32> with -DCIFACE. Prints
 * the memref's elements as a 4 x 8 grid, tile padding included. */
#include <stdio.h>

int main(void) {
  int32_t buf[2][2][2][4];
  int32_t *p = &buf[0][0][0][0];
  for (int k = 0; k < 32; k++)
    p[k] = -1;
#ifdef CIFACE
  affc_memref_4d_i32 d = {p, p, 0, {2, 2, 2, 4}, {16, 8, 4, 1}};
  _mlir_ciface_fill(&d, 3, 6);
  long long total = (long long)_mlir_ciface_count(&d);
#else
  fill(p, 3, 6, 3, 6);
  long long total = (long long)count(p, 3, 6);
#endif
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 8; j++)
      printf("%d ", (int)buf[i / 2][j / 4][i % 2][j % 4]);
    printf("/\n");
  }
  printf("count %lld\n", total);
  return 0;
}
