// The math dialect on f64, on values read from memory (MLIR folds constant
// operands with its own folders). Correctly rounded ops print their bits,
// libm functions their value with printF64 (%g: C compilers may fold
// calls with constant arguments more exactly than libm computes them).
// NaN prints as bits -1.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<12xf64> = dense<[0.0, -0.0, 1.0, -1.0, 0.5, 1.5, -2.5, 3.75, 0.1, -0.3, 7.0, 100.25]>

func.func @bits(%v: f64) {
  %b = arith.bitcast %v : f64 to i64
  %z = arith.constant 0 : i64
  %w = arith.addi %b, %z : i64
  %nan = arith.cmpf uno, %v, %v : f64
  %m1 = arith.constant -1 : i64
  %s = arith.select %nan, %m1, %w : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @value(%v: f64) {
  %z = arith.constant 0.0 : f64
  %d = arith.addf %v, %z : f64
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @flag(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @unary(%x: f64) {
  %absf = math.absf %x : f64
  func.call @bits(%absf) : (f64) -> ()
  %ceil = math.ceil %x : f64
  func.call @bits(%ceil) : (f64) -> ()
  %floor = math.floor %x : f64
  func.call @bits(%floor) : (f64) -> ()
  %round = math.round %x : f64
  func.call @bits(%round) : (f64) -> ()
  %roundeven = math.roundeven %x : f64
  func.call @bits(%roundeven) : (f64) -> ()
  %trunc = math.trunc %x : f64
  func.call @bits(%trunc) : (f64) -> ()
  %sqrt = math.sqrt %x : f64
  func.call @bits(%sqrt) : (f64) -> ()
  %rsqrt = math.rsqrt %x : f64
  func.call @bits(%rsqrt) : (f64) -> ()
  %exp = math.exp %x : f64
  func.call @value(%exp) : (f64) -> ()
  %exp2 = math.exp2 %x : f64
  func.call @value(%exp2) : (f64) -> ()
  %expm1 = math.expm1 %x : f64
  func.call @value(%expm1) : (f64) -> ()
  %log = math.log %x : f64
  func.call @value(%log) : (f64) -> ()
  %log2 = math.log2 %x : f64
  func.call @value(%log2) : (f64) -> ()
  %log10 = math.log10 %x : f64
  func.call @value(%log10) : (f64) -> ()
  %log1p = math.log1p %x : f64
  func.call @value(%log1p) : (f64) -> ()
  %sin = math.sin %x : f64
  func.call @value(%sin) : (f64) -> ()
  %cos = math.cos %x : f64
  func.call @value(%cos) : (f64) -> ()
  %tan = math.tan %x : f64
  func.call @value(%tan) : (f64) -> ()
  %tanh = math.tanh %x : f64
  func.call @value(%tanh) : (f64) -> ()
  %atan = math.atan %x : f64
  func.call @value(%atan) : (f64) -> ()
  %erf = math.erf %x : f64
  func.call @value(%erf) : (f64) -> ()
  %cbrt = math.cbrt %x : f64
  func.call @value(%cbrt) : (f64) -> ()
  %sinh = math.sinh %x : f64
  func.call @value(%sinh) : (f64) -> ()
  %cosh = math.cosh %x : f64
  func.call @value(%cosh) : (f64) -> ()
  %asinh = math.asinh %x : f64
  func.call @value(%asinh) : (f64) -> ()
  %isnan = math.isnan %x : f64
  func.call @flag(%isnan) : (i1) -> ()
  %isfinite = math.isfinite %x : f64
  func.call @flag(%isfinite) : (i1) -> ()
  %p3 = arith.constant 3 : i32
  %m2 = arith.constant -2 : i32
  %cube = math.fpowi %x, %p3 : f64, i32
  func.call @bits(%cube) : (f64) -> ()
  %inv2 = math.fpowi %x, %m2 : f64, i32
  func.call @bits(%inv2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @binary(%x: f64, %y: f64) {
  %copysign = math.copysign %x, %y : f64
  func.call @bits(%copysign) : (f64) -> ()
  %fma = math.fma %x, %y, %x : f64
  func.call @bits(%fma) : (f64) -> ()
  %powf = math.powf %x, %y : f64
  func.call @value(%powf) : (f64) -> ()
  %atan2 = math.atan2 %x, %y : f64
  func.call @value(%atan2) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<12xf64>
  affine.for %i = 0 to 12 {
    %x = affine.load %t[%i] : memref<12xf64>
    func.call @unary(%x) : (f64) -> ()
    affine.for %j = 0 to 12 {
      %y = affine.load %t[%j] : memref<12xf64>
      func.call @binary(%x, %y) : (f64, f64) -> ()
    }
  }
  return
}
