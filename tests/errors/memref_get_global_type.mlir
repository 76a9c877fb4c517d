// memref.get_global must have the type of the global.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_get_global_type.mlir:6:8: error: 'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g
memref.global @g : memref<4xf32> = uninitialized
func.func @f() {
  %0 = memref.get_global @g : memref<5xf32>
  return
}
