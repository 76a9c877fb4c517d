// The DMA that mlir-opt --affine-data-copy-generate="generate-dma=true"
// writes for ordinary kernels: with 1 KiB of fast memory (space 2; tags
// in space 3), the tiles of a transposing copy and of a matrix product
// come in and go out through strided transfers (stride on the original
// memref's side), as do the columns of the product's B; rows go through
// contiguous ones. The C of the DMA version, synchronous and
// asynchronous, must print what mlir-runner prints for this file, which
// has no DMA.
// RUN: %mlir-opt %s --affine-data-copy-generate="generate-dma=true fast-mem-space=2 tag-mem-space=3 fast-mem-capacity=1" -o %t-dma.mlir
// RUN: FileCheck %s --check-prefix=DMA < %t-dma.mlir
// RUN: %exec %t-dma.mlir --reference %s
// RUN: %exec %t-dma.mlir --reference %s --affc-arg=--dma=async
// DMA: affine.dma_start {{.*}}], %c{{[0-9_]+}}, %c{{[0-9_]+}}, %c{{[0-9_]+}} : memref<32x32xf32>, memref<8x8xf32, 2>, memref<1xi32, 3>
// DMA: affine.dma_start {{.*}}], %c{{[0-9_]+}}, %c{{[0-9_]+}}, %c{{[0-9_]+}} : memref<8x8xf32, 2>, memref<32x32xf32>, memref<1xi32, 3>
// DMA: affine.dma_start {{.*}}], %c{{[0-9_]+}}, %c{{[0-9_]+}}, %c{{[0-9_]+}} : memref<16x1xf64, 2>, memref<16x12xf64>, memref<1xi32, 3>
// DMA: affine.dma_start {{.*}}], %c{{[0-9_]+}}, %c{{[0-9_]+}}, %c{{[0-9_]+}} : memref<16x12xf64>, memref<16x1xf64, 2>, memref<1xi32, 3>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)

// B = 2 * transpose(A), 8x8 tiles.
func.func @transpose() {
  %A = memref.alloc() : memref<32x32xf32>
  %B = memref.alloc() : memref<32x32xf32>
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<32x32xf32>
    }
  }
  affine.for %i = 0 to 32 step 8 {
    affine.for %j = 0 to 32 step 8 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
          %a = affine.load %A[%jj, %ii] : memref<32x32xf32>
          %b = arith.addf %a, %a : f32
          affine.store %b, %B[%ii, %jj] : memref<32x32xf32>
        }
      }
    }
  }
  %u = memref.cast %B : memref<32x32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<32x32xf32>
  memref.dealloc %B : memref<32x32xf32>
  return
}

// C = A * B for A 12x16, B 16x12, in 4-row blocks of C (B does not fit
// in fast memory: its columns are copied one by one).
func.func @matmul() {
  %A = memref.alloc() : memref<12x16xf64>
  %B = memref.alloc() : memref<16x12xf64>
  %C = memref.alloc() : memref<12x12xf64>
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 12 {
    affine.for %k = 0 to 16 {
      %s = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3)>(%i, %k)
      %si = arith.index_cast %s : index to i64
      %f = arith.sitofp %si : i64 to f64
      affine.store %f, %A[%i, %k] : memref<12x16xf64>
      affine.store %f, %B[%k, %i] : memref<16x12xf64>
    }
  }
  affine.for %i = 0 to 12 step 4 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      affine.for %j = 0 to 12 {
        affine.store %zero, %C[%ii, %j] : memref<12x12xf64>
        affine.for %k = 0 to 16 {
          %a = affine.load %A[%ii, %k] : memref<12x16xf64>
          %b = affine.load %B[%k, %j] : memref<16x12xf64>
          %c = affine.load %C[%ii, %j] : memref<12x12xf64>
          %p = arith.mulf %a, %b : f64
          %q = arith.addf %c, %p : f64
          affine.store %q, %C[%ii, %j] : memref<12x12xf64>
        }
      }
    }
  }
  %u = memref.cast %C : memref<12x12xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %A : memref<12x16xf64>
  memref.dealloc %B : memref<16x12xf64>
  memref.dealloc %C : memref<12x12xf64>
  return
}

func.func @main() {
  call @transpose() : () -> ()
  call @matmul() : () -> ()
  return
}
