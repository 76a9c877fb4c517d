// Function values: func.constant is the function's name, a pointer to
// it in C (a typedef per function type); func.call_indirect calls
// through it, also one taken from a runtime function (printI64) and one
// whose function takes a memref (the plain ABI's parameters).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func private @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func private @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func private @sum(%A: memref<?xf64>, %n: index) -> f64 {
  %z = arith.constant 0.0 : f64
  %s = affine.for %i = 0 to %n iter_args(%acc = %z) -> f64 {
    %a = affine.load %A[%i] : memref<?xf64>
    %t = arith.addf %acc, %a : f64
    affine.yield %t : f64
  }
  return %s : f64
}
func.func private @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
func.func private @pick(%c: i1) -> ((i64) -> i64) {
  %a = func.constant @twice : (i64) -> i64
  %b = func.constant @square : (i64) -> i64
  %f = scf.if %c -> ((i64) -> i64) {
    scf.yield %a : (i64) -> i64
  } else {
    scf.yield %b : (i64) -> i64
  }
  return %f : (i64) -> i64
}

func.func @main() {
  %c7 = arith.constant 7 : i64
  %t = arith.constant true
  %f = arith.constant false
  %g = func.call @pick(%t) : (i1) -> ((i64) -> i64)
  %h = func.call @pick(%f) : (i1) -> ((i64) -> i64)
  %r1 = func.call @apply(%g, %c7) : ((i64) -> i64, i64) -> i64
  %r2 = func.call @apply(%h, %c7) : ((i64) -> i64, i64) -> i64
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %p = func.constant @printI64 : (i64) -> ()
  func.call_indirect %p(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %A = memref.alloc() : memref<4xf64>
  %one = arith.constant 1.5 : f64
  affine.for %i = 0 to 4 {
    affine.store %one, %A[%i] : memref<4xf64>
  }
  %Ad = memref.cast %A : memref<4xf64> to memref<?xf64>
  %c4 = arith.constant 4 : index
  %s = func.constant @sum : (memref<?xf64>, index) -> f64
  %v = func.call_indirect %s(%Ad, %c4) : (memref<?xf64>, index) -> f64
  func.call @printF64(%v) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<4xf64>
  return
}
