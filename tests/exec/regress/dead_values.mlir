// Regression (tests/gen seed 1): values nothing uses (a dead add, an
// iter_arg the loop never reads or only passes on, constants in a branch,
// the results of loops and an if) must not leave unused C variables: the C
// has to compile with -Wall -Wextra -Werror.
// RUN: %exec %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c = arith.constant 5 : i64
  %n = arith.constant 3 : index
  %dead = arith.addi %c, %c : i64
  %r = affine.for %i = 0 to 3 iter_args(%a = %c) -> (i64) {
    %k = arith.constant 16 : i64
    %t = arith.cmpi sgt, %k, %k : i64
    affine.yield %c : i64
  }
  %s = affine.for %i = 0 to 4 iter_args(%a = %c) -> (i64) {
    %z = arith.constant 7 : i64
    affine.yield %z : i64
  }
  %p:2 = affine.for %i = 0 to 3 iter_args(%a = %c, %b = %n) -> (i64, index) {
    %z = arith.constant 7 : index
    affine.yield %a, %z : i64, index
  }
  %f = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) -> f64 {
    %x = arith.constant 0.5 : f64
    affine.yield %x : f64
  } else {
    %y = arith.constant 0.3 : f64
    %w = arith.addf %y, %y : f64
    affine.yield %y : f64
  }
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
