// The subscript of an affine.dma_wait must be a valid dimension or symbol.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_dma_wait_index.mlir:7:5: error: 'affine.dma_wait' op index must be a valid dimension or symbol identifier
func.func @f(%T: memref<4xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %w = arith.muli %i, %i : index
    affine.dma_wait %T[%w], %n : memref<4xi32>
  }
  return
}
