// The math dialect on f32, on values read from memory (MLIR folds constant
// operands with its own folders). Correctly rounded ops print their bits,
// libm functions their value with printF64 (%g: C compilers may fold
// calls with constant arguments more exactly than libm computes them).
// NaN prints as bits -1.
// RUN: %exec %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
memref.global "private" constant @vals : memref<12xf32> = dense<[0.0, -0.0, 1.0, -1.0, 0.5, 1.5, -2.5, 3.75, 0.1, -0.3, 7.0, 100.25]>

func.func @bits(%v: f32) {
  %b = arith.bitcast %v : f32 to i32
  %w = arith.extsi %b : i32 to i64
  %nan = arith.cmpf uno, %v, %v : f32
  %m1 = arith.constant -1 : i64
  %s = arith.select %nan, %m1, %w : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @value(%v: f32) {
  %d = arith.extf %v : f32 to f64
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @flag(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}

func.func @unary(%x: f32) {
  %absf = math.absf %x : f32
  func.call @bits(%absf) : (f32) -> ()
  %ceil = math.ceil %x : f32
  func.call @bits(%ceil) : (f32) -> ()
  %floor = math.floor %x : f32
  func.call @bits(%floor) : (f32) -> ()
  %round = math.round %x : f32
  func.call @bits(%round) : (f32) -> ()
  %roundeven = math.roundeven %x : f32
  func.call @bits(%roundeven) : (f32) -> ()
  %trunc = math.trunc %x : f32
  func.call @bits(%trunc) : (f32) -> ()
  %sqrt = math.sqrt %x : f32
  func.call @bits(%sqrt) : (f32) -> ()
  %rsqrt = math.rsqrt %x : f32
  func.call @bits(%rsqrt) : (f32) -> ()
  %exp = math.exp %x : f32
  func.call @value(%exp) : (f32) -> ()
  %exp2 = math.exp2 %x : f32
  func.call @value(%exp2) : (f32) -> ()
  %expm1 = math.expm1 %x : f32
  func.call @value(%expm1) : (f32) -> ()
  %log = math.log %x : f32
  func.call @value(%log) : (f32) -> ()
  %log2 = math.log2 %x : f32
  func.call @value(%log2) : (f32) -> ()
  %log10 = math.log10 %x : f32
  func.call @value(%log10) : (f32) -> ()
  %log1p = math.log1p %x : f32
  func.call @value(%log1p) : (f32) -> ()
  %sin = math.sin %x : f32
  func.call @value(%sin) : (f32) -> ()
  %cos = math.cos %x : f32
  func.call @value(%cos) : (f32) -> ()
  %tan = math.tan %x : f32
  func.call @value(%tan) : (f32) -> ()
  %tanh = math.tanh %x : f32
  func.call @value(%tanh) : (f32) -> ()
  %atan = math.atan %x : f32
  func.call @value(%atan) : (f32) -> ()
  %erf = math.erf %x : f32
  func.call @value(%erf) : (f32) -> ()
  %cbrt = math.cbrt %x : f32
  func.call @value(%cbrt) : (f32) -> ()
  %sinh = math.sinh %x : f32
  func.call @value(%sinh) : (f32) -> ()
  %cosh = math.cosh %x : f32
  func.call @value(%cosh) : (f32) -> ()
  %asinh = math.asinh %x : f32
  func.call @value(%asinh) : (f32) -> ()
  %isnan = math.isnan %x : f32
  func.call @flag(%isnan) : (i1) -> ()
  %isfinite = math.isfinite %x : f32
  func.call @flag(%isfinite) : (i1) -> ()
  %p3 = arith.constant 3 : i32
  %m2 = arith.constant -2 : i32
  %cube = math.fpowi %x, %p3 : f32, i32
  func.call @bits(%cube) : (f32) -> ()
  %inv2 = math.fpowi %x, %m2 : f32, i32
  func.call @bits(%inv2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @binary(%x: f32, %y: f32) {
  %copysign = math.copysign %x, %y : f32
  func.call @bits(%copysign) : (f32) -> ()
  %fma = math.fma %x, %y, %x : f32
  func.call @bits(%fma) : (f32) -> ()
  %powf = math.powf %x, %y : f32
  func.call @value(%powf) : (f32) -> ()
  %atan2 = math.atan2 %x, %y : f32
  func.call @value(%atan2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = memref.get_global @vals : memref<12xf32>
  affine.for %i = 0 to 12 {
    %x = affine.load %t[%i] : memref<12xf32>
    func.call @unary(%x) : (f32) -> ()
    affine.for %j = 0 to 12 {
      %y = affine.load %t[%j] : memref<12xf32>
      func.call @binary(%x, %y) : (f32, f32) -> ()
    }
  }
  return
}
