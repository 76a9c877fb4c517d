// A shape of dynamic length cannot give a ranked result.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reshape_dynamic_length.mlir:5:8: error: 'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type
func.func @f(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %b: memref<4x2xf32, strided<[1, 4]>>, %h: memref<8xf16>) {
  %0 = memref.reshape %a(%d) : (memref<4x2xf32>, memref<?xi32>) -> memref<2x4xf32>
  return
}
