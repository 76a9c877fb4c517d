// Values passed along edges that permute them, where C must not overwrite
// a value before it is read: block arguments swapped and rotated on a
// cf.br back edge, a cf.cond_br whose two edges reach one block with
// different arguments, a cf.switch passing arguments, and iter_args
// swapped by scf.for, affine.for and scf.while yields.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Fibonacci-like rotation of three values, n times, with a cf loop.
func.func @rotate(%n: i64, %a0: i64, %b0: i64, %c0: i64) {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^loop(%zero, %a0, %b0, %c0 : i64, i64, i64, i64)
^loop(%i: i64, %a: i64, %b: i64, %c: i64):
  %more = arith.cmpi slt, %i, %n : i64
  %next = arith.addi %i, %one : i64
  %odd = arith.andi %i, %one : i64
  %isodd = arith.cmpi ne, %odd, %zero : i64
  cf.cond_br %more, ^body, ^done(%a, %b, %c : i64, i64, i64)
^body:
  %s = arith.addi %a, %b : i64
  cf.cond_br %isodd, ^loop(%next, %b, %c, %a : i64, i64, i64, i64), ^loop(%next, %c, %s, %b : i64, i64, i64, i64)
^done(%x: i64, %y: i64, %z: i64):
  func.call @show(%x) : (i64) -> ()
  func.call @show(%y) : (i64) -> ()
  func.call @show(%z) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @same_target(%p: i1, %a: i64, %b: i64) {
  cf.cond_br %p, ^join(%a, %b : i64, i64), ^join(%b, %a : i64, i64)
^join(%x: i64, %y: i64):
  %d = arith.subi %x, %y : i64
  func.call @show(%d) : (i64) -> ()
  %k = arith.trunci %d : i64 to i32
  cf.switch %k : i32, [
    default: ^other(%x, %y : i64, i64),
    3: ^three(%y, %x : i64, i64)
  ]
^three(%u: i64, %v: i64):
  func.call @show(%u) : (i64) -> ()
  func.call @show(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
^other(%u2: i64, %v2: i64):
  %t = arith.muli %u2, %v2 : i64
  func.call @show(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @swaps(%n: index, %a0: i64, %b0: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %two = arith.constant 2 : i64
    %t = arith.muli %a, %two : i64
    scf.yield %b, %t : i64, i64
  }
  func.call @show(%r#0) : (i64) -> ()
  func.call @show(%r#1) : (i64) -> ()
  %q:3 = affine.for %i = 0 to %n iter_args(%a = %a0, %b = %b0, %c = %a0) -> (i64, i64, i64) {
    %s = arith.subi %a, %c : i64
    affine.yield %c, %a, %s : i64, i64, i64
  }
  func.call @show(%q#0) : (i64) -> ()
  func.call @show(%q#1) : (i64) -> ()
  func.call @show(%q#2) : (i64) -> ()
  %ten = arith.constant 10 : i64
  %w:2 = scf.while (%x = %a0, %y = %b0) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi slt, %x, %ten : i64
    scf.condition(%go) %y, %x : i64, i64
  } do {
  ^bb0(%y2: i64, %x2: i64):
    %three = arith.constant 3 : i64
    %z = arith.addi %x2, %three : i64
    scf.yield %z, %y2 : i64, i64
  }
  func.call @show(%w#0) : (i64) -> ()
  func.call @show(%w#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloca() : memref<3xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v0 = arith.constant 2 : i64
  %v1 = arith.constant 5 : i64
  %v2 = arith.constant -1 : i64
  memref.store %v0, %m[%c0] : memref<3xi64>
  memref.store %v1, %m[%c1] : memref<3xi64>
  memref.store %v2, %m[%c2] : memref<3xi64>
  %a = memref.load %m[%c0] : memref<3xi64>
  %b = memref.load %m[%c1] : memref<3xi64>
  %c = memref.load %m[%c2] : memref<3xi64>
  %n7 = arith.constant 7 : i64
  func.call @rotate(%n7, %a, %b, %c) : (i64, i64, i64, i64) -> ()
  %n0 = arith.constant 0 : i64
  func.call @rotate(%n0, %a, %b, %c) : (i64, i64, i64, i64) -> ()
  %t = arith.constant true
  %f = arith.constant false
  func.call @same_target(%t, %b, %a) : (i1, i64, i64) -> ()
  func.call @same_target(%f, %b, %a) : (i1, i64, i64) -> ()
  %c5 = arith.constant 5 : index
  func.call @swaps(%c5, %a, %b) : (index, i64, i64) -> ()
  func.call @swaps(%c2, %c, %a) : (index, i64, i64) -> ()
  return
}
