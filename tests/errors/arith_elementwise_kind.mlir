// An elementwise op from vectors to a tensor.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addi' op all non-scalar operands/results must have the same shape and base type
func.func @f(%a: vector<4xi32>) {
  %0 = "arith.addi"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> tensor<4xi32>
  return
}
