// math.isnan, isinf, isfinite and isnormal give i1 (or i1 shaped like the
// operand); their fastmath flags live in the attribute dictionary, elided
// when none. math.sincos gives two results of the operand's type.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @classify(
// CHECK-NEXT: %0 = math.isnan %arg0 : f32
// CHECK-NEXT: %1 = math.isinf %arg1 : f64
// CHECK-NEXT: %2 = math.isfinite %arg2 : vector<4xf16>
// CHECK-NEXT: %3 = math.isnormal %arg3 : tensor<2x?xbf16>
// CHECK-NEXT: %4 = math.isnan %arg0 {fastmath = #arith.fastmath<fast>} : f32
// CHECK-NEXT: %5 = math.isinf %arg0 : f32
// CHECK-NEXT: %6 = math.isfinite %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg2 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %sin_2, %cos_3 = math.sincos %arg1 : f64
// CHECK-NEXT: %7 = arith.addf %sin, %cos : f32

func.func @classify(%arg0: f32, %arg1: f64, %arg2: vector<4xf16>, %arg3: tensor<2x?xbf16>) {
  %0 = math.isnan %arg0 : f32
  %1 = math.isinf %arg1 : f64
  %2 = math.isfinite %arg2 : vector<4xf16>
  %3 = math.isnormal %arg3 : tensor<2x?xbf16>
  %4 = math.isnan %arg0 {fastmath = #arith.fastmath<fast>} : f32
  %5 = math.isinf %arg0 {fastmath = #arith.fastmath<none>} : f32
  %6 = "math.isfinite"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
  %sin, %cos = math.sincos %arg0 : f32
  %sin_0, %cos_1 = math.sincos %arg2 fastmath<fast> : vector<4xf16>
  %sin_2, %cos_3 = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> (f64, f64)
  %7 = arith.addf %sin, %cos : f32
  return
}
