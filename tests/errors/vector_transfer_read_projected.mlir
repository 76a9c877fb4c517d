// A transfer permutation_map is a projected permutation.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_projected.mlir:5:8: error: 'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
