// A collapsed dimension is the product of its group.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_collapse_shape_size.mlir:5:8: error: 'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (4)
func.func @f(%A: memref<2x3x4xf32>) {
  %0 = memref.collapse_shape %A [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x5xf32>
  return
}
