// What ../parallel.mlir computes, without DMA, for mlir-runner.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
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
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %x = affine.load %A[%i, %j] : memref<8x16xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %B[%i, %j] : memref<8x16xf32>
    }
    // Every 4th element of row i, from column 1: one element per stride 4.
    affine.for %j = 0 to 4 {
      %x = affine.load %A[%i, %j * 4 + 1] : memref<8x16xf32>
      affine.store %x, %S[%i, %j] : memref<8x4xf32>
    }
  }
  %u = memref.cast %B : memref<8x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %S : memref<8x4xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<8x16xf32>
  memref.dealloc %B : memref<8x16xf32>
  memref.dealloc %S : memref<8x4xf32>
  return
}
