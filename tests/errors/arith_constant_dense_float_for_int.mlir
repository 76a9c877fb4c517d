// A dense integer constant written with float elements.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: error: expected integer elements, but parsed floating-point
func.func @f() {
  %0 = arith.constant dense<[1.0, 2.0]> : vector<2xi32>
  return
}
