// The float binary and ternary ops of math (atan2, copysign, powf, fma),
// math.fpowi (a float raised to an integer power) and math.clampf
// ("%x to [%lo, %hi]"), with fastmath flags, vectors and tensors.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @float_binary(
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = math.powf %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %4 = math.atan2 %arg5, %arg5 : tensor<2xf16>
// CHECK-NEXT: %5 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %6 = math.fma %arg4, %arg4, %arg4 fastmath<contract> : vector<4xf32>
// CHECK-NEXT: %7 = math.fma %arg3, %arg3, %arg3 {tag} : f64
// CHECK-NEXT: %8 = math.fpowi %arg0, %arg6 : f32, i32
// CHECK-NEXT: %9 = math.fpowi %arg3, %arg8 fastmath<afn> : f64, index
// CHECK-NEXT: %10 = math.fpowi %arg4, %arg7 : vector<4xf32>, vector<4xi64>
// CHECK-NEXT: %11 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %12 = math.clampf %arg4 to [%arg4, %arg4] fastmath<nnan,ninf> : vector<4xf32>
// CHECK-NEXT: %13 = math.clampf %arg3 to [%arg3, %arg3] {tag} : f64

func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: tensor<2xf16>, %arg6: i32, %arg7: vector<4xi64>, %arg8: index) {
  %0 = math.atan2 %arg0, %arg1 : f32
  %1 = math.copysign %arg0, %arg1 fastmath<nnan> : f32
  %2 = math.powf %arg0, %arg1 fastmath<fast> : f32
  %3 = math.powf %arg4, %arg4 : vector<4xf32>
  %4 = math.atan2 %arg5, %arg5 fastmath<none> : tensor<2xf16>
  %5 = math.fma %arg0, %arg1, %arg2 : f32
  %6 = math.fma %arg4, %arg4, %arg4 fastmath<contract> : vector<4xf32>
  %7 = math.fma %arg3, %arg3, %arg3 {tag} : f64
  %8 = math.fpowi %arg0, %arg6 : f32, i32
  %9 = math.fpowi %arg3, %arg8 fastmath<afn> : f64, index
  %10 = math.fpowi %arg4, %arg7 : vector<4xf32>, vector<4xi64>
  %11 = math.clampf %arg0 to [%arg1, %arg2] : f32
  %12 = math.clampf %arg4 to [%arg4, %arg4] fastmath<nnan,ninf> : vector<4xf32>
  %13 = math.clampf %arg3 to [%arg3, %arg3] {tag} : f64
  return
}
