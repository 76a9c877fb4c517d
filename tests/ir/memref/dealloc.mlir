// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @dealloc
func.func @dealloc(%d: index, %u: memref<*xf32>) {
  %0 = memref.alloc(%d) : memref<?xf32, 1>
  // CHECK: memref.dealloc %0 : memref<?xf32, 1>
  memref.dealloc %0 : memref<?xf32, 1>
  // CHECK: memref.dealloc %u : memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  return
}
