// vector.compressstore's mask has a lane per lane of the stored vector.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: vector_compressstore_mask_dim.mlir:5:3: error: 'vector.compressstore' op expected valueToStore dim to match mask dim
func.func @f(%m: memref<16xf32>, %i: index, %mask: vector<8xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<4xf32>
  return
}
