// Reassociation groups list contiguous dimensions.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_collapse_shape_contiguous.mlir:5:8: error: 'memref.collapse_shape' op reassociation indices must be contiguous
func.func @f(%A: memref<2x3x4xf32>) {
  %0 = memref.collapse_shape %A [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}
