/* gemm: C = alpha * A * B + beta * C as one call of OpenBLAS's dgemm, the
 * speed a tuned library reaches on gemm.mlir's problem. Its sums run in
 * another order, so its results differ from the others' in the last bits.
 * OpenBLAS runs OPENBLAS_NUM_THREADS threads of its own. */
#include <cblas.h>

#define NI 1000
#define NJ 1100
#define NK 1200

void kernel_gemm(double *C, double *A, double *B) {
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, NI, NJ, NK, 1.5, A,
              NK, B, NJ, 1.2, C, NJ);
}
