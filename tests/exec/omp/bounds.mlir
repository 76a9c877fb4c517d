// affine.parallel bounds under OpenMP: max/min bound groups over symbols,
// steps, negative and empty ranges, and ranges shorter than the thread
// count. @run is called with several sizes, so the trip counts are only
// known at run time. An empty range gives every reduction's identity
// (+0, 1, -inf, +inf for floats; 0, 1, -1, 0 for integers).
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show_i64(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show_f32(%x: f32) {
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Sums and counts over the iterations of the loops below, from n and m.
func.func @run(%n: index, %m: index) {
  // A lower bound group (max) and an upper one (min), step 3: sums i and
  // counts the iterations.
  %a:2 = affine.parallel (%i) = (max(-5, symbol(%n) - 10, symbol(%m) floordiv 2)) to (min(symbol(%n) * 2, symbol(%m) + 40, 1000)) step (3) reduce ("addi", "addi") -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    affine.yield %ii, %one : i64, i64
  }
  func.call @show_i64(%a#0) : (i64) -> ()
  func.call @show_i64(%a#1) : (i64) -> ()
  // Two dims with their own steps and groups: a weighted sum of (i, j)
  // shows that no pair is missed or repeated, and the extremes of i - j.
  %b:3 = affine.parallel (%i, %j) = (symbol(%n) - 3, max(0, symbol(%m) - 7)) to (symbol(%n) + symbol(%m), min(symbol(%m), 50)) step (2, 5) reduce ("addi", "maximumf", "minimumf") -> (i64, f32, f32) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %k = arith.constant 1000 : i64
    %w0 = arith.muli %ii, %k : i64
    %w = arith.addi %w0, %jj : i64
    %d = arith.subi %ii, %jj : i64
    %df = arith.sitofp %d : i64 to f32
    affine.yield %w, %df, %df : i64, f32, f32
  }
  func.call @show_i64(%b#0) : (i64) -> ()
  func.call @show_f32(%b#1) : (f32) -> ()
  func.call @show_f32(%b#2) : (f32) -> ()
  // All eight kinds at once, over max(0, n - 2) .. n + 1: empty for
  // n < -1 (the identities). The product is of (i mod 3) + 1, exact.
  %c:8 = affine.parallel (%i) = (max(0, symbol(%n) - 2)) to (symbol(%n) + 2) reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "andi", "ori") -> (f32, f32, f32, f32, i16, i16, i16, i16) {
    %ii = arith.index_cast %i : index to i16
    %f = arith.sitofp %ii : i16 to f32
    %g0 = affine.apply affine_map<(d0) -> (d0 mod 3 + 1)>(%i)
    %g1 = arith.index_cast %g0 : index to i16
    %g = arith.sitofp %g1 : i16 to f32
    affine.yield %f, %g, %f, %f, %ii, %ii, %ii, %ii : f32, f32, f32, f32, i16, i16, i16, i16
  }
  func.call @show_f32(%c#0) : (f32) -> ()
  func.call @show_f32(%c#1) : (f32) -> ()
  func.call @show_f32(%c#2) : (f32) -> ()
  func.call @show_f32(%c#3) : (f32) -> ()
  %c4 = arith.extsi %c#4 : i16 to i64
  %c5 = arith.extsi %c#5 : i16 to i64
  %c6 = arith.extsi %c#6 : i16 to i64
  %c7 = arith.extsi %c#7 : i16 to i64
  func.call @show_i64(%c4) : (i64) -> ()
  func.call @show_i64(%c5) : (i64) -> ()
  func.call @show_i64(%c6) : (i64) -> ()
  func.call @show_i64(%c7) : (i64) -> ()
  return
}

memref.global "private" constant @sizes : memref<10xi64> = dense<[0, 1, 2, 3, 5, 9, 17, 100, 600, -4]>

func.func @main() {
  %sizes = memref.get_global @sizes : memref<10xi64>
  affine.for %k = 0 to 10 {
    %s = affine.load %sizes[%k] : memref<10xi64>
    %n = arith.index_cast %s : i64 to index
    %m = affine.apply affine_map<(d0) -> (d0 * 7 - 3)>(%k)
    func.call @run(%n, %m) : (index, index) -> ()
  }
  return
}
