// memref.realloc moves identity-layout memrefs only.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_realloc_layout.mlir:5:8: error: unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'
func.func @f(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
