/* A hand-written @axpy for tests/emit_c/bench.mlir that computes
 * something else: the harness must say so and fail. */
void axpy(float *X, float *Y) {
  for (int i = 0; i < 64; i++)
    Y[i] = Y[i] + 3.0f * X[i];
}
