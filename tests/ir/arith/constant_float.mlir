// arith.constant on floats: f16, bf16, f32, f64, f80 and f128 in decimal
// (rounded to the type), MLIR's hexadecimal bit patterns (NaNs, infinities,
// denormals, ordinary values), -0.0, values that overflow to infinity,
// and an untyped literal (f64).
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @floats(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_2 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_3 = arith.constant -1.500000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %cst_5 = arith.constant 3.141590e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.000000e-07 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e-300 : f64
// CHECK-NEXT: %cst_8 = arith.constant 1.500000e+00 : f80
// CHECK-NEXT: %cst_9 = arith.constant -4.000000e+00 : f128
// CHECK-NEXT: %cst_10 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_11 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_12 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_13 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_17 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_18 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_19 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_20 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT: %cst_21 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_22 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_23 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_24 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_25 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_26 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_27 = arith.constant 1.000000e+02 : f64
// CHECK-NEXT: %cst_28 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: %cst_29 = arith.constant 6.550400e+04 : f16

func.func @floats() {
  %cst = arith.constant 1.0 : f32
  %cst_0 = arith.constant -2.5 : f32
  %cst_1 = arith.constant 0.1 : f64
  %cst_2 = arith.constant 0.5 : f16
  %cst_3 = arith.constant -1.5 : bf16
  %cst_4 = arith.constant 1.0e10 : f32
  %cst_5 = arith.constant 3.14159 : f32
  %cst_6 = arith.constant 1.0e-7 : f32
  %cst_7 = arith.constant 1.0e-300 : f64
  %cst_8 = arith.constant 1.5 : f80
  %cst_9 = arith.constant -4.0 : f128
  %cst_10 = arith.constant -0.0 : f32
  %cst_11 = arith.constant 0.0 : f64
  %cst_12 = arith.constant -0.0 : f16
  %cst_13 = arith.constant 0x7FC00000 : f32
  %cst_14 = arith.constant 0x7F800000 : f32
  %cst_15 = arith.constant 0xFF800000 : f32
  %cst_16 = arith.constant 0x7FF8000000000000 : f64
  %cst_17 = arith.constant 0x7FF0000000000000 : f64
  %cst_18 = arith.constant 0x7E00 : f16
  %cst_19 = arith.constant 0xFC00 : f16
  %cst_20 = arith.constant 0x7FC0 : bf16
  %cst_21 = arith.constant 0x3C00 : f16
  %cst_22 = arith.constant 0x3F800000 : f32
  %cst_23 = arith.constant 0x7FC00001 : f32
  %cst_24 = arith.constant 0x80000000 : f32
  %cst_25 = arith.constant 1.0e40 : f32
  %cst_26 = arith.constant 65520.0 : f16
  %cst_27 = arith.constant 100.0 : f64
  %cst_28 = arith.constant 2.5
  %cst_29 = arith.constant 6.5504e4 : f16
  return
}
