// Every reduction kind affine.parallel has under MLIR 22 (addf, mulf,
// maximumf, minimumf, addi, muli, andi, ori), several in one op, over
// 3001 iterations so that every thread gets a share. MLIR leaves the order
// of the reduction open, so the values are chosen to give one exact result
// in every order: small integers for addf, a few powers of two and -1 for
// mulf (the rest are 1), wrapping integer arithmetic. maximumf/minimumf
// must see -0 < +0 and propagate a NaN whichever thread meets it.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show_f64(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The bits of x (for -0, which prints as 0), or 1 for any NaN.
func.func @show_bits(%x: f64) {
  %nan = arith.cmpf uno, %x, %x : f64
  %b = arith.bitcast %x : f64 to i64
  %one = arith.constant 1 : i64
  %s = arith.select %nan, %one, %b : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_i64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f64
  %nzero = arith.constant -0.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  // Floats: sum of (i mod 17) - 8, the product above, max and min of a
  // permutation of 0..3000 (37 * i mod 3001, 3001 being prime).
  %f:4 = affine.parallel (%i) = (0) to (3001) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f64, f64, f64, f64) {
    %a = affine.apply affine_map<(d0) -> (d0 mod 17 - 8)>(%i)
    %ai = arith.index_cast %a : index to i64
    %af = arith.sitofp %ai : i64 to f64
    // mulf: 2 when i mod 100 == 0, 0.5 when i mod 300 == 150, -1 when
    // i mod 1000 == 7, else 1 (the product is exactly -2^21).
    %pa = affine.apply affine_map<(d0) -> (d0 mod 100)>(%i)
    %pb = affine.apply affine_map<(d0) -> (d0 mod 300 - 150)>(%i)
    %pc = affine.apply affine_map<(d0) -> (d0 mod 1000 - 7)>(%i)
    %is_a = arith.cmpi eq, %pa, %c0 : index
    %is_b = arith.cmpi eq, %pb, %c0 : index
    %is_c = arith.cmpi eq, %pc, %c0 : index
    %one = arith.constant 1.0 : f64
    %two = arith.constant 2.0 : f64
    %half = arith.constant 0.5 : f64
    %neg = arith.constant -1.0 : f64
    %p0 = arith.select %is_a, %two, %one : f64
    %p1 = arith.select %is_b, %half, %p0 : f64
    %p = arith.select %is_c, %neg, %p1 : f64
    %m = affine.apply affine_map<(d0) -> ((d0 * 37) mod 3001)>(%i)
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f64
    affine.yield %af, %p, %mf, %mf : f64, f64, f64, f64
  }
  func.call @show_f64(%f#0) : (f64) -> ()
  func.call @show_f64(%f#1) : (f64) -> ()
  func.call @show_f64(%f#2) : (f64) -> ()
  func.call @show_f64(%f#3) : (f64) -> ()
  // Signed zeros: the max of -i (i > 0), -0 and +0 is +0, the min of
  // i, +0 and -0 is -0, wherever the zeros fall; and one NaN among 3001
  // values makes both NaN.
  %z:4 = affine.parallel (%i) = (0) to (3001) reduce ("maximumf", "minimumf", "maximumf", "minimumf") -> (f64, f64, f64, f64) {
    %ii = arith.index_cast %i : index to i64
    %x = arith.sitofp %ii : i64 to f64
    %nx = arith.negf %x : f64
    %k1 = arith.constant 1234 : index
    %k2 = arith.constant 2222 : index
    %k3 = arith.constant 2999 : index
    %at1 = arith.cmpi eq, %i, %k1 : index
    %at2 = arith.cmpi eq, %i, %k2 : index
    %at3 = arith.cmpi eq, %i, %k3 : index
    %lo0 = arith.select %at1, %nzero, %nx : f64
    %lo = arith.select %at2, %zero, %lo0 : f64
    %hi0 = arith.select %at1, %zero, %x : f64
    %hi = arith.select %at2, %nzero, %hi0 : f64
    %n = arith.select %at3, %nan, %x : f64
    affine.yield %lo, %hi, %n, %n : f64, f64, f64, f64
  }
  func.call @show_bits(%z#0) : (f64) -> ()
  func.call @show_bits(%z#1) : (f64) -> ()
  func.call @show_bits(%z#2) : (f64) -> ()
  func.call @show_bits(%z#3) : (f64) -> ()
  // Integers, wrapping: a sum of i32 that overflows many times, a product
  // of odd i64 numbers, and and/or of one bit (cleared or set) per i.
  %n:4 = affine.parallel (%i) = (0) to (3001) reduce ("addi", "muli", "andi", "ori") -> (i32, i64, i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %big = arith.constant 1000003 : i64
    %s64 = arith.muli %ii, %big : i64
    %s = arith.trunci %s64 : i64 to i32
    %c2 = arith.constant 2 : i64
    %c1 = arith.constant 1 : i64
    %odd0 = arith.muli %ii, %c2 : i64
    %odd = arith.addi %odd0, %c1 : i64
    %sh = affine.apply affine_map<(d0) -> (d0 mod 61)>(%i)
    %shi = arith.index_cast %sh : index to i64
    %bit = arith.shli %c1, %shi : i64
    %all = arith.constant -1 : i64
    %clear = arith.xori %bit, %all : i64
    affine.yield %s, %odd, %clear, %bit : i32, i64, i64, i64
  }
  %n0 = arith.extsi %n#0 : i32 to i64
  func.call @show_i64(%n0) : (i64) -> ()
  func.call @show_i64(%n#1) : (i64) -> ()
  func.call @show_i64(%n#2) : (i64) -> ()
  func.call @show_i64(%n#3) : (i64) -> ()
  // Narrow integers wrap at their own width: i8 sum, i16 product.
  %w:2 = affine.parallel (%i) = (0) to (2000) reduce ("addi", "muli") -> (i8, i16) {
    %ii = arith.index_cast %i : index to i64
    %b = arith.trunci %ii : i64 to i8
    %c3 = arith.constant 3 : i64
    %o0 = arith.muli %ii, %c3 : i64
    %c1 = arith.constant 1 : i64
    %o1 = arith.ori %o0, %c1 : i64
    %o = arith.trunci %o1 : i64 to i16
    affine.yield %b, %o : i8, i16
  }
  %w0 = arith.extsi %w#0 : i8 to i64
  %w1 = arith.extsi %w#1 : i16 to i64
  func.call @show_i64(%w0) : (i64) -> ()
  func.call @show_i64(%w1) : (i64) -> ()
  return
}
