// arith.select between two memrefs, static and dynamic: variables for the
// chosen memref's base and sizes (found by the coverage audit).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @pick(%c: i1, %a: memref<1xi64>, %b: memref<1xi64>) -> i64 {
  %m = arith.select %c, %a, %b : memref<1xi64>
  %v = affine.load %m[0] : memref<1xi64>
  return %v : i64
}
func.func @pick_dynamic(%c: i1, %a: memref<?xi64>, %b: memref<?xi64>) -> index {
  %m = arith.select %c, %a, %b : memref<?xi64>
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  return %n : index
}
func.func @main() {
  %a = memref.alloca() : memref<1xi64>
  %b = memref.alloca() : memref<1xi64>
  %ten = arith.constant 10 : i64
  %twenty = arith.constant 20 : i64
  affine.store %ten, %a[0] : memref<1xi64>
  affine.store %twenty, %b[0] : memref<1xi64>
  %t = arith.constant true
  %f = arith.constant false
  %x = func.call @pick(%t, %a, %b) : (i1, memref<1xi64>, memref<1xi64>) -> i64
  %y = func.call @pick(%f, %a, %b) : (i1, memref<1xi64>, memref<1xi64>) -> i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d2 = memref.alloca() : memref<2xi64>
  %d3 = memref.alloca() : memref<3xi64>
  %q2 = memref.cast %d2 : memref<2xi64> to memref<?xi64>
  %q3 = memref.cast %d3 : memref<3xi64> to memref<?xi64>
  %n1 = func.call @pick_dynamic(%t, %q2, %q3) : (i1, memref<?xi64>, memref<?xi64>) -> index
  %n2 = func.call @pick_dynamic(%f, %q2, %q3) : (i1, memref<?xi64>, memref<?xi64>) -> index
  %i1 = arith.index_cast %n1 : index to i64
  %i2 = arith.index_cast %n2 : index to i64
  func.call @printI64(%i1) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%i2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
