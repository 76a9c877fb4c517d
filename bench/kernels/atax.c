/* atax: y = A^T (A x), with tmp = A x (PolyBench 4.2), as two parallel
 * loops: row dot products, then column blocks of 250 walked row by row.
 * Every element is summed in PolyBench's order. Hand-written baseline
 * for atax.mlir. */
#define M 4000
#define N 4000
#define JB 250 /* columns per block */
void kernel_atax(double *A, double *x, double *y, double *tmp) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < M; i++) {
    double t = 0.0;
    for (int j = 0; j < N; j++)
      t += A[i * N + j] * x[j];
    tmp[i] = t;
  }
#pragma omp parallel for schedule(static)
  for (int jj = 0; jj < N; jj += JB) {
    for (int j = jj; j < jj + JB; j++)
      y[j] = 0.0;
    for (int i = 0; i < M; i++)
      for (int j = jj; j < jj + JB; j++)
        y[j] += A[i * N + j] * tmp[i];
  }
}
