// in_bounds has one entry per vector dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_in_bounds.mlir:5:8: error: 'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
