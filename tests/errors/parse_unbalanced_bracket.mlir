// An affine subscript list never closed with ']'.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_bracket.mlir:6:3: error: unexpected operation
func.func @f(%A: memref<4xf32>, %i: index) -> f32 {
  %0 = affine.load %A[%i : memref<4xf32>
  return %0 : f32
}
