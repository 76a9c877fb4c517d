// scf.for with iter_args and an i32 induction variable; scf.if with and
// without results and else.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c10 step %c3 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %odd = arith.trunci %ii : i64 to i1
    %v = scf.if %odd -> (i64) {
      %m = arith.muli %ii, %ii : i64
      scf.yield %m : i64
    } else {
      scf.yield %ii : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %lo = arith.constant -5 : i32
  %hi = arith.constant 5 : i32
  %st = arith.constant 2 : i32
  scf.for %j = %lo to %hi step %st : i32 {
    %jj = arith.extsi %j : i32 to i64
    %neg = arith.cmpi slt, %j, %hi : i32
    scf.if %neg {
      func.call @printI64(%jj) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}
