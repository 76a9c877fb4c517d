/* normalize: each row of X divided by its sum. Hand-written baseline for
 * normalize.mlir: one pass over each row for its sum, then one dividing
 * it, the row still in cache (what a person writes). */
#define NI 4096
#define NJ 2048

void kernel_normalize(double *X, double *S, double *Y) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < NI; i++) {
    double s = 0.0;
    for (int j = 0; j < NJ; j++)
      s += X[i * NJ + j];
    S[i] = s;
    for (int j = 0; j < NJ; j++)
      Y[i * NJ + j] = X[i * NJ + j] / s;
  }
}
