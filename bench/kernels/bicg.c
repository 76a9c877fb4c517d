/* bicg: s = A^T r and q = A p (PolyBench 4.2), as two parallel loops:
 * row dot products, then column blocks of 250 walked row by row. Every
 * element is summed in PolyBench's order. Hand-written baseline for
 * bicg.mlir. */
#define M 4000
#define N 4000
#define JB 250 /* columns per block */
void kernel_bicg(double *A, double *s, double *q, double *p, double *r) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++) {
    double qi = 0.0;
    for (int j = 0; j < M; j++)
      qi += A[i * M + j] * p[j];
    q[i] = qi;
  }
#pragma omp parallel for schedule(static)
  for (int jj = 0; jj < M; jj += JB) {
    for (int j = jj; j < jj + JB; j++)
      s[j] = 0.0;
    for (int i = 0; i < N; i++)
      for (int j = jj; j < jj + JB; j++)
        s[j] += r[i] * A[i * M + j];
  }
}
