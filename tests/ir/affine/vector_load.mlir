// affine.vector_load of one- and two-dimensional vectors.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: %0 = affine.vector_load %A[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
// CHECK-NEXT: %1 = affine.vector_load %A[%i + symbol(%n), %j] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: %2 = affine.vector_load %A[%i, %j] : memref<100x100xf32>, vector<2x8xf32>
func.func @f(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 90 {
    affine.for %j = 0 to 90 step 8 {
      %0 = affine.vector_load %A[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
      %1 = affine.vector_load %A[%i + symbol(%n), %j] : memref<100x100xf32>, vector<4xf32>
      %2 = affine.vector_load %A[%i, %j] : memref<100x100xf32>, vector<2x8xf32>
    }
  }
  return
}
