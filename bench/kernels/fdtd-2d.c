/* fdtd-2d: 2-D finite-difference time domain, TMAX steps (PolyBench 4.2).
 * Hand-written baseline for fdtd-2d.mlir. */
#define TMAX 100
#define NX 1000
#define NY 1200

void kernel_fdtd_2d(double *ex, double *ey, double *hz, double *fict) {
  for (int t = 0; t < TMAX; t++) {
    for (int j = 0; j < NY; j++)
      ey[j] = fict[t];
#pragma omp parallel for schedule(static)
    for (int i = 1; i < NX; i++)
      for (int j = 0; j < NY; j++)
        ey[i * NY + j] -= 0.5 * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < NX; i++)
      for (int j = 1; j < NY; j++)
        ex[i * NY + j] -= 0.5 * (hz[i * NY + j] - hz[i * NY + j - 1]);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < NX - 1; i++)
      for (int j = 0; j < NY - 1; j++)
        hz[i * NY + j] -= 0.7 * (ex[i * NY + j + 1] - ex[i * NY + j] +
                                 ey[(i + 1) * NY + j] - ey[i * NY + j]);
  }
}
