/* temps: Z = (T * T - X) / (T + Y) with T = 1.5 X + Y, through temporaries
 * the kernel allocates. Hand-written baseline for temps.mlir: one loop
 * over the elements, the temporaries kept in registers (what a person
 * writes). */
#define N (2048 * 2048)

void kernel_temps(double *X, double *Y, double *Z) {
#pragma omp parallel for schedule(static)
  for (int k = 0; k < N; k++) {
    double t = 1.5 * X[k] + Y[k];
    double u = t * t - X[k];
    Z[k] = u / (t + Y[k]);
  }
}
