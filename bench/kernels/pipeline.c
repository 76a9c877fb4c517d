/* pipeline: three element-wise stages, each consuming the one before.
 * Hand-written baseline for pipeline.mlir: one loop over the elements
 * doing all three stages (what a person writes), every array written as
 * the kernel writes it. */
#define N (2048 * 2048)

void kernel_pipeline(double *X, double *Y, double *T, double *U, double *Z) {
#pragma omp parallel for schedule(static)
  for (int k = 0; k < N; k++) {
    double t = 1.5 * X[k] + Y[k];
    double u = t * t - X[k];
    T[k] = t;
    U[k] = u;
    Z[k] = u / (t + Y[k]);
  }
}
