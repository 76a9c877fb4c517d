// Region forms the other scf tests do not run: a multi-block
// scf.execute_region (branches with block arguments, several results, one
// without results), scf.index_switch with no results (a default that does
// nothing) and with two results (generic form; index_switch_hex.mlir runs
// the custom one), and an scf.while whose after region takes other types
// than its before region.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @classify(%x: i64) -> (i64, i64) {
  %r:2 = scf.execute_region -> (i64, i64) {
    %zero = arith.constant 0 : i64
    %neg = arith.cmpi slt, %x, %zero : i64
    cf.cond_br %neg, ^negative(%x : i64), ^positive
  ^negative(%v: i64):
    %n = arith.subi %zero, %v : i64
    %m1 = arith.constant -1 : i64
    cf.br ^done(%n, %m1 : i64, i64)
  ^positive:
    %big = arith.constant 10 : i64
    %isbig = arith.cmpi sge, %x, %big : i64
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %tag = arith.select %isbig, %two, %one : i64
    cf.br ^done(%x, %tag : i64, i64)
  ^done(%a: i64, %t: i64):
    scf.yield %a, %t : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @side_effects(%m: memref<1xi64>, %x: i64) {
  %c0 = arith.constant 0 : index
  scf.execute_region {
    %odd = arith.trunci %x : i64 to i1
    cf.cond_br %odd, ^store, ^skip
  ^store:
    memref.store %x, %m[%c0] : memref<1xi64>
    scf.yield
  ^skip:
    scf.yield
  }
  return
}

func.func @switch(%k: index, %m: memref<1xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  "scf.index_switch"(%k) <{cases = array<i64: 0, 5>}> ({
    scf.yield
  }, {
    %v = arith.constant 100 : i64
    memref.store %v, %m[%c0] : memref<1xi64>
    scf.yield
  }, {
    %v = arith.constant 500 : i64
    memref.store %v, %m[%c0] : memref<1xi64>
    scf.yield
  }) : (index) -> ()
  %a, %b = "scf.index_switch"(%k) <{cases = array<i64: -2, 5>}> ({
    %x = arith.index_cast %k : index to i64
    %y = arith.constant 0 : i64
    scf.yield %x, %y : i64, i64
  }, {
    %x = arith.constant -2 : i64
    %y = arith.constant 4 : i64
    scf.yield %x, %y : i64, i64
  }, {
    %x = arith.constant 5 : i64
    %y = arith.constant 25 : i64
    scf.yield %x, %y : i64, i64
  }) : (index) -> (i64, i64)
  return %a, %b : i64, i64
}

// The digit sum of n, and n divided by 3 until it is at most 100, whose
// after region receives an index where the before region carries an i64.
func.func @digits(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %r:2 = scf.while (%rest = %n, %sum = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %rest, %zero : i64
    scf.condition(%more) %rest, %sum : i64, i64
  } do {
  ^bb0(%left: i64, %acc: i64):
    %d = arith.remui %left, %ten : i64
    %d8 = arith.trunci %d : i64 to i8
    %q = arith.divui %left, %ten : i64
    %dd = arith.extui %d8 : i8 to i64
    %s = arith.addi %acc, %dd : i64
    scf.yield %q, %s : i64, i64
  }
  %w = scf.while (%i = %n) : (i64) -> (index) {
    %hundred = arith.constant 100 : i64
    %more = arith.cmpi sgt, %i, %hundred : i64
    %idx = arith.index_cast %i : i64 to index
    scf.condition(%more) %idx : index
  } do {
  ^bb0(%j: index):
    %c3 = arith.constant 3 : index
    %h = arith.divui %j, %c3 : index
    %hi = arith.index_cast %h : index to i64
    scf.yield %hi : i64
  }
  %wi = arith.index_cast %w : index to i64
  %t = arith.muli %wi, %ten : i64
  %out = arith.addi %t, %r#1 : i64
  return %out : i64
}

func.func @main() {
  %m = memref.alloca() : memref<1xi64>
  %c0 = arith.constant 0 : index
  %init = arith.constant -1 : i64
  memref.store %init, %m[%c0] : memref<1xi64>
  %xs = arith.constant dense<[-7, 3, 200]> : vector<3xi64>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = vector.extract %xs[%i] : i64 from vector<3xi64>
    %a, %t = func.call @classify(%x) : (i64) -> (i64, i64)
    func.call @show(%a) : (i64) -> ()
    func.call @show(%t) : (i64) -> ()
    func.call @side_effects(%m, %x) : (memref<1xi64>, i64) -> ()
    %s = memref.load %m[%c0] : memref<1xi64>
    func.call @show(%s) : (i64) -> ()
    %d = func.call @digits(%a) : (i64) -> i64
    func.call @show(%d) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %ks = arith.constant dense<[0, 5, -2, 7]> : vector<4xindex>
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = vector.extract %ks[%i] : index from vector<4xindex>
    %a, %b = func.call @switch(%k, %m) : (index, memref<1xi64>) -> (i64, i64)
    func.call @show(%a) : (i64) -> ()
    func.call @show(%b) : (i64) -> ()
    %s = memref.load %m[%c0] : memref<1xi64>
    func.call @show(%s) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
