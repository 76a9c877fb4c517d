// The padding of vector.transfer_read has the source element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_padding.mlir:5:8: error: 'vector.transfer_read' op requires formal padding and source of the same elemental type
func.func @f(%A: memref<?x?xf32>, %i: index, %p: i32) {
  %0 = "vector.transfer_read"(%A, %i, %i, %p) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, i32) -> vector<4xf32>
  return
}
