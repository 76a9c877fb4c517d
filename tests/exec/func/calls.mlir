// Calls: several results (a struct), memref arguments with dynamic sizes,
// a memref result, recursion, a private function, and names that are C
// keywords.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func private @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func @fact(%int: i64) -> i64 {
  %one = arith.constant 1 : i64
  %le = arith.cmpi sle, %int, %one : i64
  %r = scf.if %le -> i64 {
    scf.yield %one : i64
  } else {
    %m = arith.subi %int, %one : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %int, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @fill(%for: memref<?x?xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %for, %c0 : memref<?x?xf64>
  %m = memref.dim %for, %c1 : memref<?x?xf64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %ii = arith.index_cast %i : index to i64
      %x = arith.sitofp %ii : i64 to f64
      %y = arith.addf %x, %v : f64
      affine.store %y, %for[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @make(%n: index) -> memref<?xf64> {
  %A = memref.alloc(%n) : memref<?xf64>
  %one = arith.constant 1.5 : f64
  affine.for %i = 0 to %n {
    affine.store %one, %A[%i] : memref<?xf64>
  }
  return %A : memref<?xf64>
}

func.func @main() {
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %q:2 = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q#0) : (i64) -> ()
  func.call @printI64(%q#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ten = arith.constant 10 : i64
  %f = func.call @fact(%ten) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %M = memref.alloc() : memref<3x4xf64>
  %D = memref.cast %M : memref<3x4xf64> to memref<?x?xf64>
  %v = arith.constant 0.25 : f64
  func.call @fill(%D, %v) : (memref<?x?xf64>, f64) -> ()
  %x = affine.load %M[2, 3] : memref<3x4xf64>
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.constant 6 : index
  %A = func.call @make(%n) : (index) -> memref<?xf64>
  %y = affine.load %A[5] : memref<?xf64>
  func.call @printF64(%y) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<?xf64>
  memref.dealloc %M : memref<3x4xf64>
  return
}
