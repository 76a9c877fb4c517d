// arith.addf on integers.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.addf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'
func.func @f(%a: vector<4xi32>) {
  %0 = arith.addf %a, %a : vector<4xi32>
  return
}
