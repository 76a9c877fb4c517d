// The math dialect on f16, on values read from memory (MLIR folds constant
// operands with its own folders). Correctly rounded ops print their bits,
// libm functions their value with printF64 (%g: C compilers may fold
// calls with constant arguments more exactly than libm computes them).
// NaN prints as bits -1.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<12xf16> = dense<[0.0, -0.0, 1.0, -1.0, 0.5, 1.5, -2.5, 3.75, 0.1, -0.3, 7.0, 100.25]>

func.func @bits(%v: f16) {
  %b = arith.bitcast %v : f16 to i16
  %w = arith.extsi %b : i16 to i64
  %nan = arith.cmpf uno, %v, %v : f16
  %m1 = arith.constant -1 : i64
  %s = arith.select %nan, %m1, %w : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @value(%v: f16) {
  %d = arith.extf %v : f16 to f64
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @flag(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @unary(%x: f16) {
  %absf = math.absf %x : f16
  func.call @bits(%absf) : (f16) -> ()
  %ceil = math.ceil %x : f16
  func.call @bits(%ceil) : (f16) -> ()
  %floor = math.floor %x : f16
  func.call @bits(%floor) : (f16) -> ()
  %round = math.round %x : f16
  func.call @bits(%round) : (f16) -> ()
  %roundeven = math.roundeven %x : f16
  func.call @bits(%roundeven) : (f16) -> ()
  %trunc = math.trunc %x : f16
  func.call @bits(%trunc) : (f16) -> ()
  %sqrt = math.sqrt %x : f16
  func.call @bits(%sqrt) : (f16) -> ()
  %rsqrt = math.rsqrt %x : f16
  func.call @bits(%rsqrt) : (f16) -> ()
  %exp = math.exp %x : f16
  func.call @value(%exp) : (f16) -> ()
  %exp2 = math.exp2 %x : f16
  func.call @value(%exp2) : (f16) -> ()
  %expm1 = math.expm1 %x : f16
  func.call @value(%expm1) : (f16) -> ()
  %log = math.log %x : f16
  func.call @value(%log) : (f16) -> ()
  %log2 = math.log2 %x : f16
  func.call @value(%log2) : (f16) -> ()
  %log10 = math.log10 %x : f16
  func.call @value(%log10) : (f16) -> ()
  %log1p = math.log1p %x : f16
  func.call @value(%log1p) : (f16) -> ()
  %sin = math.sin %x : f16
  func.call @value(%sin) : (f16) -> ()
  %cos = math.cos %x : f16
  func.call @value(%cos) : (f16) -> ()
  %tan = math.tan %x : f16
  func.call @value(%tan) : (f16) -> ()
  %tanh = math.tanh %x : f16
  func.call @value(%tanh) : (f16) -> ()
  %atan = math.atan %x : f16
  func.call @value(%atan) : (f16) -> ()
  %erf = math.erf %x : f16
  func.call @value(%erf) : (f16) -> ()
  %cbrt = math.cbrt %x : f16
  func.call @value(%cbrt) : (f16) -> ()
  %sinh = math.sinh %x : f16
  func.call @value(%sinh) : (f16) -> ()
  %cosh = math.cosh %x : f16
  func.call @value(%cosh) : (f16) -> ()
  %asinh = math.asinh %x : f16
  func.call @value(%asinh) : (f16) -> ()
  %isnan = math.isnan %x : f16
  func.call @flag(%isnan) : (i1) -> ()
  %isfinite = math.isfinite %x : f16
  func.call @flag(%isfinite) : (i1) -> ()
  %p3 = arith.constant 3 : i32
  %m2 = arith.constant -2 : i32
  %cube = math.fpowi %x, %p3 : f16, i32
  func.call @bits(%cube) : (f16) -> ()
  %inv2 = math.fpowi %x, %m2 : f16, i32
  func.call @bits(%inv2) : (f16) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @binary(%x: f16, %y: f16) {
  %copysign = math.copysign %x, %y : f16
  func.call @bits(%copysign) : (f16) -> ()
  %fma = math.fma %x, %y, %x : f16
  func.call @bits(%fma) : (f16) -> ()
  %powf = math.powf %x, %y : f16
  func.call @value(%powf) : (f16) -> ()
  %atan2 = math.atan2 %x, %y : f16
  func.call @value(%atan2) : (f16) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<12xf16>
  affine.for %i = 0 to 12 {
    %x = affine.load %t[%i] : memref<12xf16>
    func.call @unary(%x) : (f16) -> ()
    affine.for %j = 0 to 12 {
      %y = affine.load %t[%j] : memref<12xf16>
      func.call @binary(%x, %y) : (f16, f16) -> ()
    }
  }
  return
}
