// Views: subview (offsets, strides, rank-reducing), reinterpret_cast,
// collapse_shape, expand_shape, transpose, strided layouts through
// function arguments, and copies between non-contiguous views.
// RUN: %exec %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @scale(%v: memref<?x?xf32, strided<[?, ?], offset: ?>>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %m = memref.dim %v, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %x = memref.load %v[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %f : f32
      memref.store %y, %v[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<4x6xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %A[%i, %j] : memref<4x6xf32>
    }
  }
  %S = memref.subview %A[1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
  %uS = memref.cast %S : memref<2x3xf32, strided<[6, 1], offset: 8>> to memref<*xf32>
  func.call @printMemrefF32(%uS) : (memref<*xf32>) -> ()
  %T = memref.subview %A[0, 1] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 1>>
  %uT = memref.cast %T : memref<2x3xf32, strided<[12, 2], offset: 1>> to memref<*xf32>
  func.call @printMemrefF32(%uT) : (memref<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %R = memref.subview %A[%c1, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: ?>>
  %uR = memref.cast %R : memref<6xf32, strided<[1], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%uR) : (memref<*xf32>) -> ()
  %D = memref.cast %T : memref<2x3xf32, strided<[12, 2], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %two = arith.constant 2.0 : f32
  func.call @scale(%D, %two) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, f32) -> ()
  %uA = memref.cast %A : memref<4x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%uA) : (memref<*xf32>) -> ()
  %C = memref.collapse_shape %A [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %E = memref.expand_shape %C [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %uE = memref.cast %E : memref<2x3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uE) : (memref<*xf32>) -> ()
  %P = memref.transpose %A (i, j) -> (j, i) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %uP = memref.cast %P : memref<6x4xf32, strided<[1, 6]>> to memref<*xf32>
  func.call @printMemrefF32(%uP) : (memref<*xf32>) -> ()
  %Q = memref.reinterpret_cast %A to offset: [2], sizes: [3, 2], strides: [5, 1] : memref<4x6xf32> to memref<3x2xf32, strided<[5, 1], offset: 2>>
  %uQ = memref.cast %Q : memref<3x2xf32, strided<[5, 1], offset: 2>> to memref<*xf32>
  func.call @printMemrefF32(%uQ) : (memref<*xf32>) -> ()
  %B = memref.alloc() : memref<2x3xf32>
  memref.copy %T, %B : memref<2x3xf32, strided<[12, 2], offset: 1>> to memref<2x3xf32>
  %uB = memref.cast %B : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%uB) : (memref<*xf32>) -> ()
  memref.dealloc %B : memref<2x3xf32>
  memref.dealloc %A : memref<4x6xf32>
  return
}
