// output_shape must agree with the result type of memref.expand_shape.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_expand_shape_output.mlir:5:8: error: 'memref.expand_shape' op invalid output shape provided at pos 1
func.func @f(%A: memref<6xf32>) {
  %0 = memref.expand_shape %A [[0, 1]] output_shape [2, 4] : memref<6xf32> into memref<2x3xf32>
  return
}
