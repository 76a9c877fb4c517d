// A cast from a vector to a tensor.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extsi' op failed to verify that input and output have the same tensor dimensions
func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to tensor<4xi64>
  return
}
