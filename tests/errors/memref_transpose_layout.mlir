// The result of memref.transpose has the permuted strides.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: memref_transpose_layout.mlir:5:8: error: 'memref.transpose' op result type 'memref<4x8xf32>' is not equivalent to the canonical transposed input type 'memref<4x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'
func.func @f(%A: memref<8x4xf32>) {
  %0 = memref.transpose %A (i, j) -> (j, i) : memref<8x4xf32> to memref<4x8xf32>
  return
}
