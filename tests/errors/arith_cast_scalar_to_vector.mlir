// A cast from a scalar to a vector.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extf' op requires the same shape for all operands and results
func.func @f(%a: f32) {
  %0 = arith.extf %a : f32 to vector<4xf64>
  return
}
