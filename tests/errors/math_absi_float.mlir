// math.absi on a float vector.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'math.absi' op operand #0 must be signless-integer-like, but got 'vector<2xf64>'
func.func @f(%a: vector<2xf64>) {
  %0 = math.absi %a : vector<2xf64>
  return
}
