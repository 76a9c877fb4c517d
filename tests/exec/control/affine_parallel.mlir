// affine.parallel run sequentially: reductions, steps, min/max bounds and
// an empty range (the reduction's identity).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %A = memref.alloc() : memref<6x4xf64>
  affine.parallel (%i, %j) = (0, 0) to (6, 4) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %p = arith.muli %ii, %jj : i64
    %f = arith.sitofp %p : i64 to f64
    affine.store %f, %A[%i, %j] : memref<6x4xf64>
  }
  %sum, %max = affine.parallel (%i, %j) = (0, 0) to (6, 4) reduce ("addf", "maximumf") -> (f64, f64) {
    %v = affine.load %A[%i, %j] : memref<6x4xf64>
    affine.yield %v, %v : f64, f64
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF64(%max) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.constant 5 : index
  %cnt = affine.parallel (%i) = (max(0, -2)) to (min(%n, 9)) step (2) reduce ("addi") -> i64 {
    %ii = arith.index_cast %i : index to i64
    affine.yield %ii : i64
  }
  func.call @printI64(%cnt) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %empty = affine.parallel (%i) = (3) to (1) reduce ("muli") -> i64 {
    %ii = arith.index_cast %i : index to i64
    affine.yield %ii : i64
  }
  func.call @printI64(%empty) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<6x4xf64>
  return
}
