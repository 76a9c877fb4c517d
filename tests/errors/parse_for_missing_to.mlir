// An affine.for without 'to' between its bounds.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_for_missing_to.mlir:5:21: error: custom op 'affine.for' expected 'to' between bounds
func.func @f() {
  affine.for %i = 0 10 {
  }
  return
}
