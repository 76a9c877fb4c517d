// Regression (tests/gen seed 1, programs 41, 68, 75): an i33 constant above
// 2^31 used as an operand was written as an `unsigned int` literal, so
// arithmetic on it wrapped at 32 bits instead of 33.
// RUN: %exec %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: i33) {
  %e = arith.extsi %x : i33 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %big = arith.constant 4294967295 : i33
  %neg = arith.constant -4294967296 : i33
  %sum = arith.addi %big, %big : i33
  %product = arith.muli %big, %big : i33
  %diff = arith.subi %neg, %big : i33
  call @show(%sum) : (i33) -> ()
  call @show(%product) : (i33) -> ()
  call @show(%diff) : (i33) -> ()
  %three_e9 = arith.constant 3000000000 : i33
  %two = arith.constant 2 : i33
  %six_e9 = arith.muli %three_e9, %two : i33
  call @show(%six_e9) : (i33) -> ()
  %one = arith.constant 1 : i33
  %s = arith.shli %one, %one : i33
  call @show(%s) : (i33) -> ()
  return
}
