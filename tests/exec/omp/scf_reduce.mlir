// scf.parallel with scf.reduce under OpenMP: every combining op a
// reduction can be written with (integer add, mul, signed and unsigned
// min/max, and, or, xor; float add, mul, maximumf/minimumf, maxnumf/
// minnumf), many in one op, with init values that are not the identity
// (the result combines init with every iteration's value), over 3000
// iterations, 2-D, nested, and empty (the result is init). MLIR leaves the
// combining order open: the float values are exact in any order, and
// maxnumf/minnumf see one NaN (which they skip) and no zeros.
// RUN: %exec %s

// The value of iteration i: a permutation of -5000 .. 5006.
#value = affine_map<(d0) -> ((d0 * 7919) mod 10007 - 5000)>

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show_i64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_f64(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Integer reductions of the values over [lo, hi).
func.func @ints(%lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  %i100 = arith.constant 100 : i64
  %i3 = arith.constant 3 : i64
  %i7 = arith.constant 7 : i16
  %m1 = arith.constant -1 : i64
  %i0 = arith.constant 0 : i16
  %r:9 = scf.parallel (%i) = (%lo) to (%hi) step (%c1) init (%i100, %i3, %i100, %i100, %i7, %i7, %m1, %i0, %i100) -> (i64, i64, i64, i64, i16, i16, i64, i16, i64) {
    %vx = affine.apply #value(%i)
    %v = arith.index_cast %vx : index to i64
    %c2 = arith.constant 2 : i64
    %c1i = arith.constant 1 : i64
    %odd0 = arith.muli %v, %c2 : i64
    %odd = arith.ori %odd0, %c1i : i64
    %h = arith.trunci %v : i64 to i16
    %sh = arith.index_cast %i : index to i64
    %c63 = arith.constant 63 : i64
    %s = arith.andi %sh, %c63 : i64
    %bit = arith.shli %c1i, %s : i64
    %clear = arith.xori %bit, %m1 : i64
    scf.reduce(%v, %odd, %v, %v, %h, %h, %clear, %h, %v : i64, i64, i64, i64, i16, i16, i64, i16, i64) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.muli %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.maxsi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.minsi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i16, %b: i16):
      %x = arith.maxui %a, %b : i16
      scf.reduce.return %x : i16
    }, {
    ^bb0(%a: i16, %b: i16):
      %x = arith.minui %a, %b : i16
      scf.reduce.return %x : i16
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.andi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i16, %b: i16):
      %x = arith.xori %a, %b : i16
      scf.reduce.return %x : i16
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.ori %a, %b : i64
      scf.reduce.return %x : i64
    }
  }
  func.call @show_i64(%r#0) : (i64) -> ()
  func.call @show_i64(%r#1) : (i64) -> ()
  func.call @show_i64(%r#2) : (i64) -> ()
  func.call @show_i64(%r#3) : (i64) -> ()
  %r4 = arith.extui %r#4 : i16 to i64
  %r5 = arith.extui %r#5 : i16 to i64
  %r7 = arith.extsi %r#7 : i16 to i64
  func.call @show_i64(%r4) : (i64) -> ()
  func.call @show_i64(%r5) : (i64) -> ()
  func.call @show_i64(%r#6) : (i64) -> ()
  func.call @show_i64(%r7) : (i64) -> ()
  func.call @show_i64(%r#8) : (i64) -> ()
  return
}

// Float reductions over [lo, hi): sum of value / 4, product of 2, 0.5 or
// -1 at a few i (else 1), max/min (maximumf, minimumf) of the values, and
// maxnumf/minnumf of the values with a NaN at i = 1500.
func.func @floats(%lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  %f1 = arith.constant 1.5 : f64
  %f2 = arith.constant -3.0 : f64
  %f3 = arith.constant 0.25 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %pinf = arith.constant 0x7FF0000000000000 : f64
  %r:6 = scf.parallel (%i) = (%lo) to (%hi) step (%c1) init (%f1, %f2, %ninf, %pinf, %f3, %f3) -> (f64, f64, f64, f64, f64, f64) {
    %vx = affine.apply #value(%i)
    %v = arith.index_cast %vx : index to i64
    %vf = arith.sitofp %v : i64 to f64
    %quarter = arith.constant 0.25 : f64
    %q = arith.mulf %vf, %quarter : f64
    %c0 = arith.constant 0 : index
    %a = affine.apply affine_map<(d0) -> (d0 mod 97)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 211 - 5)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 mod 1000 - 999)>(%i)
    %is_a = arith.cmpi eq, %a, %c0 : index
    %is_b = arith.cmpi eq, %b, %c0 : index
    %is_c = arith.cmpi eq, %c, %c0 : index
    %one = arith.constant 1.0 : f64
    %two = arith.constant 2.0 : f64
    %half = arith.constant 0.5 : f64
    %neg = arith.constant -1.0 : f64
    %p0 = arith.select %is_a, %two, %one : f64
    %p1 = arith.select %is_b, %half, %p0 : f64
    %p = arith.select %is_c, %neg, %p1 : f64
    %k = arith.constant 1500 : index
    %at = arith.cmpi eq, %i, %k : index
    %nan = arith.constant 0x7FF8000000000000 : f64
    %n = arith.select %at, %nan, %vf : f64
    scf.reduce(%q, %p, %vf, %vf, %n, %n : f64, f64, f64, f64, f64, f64) {
    ^bb0(%x: f64, %y: f64):
      %z = arith.addf %x, %y : f64
      scf.reduce.return %z : f64
    }, {
    ^bb0(%x: f64, %y: f64):
      %z = arith.mulf %x, %y : f64
      scf.reduce.return %z : f64
    }, {
    ^bb0(%x: f64, %y: f64):
      %z = arith.maximumf %x, %y : f64
      scf.reduce.return %z : f64
    }, {
    ^bb0(%x: f64, %y: f64):
      %z = arith.minimumf %x, %y : f64
      scf.reduce.return %z : f64
    }, {
    ^bb0(%x: f64, %y: f64):
      %z = arith.maxnumf %x, %y : f64
      scf.reduce.return %z : f64
    }, {
    ^bb0(%x: f64, %y: f64):
      %z = arith.minnumf %x, %y : f64
      scf.reduce.return %z : f64
    }
  }
  func.call @show_f64(%r#0) : (f64) -> ()
  func.call @show_f64(%r#1) : (f64) -> ()
  func.call @show_f64(%r#2) : (f64) -> ()
  func.call @show_f64(%r#3) : (f64) -> ()
  func.call @show_f64(%r#4) : (f64) -> ()
  func.call @show_f64(%r#5) : (f64) -> ()
  return
}

// 2-D and nested: the sum over (i, j) of value(i * 60 + j) for a 50 x 60
// grid, as one 2-D scf.parallel, and as rows (inner scf.parallel with a
// max per row) stored by an outer scf.parallel then summed in order.
func.func @grid() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c50 = arith.constant 50 : index
  %c60 = arith.constant 60 : index
  %zero = arith.constant 0 : i64
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%c50, %c60) step (%c1, %c1) init (%zero) -> i64 {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 60 + d1)>(%i, %j)
    %vx = affine.apply #value(%k)
    %v = arith.index_cast %vx : index to i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }
  }
  func.call @show_i64(%s) : (i64) -> ()
  %rows = memref.alloc() : memref<50xi64>
  %low = arith.constant -100000 : i64
  scf.parallel (%i) = (%c0) to (%c50) step (%c1) {
    %m = scf.parallel (%j) = (%c0) to (%c60) step (%c1) init (%low) -> i64 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 60 + d1)>(%i, %j)
      %vx = affine.apply #value(%k)
      %v = arith.index_cast %vx : index to i64
      scf.reduce(%v : i64) {
      ^bb0(%a: i64, %b: i64):
        %x = arith.maxsi %a, %b : i64
        scf.reduce.return %x : i64
      }
    }
    memref.store %m, %rows[%i] : memref<50xi64>
    scf.reduce
  }
  %t = scf.for %i = %c0 to %c50 step %c1 iter_args(%acc = %zero) -> i64 {
    %m = memref.load %rows[%i] : memref<50xi64>
    %n = arith.addi %acc, %m : i64
    scf.yield %n : i64
  }
  func.call @show_i64(%t) : (i64) -> ()
  memref.dealloc %rows : memref<50xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c3000 = arith.constant 3000 : index
  func.call @ints(%c0, %c3000) : (index, index) -> ()
  func.call @ints(%c3, %c3) : (index, index) -> ()
  func.call @floats(%c0, %c3000) : (index, index) -> ()
  func.call @floats(%c3000, %c3) : (index, index) -> ()
  func.call @grid() : () -> ()
  return
}
