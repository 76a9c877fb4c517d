// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @dim
func.func @dim(%A: memref<?x4xf32>, %U: memref<*xi8>, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  // CHECK: memref.dim %A, %c0 : memref<?x4xf32>
  %0 = memref.dim %A, %c0 : memref<?x4xf32>
  // CHECK: memref.dim %U, %i : memref<*xi8>
  %1 = memref.dim %U, %i : memref<*xi8>
  return %0, %1 : index, index
}
