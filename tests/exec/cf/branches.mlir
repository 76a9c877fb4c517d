// cf.br / cf.cond_br with block arguments (a loop that swaps its two
// arguments every iteration), cf.switch, and values used across blocks.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^loop(%zero, %one, %n : i64, i64, i64)
^loop(%a: i64, %b: i64, %k: i64):
  %done = arith.cmpi sle, %k, %zero : i64
  cf.cond_br %done, ^exit(%a : i64), ^body
^body:
  %s = arith.addi %a, %b : i64
  %k1 = arith.subi %k, %one : i64
  cf.br ^loop(%b, %s, %k1 : i64, i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @classify(%x: i32) -> i64 {
  %big = arith.constant 100 : i64
  cf.switch %x : i32, [
    default: ^other,
    1: ^one,
    7: ^seven(%big : i64)
  ]
^one:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^seven(%v: i64):
  %w = arith.addi %v, %big : i64
  return %w : i64
^other:
  %m = arith.constant -1 : i64
  return %m : i64
}

func.func @main() {
  %n = arith.constant 30 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %a = arith.constant 1 : i32
  %b = arith.constant 7 : i32
  %c = arith.constant 3 : i32
  %ra = func.call @classify(%a) : (i32) -> i64
  %rb = func.call @classify(%b) : (i32) -> i64
  %rc = func.call @classify(%c) : (i32) -> i64
  func.call @printI64(%ra) : (i64) -> ()
  func.call @printI64(%rb) : (i64) -> ()
  func.call @printI64(%rc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
