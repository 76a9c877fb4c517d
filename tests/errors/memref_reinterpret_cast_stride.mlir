// The result type of memref.reinterpret_cast must have its strides.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_reinterpret_cast_stride.mlir:5:8: error: expected result type with stride = 2 instead of 1 in dim = 1
func.func @f(%A: memref<16xf32>) {
  %0 = memref.reinterpret_cast %A to offset: [0], sizes: [4, 4], strides: [4, 2] : memref<16xf32> to memref<4x4xf32>
  return
}
