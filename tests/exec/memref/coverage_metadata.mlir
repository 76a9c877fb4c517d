// The memref ops that only describe or hint: rank, view, the strided
// metadata of a subview, the aligned pointer of an aligned alloc (only its
// remainder by the alignment prints; the address changes from run to run),
// assume_alignment, and memref.prefetch / affine.prefetch, which must leave
// the values untouched.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @fill(%m: memref<6x8xi64>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %a = arith.index_cast %i : index to i64
      %b = arith.index_cast %j : index to i64
      %c10 = arith.constant 10 : i64
      %t = arith.muli %a, %c10 : i64
      %v = arith.addi %t, %b : i64
      affine.store %v, %m[%i, %j] : memref<6x8xi64>
    }
  }
  return
}

func.func @metadata(%m: memref<6x8xi64>, %o: index) {
  %sv = memref.subview %m[1, %o] [3, 4] [2, 1] : memref<6x8xi64> to memref<3x4xi64, strided<[16, 1], offset: ?>>
  %base, %off, %s0, %s1, %st0, %st1 = memref.extract_strided_metadata %sv : memref<3x4xi64, strided<[16, 1], offset: ?>> -> memref<i64>, index, index, index, index, index
  func.call @show(%off) : (index) -> ()
  func.call @show(%s0) : (index) -> ()
  func.call @show(%s1) : (index) -> ()
  func.call @show(%st0) : (index) -> ()
  func.call @show(%st1) : (index) -> ()
  %first = memref.load %base[] : memref<i64>
  %r = arith.index_cast %first : i64 to index
  func.call @show(%r) : (index) -> ()
  %rank = memref.rank %sv : memref<3x4xi64, strided<[16, 1], offset: ?>>
  func.call @show(%rank) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @views(%n: index) {
  %buf = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
  memref.assume_alignment %buf, 64 : memref<256xi8>
  %p = memref.extract_aligned_pointer_as_index %buf : memref<256xi8> -> index
  %c64 = arith.constant 64 : index
  %mis = arith.remui %p, %c64 : index
  func.call @show(%mis) : (index) -> ()
  %c16 = arith.constant 16 : index
  %v = memref.view %buf[%c16][%n] : memref<256xi8> to memref<?x4xi32>
  %w = memref.view %buf[%c64][] : memref<256xi8> to memref<8xf64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 - 7)>(%i, %j)
      %x = arith.index_cast %k : index to i32
      affine.store %x, %v[%i, %j] : memref<?x4xi32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.prefetch %w[%i], read, locality<3>, data : memref<8xf64>
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f64
    affine.store %f, %w[%i] : memref<8xf64>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.prefetch %v[%c1, %c1], write, locality<1>, data : memref<?x4xi32>
  %rank = memref.rank %v : memref<?x4xi32>
  func.call @show(%rank) : (index) -> ()
  %d0 = memref.dim %v, %c0 : memref<?x4xi32>
  func.call @show(%d0) : (index) -> ()
  %sum = affine.for %i = 0 to %n iter_args(%acc = %c0) -> (index) {
    %s = affine.for %j = 0 to 4 iter_args(%acc2 = %acc) -> (index) {
      %x = affine.load %v[%i, %j] : memref<?x4xi32>
      %xi = arith.index_cast %x : i32 to index
      %a = arith.addi %acc2, %xi : index
      %jj = arith.muli %a, %c16 : index
      %kk = arith.remsi %jj, %c64 : index
      %r = arith.addi %kk, %xi : index
      affine.yield %r : index
    }
    affine.yield %s : index
  }
  func.call @show(%sum) : (index) -> ()
  %bytes0 = memref.load %buf[%c16] : memref<256xi8>
  %b0 = arith.extsi %bytes0 : i8 to i64
  func.call @printI64(%b0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %c3 = arith.constant 3 : index
  %f3 = memref.load %w[%c3] : memref<8xf64>
  %fb = arith.bitcast %f3 : f64 to i64
  func.call @printI64(%fb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<256xi8>
  return
}

func.func @main() {
  %m = memref.alloca() : memref<6x8xi64>
  func.call @fill(%m) : (memref<6x8xi64>) -> ()
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @metadata(%m, %c2) : (memref<6x8xi64>, index) -> ()
  func.call @metadata(%m, %c3) : (memref<6x8xi64>, index) -> ()
  func.call @views(%c2) : (index) -> ()
  func.call @views(%c3) : (index) -> ()
  return
}
