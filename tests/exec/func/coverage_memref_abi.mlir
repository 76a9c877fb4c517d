// Memrefs across function boundaries, under both ABIs: dynamic shapes and
// strided subviews as arguments, a function returning a memref, one with
// several results, a 0-D memref, and memrefs of i1 and index.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--abi=mlir
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @make(%n: index, %m: index) -> memref<?x?xi64> {
  %a = memref.alloc(%n, %m) : memref<?x?xi64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %x = arith.index_cast %v : index to i64
      affine.store %x, %a[%i, %j] : memref<?x?xi64>
    }
  }
  return %a : memref<?x?xi64>
}

func.func @sum_and_max(%a: memref<?x?xi64, strided<[?, ?], offset: ?>>, %acc: memref<i64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %m = memref.dim %a, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %zero = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %r:2 = affine.for %i = 0 to %n iter_args(%s = %zero, %mx = %min) -> (i64, i64) {
    %q:2 = affine.for %j = 0 to %m iter_args(%s2 = %s, %mx2 = %mx) -> (i64, i64) {
      %v = affine.load %a[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %s3 = arith.addi %s2, %v : i64
      %mx3 = arith.maxsi %mx2, %v : i64
      affine.yield %s3, %mx3 : i64, i64
    }
    affine.yield %q#0, %q#1 : i64, i64
  }
  %old = memref.load %acc[] : memref<i64>
  %new = arith.addi %old, %r#0 : i64
  memref.store %new, %acc[] : memref<i64>
  return %r#0, %r#1 : i64, i64
}

func.func @flags(%f: memref<?xi1>, %ix: memref<?xindex>, %n: index) {
  affine.for %i = 0 to %n {
    %odd = affine.apply affine_map<(d0) -> (d0 mod 2)>(%i)
    %c1 = arith.constant 1 : index
    %b = arith.cmpi eq, %odd, %c1 : index
    affine.store %b, %f[%i] : memref<?xi1>
    %k = affine.apply affine_map<(d0) -> (d0 floordiv 2 - 3)>(%i)
    affine.store %k, %ix[%i] : memref<?xindex>
  }
  return
}

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = func.call @make(%c3, %c5) : (index, index) -> memref<?x?xi64>
  %acc = memref.alloca() : memref<i64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %acc[] : memref<i64>
  %full = memref.cast %a : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s0, %m0 = func.call @sum_and_max(%full, %acc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<i64>) -> (i64, i64)
  func.call @show(%s0) : (i64) -> ()
  func.call @show(%m0) : (i64) -> ()
  %sv = memref.subview %a[1, 1] [2, 2] [1, 2] : memref<?x?xi64> to memref<2x2xi64, strided<[?, 2], offset: ?>>
  %svc = memref.cast %sv : memref<2x2xi64, strided<[?, 2], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s1, %m1 = func.call @sum_and_max(%svc, %acc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<i64>) -> (i64, i64)
  func.call @show(%s1) : (i64) -> ()
  func.call @show(%m1) : (i64) -> ()
  %total = memref.load %acc[] : memref<i64>
  func.call @show(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c6 = arith.constant 6 : index
  %f = memref.alloc(%c6) : memref<?xi1>
  %ix = memref.alloc(%c6) : memref<?xindex>
  func.call @flags(%f, %ix, %c6) : (memref<?xi1>, memref<?xindex>, index) -> ()
  affine.for %i = 0 to 6 {
    %b = affine.load %f[%i] : memref<?xi1>
    %k = affine.load %ix[%i] : memref<?xindex>
    %bi = arith.extui %b : i1 to i64
    %ki = arith.index_cast %k : index to i64
    %v = arith.addi %bi, %ki : i64
    func.call @show(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %f : memref<?xi1>
  memref.dealloc %ix : memref<?xindex>
  memref.dealloc %a : memref<?x?xi64>
  return
}
