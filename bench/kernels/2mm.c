/* 2mm: D = alpha * A * B * C + beta * D through tmp = alpha * A * B, both
 * products in the (i, k, j) order. Hand-written baseline for 2mm.mlir. */
#define NI 800
#define NJ 900
#define NK 1100
#define NL 1200

void kernel_2mm(double *tmp, double *A, double *B, double *C, double *D) {
  const double alpha = 1.5;
  const double beta = 1.2;
#pragma omp parallel for schedule(static)
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NJ; j++)
      tmp[i * NJ + j] = 0.0;
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
  }
#pragma omp parallel for schedule(static)
  for (int i = 0; i < NI; i++) {
    for (int j = 0; j < NL; j++)
      D[i * NL + j] *= beta;
    for (int k = 0; k < NJ; k++)
      for (int j = 0; j < NL; j++)
        D[i * NL + j] += tmp[i * NJ + k] * C[k * NL + j];
  }
}
