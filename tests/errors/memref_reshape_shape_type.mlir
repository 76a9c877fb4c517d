// The shape is a 1-d memref of integers or indices.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reshape_shape_type.mlir:5:8: error: 'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<8xf16>'
func.func @f(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %b: memref<4x2xf32, strided<[1, 4]>>, %h: memref<8xf16>) {
  %0 = memref.reshape %a(%h) : (memref<4x2xf32>, memref<8xf16>) -> memref<2x4xf32>
  return
}
