// Double buffering: mlir-opt --affine-data-copy-generate="generate-dma=true"
// then --affine-pipeline-data-transfer turn the tile loops of ordinary
// kernels into loops that start the next tile's DMA into one half of a
// 2-tile buffer (tag element (i floordiv tile) mod 2) before waiting for
// the current tile in the other half: two transfers are in flight at
// once. Contiguous row blocks in @rows, strided tiles in @tiles. The C of
// the DMA version, synchronous and asynchronous, must print what
// mlir-runner prints for this file, which has no DMA.
// RUN: %mlir-opt %s --affine-data-copy-generate="generate-dma=true fast-mem-space=1 fast-mem-capacity=1" --affine-pipeline-data-transfer -o %t-dma.mlir
// RUN: FileCheck %s --check-prefix=DMA < %t-dma.mlir
// RUN: %exec %t-dma.mlir --reference %s
// RUN: %exec %t-dma.mlir --reference %s --affc-arg=--dma=async
// DMA-LABEL: func.func @rows
// DMA: memref.alloc() : memref<2x4x16xf32, 1>
// DMA: affine.for
// DMA-NEXT: affine.dma_start {{.*}} : memref<64x16xf32>, memref<2x4x16xf32, 1>, memref<2x1xi32>
// DMA: affine.dma_wait {{.*}} : memref<2x1xi32>
// DMA-LABEL: func.func @tiles
// DMA: memref.alloc() : memref<2x4x8xf64, 1>
// DMA: affine.for
// DMA-NEXT: affine.dma_start {{.*}}], %c{{[0-9_]+}}, %c{{[0-9_]+}}, %c{{[0-9_]+}} : memref<16x32xf64>, memref<2x4x8xf64, 1>, memref<2x1xi32>
// DMA: affine.dma_wait {{.*}} : memref<2x1xi32>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)

// B = A * A elementwise, 4 rows at a time.
func.func @rows() {
  %A = memref.alloc() : memref<64x16xf32>
  %B = memref.alloc() : memref<64x16xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 16 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<64x16xf32>
    }
  }
  affine.for %i = 0 to 64 step 4 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      affine.for %j = 0 to 16 {
        %a = affine.load %A[%ii, %j] : memref<64x16xf32>
        %b = arith.mulf %a, %a : f32
        affine.store %b, %B[%ii, %j] : memref<64x16xf32>
      }
    }
  }
  %u = memref.cast %B : memref<64x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<64x16xf32>
  memref.dealloc %B : memref<64x16xf32>
  return
}

// B = 2 * transpose(A), 4x8 tiles of A.
func.func @tiles() {
  %A = memref.alloc() : memref<16x32xf64>
  %B = memref.alloc() : memref<32x16xf64>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f64
      affine.store %f, %A[%i, %j] : memref<16x32xf64>
    }
  }
  affine.for %i = 0 to 16 step 4 {
    affine.for %j = 0 to 32 step 8 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
          %a = affine.load %A[%ii, %jj] : memref<16x32xf64>
          %b = arith.addf %a, %a : f64
          affine.store %b, %B[%jj, %ii] : memref<32x16xf64>
        }
      }
    }
  }
  %u = memref.cast %B : memref<32x16xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %A : memref<16x32xf64>
  memref.dealloc %B : memref<32x16xf64>
  return
}

func.func @main() {
  call @rows() : () -> ()
  call @tiles() : () -> ()
  return
}
