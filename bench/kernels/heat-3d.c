/* heat-3d: 3-D heat equation, seven-point stencil, TSTEPS sweeps
 * A -> B -> A (PolyBench 4.2). Hand-written baseline for heat-3d.mlir. */
#define TSTEPS 50
#define N 120
#define IDX(i, j, k) (((i) * N + (j)) * N + (k))

static void sweep(const double *A, double *B) {
#pragma omp parallel for schedule(static)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      for (int k = 1; k < N - 1; k++)
        B[IDX(i, j, k)] =
            0.125 * (A[IDX(i + 1, j, k)] - 2.0 * A[IDX(i, j, k)] + A[IDX(i - 1, j, k)]) +
            0.125 * (A[IDX(i, j + 1, k)] - 2.0 * A[IDX(i, j, k)] + A[IDX(i, j - 1, k)]) +
            0.125 * (A[IDX(i, j, k + 1)] - 2.0 * A[IDX(i, j, k)] + A[IDX(i, j, k - 1)]) +
            A[IDX(i, j, k)];
}

void kernel_heat_3d(double *A, double *B) {
  for (int t = 1; t <= TSTEPS; t++) {
    sweep(A, B);
    sweep(B, A);
  }
}
