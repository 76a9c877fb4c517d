// math.fpowi with a vector base and a scalar power.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.fpowi' op requires the same shape for all operands and results
func.func @f(%a: vector<4xf32>, %i: i32) {
  %0 = math.fpowi %a, %i : vector<4xf32>, i32
  return
}
