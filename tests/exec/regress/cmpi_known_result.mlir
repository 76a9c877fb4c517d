// Regression (tests/gen seed 1): a cmpi whose result is known from its
// operands (the same value twice) became `(void)a, (void)a, false` without
// parentheses wherever it was not inlined into a larger expression: in a
// declaration, a store and a call argument.
// RUN: %exec %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%b: i1) {
  %e = arith.extui %b : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c = arith.constant 5 : i8
  %m = memref.alloc() : memref<2xi1>
  %gt = arith.cmpi sgt, %c, %c : i8
  %ge = arith.cmpi uge, %c, %c : i8
  affine.store %gt, %m[0] : memref<2xi1>
  affine.store %ge, %m[1] : memref<2xi1>
  call @show(%gt) : (i1) -> ()
  call @show(%ge) : (i1) -> ()
  %both = arith.andi %gt, %ge : i1
  %either = arith.ori %gt, %ge : i1
  call @show(%both) : (i1) -> ()
  call @show(%either) : (i1) -> ()
  affine.for %i = 0 to 2 {
    %b = affine.load %m[%i] : memref<2xi1>
    func.call @show(%b) : (i1) -> ()
  }
  memref.dealloc %m : memref<2xi1>
  return
}
