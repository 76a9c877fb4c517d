// scf.while's do region may name its block argument like the before
// region's (%x): sibling regions reuse SSA names (found by the coverage
// audit: affc resolved the before region's %x to the do region's).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.while (%x = %zero) : (i64) -> i64 {
    %more = arith.cmpi slt, %x, %one : i64
    scf.condition(%more) %x : i64
  } do {
  ^bb0(%x: i64):
    %y = arith.addi %x, %one : i64
    scf.yield %y : i64
  }
  %three = arith.constant 3 : i64
  %s = arith.addi %r, %three : i64
  %t = arith.subi %s, %one : i64
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
