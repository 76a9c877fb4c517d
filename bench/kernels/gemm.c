/* gemm: C = alpha * A * B + beta * C, PolyBench 4.2's loop order (i, k, j).
 * Hand-written baseline for gemm.mlir. */
#define NI 1000
#define NJ 1100
#define NK 1200

void kernel_gemm(double *C, double *A, double *B) {
  const double alpha = 1.5;
  const double beta = 1.2;
#pragma omp parallel for schedule(static)
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NJ; j++)
      C[i * NJ + j] *= beta;
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        C[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
  }
}
