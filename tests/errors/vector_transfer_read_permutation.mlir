// A transfer permutation_map uses each dimension once.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_read_permutation.mlir:5:8: error: 'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)
func.func @f(%A: memref<?x?xf32>, %i: index, %p: f32) -> vector<4x4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
