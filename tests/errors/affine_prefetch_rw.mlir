// The read/write specifier of affine.prefetch.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_prefetch_rw.mlir:5:3: error: custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'
func.func @f(%A: memref<4x4xf32>, %n: index) {
  affine.prefetch %A[%n, %n], readwrite, locality<3>, data : memref<4x4xf32>
  return
}
