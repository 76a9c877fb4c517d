// arith.andi / ori of two i1 compares whose operand is a NaN constant (a
// runtime call in C): clang rejected '&' between two bools under -Werror
// (-Wbitwise-instead-of-logical; found by the random programs).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %lo = arith.constant -2147483648.0 : f64
  %hi = arith.constant 2147483648.0 : f64
  %x = arith.constant 3.0 : f64
  %a = arith.cmpf ogt, %nan, %lo : f64
  %b = arith.cmpf olt, %nan, %hi : f64
  %c = arith.cmpf ogt, %x, %lo : f64
  %d = arith.cmpf uno, %nan, %x : f64
  %and = arith.andi %a, %b : i1
  %or = arith.ori %c, %d : i1
  %and64 = arith.extui %and : i1 to i64
  %or64 = arith.extui %or : i1 to i64
  func.call @printI64(%and64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%or64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
