// memref.load needs one index per dimension of the memref.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_load_index_count.mlir:5:8: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
func.func @f(%A: memref<?x4xf32>, %i: index) -> f32 {
  %0 = memref.load %A[%i] : memref<?x4xf32>
  return %0 : f32
}
