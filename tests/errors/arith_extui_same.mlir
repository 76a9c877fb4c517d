// arith.extui to the same width.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.extui' op operand type 'vector<2xi32>' and result type 'vector<2xi32>' are cast incompatible
func.func @f(%a: vector<2xi32>) {
  %0 = arith.extui %a : vector<2xi32> to vector<2xi32>
  return
}
