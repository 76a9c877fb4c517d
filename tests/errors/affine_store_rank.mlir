// An affine.store with more subscripts than the memref has dimensions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_store_rank.mlir:6:5: error: 'affine.store' op affine map num results must equal memref rank
func.func @f(%A: memref<4x4xf32>, %x: f32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %A[%i, %i, %i] : memref<4x4xf32>
  }
  return
}
