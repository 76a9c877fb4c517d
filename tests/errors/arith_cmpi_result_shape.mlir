// arith.cmpi on vectors with a scalar result.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands
func.func @f(%a: vector<4xi32>) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}
