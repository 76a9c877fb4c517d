/* conv2d: multi-channel 2-D convolution, no padding, stride 1:
 * out[f][y][x] = sum over c, p, q of in[c][y + p][x + q] * w[f][c][p][q].
 * Loop order f, y, c, p, q, x (x innermost, contiguous).
 * Hand-written baseline for conv2d.mlir. */
#define F 64   /* output channels */
#define C 64   /* input channels */
#define K 3    /* filter height and width */
#define H 192  /* output height */
#define W 192  /* output width */
#define HI (H + K - 1)
#define WI (W + K - 1)

void kernel_conv2d(double *out, double *in, double *w) {
#pragma omp parallel for schedule(static)
  for (int f = 0; f < F; f++)
    for (int y = 0; y < H; y++) {
      for (int x = 0; x < W; x++)
        out[(f * H + y) * W + x] = 0.0;
      for (int c = 0; c < C; c++)
        for (int p = 0; p < K; p++)
          for (int q = 0; q < K; q++) {
            double wv = w[((f * C + c) * K + p) * K + q];
            for (int x = 0; x < W; x++)
              out[(f * H + y) * W + x] += in[(c * HI + y + p) * WI + x + q] * wv;
          }
    }
}
