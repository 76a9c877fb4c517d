// An affine.if whose dimension and symbol are one value: s0 - d0 >= 0
// folds to true and d0 - s0 - 1 >= 0 to false, instead of comparing a C
// variable with itself, which -Werror rejects (found by the random
// programs).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%n: index) {
  affine.if affine_set<(d0)[s0] : (s0 - d0 >= 0)>(%n)[%n] {
    %c = arith.index_cast %n : index to i64
    func.call @printI64(%c) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  affine.if affine_set<(d0)[s0] : (d0 - s0 - 1 >= 0)>(%n)[%n] {
    %c = arith.constant -1 : i64
    func.call @printI64(%c) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
func.func @main() {
  %c5 = arith.constant 5 : index
  func.call @f(%c5) : (index) -> ()
  return
}
