// scf.parallel reductions whose region only returns one of its arguments
// (no combining op): the C emitter read the op after the terminator and
// crashed (found by the fuzzer). The first keeps the value it started
// with, the second the one each iteration gives, whichever comes last.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 7 : i64
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init, %init) -> (i64, i64) {
    %v = arith.index_cast %i : index to i64
    scf.reduce(%v, %v : i64, i64) {
    ^bb0(%a: i64, %b: i64):
      scf.reduce.return %a : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %m = arith.maxsi %a, %b : i64
      scf.reduce.return %m : i64
    }
  }
  return %r#0, %r#1 : i64, i64
}
func.func @main() {
  %c5 = arith.constant 5 : index
  %a, %b = func.call @f(%c5) : (index) -> (i64, i64)
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
