// Float attributes print as decimals that read back to exactly the same
// bits in their type: "%.6e" when that is enough (as mlir-opt prints), more
// digits when not; infinities and NaNs in MLIR's hexadecimal form.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK: module attributes {
// CHECK-SAME: p.arr = array<f64: 1.000000e-01, 2.000000e+00>,
// CHECK-SAME: p.bf16 = 1.000977e-01 : bf16,
// CHECK-SAME: p.dense = dense<[0x7FC00000, 1.000000e+00, 0xFF800000]> : vector<3xf32>,
// CHECK-SAME: p.f16_inf = 0x7C00 : f16,
// CHECK-SAME: p.f16_max = 6.550400e+04 : f16,
// CHECK-SAME: p.f16_nan = 0x7E00 : f16,
// CHECK-SAME: p.f16_tiny = 5.960464e-08 : f16,
// CHECK-SAME: p.f32_denorm = 1.401298e-45 : f32,
// CHECK-SAME: p.f32_hex_one = 1.000000e+00 : f32,
// CHECK-SAME: p.f32_inf = 0x7F800000 : f32,
// CHECK-SAME: p.f32_max = 3.4028235e+38 : f32,
// CHECK-SAME: p.f32_nan = 0x7FC00000 : f32,
// CHECK-SAME: p.f32_neg_inf = 0xFF800000 : f32,
// CHECK-SAME: p.f32_neg_zero = -0.000000e+00 : f32,
// CHECK-SAME: p.f32_one = 1.000000e+00 : f32,
// CHECK-SAME: p.f32_rounded = 1.6777216e+07 : f32,
// CHECK-SAME: p.f32_tenth = 1.000000e-01 : f32,
// CHECK-SAME: p.f64_big = 1.000000e+20 : f64,
// CHECK-SAME: p.f64_denorm = 4.940656e-324 : f64,
// CHECK-SAME: p.f64_long = 1.23456789e-01 : f64,
// CHECK-SAME: p.f64_max = 1.7976931348623157e+308 : f64,
// CHECK-SAME: p.f64_nan = 0x7FF8000000000000 : f64,
// CHECK-SAME: p.f64_neg = -2.500000e+00 : f64,
// CHECK-SAME: p.f64_third = 3.333333333333333e-01 : f64}
module attributes {
  p.f32_one = 1.0 : f32,
  p.f32_tenth = 0.1 : f32,
  p.f32_neg_zero = -0.0 : f32,
  p.f32_nan = 0x7FC00000 : f32,
  p.f32_inf = 0x7F800000 : f32,
  p.f32_neg_inf = 0xFF800000 : f32,
  p.f32_hex_one = 0x3F800000 : f32,
  p.f32_denorm = 1.0e-45 : f32,
  p.f32_max = 3.4028234663852886e+38 : f32,
  p.f32_rounded = 16777217.0 : f32,
  p.f64_neg = -2.5,
  p.f64_long = 0.123456789 : f64,
  p.f64_third = 0.33333333333333331 : f64,
  p.f64_big = 1.0e20 : f64,
  p.f64_max = 1.7976931348623157e+308 : f64,
  p.f64_denorm = 4.9e-324 : f64,
  p.f64_nan = 0x7FF8000000000000 : f64,
  p.f16_max = 65504.0 : f16,
  p.f16_tiny = 5.9604644775390625e-08 : f16,
  p.f16_nan = 0x7E00 : f16,
  p.f16_inf = 0x7C00 : f16,
  p.bf16 = 0.1 : bf16,
  p.dense = dense<[0x7FC00000, 1.0, 0xFF800000]> : vector<3xf32>,
  p.arr = array<f64: 0.1, 2.0>
} {
}
