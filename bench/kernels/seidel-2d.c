/* seidel-2d: nine-point Gauss-Seidel sweeps, updated in place (PolyBench
 * 4.2). Hand-written baseline for seidel-2d.mlir. No loop is parallel:
 * every point reads its west and north neighbours as updated in the same
 * sweep. Only a skewed wavefront (the points with equal 2i + j) could run
 * in parallel, with about 3,000 barriers per sweep and strided accesses;
 * this benchmark does not write one: there is no OpenMP pragma, and the
 * OpenMP build is the serial code. */
#define TSTEPS 20
#define N 1000

void kernel_seidel_2d(double *A) {
  for (int t = 0; t < TSTEPS; t++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i * N + j] = (A[(i - 1) * N + j - 1] + A[(i - 1) * N + j] + A[(i - 1) * N + j + 1] +
                        A[i * N + j - 1] + A[i * N + j] + A[i * N + j + 1] +
                        A[(i + 1) * N + j - 1] + A[(i + 1) * N + j] + A[(i + 1) * N + j + 1]) /
                       9.0;
}
