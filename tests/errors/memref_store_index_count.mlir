// memref.store needs one index per dimension of the memref.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_store_index_count.mlir:5:3: error: 'memref.store' op store index operand count not equal to memref rank
func.func @f(%A: memref<4x4xf32>, %i: index, %v: f32) {
  memref.store %v, %A[%i, %i, %i] : memref<4x4xf32>
  return
}
