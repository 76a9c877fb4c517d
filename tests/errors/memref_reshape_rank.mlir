// The shape's length is the result's rank.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reshape_rank.mlir:5:8: error: 'memref.reshape' op length of shape operand differs from the result's memref rank
func.func @f(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %b: memref<4x2xf32, strided<[1, 4]>>, %h: memref<8xf16>) {
  %0 = memref.reshape %a(%s) : (memref<4x2xf32>, memref<2xindex>) -> memref<8xf32>
  return
}
