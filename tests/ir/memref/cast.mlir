// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.cast between static, dynamic, strided and unranked memrefs.

// CHECK-LABEL: func.func @cast
func.func @cast(%A: memref<4x8xf32>, %B: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                %U: memref<*xf32>) {
  // CHECK: memref.cast %A : memref<4x8xf32> to memref<?x?xf32>
  %0 = memref.cast %A : memref<4x8xf32> to memref<?x?xf32>
  // CHECK: memref.cast %0 : memref<?x?xf32> to memref<4x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<4x?xf32>
  // CHECK: memref.cast %A : memref<4x8xf32> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  %2 = memref.cast %A : memref<4x8xf32> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  // CHECK: memref.cast %B : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
  %3 = memref.cast %B : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x8xf32, strided<[8, 1]>>
  // CHECK: memref.cast %A : memref<4x8xf32> to memref<*xf32>
  %4 = memref.cast %A : memref<4x8xf32> to memref<*xf32>
  // CHECK: memref.cast %U : memref<*xf32> to memref<?xf32>
  %5 = memref.cast %U : memref<*xf32> to memref<?xf32>
  // CHECK: memref.cast %A : memref<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  %6 = memref.cast %A : memref<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  return
}

// CHECK-LABEL: func.func @memory_space_cast
func.func @memory_space_cast(%A: memref<4xf32>, %U: memref<*xf32, 1>) {
  // CHECK: memref.memory_space_cast %A : memref<4xf32> to memref<4xf32, 2>
  %0 = memref.memory_space_cast %A : memref<4xf32> to memref<4xf32, 2>
  // CHECK: memref.memory_space_cast %U : memref<*xf32, 1> to memref<*xf32>
  %1 = memref.memory_space_cast %U : memref<*xf32, 1> to memref<*xf32>
  return
}
