// DMA inside an affine.parallel loop: each iteration stages its own row
// through its row of a fast buffer, starts a second (strided) transfer on
// another element of its tag memref, and waits for both in the other
// order. Inputs/parallel_ref.mlir computes the same without DMA for
// mlir-runner. affc runs this loop in order (its dependence test does not
// look inside DMA ops), so the last RUN line checks the runtime's OpenMP
// tasks with Inputs/parallel_omp.c, the same program in C under an OpenMP
// parallel loop.
// RUN: %exec %s --reference %S/Inputs/parallel_ref.mlir
// RUN: %exec %s --reference %S/Inputs/parallel_ref.mlir --affc-arg=--dma=async
// RUN: %exec %S/Inputs/parallel_ref.mlir --c %S/Inputs/parallel_omp.c
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc() : memref<8x16xf32>
  %B = memref.alloc() : memref<8x16xf32>
  %S = memref.alloc() : memref<8x4xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<8x16xf32>
    }
  }
  %tags = memref.alloc() : memref<8x2xi32>
  %buf = memref.alloc() : memref<8x16xf32, 1>
  %quad = memref.alloc() : memref<8x4xf32, 1>
  affine.parallel (%i) = (0) to (8) {
    affine.dma_start %A[%i, 0], %buf[%i, 0], %tags[%i, 0], %c16 : memref<8x16xf32>, memref<8x16xf32, 1>, memref<8x2xi32>
    affine.dma_start %A[%i, 1], %quad[%i, 0], %tags[%i, 1], %c4, %c4, %c1 : memref<8x16xf32>, memref<8x4xf32, 1>, memref<8x2xi32>
    affine.dma_wait %tags[%i, 1], %c4 : memref<8x2xi32>
    affine.dma_wait %tags[%i, 0], %c16 : memref<8x2xi32>
    affine.for %j = 0 to 16 {
      %x = affine.load %buf[%i, %j] : memref<8x16xf32, 1>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %buf[%i, %j] : memref<8x16xf32, 1>
    }
    affine.dma_start %buf[%i, 0], %B[%i, 0], %tags[%i, 0], %c16 : memref<8x16xf32, 1>, memref<8x16xf32>, memref<8x2xi32>
    affine.dma_start %quad[%i, 0], %S[%i, 0], %tags[%i, 1], %c4 : memref<8x4xf32, 1>, memref<8x4xf32>, memref<8x2xi32>
    affine.dma_wait %tags[%i, 0], %c16 : memref<8x2xi32>
    affine.dma_wait %tags[%i, 1], %c4 : memref<8x2xi32>
  }
  %u = memref.cast %B : memref<8x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %S : memref<8x4xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8x16xf32>
  memref.dealloc %B : memref<8x16xf32>
  memref.dealloc %S : memref<8x4xf32>
  memref.dealloc %tags : memref<8x2xi32>
  memref.dealloc %buf : memref<8x16xf32, 1>
  memref.dealloc %quad : memref<8x4xf32, 1>
  return
}
