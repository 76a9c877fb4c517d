// scf.while: Collatz steps, values forwarded by scf.condition, and a loop
// whose before region runs once.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n0 = arith.constant 27 : i64
  %s0 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %res:2 = scf.while (%n = %n0, %steps = %s0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %n, %one : i64
    scf.condition(%more) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %k: i64):
    %r = arith.remsi %m, %two : i64
    %even = arith.cmpi eq, %r, %s0 : i64
    %half = arith.divsi %m, %two : i64
    %t = arith.muli %m, %three : i64
    %t1 = arith.addi %t, %one : i64
    %next = arith.select %even, %half, %t1 : i64
    %k1 = arith.addi %k, %one : i64
    scf.yield %next, %k1 : i64, i64
  }
  func.call @printI64(%res#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%res#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %once = scf.while (%x = %one) : (i64) -> i64 {
    %f = arith.cmpi slt, %x, %s0 : i64
    %y = arith.addi %x, %two : i64
    scf.condition(%f) %y : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  func.call @printI64(%once) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
