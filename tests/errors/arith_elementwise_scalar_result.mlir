// arith.addui_extended with vector operands and a scalar overflow bit.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar
func.func @f(%a: vector<4xi32>) {
  %0:2 = "arith.addui_extended"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}
