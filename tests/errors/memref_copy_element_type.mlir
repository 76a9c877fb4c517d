// memref.copy needs equal element types.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_copy_element_type.mlir:5:3: error: 'memref.copy' op requires the same element type for all operands
func.func @f(%A: memref<4xf32>, %B: memref<?xi32>) {
  memref.copy %A, %B : memref<4xf32> to memref<?xi32>
  return
}
