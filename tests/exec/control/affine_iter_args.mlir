// affine.for with several loop-carried values, swapped at every step, and
// nested loops carrying values.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %a0 = arith.constant 1 : i64
  %b0 = arith.constant 2 : i64
  %r:2 = affine.for %i = 0 to 5 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    affine.yield %b, %s : i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %swap:2 = affine.for %i = 0 to 3 iter_args(%x = %a0, %y = %b0) -> (i64, i64) {
    affine.yield %y, %x : i64, i64
  }
  func.call @printI64(%swap#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %sum = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> f64 {
    %inner = affine.for %j = 0 to 3 iter_args(%t = %acc) -> f64 {
      %u = arith.addf %t, %one : f64
      affine.yield %u : f64
    }
    %h = arith.mulf %inner, %one : f64
    affine.yield %h : f64
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // Zero iterations: the result is the init value.
  %none = affine.for %i = 3 to 3 iter_args(%acc = %one) -> f64 {
    %u = arith.addf %acc, %one : f64
    affine.yield %u : f64
  }
  func.call @printF64(%none) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
