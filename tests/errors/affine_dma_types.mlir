// affine.dma_start lists the types of its three memrefs.
// RUN: not %affc %s 2>&1 | FileCheck %s
// CHECK: affine_dma_types.mlir:5:3: error: custom op 'affine.dma_start' expected three types
func.func @f(%A: memref<40x128xf32>, %B: memref<2x1024xf32, 1>, %T: memref<1xi32>, %n: index) {
  affine.dma_start %A[%n, %n], %B[%n, %n], %T[%n], %n : memref<40x128xf32>, memref<2x1024xf32, 1>
  return
}
