// vector.store needs one index per memref dimension.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_store_indices.mlir:5:3: error: 'vector.store' op requires 2 indices
func.func @f(%A: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %A[%i] : memref<?x?xf32>, vector<4xf32>
  return
}
