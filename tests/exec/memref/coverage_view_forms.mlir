// View forms views.mlir does not run: subviews with dynamic offsets, sizes
// and strides, a subview of a subview, a rank-reducing 3-D subview,
// reinterpret_cast with dynamic operands, collapse_shape and expand_shape
// with dynamic sizes and on strided sources, copy into a strided
// destination, a cast from dynamic to static sizes, and an aligned global.
// RUN: %exec %s
func.func private @printMemrefI64(memref<*xi64>)

memref.global "private" @grid : memref<4x6xi64> = dense<0> {alignment = 64 : i64}

func.func @show(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @views(%o: index, %s: index, %st: index) {
  %g = memref.get_global @grid : memref<4x6xi64>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %x = arith.index_cast %v : index to i64
      affine.store %x, %g[%i, %j] : memref<4x6xi64>
    }
  }
  %a = memref.subview %g[%o, %o] [%s, %s] [1, %st] : memref<4x6xi64> to memref<?x?xi64, strided<[6, ?], offset: ?>>
  %a2 = memref.cast %a : memref<?x?xi64, strided<[6, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%a2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %b = memref.subview %a[1, 0] [1, 2] [1, 1] : memref<?x?xi64, strided<[6, ?], offset: ?>> to memref<1x2xi64, strided<[6, ?], offset: ?>>
  %b2 = memref.cast %b : memref<1x2xi64, strided<[6, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%b2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %r = memref.reinterpret_cast %g to offset: [%o], sizes: [%s, 2], strides: [%st, 1] : memref<4x6xi64> to memref<?x2xi64, strided<[?, 1], offset: ?>>
  %r2 = memref.cast %r : memref<?x2xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%r2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %rows = memref.subview %g[%o, 0] [2, 6] [1, 1] : memref<4x6xi64> to memref<2x6xi64, strided<[6, 1], offset: ?>>
  %flat = memref.collapse_shape %rows [[0, 1]] : memref<2x6xi64, strided<[6, 1], offset: ?>> into memref<12xi64, strided<[1], offset: ?>>
  %dflat = memref.cast %flat : memref<12xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
  %sq = memref.expand_shape %dflat [[0, 1]] output_shape [%s, 4] : memref<?xi64, strided<[1], offset: ?>> into memref<?x4xi64, strided<[4, 1], offset: ?>>
  %sq2 = memref.cast %sq : memref<?x4xi64, strided<[4, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%sq2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %cube = memref.expand_shape %g [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xi64> into memref<2x2x6xi64>
  %slab = memref.subview %cube[1, 0, %o] [1, 2, 3] [1, 1, 1] : memref<2x2x6xi64> to memref<2x3xi64, strided<[6, 1], offset: ?>>
  %slab2 = memref.cast %slab : memref<2x3xi64, strided<[6, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%slab2) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %dyn = memref.alloc(%s) : memref<?x3xi64>
  %fixed = memref.cast %dyn : memref<?x3xi64> to memref<3x3xi64>
  %dst = memref.subview %g[0, 0] [3, 3] [1, 2] : memref<4x6xi64> to memref<3x3xi64, strided<[6, 2]>>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %v = affine.apply affine_map<(d0, d1) -> (100 + d0 - d1)>(%i, %j)
      %x = arith.index_cast %v : index to i64
      affine.store %x, %fixed[%i, %j] : memref<3x3xi64>
    }
  }
  memref.copy %fixed, %dst : memref<3x3xi64> to memref<3x3xi64, strided<[6, 2]>>
  %whole = memref.cast %g : memref<4x6xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%whole) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  memref.dealloc %dyn : memref<?x3xi64>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @views(%c1, %c3, %c2) : (index, index, index) -> ()
  return
}
