// A cast between vectors of different shapes.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extsi' op requires the same shape for all operands and results
func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to vector<3xi64>
  return
}
