// A strided affine.dma_start walks the memref in the slower (lower)
// memory space; between two memrefs of one space there is none, so affc
// refuses it (mlir-opt accepts it, leaving its meaning open).
// RUN: not %affc %s -o %t.c 2>&1 | FileCheck %s
// RUN: test ! -e %t.c
// CHECK: dma_strided_same_space.mlir:11:3: error: affc cannot emit C for 'affine.dma_start' with strides between memrefs of the same memory space
func.func @f(%A: memref<8x8xf32, 1>, %B: memref<16xf32, 1>, %T: memref<1xi32>) {
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %A[0, 0], %B[0], %T[0], %c16, %c8, %c4 : memref<8x8xf32, 1>, memref<16xf32, 1>, memref<1xi32>
  affine.dma_wait %T[0], %c16 : memref<1xi32>
  return
}
