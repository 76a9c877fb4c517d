// arith.constant of a scalable vector from an element list.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: 'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat
func.func @f() {
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}
