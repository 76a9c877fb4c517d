// memref.reshape reads a contiguous source.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reshape_source_layout.mlir:5:8: error: 'memref.reshape' op source memref type should have identity affine map
func.func @f(%a: memref<4x2xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %b: memref<4x2xf32, strided<[1, 4]>>, %h: memref<8xf16>) {
  %0 = memref.reshape %b(%s) : (memref<4x2xf32, strided<[1, 4]>>, memref<2xindex>) -> memref<2x4xf32>
  return
}
