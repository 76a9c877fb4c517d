// vector.transfer_write cannot broadcast.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_transfer_write_broadcast.mlir:5:3: error: 'vector.transfer_write' op should not have broadcast dimensions
func.func @f(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %A[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
