// Hand-written affine DMA: contiguous and strided transfers (the stride on
// the side in the slower memory space, whichever that is) between memrefs
// of different ranks and memory spaces; tags of several element types,
// ranks and spaces; several transfers in flight on one tag and on the
// elements of one tag memref, waited for in another order. MLIR cannot
// run DMA ops, so Inputs/handwritten_ref.mlir computes the same with
// loops for the expected output.
// RUN: %exec %s --reference %S/Inputs/handwritten_ref.mlir
// RUN: %exec %s --reference %S/Inputs/handwritten_ref.mlir --affc-arg=--dma=async
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// A[i][j] = 10 * i + j.
func.func @fill(%A: memref<6x10xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<6x10xf32>
    }
  }
  return
}

// A 4x5 tile of A gathered (strided source), doubled, and scattered
// into a 3-d memref in a slower space (strided destination).
func.func @tiles(%A: memref<6x10xf32>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %row = memref.alloc() : memref<20xf32, 1>
  %tile = memref.alloc() : memref<4x5xf32, 2>
  %D = memref.alloc() : memref<3x8x10xf32, 1>
  %tags = memref.alloc() : memref<2xi32>
  %t0 = memref.alloc() : memref<f32, 3>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 10 {
        %z = arith.constant 0.0 : f32
        affine.store %z, %D[%i, %j, %k] : memref<3x8x10xf32, 1>
      }
    }
  }
  affine.dma_start %A[1, 0], %row[0], %tags[%c0], %c20 : memref<6x10xf32>, memref<20xf32, 1>, memref<2xi32>
  affine.dma_start %A[1, 2], %tile[0, 0], %tags[%c0 + 1], %c20, %c10, %c5 : memref<6x10xf32>, memref<4x5xf32, 2>, memref<2xi32>
  affine.dma_wait %tags[1], %c20 : memref<2xi32>
  affine.dma_wait %tags[0], %c20 : memref<2xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %x = affine.load %tile[%i, %j] : memref<4x5xf32, 2>
      %y = arith.addf %x, %x : f32
      affine.store %y, %tile[%i, %j] : memref<4x5xf32, 2>
    }
  }
  affine.dma_start %tile[0, 0], %D[1, 2, 3], %t0[], %c20, %c10, %c5 : memref<4x5xf32, 2>, memref<3x8x10xf32, 1>, memref<f32, 3>
  affine.dma_wait %t0[], %c20 : memref<f32, 3>
  %u1 = memref.cast %row : memref<20xf32, 1> to memref<*xf32, 1>
  %v1 = memref.memory_space_cast %u1 : memref<*xf32, 1> to memref<*xf32>
  call @printMemrefF32(%v1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %tile : memref<4x5xf32, 2> to memref<*xf32, 2>
  %v2 = memref.memory_space_cast %u2 : memref<*xf32, 2> to memref<*xf32>
  call @printMemrefF32(%v2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %D : memref<3x8x10xf32, 1> to memref<*xf32, 1>
  %v3 = memref.memory_space_cast %u3 : memref<*xf32, 1> to memref<*xf32>
  call @printMemrefF32(%v3) : (memref<*xf32>) -> ()
  memref.dealloc %row : memref<20xf32, 1>
  memref.dealloc %tile : memref<4x5xf32, 2>
  memref.dealloc %D : memref<3x8x10xf32, 1>
  memref.dealloc %tags : memref<2xi32>
  memref.dealloc %t0 : memref<f32, 3>
  return
}

// Three rows of A in flight at once, one tag element each, waited for in
// reverse order; then two i16 transfers of a run-time size on one tag.
func.func @in_flight(%A: memref<6x10xf32>, %n: index) {
  %c10 = arith.constant 10 : index
  %R = memref.alloc() : memref<3x10xf32, 1>
  %tags = memref.alloc() : memref<3xi64, 2>
  affine.for %i = 0 to 3 {
    affine.dma_start %A[%i * 2 + 1, 0], %R[%i, 0], %tags[%i], %c10 : memref<6x10xf32>, memref<3x10xf32, 1>, memref<3xi64, 2>
  }
  affine.for %i = 0 to 3 {
    affine.dma_wait %tags[2 - %i], %c10 : memref<3xi64, 2>
  }
  %S = memref.alloc() : memref<12xi16>
  %T = memref.alloc() : memref<2x6xi16, 1>
  %tag = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i16
    %v = arith.muli %ii, %ii : i16
    affine.store %v, %S[%i] : memref<12xi16>
  }
  affine.dma_start %S[symbol(%n)], %T[1, 0], %tag[0], %n : memref<12xi16>, memref<2x6xi16, 1>, memref<1xi32>
  affine.dma_start %S[0], %T[0, 0], %tag[0], %n : memref<12xi16>, memref<2x6xi16, 1>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  %u1 = memref.cast %R : memref<3x10xf32, 1> to memref<*xf32, 1>
  %v1 = memref.memory_space_cast %u1 : memref<*xf32, 1> to memref<*xf32>
  call @printMemrefF32(%v1) : (memref<*xf32>) -> ()
  %W = memref.alloc() : memref<2x6xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 6 {
      %x = affine.load %T[%i, %j] : memref<2x6xi16, 1>
      %y = arith.extsi %x : i16 to i32
      affine.store %y, %W[%i, %j] : memref<2x6xi32>
    }
  }
  %u2 = memref.cast %W : memref<2x6xi32> to memref<*xi32>
  call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  memref.dealloc %W : memref<2x6xi32>
  memref.dealloc %R : memref<3x10xf32, 1>
  memref.dealloc %tags : memref<3xi64, 2>
  memref.dealloc %S : memref<12xi16>
  memref.dealloc %T : memref<2x6xi16, 1>
  memref.dealloc %tag : memref<1xi32>
  return
}

func.func @main() {
  %A = memref.alloc() : memref<6x10xf32>
  call @fill(%A) : (memref<6x10xf32>) -> ()
  call @tiles(%A) : (memref<6x10xf32>) -> ()
  %c6 = arith.constant 6 : index
  call @in_flight(%A, %c6) : (memref<6x10xf32>, index) -> ()
  memref.dealloc %A : memref<6x10xf32>
  return
}
