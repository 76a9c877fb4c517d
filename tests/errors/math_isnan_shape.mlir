// math.isnan on a vector with a scalar result.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.isnan' op failed to verify that result type has i1 element type and same shape as operands
func.func @f(%a: vector<4xf32>) {
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> i1
  return
}
