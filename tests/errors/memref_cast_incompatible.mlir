// memref.cast cannot change a static size.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_cast_incompatible.mlir:5:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible
func.func @f(%A: memref<4xf32>) {
  %0 = memref.cast %A : memref<4xf32> to memref<5xf32>
  return
}
