// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @expand_shape
func.func @expand_shape(%A: memref<6x4xf32>, %B: memref<?xf32>, %n: index,
                        %C: memref<f32>,
                        %D: memref<16xf32, strided<[2], offset: ?>>) {
  // CHECK: memref.expand_shape %A {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %0 = memref.expand_shape %A [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  // CHECK: memref.expand_shape %B {{\[\[}}0, 1]] output_shape [%n, 8] : memref<?xf32> into memref<?x8xf32>
  %1 = memref.expand_shape %B [[0, 1]] output_shape [%n, 8] : memref<?xf32> into memref<?x8xf32>
  // CHECK: memref.expand_shape %C [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %2 = memref.expand_shape %C [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  // CHECK: memref.expand_shape %D {{\[\[}}0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2], offset: ?>> into memref<4x4xf32, strided<[8, 2], offset: ?>>
  %3 = memref.expand_shape %D [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2], offset: ?>> into memref<4x4xf32, strided<[8, 2], offset: ?>>
  return
}
