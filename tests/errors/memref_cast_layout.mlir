// memref.cast cannot change a static stride.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_cast_layout.mlir:5:8: error: 'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible
func.func @f(%A: memref<4x4xf32>) {
  %0 = memref.cast %A : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
