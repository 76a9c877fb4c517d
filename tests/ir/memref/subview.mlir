// RUN: %affc --emit=mlir %s | FileCheck %s

// memref.subview: static and dynamic offsets, sizes and strides, rank
// reduction and strided sources.

// CHECK-LABEL: func.func @subview
func.func @subview(%A: memref<8x8xf32>, %o: index, %s: index) {
  // CHECK: memref.subview %A[%o, 4] [4, %s] [1, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 1], offset: ?>>
  %0 = memref.subview %A[%o, 4][4, %s][1, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 1], offset: ?>>
  // CHECK: memref.subview %A[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %1 = memref.subview %A[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  // CHECK: memref.subview %A[1, 2] [3, 3] [2, 2] : memref<8x8xf32> to memref<3x3xf32, strided<[16, 2], offset: 10>>
  %2 = memref.subview %A[1, 2] [3, 3] [2, 2] : memref<8x8xf32> to memref<3x3xf32, strided<[16, 2], offset: 10>>
  // CHECK: memref.subview %A[%o, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %3 = memref.subview %A[%o, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  // CHECK: memref.subview %A[0, %o] [8, 1] [1, %s] : memref<8x8xf32> to memref<8xf32, strided<[8], offset: ?>>
  %4 = memref.subview %A[0, %o] [8, 1] [1, %s] : memref<8x8xf32> to memref<8xf32, strided<[8], offset: ?>>
  return
}

// CHECK-LABEL: func.func @subview_of_strided
func.func @subview_of_strided(%B: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                              %C: memref<16x4x4xi8>, %i: index, %n: index) {
  // CHECK: memref.subview %B[%i, %i] [%n, %n] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %0 = memref.subview %B[%i, %i] [%n, %n] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  // CHECK: memref.subview %C[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<16x4x4xi8> to memref<4xi8, strided<[1]>>
  %1 = memref.subview %C[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<16x4x4xi8> to memref<4xi8, strided<[1]>>
  // CHECK: memref.subview %C[2, 0, 0] [1, 4, 1] [1, 1, 1] : memref<16x4x4xi8> to memref<1x4xi8, strided<[16, 4], offset: 32>>
  %2 = memref.subview %C[2, 0, 0] [1, 4, 1] [1, 1, 1] : memref<16x4x4xi8> to memref<1x4xi8, strided<[16, 4], offset: 32>>
  // CHECK: memref.subview %C[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<16x4x4xi8> to memref<i8>
  %3 = memref.subview %C[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<16x4x4xi8> to memref<i8>
  return
}

// CHECK-LABEL: func.func @subview_of_map_layout
func.func @subview_of_map_layout(%D: memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) {
  // CHECK: memref.subview %D[1, 1] [2, 2] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> to memref<2x2xf32, strided<[16, 1], offset: 20>>
  %0 = memref.subview %D[1, 1] [2, 2] [1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> to memref<2x2xf32, strided<[16, 1], offset: 20>>
  return
}
