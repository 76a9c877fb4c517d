// affine.vector_store of one- and two-dimensional vectors.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.vector_store %v, %A[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: affine.vector_store %w, %A[%i, %j * 2] : memref<100x100xf32>, vector<2x8xf32>
func.func @f(%A: memref<100x100xf32>, %v: vector<8xf32>, %w: vector<2x8xf32>) {
  affine.for %i = 0 to 90 {
    affine.for %j = 0 to 40 {
      affine.vector_store %v, %A[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %w, %A[%i, 2 * %j] : memref<100x100xf32>, vector<2x8xf32>
    }
  }
  return
}
