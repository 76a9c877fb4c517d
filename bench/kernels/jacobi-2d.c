/* jacobi-2d: five-point stencil, TSTEPS sweeps A -> B -> A (PolyBench
 * 4.2). Hand-written baseline for jacobi-2d.mlir. */
#define TSTEPS 100
#define N 1300

void kernel_jacobi_2d(double *A, double *B) {
  for (int t = 0; t < TSTEPS; t++) {
#pragma omp parallel for schedule(static)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i * N + j] = 0.2 * (A[i * N + j] + A[i * N + j - 1] + A[i * N + j + 1] +
                              A[(i + 1) * N + j] + A[(i - 1) * N + j]);
#pragma omp parallel for schedule(static)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = 0.2 * (B[i * N + j] + B[i * N + j - 1] + B[i * N + j + 1] +
                              B[(i + 1) * N + j] + B[(i - 1) * N + j]);
  }
}
