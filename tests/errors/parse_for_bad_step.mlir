// An affine.for whose step is not positive.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_for_bad_step.mlir:5:32: error: custom op 'affine.for' expected step to be representable as a positive signed integer
func.func @f() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
