// A dense constant with fewer elements than its type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: inferred shape of elements literal ([2]) does not match type ([3])
func.func @f() {
  %0 = arith.constant dense<[1, 2]> : vector<3xi32>
  return
}
