// A public @main returning an i64 is a program printing it, as
// mlir-runner -entry-point-result=i64 prints it.
// RUN: %exec %s --entry-point-result=i64
func.func @main() -> i64 {
  %zero = arith.constant 0 : i64
  %r = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> i64 {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    %next = arith.subi %acc, %sq : i64
    affine.yield %next : i64
  }
  %big = arith.constant 9223372036854775000 : i64
  %s = arith.subi %r, %big : i64
  return %s : i64
}
