// An affine.load with fewer subscripts than the memref has dimensions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_load_rank.mlir:6:10: error: 'affine.load' op affine map num results must equal memref rank
func.func @f(%A: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %A[%i] : memref<4x4xf32>
  }
  return
}
