/* chain: two batched matrix products, the second consuming the first
 * (seed 003's producer-consumer program, in f64), in the seed's loop
 * order (b, i, j, k). Hand-written baseline for chain.mlir. */
#define NB 8
#define NI 128
#define NK1 384 /* inner dimension of the first product */
#define NJ1 512 /* columns of AB, inner dimension of the second */
#define NJ2 64  /* columns of D */

void kernel_chain(double *A, double *B, double *AB, double *C, double *D) {
#pragma omp parallel for collapse(3) schedule(static)
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < NI; i++)
      for (int j = 0; j < NJ1; j++)
        for (int k = 0; k < NK1; k++)
          AB[(b * NI + i) * NJ1 + j] +=
              A[(b * NI + i) * NK1 + k] * B[(b * NK1 + k) * NJ1 + j];
#pragma omp parallel for collapse(3) schedule(static)
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < NI; i++)
      for (int j = 0; j < NJ2; j++)
        for (int k = 0; k < NJ1; k++)
          D[(b * NI + i) * NJ2 + j] +=
              AB[(b * NI + i) * NJ1 + k] * C[(b * NJ1 + k) * NJ2 + j];
}
