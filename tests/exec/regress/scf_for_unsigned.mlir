// scf.for unsigned: the bounds compare unsigned (1, 1 + 2^30 and 1 + 2^31
// run below 2^31 + 8: three iterations, where a signed compare gives
// none), and the custom form parses (found by the coverage audit).
// RUN: %exec %s
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: scf.for unsigned %i = %ulo to %uhi step %ust
func.func @main() {
  %one = arith.constant 1 : i32
  %ulo = arith.constant 1 : i32
  %uhi = arith.constant -2147483640 : i32
  %ust = arith.constant 1073741824 : i32
  %r = scf.for unsigned %i = %ulo to %uhi step %ust iter_args(%a = %one) -> (i32) : i32 {
    %b = arith.addi %a, %one : i32
    scf.yield %b : i32
  }
  vector.print %r : i32
  return
}
