/* bicg: s = A^T r and q = A p in one sweep over A (PolyBench 4.2).
 * Hand-written baseline for bicg.mlir. */
#define M 4000
#define N 4000

void kernel_bicg(double *A, double *s, double *q, double *p, double *r) {
  for (int j = 0; j < M; j++)
    s[j] = 0.0;
  for (int i = 0; i < N; i++) {
    double qi = 0.0;
    for (int j = 0; j < M; j++) {
      s[j] += r[i] * A[i * M + j];
      qi += A[i * M + j] * p[j];
    }
    q[i] = qi;
  }
}
