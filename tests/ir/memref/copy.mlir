// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @copy
func.func @copy(%A: memref<4x8xf32>, %B: memref<?x8xf32, strided<[16, 1]>>, %U: memref<*xf32>) {
  // CHECK: memref.copy %A, %B : memref<4x8xf32> to memref<?x8xf32, strided<[16, 1]>>
  memref.copy %A, %B : memref<4x8xf32> to memref<?x8xf32, strided<[16, 1]>>
  // CHECK: memref.copy %U, %A : memref<*xf32> to memref<4x8xf32>
  memref.copy %U, %A : memref<*xf32> to memref<4x8xf32>
  return
}
