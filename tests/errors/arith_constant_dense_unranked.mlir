// A dense constant of an unranked tensor type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: elements literal type must have static shape
func.func @f() {
  %0 = arith.constant dense<2.0> : tensor<*xf32>
  return
}
