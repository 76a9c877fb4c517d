// memref.alloc with alignment, alloca (static and dynamic), globals
// (constant, splat, uninitialized, written), get_global, copy, dim and
// printing through a cast to an unranked memref.
// RUN: %exec %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.5, -3.0], [4.0, 5.0, 6.25]]>
memref.global "private" @ones : memref<4xi32> = dense<1>
memref.global "private" @scratch : memref<3xi32> = uninitialized

func.func @main() {
  %t = memref.get_global @table : memref<2x3xf32>
  %u = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %A = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
  memref.copy %t, %A : memref<2x3xf32> to memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %A[%c1, %c1] : memref<2x3xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %A[%c0, %c0] : memref<2x3xf32>
  %ua = memref.cast %A : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %o = memref.get_global @ones : memref<4xi32>
  %s = memref.get_global @scratch : memref<3xi32>
  %seven = arith.constant 7 : i32
  affine.for %i = 0 to 3 {
    %v = affine.load %o[%i + 1] : memref<4xi32>
    %w = arith.addi %v, %seven : i32
    affine.store %w, %s[%i] : memref<3xi32>
  }
  %us = memref.cast %s : memref<3xi32> to memref<*xi32>
  func.call @printMemrefI32(%us) : (memref<*xi32>) -> ()
  %n = arith.constant 5 : index
  %B = memref.alloca(%n) : memref<?x2xi32>
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 2 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      affine.store %p, %B[%i, %j] : memref<?x2xi32>
    }
  }
  %d = memref.dim %B, %c0 : memref<?x2xi32>
  %di = arith.index_cast %d : index to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ub = memref.cast %B : memref<?x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %C = memref.alloca() : memref<2xi32>
  %D = memref.alloc(%n) : memref<?x2xi32>
  memref.copy %B, %D : memref<?x2xi32> to memref<?x2xi32>
  %ud = memref.cast %D : memref<?x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  memref.store %seven, %C[%c1] : memref<2xi32>
  memref.dealloc %D : memref<?x2xi32>
  memref.dealloc %A : memref<2x3xf32>
  return
}
