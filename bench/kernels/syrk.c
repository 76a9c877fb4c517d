/* syrk: C = alpha * A * A^T + beta * C on the lower triangle (PolyBench
 * 4.2's loop order i, k, j). Hand-written baseline for syrk.mlir. */
#define N 1200
#define M 1000

void kernel_syrk(double *C, double *A) {
  const double alpha = 1.5;
  const double beta = 1.2;
#pragma omp parallel for schedule(static, 1)
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++)
      C[i * N + j] *= beta;
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
        C[i * N + j] += alpha * A[i * M + k] * A[j * M + k];
  }
}
