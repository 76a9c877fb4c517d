// A public @main returning an i32: mlir-runner -entry-point-result=i32
// prints it signed.
// RUN: %exec %s --entry-point-result=i32
func.func @main() -> i32 {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 5 : i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
