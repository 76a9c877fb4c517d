// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @reinterpret_cast
func.func @reinterpret_cast(%A: memref<16xf32>, %U: memref<*xf32>, %o: index, %n: index) {
  // CHECK: memref.reinterpret_cast %A to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %0 = memref.reinterpret_cast %A to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  // CHECK: memref.reinterpret_cast %A to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<16xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.reinterpret_cast %A to offset: [%o], sizes: [%n, 4], strides: [4, 1] : memref<16xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  // CHECK: memref.reinterpret_cast %U to offset: [2], sizes: [%n], strides: [%o] : memref<*xf32> to memref<?xf32, strided<[?], offset: 2>>
  %2 = memref.reinterpret_cast %U to offset: [2], sizes: [%n], strides: [%o] : memref<*xf32> to memref<?xf32, strided<[?], offset: 2>>
  // CHECK: memref.reinterpret_cast %A to offset: [0], sizes: [], strides: [] : memref<16xf32> to memref<f32>
  %3 = memref.reinterpret_cast %A to offset: [0], sizes: [], strides: [] : memref<16xf32> to memref<f32>
  return
}
