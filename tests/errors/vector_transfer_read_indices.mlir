// vector.transfer_read needs one index per source dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_indices.mlir:5:8: error: 'vector.transfer_read' op requires 2 indices
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %p : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
