// Which side of a strided affine.dma_start the stride walks depends on
// the order of the memory spaces, so they must be numbers; a contiguous
// one may use any memory space.
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
// CHECK: dma_strided_named_space.mlir:12:3: error: affc cannot emit C for 'affine.dma_start' with strides and a memory space that is not a number
// CHECK-NOT: error
func.func @f(%A: memref<8x8xf32, "slow">, %B: memref<16xf32, "fast">, %T: memref<1xi32>) {
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %A[0, 0], %B[0], %T[0], %c16, %c8, %c4 : memref<8x8xf32, "slow">, memref<16xf32, "fast">, memref<1xi32>
  affine.dma_start %A[1, 0], %B[0], %T[0], %c8 : memref<8x8xf32, "slow">, memref<16xf32, "fast">, memref<1xi32>
  affine.dma_wait %T[0], %c16 : memref<1xi32>
  return
}
