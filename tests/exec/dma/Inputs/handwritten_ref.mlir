// What ../handwritten.mlir computes, without DMA (mlir-runner runs this
// one for its expected output): every transfer is a loop nest, every
// memref in the default memory space.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

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

func.func @tiles(%A: memref<6x10xf32>) {
  %row = memref.alloc() : memref<20xf32>
  %tile = memref.alloc() : memref<4x5xf32>
  %D = memref.alloc() : memref<3x8x10xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 10 {
        %z = arith.constant 0.0 : f32
        affine.store %z, %D[%i, %j, %k] : memref<3x8x10xf32>
      }
    }
  }
  // Rows 1 and 2 of A, one after the other.
  affine.for %k = 0 to 20 {
    %x = affine.load %A[%k floordiv 10 + 1, %k mod 10] : memref<6x10xf32>
    affine.store %x, %row[%k] : memref<20xf32>
  }
  // A[1..4][2..6].
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %x = affine.load %A[%i + 1, %j + 2] : memref<6x10xf32>
      affine.store %x, %tile[%i, %j] : memref<4x5xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %x = affine.load %tile[%i, %j] : memref<4x5xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %tile[%i, %j] : memref<4x5xf32>
    }
  }
  // Into D[1][2..5][3..7].
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %x = affine.load %tile[%i, %j] : memref<4x5xf32>
      affine.store %x, %D[1, %i + 2, %j + 3] : memref<3x8x10xf32>
    }
  }
  %u1 = memref.cast %row : memref<20xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %tile : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %D : memref<3x8x10xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  memref.dealloc %row : memref<20xf32>
  memref.dealloc %tile : memref<4x5xf32>
  memref.dealloc %D : memref<3x8x10xf32>
  return
}

func.func @in_flight(%A: memref<6x10xf32>, %n: index) {
  %R = memref.alloc() : memref<3x10xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      %x = affine.load %A[%i * 2 + 1, %j] : memref<6x10xf32>
      affine.store %x, %R[%i, %j] : memref<3x10xf32>
    }
  }
  %S = memref.alloc() : memref<12xi16>
  %T = memref.alloc() : memref<2x6xi16>
  affine.for %i = 0 to 12 {
    %ii = arith.index_cast %i : index to i16
    %v = arith.muli %ii, %ii : i16
    affine.store %v, %S[%i] : memref<12xi16>
  }
  affine.for %r = 0 to 2 {
    affine.for %j = 0 to %n {
      %x = affine.load %S[%r * symbol(%n) + %j] : memref<12xi16>
      affine.store %x, %T[%r, %j] : memref<2x6xi16>
    }
  }
  %u1 = memref.cast %R : memref<3x10xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %W = memref.alloc() : memref<2x6xi32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 6 {
      %x = affine.load %T[%i, %j] : memref<2x6xi16>
      %y = arith.extsi %x : i16 to i32
      affine.store %y, %W[%i, %j] : memref<2x6xi32>
    }
  }
  %u2 = memref.cast %W : memref<2x6xi32> to memref<*xi32>
  call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  memref.dealloc %W : memref<2x6xi32>
  memref.dealloc %R : memref<3x10xf32>
  memref.dealloc %S : memref<12xi16>
  memref.dealloc %T : memref<2x6xi16>
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
