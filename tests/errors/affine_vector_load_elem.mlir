// The vector of affine.vector_load has the memref's element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_vector_load_elem.mlir:5:8: error: 'affine.vector_load' op requires memref and vector types of the same elemental type
func.func @f(%A: memref<4x4xf32>, %n: index) {
  %v = affine.vector_load %A[%n, %n] : memref<4x4xf32>, vector<4xi32>
  return
}
