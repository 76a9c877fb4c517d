// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @collapse_shape
func.func @collapse_shape(%A: memref<2x3x4xf32>, %B: memref<?x4xf32>,
                          %C: memref<1x1xi32>,
                          %D: memref<4x8x2xf32, strided<[32, 2, 1], offset: 5>>) {
  // CHECK: memref.collapse_shape %A {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %0 = memref.collapse_shape %A [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  // CHECK: memref.collapse_shape %A {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %1 = memref.collapse_shape %A [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  // CHECK: memref.collapse_shape %B {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
  %2 = memref.collapse_shape %B [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  // CHECK: memref.collapse_shape %C [] : memref<1x1xi32> into memref<i32>
  %3 = memref.collapse_shape %C [] : memref<1x1xi32> into memref<i32>
  // CHECK: memref.collapse_shape %D {{\[\[}}0], [1, 2]] : memref<4x8x2xf32, strided<[32, 2, 1], offset: 5>> into memref<4x16xf32, strided<[32, 1], offset: 5>>
  %4 = memref.collapse_shape %D [[0], [1, 2]] : memref<4x8x2xf32, strided<[32, 2, 1], offset: 5>> into memref<4x16xf32, strided<[32, 1], offset: 5>>
  return
}
