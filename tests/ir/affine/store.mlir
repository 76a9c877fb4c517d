// affine.store of a value at affine subscripts, including symbols, a
// constant subscript and a zero-dimensional memref.
// RUN: %affc --emit=mlir %s | FileCheck %s
// CHECK: affine.store %v, %A[%i, %j + 1] : memref<8x?xf32>
// CHECK-NEXT: affine.store %v, %A[%i + symbol(%n), 0] : memref<8x?xf32>
// CHECK-NEXT: affine.store %v, %A[%i mod 2, -%j] {hint = 1 : i32} : memref<8x?xf32>
// CHECK-NEXT: affine.store %v, %Z[] : memref<f32>
func.func @f(%A: memref<8x?xf32>, %Z: memref<f32>, %v: f32, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to %n {
      affine.store %v, %A[%i, %j + 1] : memref<8x?xf32>
      affine.store %v, %A[%i + symbol(%n), 0] : memref<8x?xf32>
      affine.store %v, %A[%i mod 2, -%j] {hint = 1 : i32} : memref<8x?xf32>
      affine.store %v, %Z[] : memref<f32>
    }
  }
  return
}
