// A memref type closed with ')' instead of '>'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_angle.mlir:4:30: error: unexpected ')', expected '>'
func.func @f(%A: memref<4xf32) {
  return
}
