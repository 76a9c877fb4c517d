// An affine subscript list never closed with ']'.
// mlir-opt stops earlier, at 7:25 (expected ']' in affine map): affc reads
// the bracket's contents as one item, up to the next op.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: parse_unbalanced_bracket.mlir:7:41: error: unexpected operation
func.func @f(%A: memref<4xf32>, %i: index) -> f32 {
  %0 = affine.load %A[%i : memref<4xf32>
  return %0 : f32
}
