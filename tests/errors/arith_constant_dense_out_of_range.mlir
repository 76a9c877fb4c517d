// A dense constant element too large for its type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: integer constant out of range for type
func.func @f() {
  %0 = arith.constant dense<[300, 2]> : vector<2xi8>
  return
}
