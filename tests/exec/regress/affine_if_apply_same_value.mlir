// An affine.if over a value and an affine.apply that returns that value:
// the C of the two operands reads the same, and d1 - d0 >= 0 is printed
// as "1" instead of comparing a C variable with itself, which -Werror
// rejects (found by the random fusion programs, seed 22).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%n: index) {
  affine.for %i = 0 to 3 {
    %j = affine.apply affine_map<(d0, d1) -> (d1)>(%n, %i)
    affine.if affine_set<(d0, d1) : (d1 - d0 >= 0, d0 - 1 >= 0)>(%j, %i) {
      %c = arith.index_cast %i : index to i64
      func.call @printI64(%c) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
  }
  return
}
func.func @main() {
  %c5 = arith.constant 5 : index
  func.call @f(%c5) : (index) -> ()
  return
}
