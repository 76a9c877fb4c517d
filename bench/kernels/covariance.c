/* covariance: the covariance matrix of N samples of M variables
 * (PolyBench 4.2): column means, centring, then the upper triangle of
 * data^T data / (N - 1) mirrored into the lower one.
 * Hand-written baseline for covariance.mlir. */
#define M 600
#define N 500

void kernel_covariance(double *data, double *cov, double *mean) {
  const double float_n = N;
#pragma omp parallel for schedule(static)
  for (int j = 0; j < M; j++) {
    double s = 0.0;
    for (int i = 0; i < N; i++)
      s += data[i * M + j];
    mean[j] = s / float_n;
  }
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i * M + j] -= mean[j];
#pragma omp parallel for schedule(static, 1)
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) {
      double s = 0.0;
      for (int k = 0; k < N; k++)
        s += data[k * M + i] * data[k * M + j];
      cov[i * M + j] = s / (float_n - 1.0);
      cov[j * M + i] = cov[i * M + j];
    }
}
