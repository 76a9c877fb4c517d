// arith.scaling_extf and arith.scaling_truncf: input and scale types, the
// optional rounding mode and fastmath flags.
// RUN: %affc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @scaling(
// CHECK-NEXT: %0 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
// CHECK-NEXT: %1 = arith.scaling_extf %arg2, %arg2 fastmath<fast> : f16, f16 to f64
// CHECK-NEXT: %2 = arith.scaling_truncf %arg0, %arg1 : f32, f32 to f16
// CHECK-NEXT: %3 = arith.scaling_truncf %arg0, %arg1 downward fastmath<nnan> : f32, f32 to bf16
// CHECK-NEXT: %4 = arith.scaling_extf %arg3, %arg4 : vector<4xf32>, vector<4xf32> to vector<4xf64>
// CHECK-NEXT: %5 = arith.scaling_extf %arg3, %arg0 : vector<4xf32>, f32 to vector<4xf64>
// CHECK-NEXT: %6 = arith.scaling_truncf %arg3, %arg4 toward_zero : vector<4xf32>, vector<4xf32> to vector<4xf16>

func.func @scaling(%arg0: f32, %arg1: f32, %arg2: f16, %arg3: vector<4xf32>, %arg4: vector<4xf32>) {
  %0 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
  %1 = arith.scaling_extf %arg2, %arg2 fastmath<fast> : f16, f16 to f64
  %2 = arith.scaling_truncf %arg0, %arg1 : f32, f32 to f16
  %3 = arith.scaling_truncf %arg0, %arg1 downward fastmath<nnan> : f32, f32 to bf16
  %4 = arith.scaling_extf %arg3, %arg4 : vector<4xf32>, vector<4xf32> to vector<4xf64>
  %5 = arith.scaling_extf %arg3, %arg0 : vector<4xf32>, f32 to vector<4xf64>
  %6 = arith.scaling_truncf %arg3, %arg4 toward_zero : vector<4xf32>, vector<4xf32> to vector<4xf16>
  return
}
