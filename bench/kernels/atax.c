/* atax: y = A^T (A x), with tmp = A x (PolyBench 4.2). Hand-written
 * baseline for atax.mlir. */
#define M 4000
#define N 4000

void kernel_atax(double *A, double *x, double *y, double *tmp) {
  for (int i = 0; i < N; i++)
    y[i] = 0.0;
  for (int i = 0; i < M; i++) {
    double t = 0.0;
    for (int j = 0; j < N; j++)
      t += A[i * N + j] * x[j];
    tmp[i] = t;
    for (int j = 0; j < N; j++)
      y[j] += A[i * N + j] * t;
  }
}
