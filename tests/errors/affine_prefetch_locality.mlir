// The locality hint of affine.prefetch is at most 3.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_prefetch_locality.mlir:5:3: error: 'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3
func.func @f(%A: memref<4x4xf32>, %n: index) {
  affine.prefetch %A[%n, %n], read, locality<4>, data : memref<4x4xf32>
  return
}
