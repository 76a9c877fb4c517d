// The result type of memref.reinterpret_cast must have its sizes.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reinterpret_cast_size.mlir:5:8: error: expected result type with size = 4 instead of 5 in dim = 1
func.func @f(%A: memref<16xf32>) {
  %0 = memref.reinterpret_cast %A to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x5xf32>
  return
}
