// An unused scf.parallel reduction leaves out what computes its value
// (the C compiled with -Werror complained of unused variables; found by
// the random programs).
// RUN: %exec %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%init) -> i32 {
    %v = arith.index_cast %i : index to i32
    %w = arith.muli %v, %v : i32
    scf.reduce(%w : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return
}
