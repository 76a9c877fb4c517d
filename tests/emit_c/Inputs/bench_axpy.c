/* A hand-written @axpy for tests/emit_c/bench.mlir. */
void axpy(float *X, float *Y) {
  for (int i = 0; i < 64; i++)
    Y[i] = Y[i] + 2.0f * X[i];
}
