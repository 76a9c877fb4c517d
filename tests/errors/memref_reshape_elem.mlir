// memref.reshape keeps the element type.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reshape_elem.mlir:5:8: error: 'memref.reshape' op element types of source and destination memref types should be the same
func.func @f(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %b: memref<4x2xf32, strided<[1, 4]>>, %h: memref<8xf16>) {
  %0 = memref.reshape %a(%s) : (memref<4x2xf32>, memref<2xindex>) -> memref<2x4xf16>
  return
}
