/* mvt: x1 += A y_1 and x2 += A^T y_2 (PolyBench 4.2). Hand-written
 * baseline for mvt.mlir. */
#define N 4000

void kernel_mvt(double *x1, double *x2, double *y_1, double *y_2, double *A) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++) {
    double s = x1[i];
    for (int j = 0; j < N; j++)
      s += A[i * N + j] * y_1[j];
    x1[i] = s;
  }
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++) {
    double s = x2[i];
    for (int j = 0; j < N; j++)
      s += A[j * N + i] * y_2[j];
    x2[i] = s;
  }
}
