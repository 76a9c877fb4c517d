// affine.parallel bounds: constants, SSA values (dimensions in a bound),
// max/min groups, symbol(...), shared operands and steps.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.parallel (%x, %y) = (0, 0) to (98, 98) {
// CHECK: affine.parallel (%ii, %jj) = (0, 0) to (%N, %M) step (32, 32) {
// CHECK-NEXT: affine.parallel (%i, %j) = (%ii, %jj) to (min(%ii + 32, %N), min(%jj + 32, %M)) {
// CHECK: affine.parallel (%a, %b) = (0, max(%N, 2)) to (%N, min(%N * 2, 10)) step (1, 2) {
// CHECK: affine.parallel (%c) = (symbol(%N) floordiv 2) to (%M + symbol(%N)) {
// CHECK: affine.parallel () = () to () {
func.func @f(%N: index, %M: index) {
  affine.parallel (%x, %y) = (0, 0) to (98, 98) {
  }
  affine.parallel (%ii, %jj) = (0, 0) to (%N, %M) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj) to (min(%ii + 32, %N), min(%jj + 32, %M)) {
    }
  }
  affine.parallel (%a, %b) = (0, max(%N, 2)) to (%N, min(%N * 2, 10)) step (1, 2) {
  }
  affine.parallel (%c) = (symbol(%N) floordiv 2) to (symbol(%N) + %M) {
  }
  affine.parallel () = () to () {
  }
  return
}
