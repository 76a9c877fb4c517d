// affine.if with equalities, inequalities, symbols and results.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
#eq = affine_set<(d0) : (d0 mod 2 == 0)>

func.func @main() {
  %n = arith.constant 6 : index
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  affine.for %i = -3 to 8 {
    %v = affine.if #set(%i)[%n] -> i64 {
      affine.yield %c1 : i64
    } else {
      affine.yield %c0 : i64
    }
    func.call @printI64(%v) : (i64) -> ()
    affine.if #eq(%i) {
      %w = arith.index_cast %i : index to i64
      func.call @printI64(%w) : (i64) -> ()
    }
    func.call @printNewline() : () -> ()
  }
  return
}
