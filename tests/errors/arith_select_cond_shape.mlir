// arith.select with a condition of another shape.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.select' op failed to verify that condition is signless i1 or has matching shape
func.func @f(%c: vector<3xi1>, %a: vector<4xi32>) {
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>
  return
}
